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

  /// The category of the problem.
  public var kind: Kind
  /// Where the offending value is: the file (when there is one), the JSON path such as
  /// `policies[3].rate`, and the line and column where the parser knows them.
  public var location: DocumentLocation
  /// What was wrong, quoting the offending value.
  public var message: String
  /// What would be right, such as `did you mean 'rate'?`, when there is something to suggest.
  public var suggestion: String?
  /// Further independent errors found in the same value, in document order (a catalog's loader
  /// reports each in its own right; see ``allErrors``).
  package var additionalErrors: [CatalogError] = []

  /// Creates a catalog error at `location`.
  public init(
    _ kind: Kind, at location: DocumentLocation, message: String, suggestion: String? = nil
  ) {
    self.kind = kind
    self.location = location
    self.message = message
    self.suggestion = suggestion
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
