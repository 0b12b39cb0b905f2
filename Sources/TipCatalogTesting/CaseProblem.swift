import TipJSON
import TipPricing

/// What is wrong with one value of a test case, and what would be right: reported by the
/// catalog's decoder at the value's key.
struct CaseProblem: Error {
  /// What was wrong, quoting the value.
  var problem: String
  /// What would be right, when there is more to say.
  var expected: String?

  /// A problem and what would be right.
  init(_ problem: String, expected: String?) {
    self.problem = problem
    self.expected = expected
  }

  /// `value` as an amount of `currency`, in the words every document uses for an amount that
  /// does not fit its currency (see `DocumentValues.money`).
  static func money(_ value: DecimalValue, currency: Currency, name: String)
    throws(CaseProblem) -> Money
  {
    do {
      return try DocumentValues.money(
        value, currency: currency, name: name, at: .root, as: AmountError.self)
    } catch {
      throw CaseProblem(error.message, expected: error.suggestion)
    }
  }
}

/// The located error `DocumentValues` words an amount's problem in; only its message and
/// suggestion are kept, and the decoder locates them.
private struct AmountError: LocatedError {
  enum Kind: DocumentValueErrorKind {
    case invalidJSON, tooLarge, invalidFormat, invalidRegion, unknownCurrency, invalidAmount
  }

  var kind: Kind
  var details: LocatedMessage

  init(_ kind: Kind, details: LocatedMessage) {
    self.kind = kind
    self.details = details
  }
}
