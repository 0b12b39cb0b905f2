import Foundation
import Testing

@testable import TipCLI

/// A write to standard output or standard error that fails ends the run with a
/// message on the other stream and exit status 74, never a trap.
@Suite("tipcalc output that cannot be written")
struct OutputFailureTests {
  /// A stream that keeps what it is given, or fails every write with `reason`.
  final class Stream {
    var text = ""
    let reason: String?

    init(failingWith reason: String? = nil) { self.reason = reason }
  }

  /// Runs `tipcalc` in-process with the two streams.
  func run(_ arguments: [String], output: Stream, error: Stream) -> Int32 {
    let context = CommandContext(
      environment: [:], currentDirectory: FileManager.default.currentDirectoryPath,
      output: TextStream(name: "standard output") { (text: String) throws(WriteFailure) in
        if let reason = output.reason { throw WriteFailure(reason: reason) }
        output.text += text
      },
      error: TextStream(name: "standard error") { (text: String) throws(WriteFailure) in
        if let reason = error.reason { throw WriteFailure(reason: reason) }
        error.text += text
      })
    return TipCommandLine.run(arguments: arguments, context: context)
  }

  @Test(
    "A full standard output ends with 74 and a message on standard error",
    arguments: [["quote", "5"], ["--version"], ["--help"], ["policies", "--json"]])
  func fullOutput(arguments: [String]) {
    let output = Stream(failingWith: "No space left on device")
    let error = Stream()
    #expect(run(arguments, output: output, error: error) == 74)
    #expect(
      error.text
        == "Error: Cannot write to standard output: No space left on device; the output is "
        + "incomplete.\n")
  }

  @Test("A closed standard error sends the error to standard output, then 74")
  func closedError() {
    let output = Stream()
    let error = Stream(failingWith: "Bad file descriptor")
    #expect(run(["quote", "abc"], output: output, error: error) == 74)
    #expect(
      output.text == """
        Error: Invalid value 'abc' for '<subtotal>': unexpected character 'a'; expected digits \
        and one '.'.
        Error: Cannot write to standard error: Bad file descriptor.

        """)
  }

  @Test("With both streams closed the status is still 74, and nothing traps")
  func bothClosed() {
    let output = Stream(failingWith: "Bad file descriptor")
    let error = Stream(failingWith: "Bad file descriptor")
    #expect(run(["quote", "5"], output: output, error: error) == 74)
    #expect(run(["quote", "abc"], output: output, error: error) == 74)
  }

  @Test("A stream stops writing after its first failure, and keeps the first reason")
  func firstFailureWins() {
    var attempts = 0
    let stream = TextStream(name: "standard output") { (_: String) throws(WriteFailure) in
      attempts += 1
      throw WriteFailure(reason: "reason \(attempts)")
    }
    stream.write("a")
    stream.write("b")
    #expect(attempts == 1)
    #expect(stream.failure == WriteFailure(reason: "reason 1"))
  }

  @Test("Writing to a descriptor that is not open for writing reports the system's reason")
  func descriptorFailure() throws {
    let descriptor = open("/dev/null", O_RDONLY)
    try #require(descriptor >= 0)
    defer { _ = close(descriptor) }
    #expect(throws: WriteFailure(reason: "Bad file descriptor")) {
      try FileDescriptorWriter.write("text", to: descriptor)
    }
    if FileManager.default.fileExists(atPath: "/dev/full") {
      let full = open("/dev/full", O_WRONLY)
      try #require(full >= 0)
      defer { _ = close(full) }
      #expect(throws: WriteFailure(reason: "No space left on device")) {
        try FileDescriptorWriter.write("text", to: full)
      }
    }
  }
}

/// Through the built executable: every command, with a closed standard output,
/// a full one (`/dev/full`) and a closed standard error, ends with 74 and no signal.
@Suite("tipcalc executable with output that cannot be written")
struct OutputFailureEndToEndTests {
  /// How a stream is broken for the run, as a shell redirection.
  enum Breakage: String, CaseIterable, CustomTestStringConvertible {
    case closedOutput = ">&-"
    case fullOutput = ">/dev/full"
    case closedError = "2>&-"

    var testDescription: String { rawValue }
  }

  /// What the run printed and how it ended.
  struct Outcome {
    var status: Int32
    var signal: Int32?
    var stdout: String
    var stderr: String
  }

  /// Runs the executable through `/bin/sh` with `breakage` applied to its streams.
  static func run(
    _ executable: URL, _ arguments: [String], breakage: Breakage, directory: String
  ) throws -> Outcome {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let outputPath = try scratch.write("stdout", "")
    let errorPath = try scratch.write("stderr", "")
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    let error = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments =
      ["-c", "exec \"$0\" \"$@\" \(breakage.rawValue)", executable.path] + arguments
    process.environment = [:]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    try output.close()
    try error.close()
    let signaled = process.terminationReason == .uncaughtSignal
    return Outcome(
      status: signaled ? -1 : process.terminationStatus,
      signal: signaled ? process.terminationStatus : nil,
      stdout: try String(contentsOfFile: outputPath, encoding: .utf8),
      stderr: try String(contentsOfFile: errorPath, encoding: .utf8))
  }

