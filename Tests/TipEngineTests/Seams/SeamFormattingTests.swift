import Testing
import TipEngine
import TipTestSupport

/// An amount written for people in plain notation reads back as the same amount, whatever its
/// currency's digits, size or sign: text and parser must agree on symbols, codes, grouping and
/// the digits a whole amount leaves out.
@Suite("Plain money text reads back, seeded")
struct SeamFormattingTests {
  /// 4,000 draws: 14 currencies (0, 2, 3 and 4 digits) × the compact and full styles × amounts
  /// from zero to 10^15 major units, a quarter of them negative.
  @Test("4,000 seeded amounts in plain text, compact and full, read back as the same amount")
  func plainTextReadsBack() {
    var generator = SeededGenerator(seed: 0x7E_A7_0F_F5)
    var failures: [String] = []
    for _ in 0..<4_000 {
      let currency = SeamAmounts.pick(SeamAmounts.currencies, &generator)
      var units = SeamAmounts.units(upTo: 100_000, in: currency, &generator)
      if SeamAmounts.chance(5, &generator) { units = Money.maximumMinorUnits - units }
      if SeamAmounts.chance(25, &generator) { units = -units }
      let money = Money(minorUnits: units, currency: currency)
      for style in [CurrencyTextStyle.compact, .full] {
        let text = money.formatted(style)
        let read = Result { try Money(text, currency: currency) }
        if case .success(money) = read { continue }
        failures.append("\(money) as '\(text)' reads as \(read)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) amounts, such as \(failures.prefix(5))")
  }
}
