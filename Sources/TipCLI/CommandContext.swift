import Foundation

/// What a `tipcalc` run reads from and writes to: the environment, the current directory and the
/// two output streams.
///
/// ``TipCommandLine/main(arguments:)`` runs with ``process()``; tests build their own context to
/// capture the output and to pin the environment, so that nothing depends on the machine.
///
/// Writing never traps: a write that fails (a full disk, a closed descriptor) is recorded by the
/// stream, and the run ends with a message on the other stream and exit status 74.
public struct CommandContext {
  /// The environment variables; `LC_ALL`, `LC_MONETARY` and `LANG` give `quote` its locale region.
  public var environment: [String: String]
  /// The directory that relative `--config` and `validate` paths are resolved against.
  public var currentDirectory: String
  /// Standard output.
  let output: TextStream
  /// Standard error.
  let error: TextStream
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
    self.init(
      environment: environment, currentDirectory: currentDirectory,
      output: TextStream(name: "standard output", writer: writeOutput),
      error: TextStream(name: "standard error", writer: writeError))
  }

  /// Creates a context on two streams, which may fail.
  init(
    environment: [String: String], currentDirectory: String, output: TextStream,
    error: TextStream
  ) {
    self.environment = environment
    self.currentDirectory = currentDirectory
    self.output = output
    self.error = error
  }

  /// The context of this process: its environment, its current directory, and its standard
  /// output and standard error, written with `write(2)`.
  ///
  /// A closed standard descriptor is first filled so that no file the run opens takes its number.
  public static func process() -> CommandContext {
    FileDescriptorWriter.reserveClosedStandardDescriptors()
    var context = CommandContext(
      environment: ProcessInfo.processInfo.environment,
      currentDirectory: FileManager.default.currentDirectoryPath,
      output: .standardOutput(), error: .standardError())
    context.usesProcessStreams = true
    return context
  }

  /// Hands text to standard output; a failure is recorded, see ``CommandContext``.
  public var writeOutput: (String) -> Void { output.write }

  /// Hands text to standard error; a failure is recorded, see ``CommandContext``.
  public var writeError: (String) -> Void { error.write }

  /// Writes `text` and a newline to standard output.
  func print(_ text: String) {
    output.write(text + "\n")
  }

  /// `path` as given when it is absolute, otherwise resolved against ``currentDirectory``.
  func resolve(_ path: String) -> String {
    if path.hasPrefix("/") || currentDirectory.isEmpty { return path }
    let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
    return base + path
  }
}
