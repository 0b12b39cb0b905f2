import Foundation
import Testing
import TipEngine

@testable import TipCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The exit status of a run on another thread, and that thread.
private final class RunStatus: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Int32?
  private var runThread: pthread_t?

  var thread: pthread_t? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return runThread
    }
    set {
      lock.lock()
      runThread = newValue
      lock.unlock()
    }
  }

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

/// What the test does to the terminal between two redraws.
private enum Step {
  /// Types these keys in one chunk.
  case keys(String)
  /// Resizes the window, and sends SIGWINCH to the thread running the screen, as the kernel
  /// does for the terminal's foreground process.
  case resize(columns: UInt16, rows: UInt16)
}

@Suite("tipcalc interactive: raw mode on a real pseudo-terminal", .serialized)
struct InteractiveTerminalTests {
  /// Runs the command on a pseudo-terminal and types each chunk of keys after the previous
  /// redraw, as a person would.
  private func run(typing chunks: [String]) throws -> (
    status: Int32?, output: String, rawDuringRun: Bool, restored: Bool
  ) {
    try run(chunks.map(Step.keys), width: 44)
  }

  /// Runs the command on a pseudo-terminal and takes each step after the previous redraw.
  ///
  /// - Parameter width: a fixed width, or `nil` to draw at the terminal's size.
  private func run(_ steps: [Step], width: Int?) throws -> (
    status: Int32?, output: String, rawDuringRun: Bool, restored: Bool
  ) {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let before = terminal.settings()
    let run = RunStatus()
    let fd = terminal.secondary
    Thread {
      run.thread = pthread_self()
      run.status = InteractiveCommand.run(
        locale: nil, currency: .usd, catalog: nil, input: fd, output: fd, errorOutput: fd,
        width: width)
    }.start()
    var output: [UInt8] = []
    let firstScreen = Array("Tab/Shift-Tab: field".utf8)
    terminal.read(into: &output) { $0.contains(firstScreen) }
    let rawDuringRun = terminal.settings() != before
    let redraw = Array(InteractiveTerminal.clearScreen.utf8)
    func redraws(_ bytes: [UInt8]) -> Int {
      bytes.indices.filter { bytes[$0...].starts(with: redraw) }.count
    }
    for step in steps {
      let drawn = redraws(output)
      switch step {
      case .keys(let chunk):
        InteractiveTerminal.write(terminal.main, chunk)
      case .resize(let columns, let rows):
        terminal.resize(columns: columns, rows: rows)
        if let thread = run.thread { pthread_kill(thread, SIGWINCH) }
      }
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

  @Test("The result left behind prices a sum still being typed as = would")
  func pendingSumLeftBehind() throws {
    let (status, output, _, _) = try run(typing: ["12.50+8.75", "\t3", "q"])
    #expect(status == 0)
    #expect(
      output.hasSuffix(
        InteractiveTerminal.leaveScreen
          + "Total p/person $25.50  Total bill $25.50  Total tip $4.25\r\n"))
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

  @Test("A resized window (SIGWINCH) is redrawn at its new size at once")
  func redrawsOnResize() throws {
    let wide = String(repeating: "=", count: 60)
    let (status, output, _, restored) = try run(
      [
        .resize(columns: 44, rows: 24), .keys("100"), .resize(columns: 30, rows: 10),
        .resize(columns: 80, rows: 24), .keys("q"),
      ], width: nil)
    #expect(status == 0)
    #expect(restored)
    let screens = output.components(separatedBy: InteractiveTerminal.clearScreen).dropFirst()
    // The first screen, then one redraw per resize and per chunk of keys.
    #expect(screens.count == 5)
    #expect(screens.dropFirst(2).first?.hasPrefix("Tip Calculator") == true)
    #expect(screens.dropFirst(3).first?.hasPrefix("Too small: need 36×12") == true)
    #expect(screens.dropFirst(4).first?.contains(wide + "\r\nTotal p/person") == true)
  }
}
