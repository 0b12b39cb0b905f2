#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure to read or write a stream, with the sentence to show.
struct BatchIOError: Error, Sendable, Equatable {
  /// What failed, such as `cannot write 'out.csv': No space left on device`.
  var message: String
}

/// Where `tipcalc batch` reads its input from: a file descriptor or, in tests, bytes in memory.
protocol BatchByteSource: AnyObject {
  /// Reads at most `buffer.count` bytes into `buffer` and returns how many were read; 0 means the
  /// end of the input.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(BatchIOError) -> Int
}

/// Where `tipcalc batch` writes output, rejected rows and messages: a file descriptor or, in tests,
/// bytes in memory.
protocol BatchByteSink: AnyObject {
  /// Writes all of `bytes`.
  func write(_ bytes: UnsafeRawBufferPointer) throws(BatchIOError)
}

extension BatchByteSink {
  /// Writes the UTF-8 bytes of `text`.
  func write(_ text: String) throws(BatchIOError) {
    var failure: BatchIOError?
    Array(text.utf8).withUnsafeBytes { bytes in
      do throws(BatchIOError) { try write(bytes) } catch { failure = error }
    }
    if let failure { throw failure }
  }
}

/// A stream on a POSIX file descriptor, read and written with `read(2)` and `write(2)` so that
/// large buffers go to the kernel without copies.
final class FileDescriptorStream: BatchByteSource, BatchByteSink {
  /// The descriptor.
  let descriptor: Int32
  /// How the stream is named in messages, such as `'in.csv'` or `standard input`.
  let name: String
  /// Whether ``close()`` closes the descriptor (not for the process's standard streams).
  let ownsDescriptor: Bool
  private var isClosed = false

  /// Wraps an open descriptor.
  init(descriptor: Int32, name: String, ownsDescriptor: Bool) {
    self.descriptor = descriptor
    self.name = name
    self.ownsDescriptor = ownsDescriptor
  }

  deinit { close() }

  /// The process's standard input.
  static func standardInput() -> FileDescriptorStream {
    FileDescriptorStream(descriptor: 0, name: "standard input", ownsDescriptor: false)
  }

  /// The process's standard output.
  static func standardOutput() -> FileDescriptorStream {
    FileDescriptorStream(descriptor: 1, name: "standard output", ownsDescriptor: false)
  }

  /// The process's standard error.
  static func standardError() -> FileDescriptorStream {
    FileDescriptorStream(descriptor: 2, name: "standard error", ownsDescriptor: false)
  }

  /// Opens `path` for reading.
  ///
  /// - Throws: the reason it cannot be read, such as `No such file or directory` or
  ///   `Is a directory`.
  static func open(reading path: String) throws(BatchIOError) -> FileDescriptorStream {
    let descriptor = path.withCString { systemOpen($0, O_RDONLY) }
    guard descriptor >= 0 else { throw BatchIOError(message: lastErrorText()) }
    var status = stat()
    if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
      _ = systemClose(descriptor)
      throw BatchIOError(message: "Is a directory")
    }
    return FileDescriptorStream(descriptor: descriptor, name: "'\(path)'", ownsDescriptor: true)
  }

  /// Opens or creates `path` for writing without truncating it yet; see ``truncate()``.
  static func open(writing path: String) throws(BatchIOError) -> FileDescriptorStream {
    let descriptor = path.withCString { systemOpen($0, O_WRONLY | O_CREAT, 0o644) }
    guard descriptor >= 0 else { throw BatchIOError(message: lastErrorText()) }
    return FileDescriptorStream(descriptor: descriptor, name: "'\(path)'", ownsDescriptor: true)
  }

  /// Empties the file, for a stream opened with ``open(writing:)``; does nothing for a device or
  /// a pipe, such as `/dev/null`.
  func truncate() throws(BatchIOError) {
    guard fileIdentity != nil else { return }
    guard ftruncate(descriptor, 0) == 0 else {
      throw BatchIOError(message: "cannot write \(name): \(FileDescriptorStream.lastErrorText())")
    }
  }

  /// The device and inode of the file, to notice when the output would overwrite the input.
  var fileIdentity: FileIdentity? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
  }

  /// Whether the descriptor is a terminal.
  var isTerminal: Bool { isatty(descriptor) == 1 }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws(BatchIOError) -> Int {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    while true {
      let count = systemRead(descriptor, base, buffer.count)
      if count >= 0 { return count }
      if errno == EINTR { continue }
      throw BatchIOError(message: "cannot read \(name): \(FileDescriptorStream.lastErrorText())")
    }
  }

  func write(_ bytes: UnsafeRawBufferPointer) throws(BatchIOError) {
    guard var pointer = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let count = systemWrite(descriptor, pointer, remaining)
      if count < 0 {
        if errno == EINTR { continue }
        throw BatchIOError(message: "cannot write \(name): \(FileDescriptorStream.lastErrorText())")
      }
      pointer += count
      remaining -= count
    }
  }

  /// Closes an owned descriptor; does nothing for the standard streams or when already closed.
  func close() {
    guard ownsDescriptor, !isClosed else { return }
    isClosed = true
    _ = systemClose(descriptor)
  }

  /// The text of `errno`, such as `No such file or directory`.
  static func lastErrorText() -> String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(cString: text)
  }
}

/// A regular file's device and inode numbers.
struct FileIdentity: Equatable {
  /// The device number.
  var device: UInt64
  /// The inode number.
  var inode: UInt64
}

/// Input bytes held in memory, handed out in reads of at most ``maximumReadSize`` bytes so that
/// tests can exercise short reads.
final class MemorySource: BatchByteSource {
  private let bytes: [UInt8]
  private var offset = 0
  /// The most bytes one ``read(into:)`` returns.
  let maximumReadSize: Int

  /// A source of `bytes`.
  init(_ bytes: [UInt8], maximumReadSize: Int = .max) {
    self.bytes = bytes
    self.maximumReadSize = max(1, maximumReadSize)
  }

  /// A source of the UTF-8 bytes of `text`.
  convenience init(_ text: String, maximumReadSize: Int = .max) {
    self.init(Array(text.utf8), maximumReadSize: maximumReadSize)
  }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws(BatchIOError) -> Int {
    let count = min(buffer.count, bytes.count - offset, maximumReadSize)
    guard count > 0 else { return 0 }
    bytes.withUnsafeBytes { all in
      buffer.baseAddress!.copyMemory(from: all.baseAddress! + offset, byteCount: count)
    }
    offset += count
    return count
  }
}

/// Output collected in memory, for tests.
final class MemorySink: BatchByteSink {
  /// Everything written so far.
  private(set) var bytes: [UInt8] = []

  /// An empty sink.
  init() {}

  /// What was written, decoded as UTF-8.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  func write(_ bytes: UnsafeRawBufferPointer) throws(BatchIOError) {
    self.bytes.append(contentsOf: bytes)
  }
}

// The C functions under names that do not clash with the methods above.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
  open(path, flags, mode)
}

private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
