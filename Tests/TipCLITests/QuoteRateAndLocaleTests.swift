import Testing

@testable import TipCLI

@Suite("quote shows a percentage policy's own rate")
struct QuoteStatedRateTests {
  @Test(
    "¥1,234 at 15 % reads 15 %, not the effective 14.99 %",
    arguments: [
      ("quote 1234 --currency JPY --tip-percent 15", "Total tip       ¥185 (15 %)"),
      ("quote 84.50 --region US", "Total tip       $15.21 (18 %)"),
      ("quote 10.01 --tip-percent 12.5", "Total tip       $1.25 (12.5 %)"),
      // A round-up is no stated rate: its effective rate is shown.
      ("quote 100 --region DE", "Total tip       €10 (10 %)"),
      ("quote 96.30 --region DE", "Total tip       €9.70 (10.07 %)"),
      // After a discount, every tip is a percentage of what is left: the base a rate is of.
      ("quote 100 --discount 50 --tip-percent 20", "Total tip       $10 (20 %)"),
      ("quote 100 --discount 50 --tip-amount 10", "Total tip       $10 (20 %)"),
      ("quote 100 --discount 60 --tip-amount 10", "Total tip       $10 (25 %)"),
      ("quote 100 --discount 50 --region DE", "Total tip       €5 (10 %)"),
    ])
  func statedRate(commandLine: String, line: String) {
    let result = tipcalc(commandLine)
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").contains { $0 == line }, "\(result.stdout)")
  }
}

@Suite("quote takes the currency of a region it took from the locale")
struct QuoteLocaleRegionTests {
  @Test("LANG=de_DE prices in EUR and says the region came from the locale")
  func localeRegionBringsCurrency() throws {
    let result = tipcalc("quote 50", environment: ["LANG": "de_DE.UTF-8"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Region          DE, Germany (from the locale)\n"))
    #expect(result.stdout.contains("Subtotal        50\u{00A0}€\n"), "\(result.stdout)")
    let json = tipcalc("quote 50 --json", environment: ["LANG": "de_DE.UTF-8"])
    #expect(json.stdout.contains(#""regionSource": "locale","#))
    #expect(json.stdout.contains(#""currency": "EUR","#))
    let option = tipcalc("quote 50 --region DE --json", environment: ["LANG": "de_DE.UTF-8"])
    #expect(option.stdout.contains(#""regionSource": "option","#))
  }
}
