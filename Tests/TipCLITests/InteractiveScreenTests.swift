import Foundation
import Testing
import TipCalculatorModel
import TipEngine

@testable import TipCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    let refused = screen("100\tc2.555\r")
    #expect(refused.customTipText == "2.555")
    #expect(
      refused.render().contains(
        """
          Custom tip: 2.555_
          ! '2.555' has 3 digits after the point;
            USD amounts have at most 2
        ----
        """))
    let fixed = screen("100\tc2.555\(delete)\r")
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
}

// MARK: - The terminal itself

private func closeDescriptor(_ fd: Int32) {
  #if canImport(Glibc)
    _ = Glibc.close(fd)
  #else
    _ = Darwin.close(fd)
  #endif
}

private func readDescriptor(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
  #else
    Darwin.read(fd, buffer, count)
  #endif
}

/// A pseudo-terminal pair: the test types on `main`, the screen runs on `secondary`.
private struct PseudoTerminal {
  let main: Int32
  let secondary: Int32

  init() throws {
    #if canImport(Glibc)
      // Glibc's module hides posix_openpt, unlockpt and ptsname_r behind feature macros;
      // the functions are in libc all the same.
      typealias Open = @convention(c) (Int32) -> Int32
      typealias Unlock = @convention(c) (Int32) -> Int32
      typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
      let libc = dlopen(nil, RTLD_NOW)
      guard let openMain = dlsym(libc, "posix_openpt"), let unlock = dlsym(libc, "unlockpt"),
        let nameOf = dlsym(libc, "ptsname_r")
      else { throw POSIXError(.ENOSYS) }
      main = unsafeBitCast(openMain, to: Open.self)(O_RDWR | O_NOCTTY)
      var path = [CChar](repeating: 0, count: 128)
      guard main >= 0, unsafeBitCast(unlock, to: Unlock.self)(main) == 0,
        unsafeBitCast(nameOf, to: Name.self)(main, &path, path.count) == 0
      else { throw POSIXError(.ENODEV) }
      let name = String(
        decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      main = posix_openpt(O_RDWR | O_NOCTTY)
      guard main >= 0, grantpt(main) == 0, unlockpt(main) == 0, let path = ptsname(main) else {
        throw POSIXError(.ENODEV)
      }
      let name = String(cString: path)
    #endif
    secondary = open(name, O_RDWR | O_NOCTTY)
    guard secondary >= 0 else { throw POSIXError(.ENODEV) }
  }

  func close() {
    closeDescriptor(secondary)
    closeDescriptor(main)
  }

  /// Reads from `main` into `output` until `done` holds (then drains what is left), or 10 s pass.
  func read(into output: inout [UInt8], until done: ([UInt8]) -> Bool) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = Date().addingTimeInterval(10)
    var finished = false
    while Date() < deadline {
      if !finished && done(output) { finished = true }
      var descriptor = pollfd(fd: main, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, finished ? 0 : 50) > 0 else {
        if finished { return }
        continue
      }
      let count = buffer.withUnsafeMutableBytes { readDescriptor(main, $0.baseAddress, $0.count) }
      if count <= 0 { return }
      output += buffer[..<count]
    }
  }

  /// The settings that raw mode changes.
  func settings() -> [UInt] {
    var current = termios()
    tcgetattr(secondary, &current)
    let cc = withUnsafeBytes(of: current.c_cc) { $0.map { UInt($0) } }
    return [UInt(current.c_iflag), UInt(current.c_oflag), UInt(current.c_lflag)] + cc
  }
}

/// The exit status of a run on another thread.
private final class RunStatus: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Int32?

  var status: Int32? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return value
    }
    set {
      lock.lock()
      value = newValue
      lock.unlock()
    }
  }
}

