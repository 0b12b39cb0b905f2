import Foundation
import Testing
import TipEngine

/// An error, the sentence a person reads and the suggestion on its own.
struct DescribedError: Sendable, CustomTestStringConvertible {
  var error: any Error & Sendable
  var description: String
  var suggestion: String?

  var testDescription: String { description }
}

@Suite("Every library error reads well on its own")
struct ErrorDescriptionTests {
  static let errors: [DescribedError] = [
    DescribedError(
      error: MoneyError.unknownCurrency(code: "EURO", suggestion: "EUR"),
      description:
        "unknown currency 'EURO'; expected an ISO 4217 code such as USD, EUR or JPY (did you "
        + "mean 'EUR'?)",
      suggestion: "expected an ISO 4217 code such as USD, EUR or JPY (did you mean 'EUR'?)"),
    DescribedError(
      error: MoneyError.currencyWithoutMinorUnit(code: "XAU", name: "Gold"),
      description:
        "XAU (Gold) has no minor unit in ISO 4217 and cannot hold amounts of money; use a "
        + "currency such as USD, EUR or JPY",
      suggestion: "use a currency such as USD, EUR or JPY"),
    DescribedError(
      error: MoneyError.invalidNumber(
        text: "1e3", reason: "exponents are not accepted; write 1000, not 1e3"),
      description: "'1e3' is not a valid amount: exponents are not accepted; write 1000, not 1e3",
      suggestion: "write 1000, not 1e3"),
    DescribedError(
      error: MoneyError.invalidNumber(text: "1.2.3", reason: "more than one decimal point"),
      description: "'1.2.3' is not a valid amount: more than one decimal point", suggestion: nil),
    DescribedError(
      error: MoneyError.tooManyFractionDigits(
        text: "1.005", digits: 3, allowed: 2, currencyCode: "USD"),
      description:
        "'1.005' has 3 fraction digits but USD has 2 digits after the point; give a rounding "
        + "rule or fewer digits",
      suggestion: "give a rounding rule or fewer digits"),
    DescribedError(
      error: MoneyError.negativeAmount(text: "-2"),
      description: "'-2' is negative; expected an amount of zero or more",
      suggestion: "expected an amount of zero or more"),
    DescribedError(
      error: MoneyError.currencyMismatch(combining: .usd, with: .eur),
      description: "cannot combine USD with EUR: amounts must share one currency",
      suggestion: nil),
    DescribedError(
      error: PolicyError.invalidSetting(
        kind: "percent", setting: "rate", problem: "rate 150 is out of range",
        expected: "expected 0 to 100 (percent)"),
      description: "percent policy: rate 150 is out of range; expected 0 to 100 (percent)",
      suggestion: "expected 0 to 100 (percent)"),
    DescribedError(
      error: PolicyError.noRuleForRegion(region: "EH", policy: "regional", known: ["EG", "US"]),
      description:
        "policy 'regional' has no rule for region 'EH' and no fallback; did you mean 'EG'? "
        + "Regions covered: EG, US",
      suggestion: "did you mean 'EG'? Regions covered: EG, US"),
    DescribedError(
      error: PolicyError.noRuleForRegion(region: "FR", policy: nil, known: ["JP", "US"]),
      description:
        "the region policy has no rule for region 'FR' and no fallback; regions covered: JP, US",
      suggestion: "regions covered: JP, US"),
    DescribedError(
      error: PolicyError.invalidBill(reason: "the subtotal -5.00 is negative"),
      description: "invalid bill: the subtotal -5.00 is negative", suggestion: nil),
    DescribedError(
      error: CatalogError(
        .unknownKey, file: "bar.json", path: "policies[3].rtae", line: 12, column: 7,
        message: "unknown key 'rtae'", suggestion: "did you mean 'rate'?"),
      description: "bar.json:12:7: at policies[3].rtae: unknown key 'rtae'; did you mean 'rate'?",
      suggestion: "did you mean 'rate'?"),
  ]

  @Test(
    "localizedDescription is the sentence, recoverySuggestion the suggestion alone",
    arguments: errors)
  func describes(_ described: DescribedError) throws {
    let error = described.error
    #expect(String(describing: error) == described.description)
    #expect(error.localizedDescription == described.description)
    let localized = try #require(error as? any LocalizedError)
    #expect(localized.errorDescription == described.description)
    #expect(localized.recoverySuggestion == described.suggestion)
  }

  @Test("A description is its problem, then its suggestion")
  func problemThenSuggestion() {
    for described in Self.errors {
      switch described.error {
      case let error as MoneyError:
        let joined = error.recoverySuggestion.map { "\(error.problem); \($0)" } ?? error.problem
        #expect(joined == error.description)
      case let error as PolicyError:
        let joined = error.recoverySuggestion.map { "\(error.problem); \($0)" } ?? error.problem
        #expect(joined == error.description)
      default:
        continue
      }
    }
  }
}

@Suite("Amounts are written in digits, without exponents")
struct ExponentTests {
  @Test(
    "Exponents are refused, saying what to write",
    arguments: [
      ("1e3", "exponents are not accepted; write 1000, not 1e3"),
      ("1E3", "exponents are not accepted; write 1000, not 1E3"),
      ("1.5e2", "exponents are not accepted; write 150, not 1.5e2"),
      ("-2e-2", "exponents are not accepted; write -0.02, not -2e-2"),
      ("12.5e+0", "exponents are not accepted; write 12.5, not 12.5e+0"),
      ("1e30", "exponents are not accepted; write the number in plain digits"),
    ])
  func refused(text: String, reason: String) {
    #expect(throws: MoneyError.invalidNumber(text: text, reason: reason)) {
      try DecimalValue(text)
    }
    #expect(throws: MoneyError.invalidNumber(text: text, reason: reason)) {
      try DecimalValue(parsingHumanText: text)
    }
    #expect(throws: MoneyError.invalidNumber(text: text, reason: reason)) {
      try Money(text, currency: .usd, rounding: .halfUp)
    }
    #expect(throws: MoneyError.self) { try Percentage(text) }
  }

  @Test("An amount typed with a symbol and an exponent is quoted whole in the refusal")
  func humanText() {
    #expect(
      throws: MoneyError.invalidNumber(
        text: "$1e3", reason: "exponents are not accepted; write 1000, not $1e3")
    ) { try Money("$1e3", currency: .usd) }
  }

  @Test("Malformed exponents keep their own messages; the digits alone still parse")
  func malformed() throws {
    #expect(throws: MoneyError.invalidNumber(text: "1e", reason: "exponent without digits")) {
      try DecimalValue("1e")
    }
    #expect(try DecimalValue("1000") == 1000)
    #expect(try Money("1000", currency: .jpy).minorUnits == 1000)
  }

  @Test("Catalogs refuse exponents as JSON numbers and in strings alike")
  func catalogs() throws {
    for amount in ["1e3", #""1e3""#] {
      let json =
        #"{"version": 1, "policies": [{"name": "p", "kind": "fixed", "amount": \#(amount)}]}"#
      let errors = PolicyCatalog.validate([CatalogSource(name: "e.json", json: json)]).errors
      let error = try #require(errors.first)
      #expect(error.path == "policies[0].amount")
      #expect(error.message == "'1e3' is not a valid amount: exponents are not accepted")
      #expect(error.suggestion == "write 1000, not 1e3")
    }
  }
}
