import TipJSON
import TipPricing

/// A problem with a receipt, or with settling it, described so that a person can find and fix it.
///
/// Every error names the JSON path of the offending value (`items[1].people`) and, for a receipt
/// read from JSON, the file, line and column; the message names the item it is about, says what
/// was wrong and, where possible, what would be right.
///
/// ```
/// dinner.json:8:61: at items[2].people[1]: item 'bread' names 'Bbo', who is not in "people"; did you mean 'Bob'? "people" lists Alice, Bob
/// ```
public typealias ReceiptError = DocumentError<ReceiptProblem>

/// The kinds of ``ReceiptError``: the categories of a receipt problem.
public enum ReceiptProblem: String, Sendable, Hashable, CaseIterable {
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

extension ReceiptProblem: DocumentValueErrorKind {}
