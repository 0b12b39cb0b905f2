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

  @Test(
    "Weights each within the limits but of sizes too far apart say so, and how to fix it",
    arguments: [
      (
        ["split", "1", "--weights", "10,0.000000000000000001"],
        "Error: The weight 10, written with 18 digits after the point as 0.000000000000000001 "
          + "is, has more than 18 digits; give the weights fewer digits after the point, or "
          + "closer sizes.\n"
      ),
      (
        ["quote", "1", "--policy", "none", "--weights", "9,9,0.000000000000000001"],
        "Error: The weights, written with 18 digits after the point as 0.000000000000000001 is, "
          + "add up to more than 18 digits; give the weights fewer digits after the point, or "
          + "closer sizes.\n"
      ),
    ])
  func sizesTooFarApart(arguments: [String], message: String) {
    let result = tipcalc(arguments)
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr == message, "\(result)")
    #expect(!result.stderr.contains("overflow"), "\(result)")
  }

  @Test("A weight that is not a number is still a usage error")
  func notANumber() {
    let result = tipcalc(["split", "100", "--weights", "two,1"])
    #expect(result.status == 64, "\(result)")
    #expect(result.stderr.contains("'two' is not a number"), "\(result)")
  }
}
