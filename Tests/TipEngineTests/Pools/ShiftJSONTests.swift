import Testing
import TipEngine

/// Shift files read strictly: every mistake at its line, column and path, naming the person,
/// in the project's words.
@Suite("Shift JSON: reading and its errors")
struct ShiftJSONTests {
  /// A shift's text and the error it gives.
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var kind: PoolError.Kind
    var description: String
    var testDescription: String { description }
  }

  static let cases: [Case] = [
    Case(
      text: #"{"currency": "USD", "staff": [{"name": "Ana", "role": "server", "hour": "6"}]}"#,
      kind: .invalidFormat,
      description: "s.json:1:31: at staff[0]: missing key 'hours'; is 'hour' (line 1) a "
        + "misspelling of 'hours'?"),
    Case(
      text: #"{"currency": "USD", "staff": [{"name": "Ana", "role": "server", "hours": "6"}, "#
        + #"{"name": "Ana", "role": "busser", "hours": "2"}]}"#,
      kind: .invalidPerson,
      description: "s.json:1:89: at staff[1].name: Ana is listed twice (first as staff[0]); "
        + "list each person once; add their hours together"),
    Case(
      text: #"{"currency": "USD", "staff": [{"name": "Ana", "role": "server", "hours": "6", "#
        + #""tips": {"card": "10.005"}}]}"#,
      kind: .invalidAmount,
      description: "s.json:1:96: at staff[0].tips.card: Ana's card tips 10.005 has 3 fraction "
        + "digits, but USD has 2 digits after the point; write at most 2 after the point"),
    Case(
      text: #"{"currency": "USD", "staff": [{"name": "Ana", "role": "server", "hours": "-1"}]}"#,
      kind: .invalidQuantity,
      description: "s.json:1:74: at staff[0].hours: Ana's hours -1 is out of range; expected 0 "
        + "to 744"),
    Case(
      text: #"{"currency": "USD", "staff": [{"name": "Ana", "role": "server", "hours": "6.125"}]}"#,
      kind: .invalidQuantity,
      description: "s.json:1:74: at staff[0].hours: Ana's hours 6.125 has 3 fraction digits; at "
        + "most 2 are allowed; round to 2 digits after the point"),
    Case(
      text: #"{"staff": [{"name": "Ana", "role": "server", "hours": "6"}]}"#,
      kind: .unknownCurrency,
      description: "s.json:1:1: missing key 'currency'; add \"currency\": \"USD\" (an ISO 4217 "
        + "code), or a \"region\" whose currency applies"),
    Case(
      text: #"{"currency": "EUX", "staff": [{"name": "Ana", "role": "server", "hours": "6"}]}"#,
      kind: .unknownCurrency,
      description: "s.json:1:14: at currency: unknown currency 'EUX'; expected an ISO 4217 code "
        + "such as USD, EUR or JPY (did you mean 'EUR'?)"),
    Case(
      text: #"{"region": "U1", "staff": [{"name": "Ana", "role": "server", "hours": "6"}]}"#,
      kind: .invalidRegion,
      description: "s.json:1:12: at region: 'U1' is not a region code; expected an ISO 3166-1 "
        + "code such as US, GB or JP, or a subdivision such as CA-QC"),
    Case(
      text: #"{"currency": "USD", "staff": []}"#, kind: .invalidStaff,
      description: "s.json:1:30: at staff: the shift has no staff; add at least one "
        + "{\"name\": …, \"role\": …, \"hours\": …}"),
    Case(
      text: "[1]", kind: .invalidFormat,
      description: "s.json:1:1: expected a shift object {\"currency\": …, \"staff\": [ … ]}, "
        + "found an array"),
  ]

  @Test("Each mistake is reported at its place, in the project's words", arguments: cases)
  func reportsMistakes(_ example: Case) {
    let error = #expect(throws: PoolError.self) { try Shift(json: example.text, file: "s.json") }
    #expect(error?.kind == example.kind)
    #expect(error?.description == example.description)
  }

  @Test("A region gives the currency; amounts, hours, points and sales are read exactly")
  func readsAShift() throws {
    let shift = try Shift(
      json: """
        {"region": "GB", "serviceCharges": 12.5, "cardFees": "1.10",
         "staff": [{"name": "Isla", "role": "bartender", "hours": 7.25, "points": "2.5",
                    "manager": false, "tips": {"card": "40.10"}, "sales": {"wine": "300"}}]}
        """)
    #expect(shift.currency == .gbp)
    #expect(shift.serviceCharges?.amountText == "12.50")
    #expect(shift.cardFees?.amountText == "1.10")
    let isla = try #require(shift.staff.first)
    #expect(isla.hours == DecimalValue(significand: 725, scale: 2))
    #expect(isla.points == DecimalValue(significand: 25, scale: 1))
    #expect(isla.tips?.card?.amountText == "40.10")
    #expect(isla.sales["wine"]?.amountText == "300.00")
  }

  @Test("Sharing errors are located in the shift's text: tips with no contributor")
  func locatesSharingErrors() throws {
    let text =
      #"{"currency": "USD", "tips": {"cash": "50"}, "#
      + #""staff": [{"name": "Ben", "role": "bartender", "hours": "6"}]}"#
    let shift = try Shift(json: text)
    let pool = TipPool(
      name: "servers",
      tipOuts: [
        .init(
          name: "all", from: ["server"], contribution: .tips(100), distribution: .equal,
          to: [.init("server"), .init("bartender")])
      ])
    let error = try #require(throws: PoolError.self) { try pool.share(shift) }
    #expect(
      error.located(inJSON: Array(text.utf8), file: "s.json").description
        == "s.json:1:29: at tips: the shift's tips have no one to count for: nobody on the shift "
        + "has a role of the first tip-out (server); give the tips per person, or add the people "
        + "of those roles")
  }
}
