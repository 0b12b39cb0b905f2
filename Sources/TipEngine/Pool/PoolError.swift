import Foundation

/// A problem with a shift, or with sharing its tips by a pool's rules, described so that a person
/// can find and fix it.
///
/// Every error names the JSON path of the offending value (`staff[2].hours`) and, for a shift
/// read from JSON, the file, line and column; the message names the person it is about, says what
/// was wrong and, where possible, what would be right. Errors of kind ``Kind/lawViolation`` name
/// the law the shift or the pool would break.
///
/// ```
/// friday.json:9:5: at staff[3]: Dana (role 'bartender') is a manager, and in the US managers and supervisors may not receive any part of a tip pool (FLSA section 3(m)(2)(B), 2018 amendment); leave Dana out of the recipients
/// ```
public struct PoolError: Error, Sendable, Hashable {
  /// The category of a pool problem.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The text is not JSON (or not UTF-8), or it is empty.
    case invalidJSON
    /// The text is larger than ``Shift/Limits/maximumFileSize``.
    case tooLarge
    /// A value has the wrong JSON type, a key is missing, or a key is not part of the format.
    case invalidFormat
    /// An amount that does not fit the currency: too many fraction digits, negative, too large.
    case invalidAmount
    /// Hours or points out of range, or with too many fraction digits.
    case invalidQuantity
    /// A currency code that ISO 4217 does not know, or a missing currency.
    case unknownCurrency
    /// A region code that is malformed or unknown, or a shift in another country than its pool.
    case invalidRegion
    /// A shift without staff, or with more than ``Shift/Limits/maximumStaff``.
    case invalidStaff
    /// A person listed twice, or without a name or role.
    case invalidPerson
    /// Tips that nobody on the shift can have contributed.
    case noContributors
    /// A pool that the catalog does not define.
    case unknownPool
    /// A pool built in code whose rules do not pass ``TipPool/check()``, such as percentages
    /// that do not add up to 100.
    case invalidPool
    /// The shift or the pool would break the region's law; the message names the law.
    case lawViolation
    /// A sum that does not fit in 64-bit minor units.
    case overflow
  }

  /// The category of the problem.
  public var kind: Kind
  /// The file the shift was read from, or `nil` for in-memory data.
  public var file: String?
  /// The JSON path of the offending value, such as `staff[1].hours`; empty for the whole shift.
  public var path: String
  /// The 1-based line of the offending value, when known.
  public var line: Int?
  /// The 1-based column of the offending value, when known.
  public var column: Int?
  /// What was wrong, naming the person and quoting the offending value.
  public var message: String
  /// What would be right, when there is something to suggest.
  public var suggestion: String?
  /// The path as keys, to find the value in a parsed document.
  var location = ReceiptPath()

  /// Creates a pool error.
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

  /// An error about the value at `location`.
  init(_ kind: Kind, at location: ReceiptPath, _ message: String, suggestion: String? = nil) {
    self.init(kind, path: location.rendered, message: message, suggestion: suggestion)
    self.location = location
  }

  /// A catalog reader's error (the JSON syntax, a type, a key), in a shift's words.
  init(reading error: CatalogError) {
    let kind: Kind
    switch error.kind {
    case .empty, .invalidJSON: kind = .invalidJSON
    case .tooLarge: kind = .tooLarge
    default: kind = .invalidFormat
    }
    self.init(
      kind, file: error.file, path: error.path, line: error.line, column: error.column,
      message: error.message, suggestion: error.suggestion)
  }
}

extension PoolError: CustomStringConvertible {
  /// The error in the compiler-like form `file:line:column: at path: message; suggestion`.
  public var description: String {
    LocatedMessage.text(
      file: file, line: line, column: column, path: path, message: message,
      suggestion: suggestion)
  }
}

extension PoolError: LocalizedError {
  /// The same text as ``description``, for `localizedDescription`.
  public var errorDescription: String? { description }

  /// The same text as ``suggestion``.
  public var recoverySuggestion: String? { suggestion }
}
