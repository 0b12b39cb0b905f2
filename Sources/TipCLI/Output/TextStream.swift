import Foundation

/// Why a write failed, in the system's words, such as `No space left on device`.
struct WriteFailure: Error, Sendable, Equatable {
  /// The reason, without a full stop.
  var reason: String
}

/// One of the two output streams of a run, standard output or standard error.
///
/// A write never traps and never throws: the first failure is recorded, later writes to the
/// stream are skipped, and ``ErrorPresenter`` ends the run with a message on the other stream
/// and ``ExitStatus/ioError`` (74).
final class TextStream: @unchecked Sendable {
  /// How messages name the stream, such as `standard output`.
  let name: String
  /// Writes all of a text or throws why it could not.
  private let sink: (String) throws(WriteFailure) -> Void
  /// Guards ``recordedFailure``; batch may write from more than one thread.
  private let lock = NSLock()
  /// The first failure, if any.
  private var recordedFailure: WriteFailure?

  /// A stream named `name` that hands text to `sink`.
  init(name: String, sink: @escaping (String) throws(WriteFailure) -> Void) {
    self.name = name
    self.sink = sink
  }

  /// A stream that hands text to `write`, which cannot fail.
  convenience init(name: String, writer write: @escaping (String) -> Void) {
    self.init(name: name) { (text: String) throws(WriteFailure) in write(text) }
  }

  /// The first write that failed, if one did.
  var failure: WriteFailure? {
    lock.lock()
    defer { lock.unlock() }
    return recordedFailure
  }

  /// Writes `text`, unless an earlier write failed; a failure is recorded, not thrown.
  func write(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    guard recordedFailure == nil else { return }
    do {
      try sink(text)
    } catch {
      recordedFailure = error
    }
  }
}

extension TextStream {
  /// The process's standard output, written with `write(2)`.
  static func standardOutput() -> TextStream {
    TextStream(name: "standard output") { (text: String) throws(WriteFailure) in
      try FileDescriptorWriter.write(text, to: STDOUT_FILENO)
    }
  }

  /// The process's standard error, written with `write(2)`.
  static func standardError() -> TextStream {
    TextStream(name: "standard error") { (text: String) throws(WriteFailure) in
      try FileDescriptorWriter.write(text, to: STDERR_FILENO)
    }
  }
}

/// Writes text to a file descriptor with `write(2)`, reporting failures instead of trapping
/// (`FileHandle.write(_:)` traps on a full disk or a closed descriptor).
enum FileDescriptorWriter {
  /// Writes every byte of `text` to `descriptor`, retrying after signals and partial writes.
  static func write(_ text: String, to descriptor: Int32) throws(WriteFailure) {
    let bytes = Array(text.utf8)
    let failure = bytes.withUnsafeBytes { buffer -> WriteFailure? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written >= 0 {
          offset += written
          continue
        }
        let code = errno
        if code == EINTR { continue }
        if code == EAGAIN || code == EWOULDBLOCK {
          // A non-blocking descriptor that is full: wait until it takes more.
          var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          if poll(&request, 1, -1) >= 0 || errno == EINTR { continue }
        }
        return WriteFailure(reason: describe(code))
      }
      return nil
    }
    if let failure { throw failure }
  }

  /// The system's sentence for an `errno` value, such as `Bad file descriptor`.
  static func describe(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// Makes sure that descriptors 0, 1 and 2 are open, before the run opens any file: a closed
  /// one is filled with `/dev/null`, opened so that using it fails as the closed descriptor
  /// would (standard input write-only, the outputs read-only). Otherwise the first file opened
  /// would take its number, and text for standard output would land in that file.
  static func reserveClosedStandardDescriptors() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let mode = descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY
      let opened = open("/dev/null", mode)
      guard opened >= 0 else { continue }
      if opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
    }
  }
}

/// `write(2)`, named apart from ``FileDescriptorWriter/write(_:to:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
