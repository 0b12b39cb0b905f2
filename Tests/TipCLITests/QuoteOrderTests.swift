import Foundation
import Testing
import TipTestSupport

@testable import TipCLI

/// `tipcalc quote` with the order's options, service charges and cash rounding.
@Suite("tipcalc quote: discount, party, channel, time, payment, charges and cash rounding")
struct QuoteOrderTests {
  /// A restaurant group's catalog: a taxed large-party gratuity for dine-in and a delivery fee.
  static let group = SampleCatalogs.restaurantGroup

  /// Runs `quote` with `arguments` and the group's catalog.
  static func quote(_ arguments: [String]) throws -> RunResult {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("group.json", group)
    return tipcalc(["quote"] + arguments + ["--config", "group.json"], directory: directory.path)
  }

  @Test("A charge is a line of its own with its note; the tip stays apart")
  func chargeLines() throws {
    let result = try Self.quote([
      "200", "--tax", "14", "--discount", "25", "--party", "8", "--channel", "dine-in",
      "--tip-amount", "30", "--split", "2",
    ])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        Policy          tip-amount 30
        Subtotal        $200
        Discount        $25
        Tax             $14
        Service charge  $31.50 large-party + $3.15 tax (gratuity): An 18% gratuity is added for parties of 6 or more.
        Total tip       $30 (17.14 %)
        Total bill      $253.65
        People          2
        Total p/person  $126.83
        Shares          $126.83 ×1, $126.82 ×1

        """)
  }

  @Test("Cash where the region rounds: a rounding line, and each share is rounded on its own")
  func cashRounding() {
    let result = tipcalc(
      "quote 41.42 --region CH --policy percent-10 --payment cash --split 3")
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        Policy          percent-10
        Region          CH, Switzerland
        Custom          service included since 1974; round up, up to 10%
        Subtotal        CHF 41.42
        Tax             CHF 0
        Total tip       CHF 4.14 (10 %)
        Total bill      CHF 45.56
        Cash rounding   CHF 0.04 (CH cash, each share: to 0.05, half-up)
        Payable         CHF 45.60
        People          3
        Total p/person  CHF 15.20

        Suggestions           3 %        5 %       10 %
        Total tip        CHF 1.24   CHF 2.07   CHF 4.14
        Total bill      CHF 42.66  CHF 43.49  CHF 45.56
        Payable         CHF 42.60  CHF 43.50  CHF 45.60
        Total p/person  CHF 14.20  CHF 14.50  CHF 15.20

        """)
    let card = tipcalc("quote 41.42 --region CH --policy percent-10 --payment card")
    #expect(!card.stdout.contains("Cash rounding"))
    #expect(card.stdout.contains("Total bill      CHF 45.56\n"))
  }

  @Test("--json adds discount, serviceCharges, rounding and payable when the order is given")
  func jsonKeys() throws {
    let result = try Self.quote([
      "20", "--region", "CA", "--channel", "delivery", "--payment", "cash", "--policy",
      "percent-18", "--json",
    ])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        {
          "policy": "percent-18",
          "region": "CA",
          "regionSource": "option",
          "currency": "CAD",
          "subtotal": "20.00",
          "discount": "0.00",
          "tax": "0.00",
          "serviceCharges": [
            {
              "name": "delivery",
              "amount": "4.99",
              "tax": "0.00",
              "gratuity": false
            }
          ],
          "tip": "3.60",
          "total": "28.59",
          "rounding": "0.01",
          "payable": "28.60",
          "split": 1,
          "shares": [
            "28.60"
          ]
        }

        """)
  }

  @Test("Rounding is \"0.00\" in the currency's digits when none applies; JPY has none")
  func jsonWithoutRounding() throws {
    let card = try jsonObject(
      tipcalc("quote 41.42 --region CH --policy percent-10 --payment card --json").stdout)
    #expect(card["rounding"] as? String == "0.00")
    #expect(card["payable"] as? String == "45.56")
    #expect((card["serviceCharges"] as? [Any])?.isEmpty == true)
    let yen = try jsonObject(tipcalc("quote 1200 --region JP --payment cash --json").stdout)
    #expect(yen["rounding"] as? String == "0")
    #expect(yen["discount"] as? String == "0")
  }

  @Test("A charge without an order option still shows its keys: an unconditional charge")
  func chargeWithoutOptions() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "service.json",
      #"{"version": 1, "policies": [], "serviceCharges": [{"name": "service", "rate": "10"}]}"#)
    let result = tipcalc(
      ["quote", "50", "--tip-percent", "0", "--config", "service.json", "--json"],
      directory: directory.path)
    let json = try jsonObject(result.stdout)
    #expect(json["total"] as? String == "55.00")
    #expect(json["payable"] as? String == "55.00")
    #expect((json["serviceCharges"] as? [[String: Any]])?.first?["name"] as? String == "service")
  }

  @Test("--party is the guests, not the people who pay: --split 8 alone adds no gratuity")
  func partyIsNotSplit() throws {
    let split = try Self.quote(["100", "--channel", "dine-in", "--split", "8", "--json"])
    #expect((try jsonObject(split.stdout)["serviceCharges"] as? [Any])?.isEmpty == true)
    let party = try Self.quote(["100", "--channel", "dine-in", "--party", "8", "--json"])
    let json = try jsonObject(party.stdout)
    #expect((json["serviceCharges"] as? [Any])?.count == 1)
    #expect(json["split"] as? Int == 1)
  }

  @Test("--region takes a subdivision: Quebec's rule, its currency, and Canada's cash rounding")
  func subdivision() throws {
    let json = try jsonObject(tipcalc("quote 100.02 --region ca-qc --payment cash --json").stdout)
    #expect(json["region"] as? String == "CA-QC")
    #expect(json["currency"] as? String == "CAD")
    #expect(json["tip"] as? String == "15.00")
    #expect(json["payable"] as? String == "115.00")
    let text = tipcalc("quote 100 --region CA-QC").stdout
    #expect(text.hasPrefix("Policy          regional (CA-QC: percent-15)\n"))
    #expect(text.contains("Region          CA-QC, Quebec, Canada\n"))
    #expect(text.contains("Suggestions"))
  }

  @Test(
    "Order options: 64 for the form, 65 for a value that is not allowed, each with its fix",
    arguments: [
      (
        "quote 10 --party two", 64,
        "Invalid value 'two' for '--party <n>': expected a whole number of guests from 1 to "
          + "10000, such as 6."
      ),
      (
        "quote 10 --party 0", 65,
        "Invalid value '0' for '--party <n>': expected a whole number of guests from 1 to "
          + "10000, such as 6."
      ),
      (
        "quote 10 --channel dinein", 64,
        "Invalid value 'dinein' for '--channel <name>': expected one of dine-in, takeout, "
          + "delivery. Did you mean 'dine-in'?"
      ),
      (
        "quote 10 --payment bitcoin", 64,
        "Invalid value 'bitcoin' for '--payment <cash|card>': expected one of cash, card."
      ),
      (
        "quote 10 --at tomorrow", 64,
        "Invalid value 'tomorrow' for '--at <YYYY-MM-DDTHH:MM>': expected a local time "
          + "YYYY-MM-DDTHH:MM (optionally :SS), such as 2026-11-27T22:30; an instant with Z or an "
          + "offset, such as 2026-11-28T06:15Z or 2026-11-28T01:15:00-05:00; or now."
      ),
      (
        "quote 10 --at 2026-02-30T12:00", 65,
        "Invalid value '2026-02-30T12:00' for '--at <YYYY-MM-DDTHH:MM>': that month has 28 days."
      ),
      (
        "quote 10 --at 2026-02-03T24:00", 65,
        "Invalid value '2026-02-03T24:00' for '--at <YYYY-MM-DDTHH:MM>': the hour must be 00 to "
          + "23 and the minute 00 to 59."
      ),
      (
        "quote 10 --discount abc", 65,
        "Invalid value 'abc' for '--discount <amount>': unexpected character 'a'; expected "
          + "digits and one '.'."
      ),
      (
        "quote 10 --discount 12", 65,
        "Invalid bill: the discount 12.00 is more than the subtotal 10.00."
      ),
      (
        "quote 10 --region CA_QC", 64,
        "Invalid value 'CA_QC' for '--region <CC>': expected a two-letter ISO 3166-1 region "
          + "code such as US, GB or JP, or an ISO 3166-2 subdivision such as CA-QC."
      ),
      (
        "quote 10 --region ZZ-QC", 65,
        "Unknown region 'ZZ-QC': 'ZZ' is not an ISO 3166-1 country; expected a subdivision of "
          + "one, such as CA-QC."
      ),
    ])
  func mistakes(commandLine: String, status: Int32, message: String) {
    let result = tipcalc(commandLine)
    #expect(result.status == status)
    #expect(result.stdout == "")
    // Only a command-line mistake (64) ends with the usage block.
    #expect(result.stderr == "Error: \(message)\n" + (status == 64 ? usageBlock("quote") : ""))
  }

  @Test(
    "Without an order option and with no charge, the JSON has the order keys at zero and the text no order lines"
  )
  func plainBillOutputs() {
    let json = tipcalc("quote 84.50 --region CH --json").stdout.filter { !$0.isWhitespace }
    #expect(json.contains(#""discount":"0.00","tax":"0.00","serviceCharges":[],"tip""#), "\(json)")
    #expect(json.contains(#""rounding":"0.00","payable":"#), "\(json)")
    let text = tipcalc("quote 84.50 --region CH").stdout
    #expect(!text.contains("Cash rounding") && !text.contains("Payable"))
  }
}
