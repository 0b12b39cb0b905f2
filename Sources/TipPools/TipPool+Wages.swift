import TipJSON
import TipPricing

extension TipPool {
  /// The federal minimum cash wage of a tipped employee, $2.13 an hour (FLSA section
  /// 3(m)(2)(A)(i)): no pool's ``cashWages`` may be lower. The only place the figure is written.
  public static let federalCashWage: DecimalValue = DecimalValue(significand: 213, scale: 2)

  /// The checks of a pool's wages: ``minimumWage`` and ``cashWages`` only with a
  /// ``tipCredit``, hourly amounts in dollars of zero or more, to the cent; cash wages at least
  /// ``federalCashWage``.
  func checkWages() throws(PolicyError) {
    let keys = CodingKeys.self
    guard tipCredit || (minimumWage == nil && cashWages.isEmpty) else {
      let key = minimumWage != nil ? keys.minimumWage : keys.cashWages
      throw .invalidSetting(
        kind: TipPool.kind, setting: key.stringValue,
        problem: "'\(key.stringValue)' is given, but the pool takes no tip credit",
        expected: "add \"tipCredit\": true if the employer takes one, or remove "
          + "'\(key.stringValue)'")
    }
    func check(_ wage: DecimalValue, _ name: String, key: CodingKeys) throws(PolicyError) {
      guard !wage.isNegative, wage.significand(atScale: 2, rule: .down) != nil,
        wage.rounded(toScale: 2, rule: .down) == wage
      else {
        throw .invalidSetting(
          kind: TipPool.kind, setting: key.stringValue,
          problem: "\(name) \(wage) is not an hourly wage in dollars to the cent",
          expected: "write an amount of zero or more with at most two fraction digits, such "
            + "as \"2.13\"")
      }
    }
    if let minimumWage { try check(minimumWage, "the minimum wage", key: keys.minimumWage) }
    for role in cashWages.keys.sorted() {
      guard let wage = cashWages[role] else { continue }
      try check(wage, "the cash wage of '\(role)'", key: keys.cashWages)
      if wage < TipPool.federalCashWage {
        throw .invalidSetting(
          kind: TipPool.kind, setting: keys.cashWages.stringValue,
          problem: "the cash wage of '\(role)' \(wage.formatted(fractionDigits: 2)) is below the "
            + "federal minimum cash wage "
            + "for tipped employees \(TipPool.federalCashWage) (FLSA section 3(m)(2)(A)(i))",
          expected: "pay at least \(TipPool.federalCashWage) an hour")
      }
    }
  }
}
