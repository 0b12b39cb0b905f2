import Testing

@testable import TipCLI

@Suite("batch's help says what payable is when cash is rounded")
struct BatchPayableHelpTests {
  @Test("payable is described as the sum of the shares, each rounded on its own")
  func payableIsTheSumOfRoundedShares() {
    let result = tipcalc(["batch", "--help"])
    let text = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(!text.contains("the total after cash rounding"), "\(text)")
    #expect(text.contains("the sum of the shares, each share rounded on its own"), "\(text)")
  }
}
