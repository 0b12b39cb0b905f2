import Foundation

/// The JSON documents that commands read from a file named on the command line (a receipt, a
/// shift), read the same way: resolved against the context's directory, exit status 66 when the
/// file cannot be read, 65 when it is larger than its kind allows.
enum InputFile {
  /// Refuses an empty path for a file a command reads: it names no file (resolved, it would be
  /// the current directory), so it is a usage mistake (64) naming the flag or argument.
  ///
  /// - Parameter label: the flag or argument as the usage line writes it, such as
  ///   `--config <file>` or `<shift.json>`.
  static func requireName(_ path: String, for label: String) throws(CLIError) {
    guard path.isEmpty else { return }
    throw .usage("Invalid value '' for '\(label)': expected a file name.")
  }

  /// The bytes of the file at `path`, reported as `shown`.
  ///
  /// - Parameters:
  ///   - path: the path as given, relative to the context's directory unless absolute.
  ///   - shown: the path as messages show it (escaped and shortened).
  ///   - noun: what the file holds, such as `receipt`, for the messages.
  ///   - limit: the largest size accepted, in bytes.
  ///   - context: where relative paths start.
  static func read(
    _ path: String, shown: String, noun: String, limit: Int, context: CommandContext
  ) throws(CLIError) -> [UInt8] {
    let resolved = context.resolve(path)
    var isDirectory: ObjCBool = false
    guard !path.isEmpty, FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory)
    else {
      let hint =
        path.hasPrefix("/")
        ? "check the path" : "check the path; it is relative to \(context.currentDirectory)"
      throw CLIError.noInput("\(shown): no such file; \(hint).")
    }
    guard !isDirectory.boolValue else {
      throw CLIError.noInput("\(shown): is a directory; expected a JSON \(noun) file.")
    }
    guard let handle = FileHandle(forReadingAtPath: resolved) else {
      throw CLIError.noInput("\(shown): cannot be opened for reading; check its permissions.")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      // One byte past the limit tells a file at the limit from a larger one.
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw CLIError.noInput("\(shown): cannot be read: \(error.localizedDescription).")
    }
    guard data.count <= limit else {
      throw CLIError.dataError(
        "\(shown): the file has more than \(limit) bytes; \(noun)s are limited to \(limit) bytes.")
    }
    return Array(data)
  }
}
