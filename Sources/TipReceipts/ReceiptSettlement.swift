import TipPricing

/// What each person owes for a ``Receipt``: their items, their part of the discount, the tax,
/// the service charges and the tip, and their total.
///
/// Every column sums exactly to the receipt's own amount: the people's tax to the receipt's tax,
/// their totals to the receipt's, and so on. Each part of a spread is within one minor unit
/// of the person's exact proportional share (the largest-remainder method), and leftover minor
/// units go to the larger remainders, ties to the person listed first.
public struct ReceiptSettlement: Sendable, Hashable {
  /// The parts of what is owed, for one person or for the whole receipt.
  public struct Amounts: Sendable, Hashable {
    /// The items, before the discount.
    public let subtotal: Money
    /// The discount: an amount taken off, zero or more.
    public let discount: Money
    /// The tax: the receipt's `tax`, or the sum of ``ReceiptSettlement/taxesByRate``.
    public let tax: Money
    /// The service charges.
    public let charges: Money
    /// The tip.
    public let tip: Money
    /// What is paid: subtotal − discount + tax + charges + tip.
    public let total: Money
  }

  /// What one person owes.
  public struct Share: Sendable, Hashable {
    /// The person's name, as the receipt gives it.
    public let name: String
    /// Their part of each amount of the receipt; their ``Amounts/total`` is what they pay.
    public let amounts: Amounts
    /// How many items they shared; zero for someone listed in ``Receipt/people`` who had none
    /// (and so owes nothing).
    public let itemCount: Int
    /// How they pay (``Receipt/payment(of:)``), `nil` when the receipt does not say.
    public let payment: Payment?
    /// What cash rounding added to their total (negative when it took off): zero unless they
    /// pay cash where the region rounds it.
    public let rounding: Money
    /// What they pay: their ``Amounts/total`` + ``rounding``, to a multiple of the region's
    /// cash increment when they pay cash there.
    public let pays: Money
  }

  /// The tax of one rate, for receipts whose items carry tax rates.
  public struct RateTax: Sendable, Hashable {
    /// The rate, in percent.
    public let rate: Percentage
    /// The items at this rate less their part of the discount: what the rate applies to.
    public let taxable: Money
    /// The rate's tax, rounded once by the receipt's ``Receipt/taxRounding``.
    public let tax: Money
  }

  /// The receipt's currency.
  public let currency: Currency
  /// Each person's share, in the receipt's order (``Receipt/everyone``).
  public let people: [Share]
  /// What the receipt comes to, part by part: each is the sum of the people's parts.
  public let amounts: Amounts
  /// The tax of each rate, in the order the items first use them; empty when the receipt gives
  /// one tax amount.
  public let taxesByRate: [RateTax]
  /// The sum of the people's cash roundings; zero when no one's total was rounded.
  public let rounding: Money
  /// What the people pay together: the sum of their ``Share/pays``, which is
  /// ``Amounts/total`` + ``rounding``.
  public let payable: Money

  /// The share of the person called `name`, if they are on the receipt.
  public subscript(name: String) -> Share? {
    people.first { $0.name == name }
  }
}
