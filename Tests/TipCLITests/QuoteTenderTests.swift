import Foundation
import Testing
import TipTestSupport

@testable import TipCLI

/// `tipcalc quote … --split 3 --payment cash,card,card`: one payment per share, each cash share
/// rounded on its own, the card shares paid to the cent.
@Suite("tipcalc quote: one payment per share")
struct QuoteTenderTests {
  static let usage = """
    Usage: tipcalc quote <subtotal> [--tax <amount>] [--region <CC>]
                         [--policy <name> | --tip-percent <p> | --tip-amount <a>]
                         [--split <n> | --weights <w1,w2,...>] [--currency <code>]
                         [--discount <amount>] [--party <n>] [--channel <name>]
                         [--at <YYYY-MM-DDTHH:MM>] [--time-zone <name>]
                         [--payment <cash|card>] [--config <file> ...]
                         [--no-default-catalog] [--locale <id>] [--json] [--trace]
      See 'tipcalc quote --help' for more information.

    """

  @Test("The table lists what each payer pays; only the cash share is rounded")
  func table() throws {
    guard let url = Executable.require() else { return }
    let result = try Executable.run(
      url,
      [
        "quote", "41.42", "--region", "CH", "--policy", "percent-10", "--split", "3",
        "--payment", "cash,card,card",
      ])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        Policy         percent-10
        Region         CH, Switzerland
        Custom         service included since 1974; round up, up to 10%
        Subtotal       CHF 41.42
        Tax            CHF 0
        Total tip      CHF 4.14 (10 %)
        Total bill     CHF 45.56
        Cash rounding  CHF 0.01 (CH cash, each cash share: to 0.05, half-up)
        Payable        CHF 45.57
        People         3
        Shares         CHF 15.20 cash, CHF 15.19 card, CHF 15.18 card

        Suggestions           3 %        5 %       10 %
        Total tip        CHF 1.24   CHF 2.07   CHF 4.14
        Total bill      CHF 42.66  CHF 43.49  CHF 45.56
        Payable         CHF 42.64  CHF 43.49  CHF 45.57
        Share 1 (cash)  CHF 14.20  CHF 14.50  CHF 15.20
        Share 2 (card)  CHF 14.22  CHF 14.50  CHF 15.19
        Share 3 (card)  CHF 14.22  CHF 14.49  CHF 15.18

        """)
  }

  @Test("--json: shares, payable and rounding are the tenders', and tenders lists each")
  func json() throws {
    guard let url = Executable.require() else { return }
    let result = try Executable.run(
      url,
      [
        "quote", "41.42", "--region", "CH", "--policy", "percent-10", "--split", "3",
        "--payment", "card,card,cash", "--json",
      ])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr == "")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["total"] as? String == "45.56")
    #expect(object["shares"] as? [String] == ["15.19", "15.19", "15.20"])
    #expect(object["payable"] as? String == "45.58")
    #expect(object["rounding"] as? String == "0.02")
    #expect(object["split"] as? Int == 3)
    let tenders = try #require(object["tenders"] as? [[String: String]])
    #expect(
      tenders == [
        ["payment": "card", "share": "15.19", "rounding": "0.00", "pays": "15.19"],
        ["payment": "card", "share": "15.19", "rounding": "0.00", "pays": "15.19"],
        ["payment": "cash", "share": "15.18", "rounding": "0.02", "pays": "15.20"],
      ])
  }

  @Test(
    "--trace says what the tenders' cash rounding did, not that no payment was given",
    arguments: [
      (
        ["--region", "CH", "--payment", "cash,card,card"],
        "cash rounding (CH): rounded the cash share, 16.67 to 16.65 (CH cash, each cash share: "
          + "to 0.05, half-up); card shares as they are"
      ),
      (
        ["--region", "CH", "--payment", "card,card,card"],
        "cash rounding (CH): not applied: every share is paid by card"
      ),
      (
        ["--region", "US", "--payment", "cash,card,card"],
        "cash rounding (US): not applied: US does not round cash in USD"
      ),
    ])
  func traceOfTenders(arguments: [String], line: String) throws {
    guard let url = Executable.require() else { return }
    let result = try Executable.run(
      url, ["quote", "47.30", "--split", "3", "--trace"] + arguments)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.split(separator: "\n").last.map(String.init) == "  " + line)
  }

  @Test("With --weights, one payment per weight")
  func weights() {
    let result = tipcalc(
      "quote 45.56 --region CH --policy none --weights 1,2 --payment cash,card --json")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains(#""shares": [\#n    "15.20",\#n    "30.37"\#n  ]"#))
    #expect(result.stdout.contains(#""payable": "45.57""#))
    #expect(result.stdout.contains(#""rounding": "0.01""#))
  }

  @Test("One --payment for all is as before: no tenders")
  func onePaymentForAll() {
    let result = tipcalc("quote 45.56 --region CH --policy none --split 3 --payment cash --json")
    #expect(result.status == 0, "\(result)")
    #expect(!result.stdout.contains("tenders"))
    #expect(result.stdout.contains(#""payable": "45.60""#))
  }

  @Test(
    "A list of another length than the shares is a usage error naming both counts",
    arguments: [
      (
        ["--split", "2", "--payment", "cash,card,card"],
        "lists 3 payments, but the bill is split into 2 shares (--split 2)"
      ),
      (
        ["--weights", "1,2,1", "--payment", "cash,card"],
        "lists 2 payments, but the bill is split into 3 shares (--weights 1,2,1)"
      ),
      (
        ["--payment", "cash,card"],
        "lists 2 payments, but the bill is split into 1 share (no --split)"
      ),
    ])
  func countMismatch(options: [String], message: String) throws {
    guard let url = Executable.require() else { return }
    let result = try Executable.run(url, ["quote", "41.42", "--region", "CH"] + options)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "Error: '--payment <cash|card>' \(message); give one payment per share, in order, "
        + "or one for all.\n" + Self.usage)
  }

  @Test("A word in the list that is no payment is named")
  func unknownPayment() {
    let result = tipcalc("quote 41.42 --region CH --split 2 --payment cash,bitcoin")
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: Invalid value 'cash,bitcoin' for '--payment <cash|card>': 'bitcoin' is not a "
          + "payment; expected cash or card for each share, such as cash,card,card.\n"))
  }

  @Test("prompt takes the same list, and says only the cash shares are rounded at the till")
  func prompt() {
    let result = tipcalc("prompt 41.42 --region CH --split 3 --payment cash,card,card")
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.hasSuffix(
        "Cash: these amounts are for a card; at the till each cash share is rounded (CH cash: "
          + "to 0.05, half-up).\n"))
    let wrong = tipcalc("prompt 41.42 --region CH --split 3 --payment cash,card")
    #expect(wrong.status == 64)
    #expect(
      wrong.stderr.hasPrefix(
        "Error: '--payment <cash|card>' lists 2 payments, but the bill is split into 3 shares "
          + "(--split 3); give one payment per share, in order, or one for all.\n"))
  }
}
