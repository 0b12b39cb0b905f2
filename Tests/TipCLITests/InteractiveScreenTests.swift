import Foundation
import Testing
import TipCalculatorModel
import TipEngine

@testable import TipCLI

/// A screen after typing `keys` as a terminal sends them.
private func screen(
  _ keys: String, currency: Currency = .usd, style: CurrencyTextStyle = .compact
) -> InteractiveScreen {
  var screen = InteractiveScreen(currency: currency, style: style)
  screen.handle(TerminalKey.decode(Array(keys.utf8)))
  return screen
}

/// Shift-Tab, Escape, Ctrl-C and Delete as a terminal sends them.
private let shiftTab = "\u{1B}[Z"
private let escape = "\u{1B}"
private let ctrlC = "\u{03}"
private let delete = "\u{7F}"

@Suite("tipcalc interactive: the screen, driven by keys and rendered as text")
struct InteractiveScreenTests {
  @Test("The empty screen")
  func emptyScreen() {
    #expect(
      screen("").render() == """
        Tip Calculator                           USD
        ============================================
        Total p/person                            $0
        Total bill                                $0
        Total tip                                 $0
        ============================================
        > Bill     0
          Tip       10%   15%   20%   Custom
          Split    - 1 +
        --------------------------------------------
        0-9 . Backspace: edit  + - * / =: add up
        Tab/Shift-Tab: field  r: reset  q: quit

        """)
  }

  @Test("Seed scenario: 100, 10 %, split 2 → 55 each")
  func tenPercentSplitTwo() {
    #expect(
      screen("100\t1\t+").render() == """
        Tip Calculator                           USD
        ============================================
        Total p/person                           $55
        Total bill                              $110
        Total tip                                $10
        ============================================
          Bill     100
          Tip      [10%]  15%   20%   Custom
        > Split    - 2 +
        --------------------------------------------
        - +: fewer or more people
        Tab/Shift-Tab: field  r: reset  q: quit

        """)
  }

  @Test("Seed scenario: 200, custom 201, split 4 → 100.25 each, total 401")
  func customTipSplitFour() {
    let prompt = screen("200\tc201")
    #expect(
      prompt.render() == """
        Tip Calculator                           USD
        ============================================
        Total p/person                          $200
        Total bill                              $200
        Total tip                                 $0
        ============================================
          Bill     200
          Tip       10%   15%   20%   Custom
          Split    - 1 +
          Custom tip: 201_
        --------------------------------------------
        Type the tip amount  Enter: OK  Esc: cancel
        Tab/Shift-Tab: field  r: reset  q: quit

        """)
    #expect(
      screen("200\tc201\r\t+++").render() == """
        Tip Calculator                           USD
        ============================================
        Total p/person                       $100.25
        Total bill                              $401
        Total tip                               $201
        ============================================
          Bill     200
          Tip       10%   15%   20%  [Custom $201]
        > Split    - 4 +
        --------------------------------------------
        - +: fewer or more people
        Tab/Shift-Tab: field  r: reset  q: quit

        """)
  }

  @Test("Seed scenario: 100, no tip, split 1 → 100")
  func noTip() {
    let result = screen("100").result
    #expect(result.perPerson == Money(minorUnits: 10_000, currency: .usd))
    #expect(result.totalTip.isZero)
  }

  @Test("The bill field is a keypad: a receipt adds up, the pending sum is shown")
  func billKeypad() {
    let typing = screen("12.50+8.7")
    #expect(typing.render().contains("> Bill     8.7   (12.5 +)\n"))
    let done = screen("12.50+8.75=\t3")
    #expect(done.calculator.billText == "21.25")
    #expect(done.result.totalBill == Money(minorUnits: 2550, currency: .usd))
    #expect(done.render().contains("Total bill                            $25.50\n"))
    #expect(screen("12.5\(delete)\(delete)\(delete)\(delete)7").entry.displayText == "7")
    #expect(screen("123c").entry.displayText == "0", "c is AC in the bill field")
  }

  @Test("A sum still being typed is priced as = would give it now, not as its last number")
  func pendingSumIsPriced() {
    let pending = screen("12.50+8.75\t3")
    #expect(pending.render().contains("  Bill     8.75   (12.5 +)\n"))
    #expect(pending.result.totalBill == Money(minorUnits: 2550, currency: .usd))
    #expect(pending.result.totalTip == Money(minorUnits: 425, currency: .usd))
    #expect(pending.render().contains("Total bill                            $25.50\n"))
    #expect(
      screen("5/0").result.validation == .invalid(field: .bill, reason: "cannot divide by zero"))
  }

  @Test("A keypad error is shown as a validation message, and the next digit clears it")
  func billError() {
    let failed = screen("5/0=")
    #expect(
      failed.render() == """
        Tip Calculator                           USD
        ============================================
        Total p/person                            $0
        Total bill                                $0
        Total tip                                 $0
        ============================================
        > Bill     Error
          Tip       10%   15%   20%   Custom
          Split    - 1 +
          ! cannot divide by zero
        --------------------------------------------
        0-9 . Backspace: edit  + - * / =: add up
        Tab/Shift-Tab: field  r: reset  q: quit

        """)
    #expect(screen("5/0=8").result.totalBill == Money(minorUnits: 800, currency: .usd))
    #expect(
      screen("10-25=").result.validation
        == .invalid(field: .bill, reason: "'-15' is negative; a bill is zero or more"))
  }

  @Test("Tab and Shift-Tab move between fields, wrapping around; arrows too")
  func focus() {
    #expect(screen("").focus == .bill)
    #expect(screen("\t").focus == .tip)
    #expect(screen("\t\t").focus == .split)
    #expect(screen("\t\t\t").focus == .bill)
    #expect(screen(shiftTab).focus == .split)
    #expect(screen("\t\(shiftTab)").focus == .bill)
    #expect(screen("\u{1B}[B").focus == .tip)
    #expect(screen("\u{1B}[A").focus == .split)
  }

  @Test(
    "The tip field: 1, 2, 3 pick a preset, 0 none, arrows cycle",
    arguments: [
      ("\t1", TipChoice.preset(10)),
      ("\t2", .preset(15)),
      ("\t3", .preset(20)),
      ("\t3\(escape)", .preset(20)),
      ("\t30", .none),
      ("\t\u{1B}[C", .preset(10)),
      ("\t\u{1B}[D", .preset(20)),
      ("\t4", .none),
      ("1", .none),
    ])
  func tipField(keys: String, expected: TipChoice) {
    #expect(screen(keys).calculator.tip == expected)
  }

  @Test("The custom prompt refuses what the currency cannot hold, and Escape cancels it")
  func customPrompt() {
    let refused = screen("100\tc2.555")
    #expect(refused.customTipText == "2.55")
    #expect(
      refused.render().contains(
        """
          Custom tip: 2.55_
          ! USD amounts have at most 2 digits after
            the point
        ----
        """))
    let fixed = screen("100\tc2.555\r")
    #expect(fixed.customTipText == nil)
    #expect(fixed.calculator.tip == .customAmount(try! DecimalValue("2.55")))
    #expect(fixed.render().contains("[Custom $2.55]"))
    let cancelled = screen("100\tcq\(escape)")
    #expect(cancelled.customTipText == nil)
    #expect(cancelled.outcome == nil, "Escape closes the prompt, not the screen")
    #expect(cancelled.calculator.tip == .none)
    #expect(screen("\tc\r").notice?.hasPrefix("'' is not a valid amount") == true)
  }

  @Test("The split stepper never goes below 1")
  func splitStepper() {
    #expect(screen("\t\t---").calculator.splitCount == 1)
    #expect(screen("\t\t++++-").calculator.splitCount == 4)
    #expect(screen("\t\t==\u{1B}[D").calculator.splitCount == 2)
    #expect(screen("+").calculator.splitCount == 1, "+ in the bill field is the keypad's")
  }

  @Test("r resets everything")
  func reset() {
    let reset = screen("100\t2\t+++r")
    #expect(reset.render() == screen("").render())
    #expect(reset.calculator.splitCount == 1)
    #expect(reset.calculator.tip == .none)
    #expect(reset.focus == .bill)
  }

  @Test(
    "q and Escape quit, Ctrl-C interrupts, keys after the end are ignored",
    arguments: [
      ("q", InteractiveScreen.Outcome.quit),
      ("100Q", .quit),
      (escape, .quit),
      ("\t\(escape)", .quit),
      ("\u{04}", .quit),
      (ctrlC, .interrupted),
      ("\tc12\(ctrlC)", .interrupted),
    ])
  func quitting(keys: String, outcome: InteractiveScreen.Outcome) {
    var finished = screen(keys)
    #expect(finished.outcome == outcome)
    let before = finished.render()
    finished.handle(TerminalKey.decode(Array("123".utf8)))
    #expect(finished.render() == before)
  }

  @Test("Amounts follow the locale when one is given")
  func localized() {
    let german = screen(
      "100,25\t1", currency: .eur, style: .compact.locale(Locale(identifier: "de_DE")))
    let text = german.render()
    #expect(text.contains("Total bill                          110,28\u{A0}€\n"))
    #expect(text.contains("Total tip                            10,03\u{A0}€\n"))
    #expect(text.hasPrefix("Tip Calculator                           EUR\n"))
    #expect(
      screen("1000", currency: .jpy).render().contains(
        "Total bill                            ¥1,000\n"))
  }

  @Test("Long messages wrap to the width")
  func wrapping() {
    #expect(
      InteractiveScreen.wrap("! one two three four", width: 11, indent: "  ", hanging: "    ")
        == ["  ! one two", "    three", "    four"])
    #expect(InteractiveScreen.wrap("abcdefghijkl", width: 5) == ["abcdefghijkl"])
    #expect(InteractiveScreen.wrap("a  b", width: 5) == ["a  b"])
  }

  @Test(
    "Terminal input decodes into keys",
    arguments: [
      ("12.5", [TerminalKey.character("1"), .character("2"), .character("."), .character("5")]),
      ("\t", [.tab]),
      ("\u{1B}[Z", [.shiftTab]),
      ("\u{1B}", [.escape]),
      ("\u{1B}x", [.escape, .character("x")]),
      ("a\u{1B}[Ab", [.character("a"), .up, .character("b")]),
      ("\u{1B}OB\u{1B}[C\u{1B}[D", [.down, .right, .left]),
      ("\u{1B}[15~q", [.character("q")]),
      ("\u{1B}[", []),
      ("\r\n", [.enter, .enter]),
      ("\u{7F}\u{08}", [.backspace, .backspace]),
      ("\u{03}\u{04}", [.interrupt, .endOfInput]),
      ("\u{01}€", [.character("€")]),
    ])
  func decoding(input: String, keys: [TerminalKey]) {
    #expect(TerminalKey.decode(Array(input.utf8)) == keys)
  }

  @Test("A refused key is shown, even in the middle of a pasted chunk")
  func refusedKeyIsShown() {
    let pasted = screen("1.5+2=", currency: .jpy)
    #expect(pasted.entry.displayText == "3")
    #expect(pasted.render().contains("> Bill     3\n"))
    #expect(pasted.render().contains("\n  ! JPY amounts have no digits after the\n    point\n"))

    // Key by key, one redraw each: the refusal shows until a key is taken.
    var typing = InteractiveScreen(currency: .jpy)
    typing.handle(TerminalKey.decode(Array("1".utf8)))
    #expect(typing.notice == nil)
    typing.handle(TerminalKey.decode(Array(".".utf8)))
    #expect(typing.notice == "JPY amounts have no digits after the point")
    typing.handle(TerminalKey.decode(Array("5".utf8)))
    #expect(typing.notice == "JPY amounts have no digits after the point")
    #expect(typing.calculator.billText == "1", "never ¥15")
    typing.handle(TerminalKey.decode(Array("0".utf8)))
    #expect(typing.calculator.billText == "1")
    typing.handle(TerminalKey.decode(Array(delete.utf8)))
    #expect(typing.notice == nil)
    typing.handle(TerminalKey.decode(Array("5".utf8)))
    #expect(typing.calculator.billText == "15", "Backspace took the refused decimal key back")

    #expect(screen("1.234").notice == "USD amounts have at most 2 digits after the point")
    #expect(screen("1.234").calculator.billText == "1.23")
    #expect(screen("1.23a").notice == "'a' is not a key of the keypad")
  }

  @Test("On a de_DE screen ',' is the decimal key and '.' is refused")
  func germanDecimalKey() {
    let style = CurrencyTextStyle.compact.locale(Locale(identifier: "de_DE"))
    let comma = screen("1234,5", currency: .eur, style: style)
    #expect(comma.calculator.billText == "1234.5")
    #expect(comma.render().contains("> Bill     1.234,5\n"))
    #expect(comma.render().contains("0-9 , Backspace: edit  + - * / =: add up\n"))
    let point = screen("1.5", currency: .eur, style: style)
    #expect(point.calculator.billText == "15")
    #expect(point.notice == "'.' is not the decimal key here; the decimal key is ','")
    #expect(screen("1,5").notice == "',' is not the decimal key here; the decimal key is '.'")
    // The custom tip prompt takes the same decimal key.
    let tip = screen("100\tc2,5\r", currency: .eur, style: style)
    #expect(tip.calculator.tip == .customAmount(DecimalValue(significand: 25, scale: 1)))
    let refused = screen("100\tc2.5", currency: .eur, style: style)
    #expect(refused.customTipText == "25")
    #expect(refused.notice == "'.' is not the decimal key here; the decimal key is ','")
    #expect(
      screen("100\tc2,555", currency: .eur, style: style).notice
        == "EUR amounts have at most 2 digits after the point")
    #expect(screen("1,5").calculator.billText == "15")
  }

  @Test("The tip presets come from one place")
  func presets() {
    #expect(InteractiveScreen.presets == TipChoice.presets)
    #expect(InteractiveScreen.presetSentence == "1, 2 and 3 pick 10 %, 15 % and 20 %")
    #expect(screen("\t").render().contains("\n1 2 3: 10/15/20%  0: none  c: custom\n"))
  }

  @Test(
    "A terminal smaller than the layout shows one line with the size needed",
    arguments: [
      // At 36 columns the help lines wrap; in 12 rows the screen leaves the key hints out.
      (30, 40, "Too small: need 36×12"),
      (35, 24, "Too small: need 36×12"),
      (44, 10, "Window too small: need 44×12, have 44×10"),
      (60, 11, "Window too small: need 60×12, have 60×11"),
      (40, 11, "Window too small: need 40×12, have 40×11"),
      (10, 3, "36×12"),
    ])
  func tooSmall(columns: Int, rows: Int, expected: String) {
    #expect(screen("").render(columns: columns, rows: rows) == expected)
  }

  @Test("A terminal as large as the layout shows it, at most 60 wide")
  func largeEnough() {
    let empty = screen("")
    // A frame has no final line break, which would scroll the window by a row.
    #expect(empty.render(columns: 44, rows: 12) + "\n" == empty.render(width: 44))
    #expect(empty.render(columns: 36, rows: 14) + "\n" == empty.render(width: 36))
    #expect(empty.render(columns: 41, rows: 12) + "\n" == empty.render(width: 41))
    #expect(empty.render(columns: nil, rows: nil) + "\n" == empty.render(width: 44))
    #expect(empty.render(columns: 200, rows: 80) + "\n" == empty.render(width: 60))
    #expect(
      empty.render(columns: 200, rows: 80).hasPrefix(
        "Tip Calculator" + String(repeating: " ", count: 43) + "USD\n"))
    #expect(empty.neededSize(columns: 30) == (36, 12))
    #expect(empty.neededSize(columns: 50) == (50, 12))
    // A custom tip widens the tip row; the size asked for grows with it.
    let custom = screen("200\tc1234567.89\r")
    #expect(custom.render(columns: 44, rows: 24) == "Window too small: need 51×12, have 44×24")
    #expect(custom.render(columns: 51, rows: 12) + "\n" == custom.render(width: 51))
  }

  @Test("The pending sum moves to its own line when it does not fit beside")
  func pendingOnItsOwnLine() {
    let long = screen("123456789012+")
    #expect(long.render(width: 60).contains("> Bill     123,456,789,012   (123,456,789,012 +)\n"))
    let narrow = long.render(columns: 44, rows: 24)
    #expect(narrow.contains("> Bill     123,456,789,012\n           (123,456,789,012 +)\n"))
    #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 44 })
  }
}
