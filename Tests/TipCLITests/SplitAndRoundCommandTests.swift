import Testing

@testable import TipCLI

@Suite("tipcalc split and tipcalc round")
struct SplitAndRoundCommandTests {
  @Test("Split prints the amount, the people and the counted shares")
  func splitTable() {
    let result = tipcalc("split 100 --ways 3")
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        Amount  $100
        People  3
        Shares  $33.34 ×1, $33.33 ×2

        """)
    let weighted = tipcalc("split 10 --weights 1,2,1.5 --currency JPY")
    #expect(
      weighted.stdout == """
        Amount   ¥10
        People   3
        Weights  1, 2, 1.5
        Shares   ¥2 ×1, ¥5 ×1, ¥3 ×1

        """)
  }

  @Test(
    "Split JSON: shares never lose a minor unit, refunds mirror",
    arguments: [
      (["split", "1", "--ways", "3"], "USD", "1.00", ["0.34", "0.33", "0.33"]),
      (["split", "10", "--ways", "4", "--currency", "JPY"], "JPY", "10", ["3", "3", "2", "2"]),
      (["split", "-1", "--ways", "3"], "USD", "-1.00", ["-0.34", "-0.33", "-0.33"]),
      (["split", "--ways", "3", "--", "-1"], "USD", "-1.00", ["-0.34", "-0.33", "-0.33"]),
      (["split", "100", "--weights", "1,0,1"], "USD", "100.00", ["50.00", "0.00", "50.00"]),
      (
        ["split", "1", "--weights", "1, 1, 1", "--currency", "kwd"], "KWD", "1.000",
        ["0.334", "0.333", "0.333"]
      ),
      (["split", "0", "--ways", "2"], "USD", "0.00", ["0.00", "0.00"]),
    ])
  func splitJSON(arguments: [String], currency: String, amount: String, shares: [String]) throws {
    let result = tipcalc(arguments.prefix(1) + ["--json"] + arguments.dropFirst())
    #expect(result.status == 0, "\(result)")
    let json = try jsonObject(result.stdout)
    #expect(json.keys.sorted() == ["amount", "currency", "shares"])
    #expect(json["currency"] as? String == currency)
    #expect(json["amount"] as? String == amount)
    #expect(json["shares"] as? [String] == shares)
  }

  @Test("Round prints the amount with all its digits and the rounded amount")
  func roundTable() {
    let result = tipcalc(["round", "--", "-1.005"])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        Amount     -$1.005
        Increment  $0.01
        Mode       half-up
        Rounded    -$1.01

        """)
  }

  @Test(
    "Round JSON: exact decimal rounding, once, by any rule",
    arguments: [
      (["round", "1.005"], "USD", "1.005", "0.01", "half-up", "1.01"),
      (["round", "1.005", "--mode", "half-even"], "USD", "1.005", "0.01", "half-even", "1.00"),
      (["round", "1.015", "--mode", "half-even"], "USD", "1.015", "0.01", "half-even", "1.02"),
      (["round", "--", "-1.005"], "USD", "-1.005", "0.01", "half-up", "-1.01"),
      (["round", "-1.005", "--mode", "ceiling"], "USD", "-1.005", "0.01", "ceiling", "-1.00"),
      (["round", "-1.005", "--mode", "floor"], "USD", "-1.005", "0.01", "floor", "-1.01"),
      (["round", "1.001", "--mode", "up"], "USD", "1.001", "0.01", "up", "1.01"),
      (["round", "1.009", "--mode", "down"], "USD", "1.009", "0.01", "down", "1.00"),
      (["round", "1.025", "--mode", "half-down"], "USD", "1.025", "0.01", "half-down", "1.02"),
      (["round", "1.0451", "--increment", "0.1"], "USD", "1.0451", "0.10", "half-up", "1.00"),
      (["round", "1.05", "--increment", "0.1"], "USD", "1.05", "0.10", "half-up", "1.10"),
      (["round", "12.34", "--increment", "0.05"], "USD", "12.34", "0.05", "half-up", "12.35"),
      (
        ["round", "37.14", "--increment", "1", "--mode", "up"], "USD", "37.14", "1.00", "up",
        "38.00"
      ),
      (
        ["round", "1234.5", "--currency", "JPY", "--increment", "10"], "JPY", "1234.5", "10",
        "half-up", "1230"
      ),
      (["round", "0.0005", "--currency", "KWD"], "KWD", "0.0005", "0.001", "half-up", "0.001"),
      (["round", "2"], "USD", "2.00", "0.01", "half-up", "2.00"),
      (["round", "$1,000.125"], "USD", "1000.125", "0.01", "half-up", "1000.13"),
    ])
  func roundJSON(
    arguments: [String], currency: String, amount: String, increment: String, mode: String,
    rounded: String
  ) throws {
    let result = tipcalc(arguments.prefix(1) + ["--json"] + arguments.dropFirst())
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout == """
        {
          "currency": "\(currency)",
          "amount": "\(amount)",
          "increment": "\(increment)",
          "mode": "\(mode)",
          "rounded": "\(rounded)"
        }

        """)
  }
}