  /// Command lines that write to standard output, one or more per command.
  static let writingOutput: [[String]] = [
    ["quote", "5"], ["split", "10", "--ways", "2"], ["round", "1.005"], ["policies"],
    ["explain", "smart"], ["validate", "valid.json"], ["regions"], ["interactive", "--help"],
    ["batch", "--help"], ["--version"], ["--help"],
  ]

  /// Command lines that write an error to standard error, one or more per command.
  static let writingError: [[String]] = [
    ["quote", "abc"], ["split", "10"], ["round", "x"], ["policies", "--bogus"],
    ["explain", "nope"], ["validate", "missing.json"], ["regions", "--bogus"], ["interactive"],
    ["batch", "--bogus"], ["bogus"],
  ]

  @Test(
    "Every command exits 74, never by a signal, on a broken stream", arguments: Breakage.allCases)
  func everyCommand(breakage: Breakage) throws {
    guard let executable = Executable.require() else { return }
    if breakage == .fullOutput && !FileManager.default.fileExists(atPath: "/dev/full") { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("valid.json", #"{"version": 1, "policies": []}"#)
    let commandLines = breakage == .closedError ? Self.writingError : Self.writingOutput
    for arguments in commandLines {
      let outcome = try Self.run(
        executable, arguments, breakage: breakage, directory: directory.path)
      #expect(outcome.signal == nil, "\(arguments) \(breakage.rawValue): \(outcome)")
      #expect(outcome.status == 74, "\(arguments) \(breakage.rawValue): \(outcome)")
      let message =
        breakage == .closedError
        ? "Error: Cannot write to standard error: Bad file descriptor.\n"
        : "Error: Cannot write to standard output: "
      let otherStream = breakage == .closedError ? outcome.stdout : outcome.stderr
      #expect(otherStream.contains(message), "\(arguments) \(breakage.rawValue): \(outcome)")
    }
  }

  @Test(
    "Batch exits 74 too when its own output stream is broken", arguments: Breakage.allCases)
  func batch(breakage: Breakage) throws {
    guard let executable = Executable.require() else { return }
    if breakage == .fullOutput && !FileManager.default.fileExists(atPath: "/dev/full") { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("bills.csv", "subtotal\n10\n")
    let outcome = try Self.run(
      executable, ["batch", "--input", "bills.csv"], breakage: breakage,
      directory: directory.path)
    #expect(outcome.signal == nil, "\(breakage.rawValue): \(outcome)")
    #expect(outcome.status == 74, "\(breakage.rawValue): \(outcome)")
    // The rows go to standard output, so a closed standard error leaves no stream for a message.
    if breakage != .closedError {
      #expect(
        outcome.stderr.contains("Error: Cannot write to standard output: "),
        "\(breakage.rawValue): \(outcome)")
    }
  }

  @Test(
    "A pipe whose reader is gone ends the run with 74 and a message, not by SIGPIPE",
    arguments: [["regions"], ["batch", "--input", "bills.csv"]])
  func closedPipe(arguments: [String]) throws {
    guard let executable = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("bills.csv", "subtotal\n10\n")
    // No process holds the read end, as when `head -1` has exited: the first write fails.
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    close(ends[0])
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let errorPath = try scratch.write("stderr", "")
    let error = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = [:]
    process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    try error.close()
    #expect(process.terminationReason == .exit, "ended by signal \(process.terminationStatus)")
    #expect(process.terminationStatus == 74)
    let stderr = try String(contentsOfFile: errorPath, encoding: .utf8)
    #expect(
      stderr.contains("Error: Cannot write to standard output: Broken pipe"), "\(stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["bills.csv"])
  }

  @Test(
    "Compare says why on the other stream, exits 74 and leaves its --html page as it was",
    arguments: Breakage.allCases)
  func compare(breakage: Breakage) throws {
    guard let executable = Executable.require() else { return }
    if breakage == .fullOutput && !FileManager.default.fileExists(atPath: "/dev/full") { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // With a closed standard error, a rejected row gives compare something to write there.
    try directory.write("bills.csv", "id,subtotal\n1,10.00\n2,abc\n")
    try directory.write("page.html", "the page before\n")
    let outcome = try Self.run(
      executable,
      [
        "compare", "bills.csv", "--policy", "percent-18", "--with", "percent-20", "--html",
        "page.html",
      ],
      breakage: breakage, directory: directory.path)
    #expect(outcome.signal == nil, "\(breakage.rawValue): \(outcome)")
    #expect(outcome.status == 74, "\(breakage.rawValue): \(outcome)")
    let page = try String(contentsOfFile: directory.path + "/page.html", encoding: .utf8)
    if breakage == .closedError {
      #expect(
        outcome.stdout.hasSuffix(
          "Error: Cannot write to standard error: Bad file descriptor.\n"), "\(outcome)")
      #expect(outcome.stdout.components(separatedBy: "Error:").count == 2, "\(outcome)")
    } else {
      let reason = breakage == .fullOutput ? "No space left on device" : "Bad file descriptor"
      #expect(
        outcome.stderr.hasSuffix(
          "Error: Cannot write to standard output: \(reason); the report is incomplete; "
            + "'page.html' was left as it was.\n"),
        "\(outcome)")
      #expect(page == "the page before\n")
    }
  }
}
