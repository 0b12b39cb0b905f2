import TipEngine

/// What a tip calculator shows: the amount per person, the total bill and the total tip, with
/// the exact shares and whether the input was usable.
///
/// When ``validation`` is not ``Validation/valid`` the amounts are computed for a bill of zero
/// (``Validation/empty``) or are all zero (``Validation/invalid(field:reason:)``); a UI shows the
/// validation message instead of pretending the bill was zero.
public struct TipResult: Sendable, Hashable {
  /// Whether the input could be used, and if not, why.
  public enum Validation: Sendable, Hashable {
    /// The input is complete and valid.
    case valid
    /// No bill has been entered yet; the amounts are those of a bill of zero.
    case empty
    /// An input cannot be used; `reason` is a sentence for people.
    case invalid(field: Field, reason: String)

    /// The message to show next to the field, or `nil` when there is nothing to say.
    public var message: String? {
      if case .invalid(_, let reason) = self { return reason }
      return nil
    }
  }

  /// An input field of the calculator.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    /// The bill amount.
    case bill
    /// The tip choice.
    case tip
  }

  /// Whether the input could be used, and if not, why.
  public let validation: Validation
  /// What the first person pays: the first of ``shares``. The calculator splits evenly, larger
  /// shares first (`$100` for 3 is `33.34, 33.33, 33.33`), so for its results this is the
  /// quote's `Quote.largestShare`; for a weighted quote given to
  /// ``init(quote:validation:tipRate:)`` it stays the first share, which may be smaller.
  public let perPerson: Money
  /// The bill plus the tip.
  public let totalBill: Money
  /// The tip.
  public let totalTip: Money
  /// One share per person, largest first; they always sum to ``totalBill``.
  public let shares: [Money]
  /// The quote behind the result, or `nil` when the input is invalid.
  public let quote: Quote?
  /// The tip as a percentage, for a label such as `15%`: the rate the tip was computed at when
  /// it is a percentage of the subtotal (a preset, a custom percentage, a `percent` policy), so
  /// 15 % of ¥1,234 still shows 15 % although its tip, ¥185, is 14.99 % of the bill. Otherwise
  /// the tip's share of the subtotal, to two decimals (a fixed ¥200 on ¥1,234 is 16.21 %), or
  /// `nil` for a subtotal of zero. Always `nil` when the input is invalid.
  public let tipRate: Percentage?

  /// The result of a quote.
  ///
  /// - Parameters:
  ///   - quote: the quote to show.
  ///   - validation: whether the input was complete; ``Validation/valid`` by default.
  ///   - tipRate: the rate the tip was computed at, when it is a percentage of the subtotal;
  ///     by default the quote's effective rate (see ``tipRate``).
  public init(quote: Quote, validation: Validation = .valid, tipRate: Percentage? = nil) {
    self.validation = validation
    self.perPerson = quote.shares.first ?? quote.payable
    self.totalBill = quote.total
    self.totalTip = quote.tip
    self.shares = Array(quote.shares)
    self.quote = quote
    self.tipRate = tipRate ?? quote.effectiveRate.flatMap { try? Percentage($0) }
  }

  /// A result that reports a problem with `field`, with every amount zero: for UI layers that
  /// validate input of their own, such as a keypad showing an error.
  public static func invalid(
    _ field: Field, reason: String, currency: Currency, splitCount: Int
  ) -> TipResult {
    TipResult(
      invalid: .invalid(field: field, reason: reason), currency: currency, parts: splitCount)
  }

  init(invalid validation: Validation, currency: Currency, parts: Int) {
    let zero = Money.zero(currency)
    self.validation = validation
    self.perPerson = zero
    self.totalBill = zero
    self.totalTip = zero
    // As many zero shares as a split may have: `splitCount` is the caller's, clamped as
    // `State.setSplitCount` clamps it.
    self.shares = Array(repeating: zero, count: min(max(1, parts), Money.maximumParts))
    self.quote = nil
    self.tipRate = nil
  }

  /// Whether the input is complete and valid.
  public var isValid: Bool { validation == .valid }

  /// The currency of the amounts.
  public var currency: Currency { totalBill.currency }
}
