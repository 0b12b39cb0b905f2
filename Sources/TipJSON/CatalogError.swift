import Foundation

/// A problem in a policy catalog, described so that a person can find and fix it.
///
/// Every error names the file (when there is one), the JSON path of the offending value
/// (`policies[3].rate`), the line and column where the parser knows them, what was wrong and,
/// where possible, what would be right.
public struct CatalogError: LocatedError {
  /// The category of a catalog problem.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The file could not be read (missing, a directory, no permission).
    case unreadable
    /// The file is larger than ``PolicyCatalog/Limits/maximumFileSize``.
    case tooLarge
    /// The file is empty or holds only white space.
    case empty
    /// The text is not valid JSON (or not valid UTF-8).
    case invalidJSON
    /// A value has the wrong JSON type.
    case typeMismatch
    /// A required key is absent.
    case missingKey
    /// A key that the format does not define.
    case unknownKey
    /// A value of the right type but out of range or malformed.
    case invalidValue
    /// The file declares a format version newer than this library supports.
    case unsupportedVersion
    /// Two policies in one file share a name.
    case duplicateName
    /// A policy refers to a name that the catalog does not define.
    case unknownPolicy
    /// A policy names a kind that the registry does not know.
    case unknownKind
    /// Policies refer to each other in a loop.
    case referenceCycle
    /// References nest deeper than ``PolicyCatalog/Limits/maximumReferenceDepth``.
    case tooDeep
    /// A catalog file holds more policies than ``PolicyCatalog/Limits/maximumPolicyCount``.
    case tooManyPolicies
  }

  /// Which of the catalog problems this is.
  public var kind: Kind
  /// Where in a catalog file the offending value is, what was wrong, and what would be right.
  public var details: LocatedMessage
  /// Further independent errors found in the same value, in document order (a catalog's loader
  /// reports each in its own right; see ``allErrors``).
  package var additionalErrors: [CatalogError] = []
  /// Whether this error only says that a value was not built because of an error a catalog's
  /// decoder already recorded (see ``FollowingError``): it is not reported beside that error.
  package var followsRecordedError = false

  /// Creates a catalog error of `kind` that says `details`.
  public init(_ kind: Kind, details: LocatedMessage) {
    self.kind = kind
    self.details = details
  }
}

extension CatalogError {
  /// This error and the further ones found with it, each on its own.
  package var allErrors: [CatalogError] {
    var first = self
    first.additionalErrors = []
    return [first] + additionalErrors.flatMap(\.allErrors)
  }
}
