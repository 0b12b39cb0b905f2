import Foundation
import TipCLI

/// What one run of `tipcalc` produced.
struct RunResult: Equatable, CustomStringConvertible {
  /// The exit status.
  var status: Int32
  /// Everything written to standard output.
  var stdout: String
  /// Everything written to standard error.
  var stderr: String

  var description: String {
    "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
  }
}

/// Collects the text written to one stream.
private final class Capture {
  var text = ""
}

/// The environment of in-process runs unless a test says otherwise: no locale, so `quote`
/// falls back to the catalog's default policy whatever machine runs the tests.
let neutralEnvironment: [String: String] = [:]

/// Runs `tipcalc` in this process with `arguments`, the given environment and directory.
func tipcalc(
  _ arguments: [String], environment: [String: String] = neutralEnvironment,
  directory: String = FileManager.default.currentDirectoryPath
) -> RunResult {
  let output = Capture()
  let error = Capture()
  let context = CommandContext(
    environment: environment, currentDirectory: directory,
    writeOutput: { output.text += $0 }, writeError: { error.text += $0 })
  let status = TipCommandLine.run(arguments: arguments, context: context)
  return RunResult(status: status, stdout: output.text, stderr: error.text)
}

/// Runs `tipcalc` in this process with the words of `commandLine`, split at spaces.
func tipcalc(_ commandLine: String, environment: [String: String] = neutralEnvironment)
  -> RunResult
{
  tipcalc(commandLine.split(separator: " ").map(String.init), environment: environment)
}

/// A fresh directory for files a test writes, removed by ``remove()``.
struct TemporaryDirectory {
  /// The directory's path, without a trailing slash.
  let path: String

  /// Creates an empty directory under the system's temporary directory.
  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tipcalc-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  /// Writes `text` to the file `name` in the directory and returns its full path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    try write(name, bytes: Array(text.utf8))
  }

  /// Writes `bytes` to the file `name` in the directory and returns its full path.
  @discardableResult
  func write(_ name: String, bytes: [UInt8]) throws -> String {
    let file = path + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// Deletes the directory and everything in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// The usage block that every error of a command ends with.
func usageBlock(_ command: String) -> String {
  switch command {
  case "quote":
    return """
      Usage: tipcalc quote <subtotal> [--tax <amount>] [--region <CC>]
                           [--policy <name> | --tip-percent <p> | --tip-amount <a>]
                           [--split <n> | --weights <w1,w2,...>] [--currency <code>]
                           [--discount <amount>] [--party <n>] [--channel <name>]
                           [--at <YYYY-MM-DDTHH:MM>] [--time-zone <name>]
                           [--payment <cash|card>] [--config <file> ...]
                           [--no-default-catalog] [--locale <id>] [--json] [--trace]
        See 'tipcalc quote --help' for more information.

      """
  case "split":
    return """
      Usage: tipcalc split [<amount>] [--ways <n> | --weights <w1,w2,...>]
                           [--receipt <file>] [--currency <code>]
                           [--config <file> ...] [--no-default-catalog]
                           [--locale <id>] [--json]
        See 'tipcalc split --help' for more information.

      """
  case "round":
    return """
      Usage: tipcalc round <amount> [--increment <step>] [--mode <rule>]
                           [--currency <code>] [--locale <id>] [--json]
        See 'tipcalc round --help' for more information.

      """
  case "validate":
    return """
      Usage: tipcalc validate <file> ... [--no-default-catalog] [--json]
        See 'tipcalc validate --help' for more information.

      """
  case "tipcalc":
    return """
      Usage: tipcalc <subcommand>
        See 'tipcalc --help' for more information.

      """
  default:
    return """
      Usage: tipcalc \(command) [--config <file> ...] [--no-default-catalog] [--json]
        See 'tipcalc \(command) --help' for more information.

      """
  }
}
