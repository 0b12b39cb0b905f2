import Foundation

/// A problem in a policy catalog, described so that a person can find and fix it.
///
/// Every error names the file (when there is one), the JSON path of the offending value
/// (`policies[3].rate`), the line and column where the parser knows them, what was wrong and,
/// where possible, what would be right.
public struct CatalogError: Error, Sendable, Hashable {
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
  /// The file the problem is in, or `nil` for in-memory data.
  public var file: String?
  /// The JSON path of the offending value, such as `policies[3].rate`; empty for the whole file.
  public var path: String
  /// The 1-based line of the offending value, when known.
  public var line: Int?
  /// The 1-based column of the offending value, when known.
  public var column: Int?
  /// What was wrong, quoting the offending value.
  public var message: String
  /// What would be right, such as `did you mean 'rate'?`, when there is something to suggest.
  public var suggestion: String?
  /// Further independent errors found in the same value, in document order (a catalog's loader
  /// reports each in its own right; see ``allErrors``).
  var additionalErrors: [CatalogError] = []

  /// Creates a catalog error.
  public init(
    _ kind: Kind, file: String? = nil, path: String = "", line: Int? = nil, column: Int? = nil,
    message: String, suggestion: String? = nil
  ) {
    self.kind = kind
    self.file = file
    self.path = path
    self.line = line
    self.column = column
    self.message = message
    self.suggestion = suggestion
  }
}

extension CatalogError {
  /// An error about `node` of the JSON of `file`: at the node's line and column, and the JSON
  /// `path` that leads to it. The readers of a catalog's sections build their errors with it.
  init(
    _ kind: Kind, file: String, path: String, at node: JSONNode, _ message: String,
    suggestion: String? = nil
  ) {
    self.init(
      kind, file: file, path: path, line: node.line, column: node.column, message: message,
      suggestion: suggestion)
  }
}

extension CatalogError: CustomStringConvertible {
  /// The error in the compiler-like form `file:line:column: at path: message; suggestion`.
  public var description: String {
    LocatedMessage.text(
      file: file, line: line, column: column, path: path, message: message,
      suggestion: suggestion)
  }
}

extension CatalogError: LocalizedError {
  /// The same text as ``description``, for `localizedDescription`.
  public var errorDescription: String? { description }

  /// The same text as ``suggestion``.
  public var recoverySuggestion: String? { suggestion }
}

extension CatalogError {
  /// This error and the further ones found with it, each on its own.
  var allErrors: [CatalogError] {
    var first = self
    first.additionalErrors = []
    return [first] + additionalErrors.flatMap(\.allErrors)
  }
}
