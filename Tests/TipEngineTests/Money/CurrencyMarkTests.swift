import Foundation
import Testing
import TipEngine

@Suite("Currency marks in amounts typed by people")
struct CurrencyMarkTests {
  @Test(
    "An amount marked with another currency is refused, naming the mark's currencies and the amount's",
    arguments: [
      ("¥500", "USD", ["JPY", "CNY"]), ("500¥", "USD", ["JPY", "CNY"]),
      ("5 EUR", "GBP", ["EUR"]), ("EUR 5", "USD", ["EUR"]), ("84.50EUR", "USD", ["EUR"]),
      ("€5", "USD", ["EUR"]), ("5€", "JPY", ["EUR"]), ("$5 EUR", "USD", ["EUR"]),
      ("-€5", "USD", ["EUR"]), ("5 jpy", "USD", ["JPY"]),
    ])
  func foreignMarkIsRefused(text: String, code: String, marked: [String]) throws {
    let currency = try Currency(code: code)
    #expect {
      try Money(text, currency: currency)
    } throws: { error in
      guard case .currencyMarkMismatch(text, _, let codes, code) = error as? MoneyError else {
        return false
      }
      let message = String(describing: error)
      return codes == marked && marked.allSatisfy(message.contains) && message.contains(code)
    }
  }

  @Test(
    "A mark that may mean the amount's currency is accepted, before or after, with or without a space",
    arguments: [
      ("¥500", "JPY", "500"), ("¥500", "CNY", "500.00"), ("500 ¥", "JPY", "500"),
      ("￥500", "CNY", "500.00"), ("$5", "USD", "5.00"), ("$5", "CAD", "5.00"),
      ("$5", "MXN", "5.00"), ("$5", "TWD", "5.00"), ("kr 100", "SEK", "100.00"),
      ("100 kr", "NOK", "100.00"), ("100kr", "DKK", "100.00"), ("£5", "GIP", "5.00"),
      ("84.50EUR", "EUR", "84.50"), ("EUR 5", "EUR", "5.00"), ("EUR5", "EUR", "5.00"),
      ("5 eur", "EUR", "5.00"), ("$-5", "USD", "-5.00"), ("-$1,234.50", "USD", "-1234.50"),
      ("CHF 12.50", "CHF", "12.50"), ("Fr. 12.50", "CHF", "12.50"),
    ])
  func matchingMarkIsAccepted(text: String, code: String, amount: String) throws {
    let money = try Money(text, currency: Currency(code: code))
    #expect(money.amountText == amount)
  }

  @Test("Three capital letters that name no currency are refused, not dropped")
  func unknownCodeIsRefused() throws {
    #expect {
      try Money("12.50 ABC", currency: .usd)
    } throws: { error in
      guard case .invalidNumber(_, let reason) = error as? MoneyError else { return false }
      return reason.contains("'ABC' is not an ISO 4217 currency code")
    }
    let points = try Currency(customCode: "PTS", minorUnitDigits: 0)
    #expect(try Money("500 PTS", currency: points).minorUnits == 500)
  }

  @Test("A bare decimal accepts any mark: it has no currency to contradict")
  func decimalWithoutCurrency() throws {
    #expect(try DecimalValue(parsingHumanText: "¥500") == DecimalValue(500))
    #expect(
      try DecimalValue(parsingHumanText: "84.50EUR") == DecimalValue(parsingHumanText: "84.5"))
  }

  @Test(
    "A machine number with a currency mark names the mark, not an exponent",
    arguments: ["84.50EUR", "84.50 EUR", "$84.50", "5EURO"])
  func machineNumberWithMark(text: String) {
    #expect {
      try DecimalValue(text)
    } throws: { error in
      let message = String(describing: error)
      return !message.contains("exponent")
        && (text == "5EURO"
          ? message.contains("unexpected character 'E'") : message.contains("currency mark"))
    }
  }

  @Test("Exponents are still refused with the plain form to write")
  func exponentStillRefused() {
    #expect {
      try DecimalValue("1e3")
    } throws: { error in
      String(describing: error).contains("write 1000")
    }
  }

  @Test(
    "Every locale's own currency symbol, where the table reads it, may mean that locale's currency")
  func symbolTableCoversEveryLocale() {
    var missing: Set<String> = []
    for identifier in Locale.availableIdentifiers {
      let locale = Locale(identifier: identifier)
      guard let code = locale.currency?.identifier, let symbol = locale.currencySymbol,
        let currency = try? Currency(code: code)
      else { continue }
      do {
        _ = try Money("\(symbol)5", currency: currency)
      } catch .currencyMarkMismatch {
        missing.insert("\(symbol) \(code)")
      } catch {
        // A symbol the table does not read is refused as a stray character, never dropped.
      }
    }
    #expect(
      missing.isEmpty, "symbols that do not list their locale's currency: \(missing.sorted())")
  }

  @Test("A shared symbol lists every currency it may mean")
  func sharedSymbols() throws {
    let shared: [(String, [String])] = [
      ("¥", ["JPY", "CNY"]), ("$", ["USD", "CAD", "AUD", "MXN", "NZD", "SGD", "TWD"]),
      ("kr", ["DKK", "NOK", "SEK", "ISK"]), ("£", ["GBP", "GIP", "FKP"]),
    ]
    for (symbol, codes) in shared {
      for code in codes {
        #expect(throws: Never.self) { try Money("\(symbol)1", currency: Currency(code: code)) }
      }
    }
    #expect(throws: MoneyError.self) { try Money("$1", currency: .eur) }
    #expect(throws: MoneyError.self) { try Money("¥1", currency: .usd) }
  }

  @Test("Every currency's plain text parses back to the same amount")
  func plainTextParsesBack() throws {
    for currency in Currency.allISO4217 {
      for units: Int64 in [0, 5, -123_456_789, 100_000] {
        let money = Money(minorUnits: units, currency: currency)
        for style in [CurrencyTextStyle.full, .compact] {
          #expect(try Money(money.formatted(style), currency: currency) == money)
        }
      }
    }
  }

  @Test(
    "One sign, before the amount or after a leading mark; two signs are refused, never read as one",
    arguments: [
      ("+-5", nil), ("-+5", nil), ("--5", nil), ("+$-5", nil), ("-$-5", nil), ("−-5", nil),
      ("+ -5", nil), ("$-5", "-5.00"), ("-$5", "-5.00"), ("+5", "5.00"), ("+$5", "5.00"),
      ("−5", "-5.00"),
    ] as [(String, String?)])
  func signs(text: String, amount: String?) throws {
    let read = Result { try Money(text, currency: .usd) }
    if let amount {
      #expect(try read.get().amountText == amount)
    } else {
      guard case .failure(let error) = read,
        case .invalidNumber(text, let reason) = error as? MoneyError
      else {
        Issue.record("\(text) gave \(read), expected a refusal")
        return
      }
      #expect(reason == "two signs; write one, such as -5 for a refund")
    }
  }
}
