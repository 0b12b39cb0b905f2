import Testing

@Suite("Weights that are numbers but too large or too precise")
struct WeightLimitTests {
  @Test(
    "A weight past the limits of an exact decimal is a data error naming the limit, not 'not a number'",
    arguments: [
      ("99999999999999999999,1", "is too large; the largest weight is 999999999999999999"),
      ("1,0.0000000000000000001", "has more than 18 digits after the point"),
      ("1234567890.123456789,1", "has more than 18 significant digits"),
    ])
  func tooLarge(weights: String, reason: String) {
    let result = tipcalc(["split", "100", "--weights", weights])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains(reason), "\(result)")
    #expect(!result.stderr.contains("not a number"), "\(result)")
  }

  @Test("A weight that is not a number is still a usage error")
  func notANumber() {
    let result = tipcalc(["split", "100", "--weights", "two,1"])
    #expect(result.status == 64, "\(result)")
    #expect(result.stderr.contains("'two' is not a number"), "\(result)")
  }
}
