import Foundation

/// What a `tipcalc` run reads from and writes to: the environment, the current directory and the
/// two output streams.
///
/// ``TipCommandLine/main(arguments:)`` runs with ``process()``; tests build their own context to
/// capture the output and to pin the environment, so that nothing depends on the machine.
public struct CommandContext {
  /// The environment variables; `LC_ALL`, `LC_MONETARY` and `LANG` give `quote` its locale region.
  public var environment: [String: String]
  /// The directory that relative `--config` and `validate` paths are resolved against.
  public var currentDirectory: String
  /// Receives text for standard output.
  public var writeOutput: (String) -> Void
  /// Receives text for standard error.
  public var writeError: (String) -> Void
  /// Whether the writers are the process's own streams, so that `batch` may write to the file
  /// descriptors directly.
  var usesProcessStreams = false

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - environment: the environment variables the run sees.
  ///   - currentDirectory: the directory relative paths are resolved against.
  ///   - writeOutput: receives everything written to standard output, in order.
  ///   - writeError: receives everything written to standard error, in order.
  public init(
    environment: [String: String], currentDirectory: String,
    writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void
  ) {
    self.environment = environment
    self.currentDirectory = currentDirectory
    self.writeOutput = writeOutput
    self.writeError = writeError
  }

  /// The context of this process: its environment, its current directory, and its standard
  /// output and standard error.
  public static func process() -> CommandContext {
    var context = CommandContext(
      environment: ProcessInfo.processInfo.environment,
      currentDirectory: FileManager.default.currentDirectoryPath,
      writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) })
    context.usesProcessStreams = true
    return context
  }

  /// Writes `text` and a newline to standard output.
  func print(_ text: String) {
    writeOutput(text + "\n")
  }

  /// `path` as given when it is absolute, otherwise resolved against ``currentDirectory``.
  func resolve(_ path: String) -> String {
    if path.hasPrefix("/") || currentDirectory.isEmpty { return path }
    let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
    return base + path
  }
}
