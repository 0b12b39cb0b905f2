import Foundation
import TipBatch

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
    let data: [UInt8]
    do throws(Unreadable) {
      guard !path.isEmpty else { throw Unreadable.missing }
      data = try contents(of: context.resolve(path), noun: noun, limit: limit).bytes
    } catch {
      switch error {
      case .missing:
        let hint =
          path.hasPrefix("/")
          ? "check the path" : "check the path; it is relative to \(context.currentDirectory)"
        throw CLIError.noInput("\(shown): no such file; \(hint).")
      case .other(let reason):
        throw CLIError.noInput("\(shown): \(reason).")
      }
    }
    guard data.count <= limit else {
      throw CLIError.dataError(
        "\(shown): the file has more than \(limit) bytes; \(noun)s are limited to \(limit) bytes.")
    }
    return data
  }

  /// Why a file cannot be read.
  enum Unreadable: Error {
    /// There is no file at the path.
    case missing
    /// The reason, in words that follow the file's name: `is a directory; expected a JSON
    /// shift file`.
    case other(String)
  }

  /// The bytes of the file at `resolved`, at most `limit` + 1 of them so that the caller can
  /// tell a file at the limit from a larger one, and what identifies the file on disk (its
  /// device and inode, `nil` for a device or a pipe): two spellings of one file, a symbolic or
  /// a hard link, have one identity. An empty file is read as no bytes, for the document's
  /// reader to say that it is empty.
  ///
  /// - Parameter noun: what the file holds, such as `shift`, for the messages.
  /// - Throws: why the file cannot be read.
  static func contents(of resolved: String, noun: String, limit: Int) throws(Unreadable) -> (
    bytes: [UInt8], identity: FileIdentity?
  ) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else {
      throw .missing
    }
    guard !isDirectory.boolValue else {
      throw .other("is a directory; expected a JSON \(noun) file")
    }
    guard let handle = FileHandle(forReadingAtPath: resolved) else {
      throw .other("cannot be opened for reading; check its permissions")
    }
    defer { try? handle.close() }
    do {
      // `read(upToCount:)` gives nil, not an error, at the end of the file: an empty file.
      let data = try handle.read(upToCount: limit + 1) ?? Data()
      let identity = FileDescriptorStream(descriptor: handle.fileDescriptor, name: resolved)
        .fileIdentity
      return (Array(data), identity)
    } catch {
      throw .other("cannot be read: \(error.localizedDescription)")
    }
  }

  /// A JSON document read from the file at `path` and decoded by `decode`, which is given the
  /// bytes and the path as messages show it; with both, for locating later errors in the file.
  ///
  /// - Throws: the errors of ``read(_:shown:noun:limit:context:)``, and a data error (65) in the
  ///   library's words for a document that does not decode.
  static func document<Document, Failure: Error & CustomStringConvertible>(
    _ path: String, noun: String, limit: Int, context: CommandContext,
    decode: (_ bytes: [UInt8], _ shown: String) throws(Failure) -> Document
  ) throws(CLIError) -> (document: Document, bytes: [UInt8], shown: String) {
    let shown = TerminalText.path(path)
    let bytes = try read(path, shown: shown, noun: noun, limit: limit, context: context)
    do {
      return (try decode(bytes, shown), bytes, shown)
    } catch {
      throw CLIError.dataError(InputValues.sentence(error.description))
    }
  }
}
