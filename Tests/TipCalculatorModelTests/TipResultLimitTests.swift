import Testing
import TipCalculatorModel
import TipEngine

@Suite("An invalid result's shares")
struct TipResultLimitTests {
  @Test(
    "An invalid result has zero shares up to the most a split may have, whatever count it is given",
    arguments: [(Int.max, 10_000), (10_001, 10_000), (3, 3), (0, 1), (Int.min, 1)])
  func sharesClamped(splitCount: Int, shares: Int) {
    let result = TipResult.invalid(.bill, reason: "empty", currency: .usd, splitCount: splitCount)
    #expect(result.shares.count == shares)
    #expect(result.shares.allSatisfy { $0 == .zero(.usd) })
    #expect(!result.isValid)
  }
}
