import Foundation
import TipBatch

/// The streams and surroundings of a `tipcalc batch` run, injectable so that tests run the
/// command in-process on bytes in memory.
struct BatchIO {
  /// Read when there is no `--input` (or it is `-`).
  var standardInput: any BatchByteSource
  /// Written when there is no `--output` (or it is `-`).
  var standardOutput: any BatchByteSink
  /// Receives the summary, error messages, the progress line, and rejected rows when there is no
  /// `--errors`.
  var standardError: any BatchByteSink
  /// Whether standard error is a terminal, which turns the progress line on.
  var standardErrorIsTerminal: Bool
  /// The context whose current directory relative paths (`--input`, `--config`...) are resolved
  /// against.
  var context: CommandContext

  /// Creates the surroundings of a run.
  ///
  /// - Parameter currentDirectory: the directory relative paths are resolved against; `nil` for
  ///   the process's own.
  init(
    standardInput: any BatchByteSource, standardOutput: any BatchByteSink,
    standardError: any BatchByteSink, standardErrorIsTerminal: Bool = false,
    currentDirectory: String? = nil
  ) {
    self.standardInput = standardInput
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.standardErrorIsTerminal = standardErrorIsTerminal
    context = CommandContext(
      environment: [:],
      currentDirectory: currentDirectory ?? FileManager.default.currentDirectoryPath,
      writeOutput: { _ in }, writeError: { _ in })
  }

  /// The process's standard streams, with the progress line when standard error is a terminal.
  static func process(context: CommandContext) -> BatchIO {
    let standardError = FileDescriptorStream.standardError()
    var io = BatchIO(
      standardInput: FileDescriptorStream.standardInput(),
      standardOutput: FileDescriptorStream.standardOutput(), standardError: standardError,
      standardErrorIsTerminal: standardError.isTerminal)
    io.context = context
    return io
  }

  /// `path` as given when it is absolute, otherwise resolved against the context's directory.
  func resolve(_ path: String) -> String { context.resolve(path) }

}
