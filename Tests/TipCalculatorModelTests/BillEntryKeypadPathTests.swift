import Foundation
import Testing
import TipCalculatorModel
import TipEngine

/// A key sequence typed on the keypad, and everything a person sees at the end of it.
struct KeypadPath: Sendable, CustomTestStringConvertible {
  var currency: Currency
  var keys: String
  var display: String
  /// Every refusal, in order, as the keys were typed one at a time.
  var refusals: [BillEntry.Refusal]
  /// The amount in minor units, or `nil` for the error state.
  var minorUnits: Int64?

  init(_ currency: Currency, _ keys: String, _ display: String, _ minorUnits: Int64?) {
    self.init(currency, keys, display, [], minorUnits)
  }

  init(
    _ currency: Currency, _ keys: String, _ display: String, _ refusals: [BillEntry.Refusal],
    _ minorUnits: Int64?
  ) {
    self.currency = currency
    self.keys = keys
    self.display = display
    self.refusals = refusals
    self.minorUnits = minorUnits
  }

  var testDescription: String { "\(currency.code) \(keys.debugDescription)" }
}

/// Backspace, as the Delete key sends it.
private let del = "\u{7F}"

private func noDecimals(_ code: String) -> BillEntry.Refusal { .noFractionDigits(currency: code) }

private let thirdDecimal = BillEntry.Refusal.tooManyFractionDigits(allowed: 2, currency: "USD")
private let fourthDecimal = BillEntry.Refusal.tooManyFractionDigits(allowed: 3, currency: "KWD")
private let comma = BillEntry.Refusal.notTheDecimalKey(typed: ",", decimalKey: ".")

@Suite("BillEntry: every keypad path gives the amount on the keys, or is refused visibly")
struct BillEntryKeypadPathTests {
  /// Types `keys` one character at a time, collecting each refusal as a UI would show it.
  static func replay(_ keys: String, currency: Currency, separators: BillEntry.Separators = .period)
    -> (entry: BillEntry, refusals: [BillEntry.Refusal])
  {
    var entry = BillEntry(currency: currency, separators: separators)
    var refusals: [BillEntry.Refusal] = []
    for character in keys {
      entry.type(String(character))
      if let refusal = entry.refusal { refusals.append(refusal) }
    }
    return (entry, refusals)
  }

  static let jpy: [KeypadPath] = [
    // Digits.
    KeypadPath(.jpy, "", "0", 0),
    KeypadPath(.jpy, "007", "7", 7),
    KeypadPath(.jpy, "1234", "1,234", 1234),
    KeypadPath(.jpy, "12345678901234", "1,234,567,890,123", [.tooManyDigits], 1_234_567_890_123),
    // The decimal key: refused, and so are the digits after it (this gave ¥15).
    KeypadPath(.jpy, "1.5", "1", [noDecimals("JPY"), noDecimals("JPY")], 1),
    KeypadPath(.jpy, "1.", "1", [noDecimals("JPY")], 1),
    KeypadPath(.jpy, ".5", "0", [noDecimals("JPY"), noDecimals("JPY")], 0),
    KeypadPath(.jpy, "1..5", "1", Array(repeating: noDecimals("JPY"), count: 3), 1),
    KeypadPath(.jpy, "1000.50", "1,000", Array(repeating: noDecimals("JPY"), count: 3), 1000),
    KeypadPath(.jpy, "1.5+2=", "3", [noDecimals("JPY"), noDecimals("JPY")], 3),
    KeypadPath(.jpy, "1,500", "1,500", [comma], 1500),
    // Backspace: takes a refused decimal key back, then the digits.
    KeypadPath(.jpy, "1.5\(del)", "1", [noDecimals("JPY"), noDecimals("JPY")], 1),
    KeypadPath(.jpy, "1.5\(del)5", "15", [noDecimals("JPY"), noDecimals("JPY")], 15),
    KeypadPath(.jpy, "12\(del)", "1", 1),
    KeypadPath(.jpy, "12\(del)\(del)\(del)", "0", 0),
    KeypadPath(.jpy, "7=\(del)", "7", [.nothingToDelete], 7),
    // AC.
    KeypadPath(.jpy, "123+4c", "0", 0),
    KeypadPath(.jpy, "1.c5", "5", [noDecimals("JPY")], 5),
    // + − × ÷ =, rounded at `=` to whole yen.
    KeypadPath(.jpy, "1200+350=", "1,550", 1550),
    KeypadPath(.jpy, "10-25=", "-15", -15),
    KeypadPath(.jpy, "12*3=", "36", 36),
    KeypadPath(.jpy, "1000/3=", "333", 333),
    KeypadPath(.jpy, "5/2=", "3", 3),
    KeypadPath(.jpy, "1000/3*3=", "1,000", 1000),
    // Operator replacement.
    KeypadPath(.jpy, "12+-2=", "10", 10),
    KeypadPath(.jpy, "12+*/3=", "4", 4),
    // Errors.
    KeypadPath(.jpy, "5/0=", "Error", nil),
    KeypadPath(.jpy, "5/0=7", "7", 7),
    KeypadPath(.jpy, "5/0=.", "0", [noDecimals("JPY")], 0),
    KeypadPath(.jpy, "9999999999999+1=", "Error", nil),
  ]

