/// The amount a percentage applies to.
public enum TipBase: String, Sendable, Hashable, CaseIterable, Codable {
  /// The subtotal, before tax: what US etiquette and most terminals use by default.
  case subtotal
  /// Subtotal plus tax.
  case total

  /// The base amount of `bill`.
  ///
  /// - Throws: ``MoneyError`` when subtotal and tax cannot be added.
  @inlinable
  public func amount(of bill: Bill) throws(MoneyError) -> Money {
    switch self {
    case .subtotal: return bill.subtotal
    case .total: return try bill.amountBeforeTip()
    }
  }
}
