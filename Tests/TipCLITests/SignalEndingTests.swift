import Foundation
import Testing

@testable import TipCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `tipcalc` stopped by a signal: it removes its temporary files or restores the
/// terminal, then ends by the signal itself, so the shell sees 128 + the signal.
@Suite("tipcalc stopped by SIGINT, SIGTERM or SIGHUP", .serialized)
struct SignalEndingTests {
  /// A CSV input of `rows` bills, large enough that a debug or release run is still writing when
  /// the signal comes.
  static func writeLargeInput(to path: String, rows: Int) throws {
    var block = ""
    for index in 0..<10_000 { block += "\(index),\(index % 9000 + 1).\(index % 90 + 10)\n" }
    try Data("id,subtotal\n".utf8).write(to: URL(fileURLWithPath: path))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    try handle.seekToEnd()
    let bytes = Data(block.utf8)
    for _ in 0..<(rows / 10_000) { try handle.write(contentsOf: bytes) }
  }

  /// Starts `process` with SIGINT, SIGTERM and SIGHUP unblocked: a child inherits the signal
  /// mask of the thread that spawns it, and the test runner's threads may block them.
  static func runUnblocked(_ process: Process) throws {
    var signals = sigset_t()
    sigemptyset(&signals)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, number) }
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try process.run()
  }

  /// The temporary files in `directory`.
  static func temporaryFiles(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.contains(".tipbatch-") }
  }

  @Test(
    "batch --output stopped by a signal removes its temporary file and ends by the signal",
    arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func batchRemovesTemporaryFile(signal number: Int32, shellStatus: Int32) throws {
    guard let url = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let input = directory.path + "/bills.csv"
    try Self.writeLargeInput(to: input, rows: 2_000_000)
    let target = try directory.write("k.csv", "id,tip\nkept,1.00\n")
    let process = Process()
    process.executableURL = url
    process.arguments = ["batch", "--policy", "percent-18", "--input", input, "--output", target]
    process.environment = [:]
    process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try Self.runUnblocked(process)
    // Signalled once it writes its temporary file, as a person pressing Ctrl-C mid-run.
    let deadline = Date().addingTimeInterval(30)
    while Self.temporaryFiles(in: directory.path).isEmpty && process.isRunning
      && Date() < deadline
    {
      usleep(2000)
    }
    #expect(!Self.temporaryFiles(in: directory.path).isEmpty, "no temporary file was seen")
    kill(process.processIdentifier, number)
    process.waitUntilExit()

    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == number)
    #expect(128 + process.terminationStatus == shellStatus)
    #expect(Self.temporaryFiles(in: directory.path) == [])
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "id,tip\nkept,1.00\n")
  }

  /// Starts `tipcalc interactive` on a new pseudo-terminal and waits for its first screen.
  static func startInteractive(_ url: URL, on terminal: PseudoTerminal) throws -> Process {
    let process = Process()
    process.executableURL = url
    process.arguments = ["interactive", "--currency", "USD"]
    process.environment = ["TERM": "xterm"]
    let handle = FileHandle(fileDescriptor: terminal.secondary, closeOnDealloc: false)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try Self.runUnblocked(process)
    var output: [UInt8] = []
    terminal.read(into: &output) { $0.contains(Array("Tab/Shift-Tab: field".utf8)) }
    return process
  }

  @Test("interactive: Ctrl-C restores the terminal and ends the process by SIGINT (130)")
  func interactiveControlC() throws {
    guard let url = Executable.require() else { return }
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let before = terminal.settings()
    let process = try Self.startInteractive(url, on: terminal)
    InteractiveTerminal.write(terminal.main, "12\u{03}")
    var output: [UInt8] = []
    terminal.read(into: &output) { _ in !process.isRunning }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGINT)
    #expect(terminal.settings() == before)
    #expect(String(decoding: output, as: UTF8.self).hasSuffix(InteractiveTerminal.leaveScreen))
  }

  @Test(
    "interactive: SIGTERM or SIGHUP from outside restores the terminal and ends by the signal",
    arguments: [SIGTERM, SIGHUP])
  func interactiveSignal(number: Int32) throws {
    guard let url = Executable.require() else { return }
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let before = terminal.settings()
    let process = try Self.startInteractive(url, on: terminal)
    kill(process.processIdentifier, number)
    var output: [UInt8] = []
    terminal.read(into: &output) { _ in !process.isRunning }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == number)
    #expect(terminal.settings() == before)
  }
}