  static let usd: [KeypadPath] = [
    // Digits and the decimal key.
    KeypadPath(.usd, "12.50", "12.50", 1250),
    KeypadPath(.usd, ".5", "0.5", 50),
    KeypadPath(.usd, "1.234", "1.23", [thirdDecimal], 123),
    KeypadPath(.usd, "1..5", "1.5", [.secondDecimalPoint], 150),
    KeypadPath(
      .usd, "1234567890123.4", "1,234,567,890,123", [.tooManyDigits, .tooManyDigits],
      123_456_789_012_300),
    KeypadPath(.usd, "1,500", "1,500", [comma], 150_000),
    KeypadPath(.usd, "1.5a", "1.5", [.notAKey("a")], 150),
    // Backspace.
    KeypadPath(.usd, "12.5\(del)\(del)5", "125", 12_500),
    KeypadPath(.usd, "12.\(del).75", "12.75", 1275),
    KeypadPath(.usd, "1.234\(del)5", "1.25", [thirdDecimal], 125),
    KeypadPath(.usd, "2+2=\(del)", "4", [.nothingToDelete], 400),
    KeypadPath(.usd, "12+\(del)", "12", [.nothingToDelete], 1200),
    // AC.
    KeypadPath(.usd, "123+4c5=", "5", 500),
    // + − × ÷ =.
    KeypadPath(.usd, "12.50+8.75=", "21.25", 2125),
    KeypadPath(.usd, "10-25=", "-15", -1500),
    KeypadPath(.usd, "12.5*3=", "37.5", 3750),
    KeypadPath(.usd, "10/3=", "3.33", 333),
    KeypadPath(.usd, "2+3*4=", "20", 2000),
    // Operator replacement.
    KeypadPath(.usd, "12+-2=", "10", 1000),
    KeypadPath(.usd, "12*+", "12", 1200),
    // Errors.
    KeypadPath(.usd, "5/0=", "Error", nil),
    KeypadPath(.usd, "0/0=", "Error", nil),
    KeypadPath(.usd, "5/0=.5", "0.5", 50),
    KeypadPath(.usd, "9999999999999*9999999999999=", "Error", nil),
  ]

  static let kwd: [KeypadPath] = [
    KeypadPath(.kwd, "1.234", "1.234", 1234),
    KeypadPath(.kwd, "1.2345", "1.234", [fourthDecimal], 1234),
    KeypadPath(.kwd, "0.0005", "0.000", [fourthDecimal], 0),
    KeypadPath(.kwd, "1.2345\(del)6", "1.236", [fourthDecimal], 1236),
    KeypadPath(.kwd, "1..5", "1.5", [.secondDecimalPoint], 1500),
    KeypadPath(.kwd, "1,5", "15", [comma], 15_000),
    KeypadPath(.kwd, "5=\(del)", "5", [.nothingToDelete], 5000),
    KeypadPath(.kwd, "123+4c", "0", 0),
    KeypadPath(.kwd, "12.5+0.125=", "12.625", 12_625),
    KeypadPath(.kwd, "10/3=", "3.333", 3333),
    KeypadPath(.kwd, "2/3=", "0.667", 667),
    KeypadPath(.kwd, "0.001*0.5=", "0.001", 1),
    KeypadPath(.kwd, "1+2-+3=", "6", 6000),
    KeypadPath(.kwd, "9/0+", "Error", nil),
    KeypadPath(.kwd, "9/0+1", "1", 1000),
  ]

  @Test(
    "Each keypad path in JPY, USD and KWD ends with its display, amount and refusals",
    arguments: jpy + usd + kwd)
  func keypadPath(_ path: KeypadPath) {
    let (entry, refusals) = Self.replay(path.keys, currency: path.currency)
    #expect(entry.displayText == path.display)
    #expect(refusals == path.refusals)
    if let minorUnits = path.minorUnits {
      #expect(entry.amount == Money(minorUnits: minorUnits, currency: path.currency))
    } else if entry.displayText == BillEntry.errorText {
      #expect(entry.amount == nil)
      #expect(entry.failure != nil)
    }
    // Typing the whole sequence at once ends the same way.
    var whole = BillEntry(currency: path.currency)
    whole.type(path.keys)
    #expect(whole.displayText == path.display)
  }

