import Foundation

/// A problem with a receipt, or with settling it, described so that a person can find and fix it.
///
/// Every error names the JSON path of the offending value (`items[1].people`) and, for a receipt
/// read from JSON, the file, line and column; the message names the item it is about, says what
/// was wrong and, where possible, what would be right.
///
/// ```
/// dinner.json:8:61: at items[2].people[1]: item 'bread' names 'Bbo', who is not in "people"; did you mean 'Bob'? "people" lists Alice, Bob
/// ```
public struct ReceiptError: Error, Sendable, Hashable {
  /// The category of a receipt problem.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The text is not JSON (or not UTF-8), or it is empty.
    case invalidJSON
    /// The text is larger than ``Receipt/Limits/maximumFileSize``.
    case tooLarge
    /// A value has the wrong JSON type, a key is missing, or a key is not part of the format.
    case invalidFormat
    /// An amount that does not fit the currency: too many fraction digits, negative, too large,
    /// or in another currency.
    case invalidAmount
    /// A tax or tip rate out of range.
    case invalidRate
    /// A currency code that ISO 4217 does not know, or a missing currency.
    case unknownCurrency
    /// A region code that is malformed or unknown.
    case invalidRegion
    /// A receipt without items.
    case noItems
    /// An item that no one had.
    case noPeople
    /// An item that names someone who is not in the receipt's `people`.
    case unknownPerson
    /// A person listed twice, in `people` or in one item; or an empty name.
    case invalidPerson
    /// More people than ``Receipt/Limits/maximumPeople``.
    case tooManyPeople
    /// Both a receipt `tax` and per-item `taxRate`s.
    case mixedTax
    /// A discount larger than the items' total.
    case discountTooLarge
    /// A tip that gives none or more than one of `amount`, `percent` and `policy`.
    case invalidTip
    /// A tip policy that the catalog does not define, or no catalog to look it up in.
    case unknownPolicy
    /// A tip policy that cannot price the receipt, such as a regional policy without a region.
    case policyFailed
    /// A sum that does not fit in 64-bit minor units.
    case overflow
  }

  /// The category of the problem.
  public var kind: Kind
  /// The file the receipt was read from, or `nil` for in-memory data.
  public var file: String?
  /// The JSON path of the offending value, such as `items[1].people`; empty for the whole
  /// receipt.
  public var path: String
  /// The 1-based line of the offending value, when known.
  public var line: Int?
  /// The 1-based column of the offending value, when known.
  public var column: Int?
  /// What was wrong, naming the item and quoting the offending value.
  public var message: String
  /// What would be right, when there is something to suggest.
  public var suggestion: String?
  /// The path as keys, to find the value in a parsed document.
  var location = ReceiptPath()

  /// Creates a receipt error.
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

  /// A catalog reader's error (the JSON syntax, a type, a key), in a receipt's words.
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

extension ReceiptError: CustomStringConvertible {
  /// The error in the compiler-like form `file:line:column: at path: message; suggestion`.
  public var description: String {
    LocatedMessage.text(
      file: file, line: line, column: column, path: path, message: message,
      suggestion: suggestion)
  }
}

extension ReceiptError: LocalizedError {
  /// The same text as ``description``, for `localizedDescription`.
  public var errorDescription: String? { description }

  /// The same text as ``suggestion``.
  public var recoverySuggestion: String? { suggestion }
}
