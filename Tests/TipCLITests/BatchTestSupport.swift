import Foundation
import Testing
import TipArguments
import TipBatch

@testable import TipCLI

/// What an in-process `tipcalc batch` run produced.
struct BatchRun {
  /// The exit status.
  var status: Int32
  /// Standard output.
  var output: String
  /// Standard error: rejected rows (without `--errors`), messages and the summary.
  var errors: String

  /// The output's lines, without the final empty one.
  var outputLines: [String] {
    // Split on the byte: "\r\n" is one Character, so a Character split would miss it.
    output.utf8.split(separator: 10, omittingEmptySubsequences: false).dropLast()
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// The counts from the summary line: read, written, rejected.
  var counts: (read: Int, written: Int, rejected: Int)? {
    guard let line = errors.split(separator: "\n").last(where: { $0.hasPrefix("Rows read: ") })
    else { return nil }
    let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    guard numbers.count >= 3 else { return nil }
    return (numbers[0], numbers[1], numbers[2])
  }
}

/// Runs `tipcalc batch` in-process on `input`.
///
/// - Parameters:
///   - arguments: the options after `batch`.
///   - input: the bytes of standard input.
///   - limits: bounds for the engine; the defaults unless given.
///   - readSize: the most bytes one read of standard input returns.
func runBatch(
  _ arguments: [String], input: [UInt8], limits: BatchLimits? = nil, readSize: Int = .max
) -> BatchRun {
  let root = CommandSpec(name: "tipcalc", abstract: "Tips.", subcommands: [BatchCommand.spec])
  let output = MemorySink()
  let errors = MemorySink()
  let io = BatchIO(
    standardInput: MemorySource(input, maximumReadSize: readSize), standardOutput: output,
    standardError: errors)
  let status: Int32
  do {
    switch try ArgumentParser(root: root).parse(["batch"] + arguments) {
    case .run(let parsed): status = runBatch(parsed, io: io, limits: limits)
    default: status = -1
    }
  } catch {
    return BatchRun(status: error.exitCode, output: "", errors: error.description)
  }
  return BatchRun(status: status, output: output.text, errors: errors.text)
}

/// Runs the parsed `tipcalc batch` in-process on `io` and returns its exit status; an error is
/// written to `io`'s standard error as `tipcalc` presents it, with the usage block of a
/// command-line mistake.
func runBatch(_ parsed: ParsedArguments, io: BatchIO, limits: BatchLimits? = nil) -> Int32 {
  do throws(CLIError) {
    try BatchCommand.run(parsed, io: io, limits: limits)
    return ExitStatus.success.rawValue
  } catch {
    guard !error.message.isEmpty else { return error.exitCode }
    let shown = ErrorPresenter(parser: TipCommandLine.parser).decorated(
      error, commandPath: parsed.commandPath)
    do {
      try io.standardError.write(shown.description + "\n")
    } catch {
      return ExitStatus.ioError.rawValue
    }
    return shown.exitCode
  }
}

/// Runs `tipcalc batch` in-process on the UTF-8 bytes of `input`.
func runBatch(
  _ arguments: [String], input: String, limits: BatchLimits? = nil, readSize: Int = .max
) -> BatchRun {
  runBatch(arguments, input: Array(input.utf8), limits: limits, readSize: readSize)
}

/// A fresh temporary directory, removed by the caller.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tipcalc-batch-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
