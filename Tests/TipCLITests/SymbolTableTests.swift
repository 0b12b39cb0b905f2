import Testing

@testable import TipCLI

@Suite("One currency symbol table for parsing and formatting")
struct SymbolTableTests {
  @Test(
    "round shows the amount and the rounded amount with the same symbol",
    arguments: [("SGD", "S$"), ("TRY", "₺"), ("THB", "฿"), ("USD", "$"), ("KWD", nil)]
      as [(String, String?)])
  func sameSymbol(code: String, symbol: String?) {
    let result = tipcalc("round 1.005 --currency \(code)")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    let amount = lines.first { $0.hasPrefix("Amount") } ?? ""
    let rounded = lines.first { $0.hasPrefix("Rounded") } ?? ""
    if let symbol {
      #expect(amount.hasSuffix("\(symbol)1.005"), "\(amount)")
      #expect(rounded.contains(symbol), "\(rounded)")
    } else {
      // Written as the rounded amount is: the code, a space, the digits.
      #expect(amount.hasSuffix("\(code) 1.005"), "\(amount)")
      #expect(rounded.hasSuffix("\(code) 1.005"), "\(rounded)")
    }
  }

  @Test("Amounts written with a symbol read back: S$12.50 and 12,50 € parse")
  func readsBack() {
    #expect(tipcalc(["quote", "S$12.50", "--currency", "SGD", "--tip-percent", "10"]).status == 0)
    #expect(tipcalc(["quote", "฿100", "--currency", "THB", "--tip-percent", "10"]).status == 0)
  }
}
