import Foundation
import Testing
import TipEngine

@testable import TipCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// Sets the window size, as a terminal emulator does when its window is resized.
  func resize(columns: UInt16, rows: UInt16) {
    var size = winsize()
    size.ws_col = columns
    size.ws_row = rows
    _ = ioctl(main, UInt(TIOCSWINSZ), &size)
  }

  /// The settings that raw mode changes.
  func settings() -> [UInt] {
    var current = termios()
    tcgetattr(secondary, &current)
    let cc = withUnsafeBytes(of: current.c_cc) { $0.map { UInt($0) } }
    return [UInt(current.c_iflag), UInt(current.c_oflag), UInt(current.c_lflag)] + cc
  }
}

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

  @Test("Issue 13 item 14: a resized window (SIGWINCH) is redrawn at its new size at once")
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
    #expect(screens.dropFirst(3).first?.hasPrefix("Too small: need 36×14") == true)
    #expect(screens.dropFirst(4).first?.contains(wide + "\r\nTotal p/person") == true)
  }
}