@Suite("tipcalc interactive: raw mode on a real pseudo-terminal", .serialized)
struct InteractiveTerminalTests {
  /// Runs the command on a pseudo-terminal and types each chunk of keys after the previous
  /// redraw, as a person would.
  private func run(typing chunks: [String]) throws -> (
    status: Int32?, output: String, rawDuringRun: Bool, restored: Bool
  ) {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let before = terminal.settings()
    let run = RunStatus()
    let fd = terminal.secondary
    Thread {
      run.status = InteractiveCommand.run(
        locale: nil, currency: .usd, catalog: nil, input: fd, output: fd, errorOutput: fd,
        width: 44)
    }.start()
    var output: [UInt8] = []
    let firstScreen = Array("Tab/Shift-Tab: field".utf8)
    terminal.read(into: &output) { $0.contains(firstScreen) }
    let rawDuringRun = terminal.settings() != before
    let redraw = Array(InteractiveTerminal.clearScreen.utf8)
    func redraws(_ bytes: [UInt8]) -> Int {
      bytes.indices.filter { bytes[$0...].starts(with: redraw) }.count
    }
    for chunk in chunks {
      let drawn = redraws(output)
      InteractiveTerminal.write(terminal.main, chunk)
      terminal.read(into: &output) { run.status != nil || redraws($0) > drawn }
    }
    terminal.read(into: &output) { _ in run.status != nil }
    return (
      run.status, String(decoding: output, as: UTF8.self), rawDuringRun,
      terminal.settings() == before
    )
  }

  @Test("q quits: raw mode while running, the terminal restored, the result left behind")
  func quitRestoresTerminal() throws {
    let (status, output, rawDuringRun, restored) = try run(typing: ["100", "\t1", "\t+", "q"])
    #expect(status == 0)
    #expect(rawDuringRun)
    #expect(restored)
    #expect(output.hasPrefix(InteractiveTerminal.enterScreen + InteractiveTerminal.clearScreen))
    #expect(output.contains("Total p/person                           $55"))
    #expect(
      output.hasSuffix(
        InteractiveTerminal.leaveScreen
          + "Total p/person $55  Total bill $110  Total tip $10\r\n"))
    // One redraw per chunk of keys: the first screen, then "100", "\t1" and "\t+".
    #expect(output.components(separatedBy: InteractiveTerminal.clearScreen).count == 5)
  }

  @Test("Ctrl-C ends the run with 130 and restores the terminal")
  func controlCRestoresTerminal() throws {
    let (status, output, rawDuringRun, restored) = try run(typing: ["12", "\u{03}"])
    #expect(status == 130)
    #expect(rawDuringRun)
    #expect(restored)
    #expect(output.hasSuffix(InteractiveTerminal.leaveScreen))
  }

  @Test("Escape quits")
  func escapeQuits() throws {
    let (status, _, _, restored) = try run(typing: ["\u{1B}"])
    #expect(status == 0)
    #expect(restored)
  }

  @Test("Without a terminal on stdin it says so and exits 64")
  func notATerminal() throws {
    var input: [Int32] = [0, 0]
    var errors: [Int32] = [0, 0]
    #expect(pipe(&input) == 0 && pipe(&errors) == 0)
    defer { for fd in input + errors { closeDescriptor(fd) } }
    let status = InteractiveCommand.run(
      locale: nil, currency: nil, catalog: nil, input: input[0], output: errors[1],
      errorOutput: errors[1])
    #expect(status == 64)
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes {
      readDescriptor(errors[0], $0.baseAddress, $0.count)
    }
    #expect(
      String(decoding: buffer[..<max(0, count)], as: UTF8.self)
        == "Error: tipcalc interactive needs a terminal (stdin is not a TTY).\n")
  }

  @Test("The currency follows the locale's region when none is given")
  func defaultCurrency() {
    #expect(InteractiveCommand.defaultCurrency(for: nil) == .usd)
    #expect(InteractiveCommand.defaultCurrency(for: Locale(identifier: "de_DE")) == .eur)
    #expect(InteractiveCommand.defaultCurrency(for: Locale(identifier: "ja_JP")) == .jpy)
    #expect(InteractiveCommand.defaultCurrency(for: Locale(identifier: "en")) == .usd)
  }
}