  @Test("A refused key changes neither the display nor the amount")
  func refusedKeysChangeNothing() {
    for currency in [Currency.jpy, .usd, .kwd] {
      for prefix in ["1", "12.", "1.23", "1234567890123", "0.", "5+7"] {
        for key in [".", "0", "9", ",", "a"] {
          var entry = BillEntry(currency: currency)
          entry.type(prefix)
          let before = (entry.displayText, entry.amount)
          entry.type(key)
          if let refusal = entry.refusal {
            #expect(
              entry.displayText == before.0 && entry.amount == before.1,
              "\(currency.code) \(prefix) then \(key): \(refusal)")
          }
        }
      }
    }
  }

  @Test("Refusals are sentences for people")
  func refusalMessages() {
    #expect(noDecimals("JPY").description == "JPY amounts have no digits after the point")
    #expect(thirdDecimal.description == "USD amounts have at most 2 digits after the point")
    #expect(
      BillEntry.Refusal.tooManyFractionDigits(allowed: 1, currency: "XYZ").description
        == "XYZ amounts have at most 1 digit after the point")
    #expect(BillEntry.Refusal.tooManyDigits.description == "the display holds at most 13 digits")
    #expect(
      BillEntry.Refusal.secondDecimalPoint.description == "the number already has a decimal point")
    #expect(
      BillEntry.Refusal.nothingToDelete.description
        == "nothing typed to delete; type a new number, or AC to start over")
    #expect(comma.description == "',' is not the decimal key here; the decimal key is '.'")
    #expect(BillEntry.Refusal.notAKey("a").description == "'a' is not a key of the keypad")
  }

  @Test(
    "Results keep their digits until =, so x ÷ y × y = x",
    arguments: [
      ("710/3*3=", Currency.usd, "710"),
      ("710/3*3=", .jpy, "710"),
      ("710/3*3=", .kwd, "710"),
      ("1000/7*7=", .usd, "1,000"),
      ("100/3*3=", .usd, "100"),
      ("1/3*3=", .usd, "1"),
      ("2/3+2/3=", .usd, "0.89"),
      ("84.50/3*3=", .usd, "84.5"),
      ("1/3*3=", .jpy, "1"),
      ("10/6*6=", .kwd, "10"),
      ("1/3*300000000000=", .usd, "100,000,000,000"),
      // `=` rounds: a result used after `=` is the rounded one.
      ("710/3=*3=", .usd, "710.01"),
    ])
  func exactUntilEquals(keys: String, currency: Currency, expected: String) {
    var entry = BillEntry(currency: currency)
    entry.type(keys)
    #expect(entry.displayText == expected)
  }

  @Test("A running result shows rounded, with every digit kept behind it")
  func runningResultIsShownRounded() throws {
    var entry = BillEntry(currency: .usd)
    entry.type("710/3*")
    #expect(entry.displayText == "236.67")
    #expect(entry.pendingExpression == "236.67 ×")
    #expect(entry.value == (try DecimalValue("236.67")))
    #expect(entry.amount == Money(minorUnits: 23_667, currency: .usd))
    entry.type("3=")
    #expect(entry.amount == Money(minorUnits: 71_000, currency: .usd))
    var halfEven = BillEntry(currency: .usd, rounding: .halfEven)
    halfEven.type("0.25/2+")
    #expect(halfEven.displayText == "0.12")
    halfEven.type("0=")
    #expect(halfEven.displayText == "0.12")
  }

  @Test("On a German keypad ',' is the decimal key, so 1,500 is 1.5")
  func germanKeypad() throws {
    let german = BillEntry.Separators(locale: Locale(identifier: "de_DE"))
    #expect(german == .comma)
    #expect(BillEntry.Separators(locale: Locale(identifier: "en_US")) == .period)

    let (typed, refusals) = Self.replay("1,500", currency: .eur, separators: german)
    #expect(typed.value == (try DecimalValue("1.5")))
    #expect(typed.amount == Money(minorUnits: 150, currency: .eur))
    #expect(typed.displayText == "1,50")
    #expect(refusals == [.tooManyFractionDigits(allowed: 2, currency: "EUR")])

    // '.' groups thousands in German: it is refused, never read as a decimal point.
    let (grouped, groupedRefusals) = Self.replay("1.500", currency: .eur, separators: german)
    #expect(groupedRefusals == [.notTheDecimalKey(typed: ".", decimalKey: ",")])
    #expect(grouped.amount == Money(minorUnits: 150_000, currency: .eur))
    #expect(grouped.displayText == "1.500")

    var sum = BillEntry(currency: .eur, separators: .comma)
    sum.type("1234,5+0,25=")
    #expect(sum.displayText == "1.234,75")
    #expect(BillEntry.Key(",", decimalSeparator: ",") == .decimalPoint)
    #expect(BillEntry.Key(".", decimalSeparator: ",") == nil)
    #expect(BillEntry.Key(",", decimalSeparator: ".") == nil)
    #expect(BillEntry.Key("7", decimalSeparator: ",") == .digit(7))
  }
}
