/// The amount a percentage applies to, or a threshold is compared with.
///
/// | Base | Amount | |
/// |---|---|---|
/// | ``subtotal`` | subtotal − discount | before tax; the default |
/// | ``gross`` | subtotal | before discount and tax, as Toast computes US tips |
/// | ``total`` | subtotal − discount + tax | after tax |
///
/// A bill without a discount or tax has the same amount for every base it lacks the field for:
/// ``subtotal`` and ``gross`` agree when there is no discount. To count only some of the bill's
/// line items, pass categories to ``amount(of:categories:)``.
public enum TipBase: String, Sendable, Hashable, CaseIterable, Codable {
  /// The subtotal after any discount, before tax: what US etiquette and most terminals use.
  case subtotal
  /// The subtotal before any discount and before tax: Toast's default in the US.
  case gross
  /// The subtotal after any discount, plus tax.
  case total

  /// The base amount of `bill`.
  ///
  /// - Throws: ``MoneyError`` when the discount or the tax cannot be combined with the
  ///   subtotal (another currency, overflow).
  @inlinable
  @inline(__always)
  public func amount(of bill: Bill) throws(MoneyError) -> Money {
    switch self {
    case .subtotal: return try bill.discountedSubtotal()
    case .gross: return bill.subtotal
    case .total: return try bill.amountBeforeTip()
    }
  }

  /// The base in words, as summaries write it: `the subtotal`, `the subtotal before discount`,
  /// `the subtotal + tax`.
  public var phrase: String {
    switch self {
    case .subtotal: return "the subtotal"
    case .gross: return "the subtotal before discount"
    case .total: return "the subtotal + tax"
    }
  }
}
