/// A stream on a POSIX file descriptor, read and written with `read(2)` and `write(2)` so that
/// large buffers go to the kernel without copies.
public final class FileDescriptorStream: BatchByteSource, BatchByteSink {
  /// The descriptor.
  public let descriptor: Int32
  /// How the stream is named in messages, such as `'in.csv'` or `standard input`.
  public let name: String
  /// Whether ``close()`` (and the end of the stream's life) closes the descriptor.
  public let ownsDescriptor: Bool
  private var isClosed = false
  /// Whether the process started with this standard stream closed: every read and write fails.
  private let wasClosedAtStart: Bool
  /// How many bytes written make the stream start their writeback; 0 when it does not. See
  /// ``startWriteback(every:)``.
  private(set) var writebackInterval = 0
  /// The bytes written since the stream was made to start writeback.
  private var bytesWritten = 0
  /// Where the bytes whose writeback has not been started begin.
  private var writebackStart = 0

  /// Wraps an open descriptor.
  ///
  /// - Parameters:
  ///   - descriptor: the descriptor to read or write.
  ///   - name: how messages name it, such as `'bills.csv'` or `the request body`.
  ///   - ownsDescriptor: whether to close it when the stream is closed or released.
  public convenience init(descriptor: Int32, name: String, ownsDescriptor: Bool = false) {
    self.init(descriptor: descriptor, name: name, ownsDescriptor: ownsDescriptor, closed: false)
  }

  private init(descriptor: Int32, name: String, ownsDescriptor: Bool, closed: Bool) {
    self.descriptor = descriptor
    self.name = name
    self.ownsDescriptor = ownsDescriptor
    wasClosedAtStart = closed
  }

  deinit { close() }

  /// The process's standard input.
  ///
  /// When it is closed, `/dev/null` is opened in its place, so that no file opened later takes
  /// its number, and every read fails with `cannot read standard input: it is closed`.
  public static func standardInput() -> FileDescriptorStream {
    standardStream(0, name: "standard input")
  }

  /// The process's standard output; when it is closed, see ``standardInput()``.
  public static func standardOutput() -> FileDescriptorStream {
    standardStream(1, name: "standard output")
  }

  /// The process's standard error; when it is closed, see ``standardInput()``.
  public static func standardError() -> FileDescriptorStream {
    standardStream(2, name: "standard error")
  }

  private static func standardStream(_ descriptor: Int32, name: String) -> FileDescriptorStream {
    let isClosed = !System.isOpen(descriptor)
    if isClosed { _ = System.reserve(descriptor) }
    return FileDescriptorStream(
      descriptor: descriptor, name: name, ownsDescriptor: false, closed: isClosed)
  }

  /// Opens the file at `path` for reading.
  ///
  /// - Parameters:
  ///   - path: the file's path, absolute or relative to the process's current directory.
  ///   - name: how messages name the file; `path` by default.
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/unreadableInput`` saying why, such as
  ///   `cannot read the input file 'in.csv': No such file or directory`.
  public static func open(reading path: String, name: String? = nil) throws(BatchError)
    -> FileDescriptorStream
  {
    let label = name ?? path
    let descriptor = System.openForReading(path)
    guard descriptor >= 0 else {
      throw BatchError(
        .unreadableInput,
        message: "cannot read the input file '\(label)': \(System.lastErrorText())")
    }
    if System.status(ofDescriptor: descriptor)?.isDirectory == true {
      System.closeDescriptor(descriptor)
      throw BatchError(
        .unreadableInput,
        message: "cannot read the input file '\(label)': it is a directory; give a CSV file")
    }
    return FileDescriptorStream(descriptor: descriptor, name: "'\(label)'", ownsDescriptor: true)
  }

  /// The device and inode of the regular file the descriptor is open on, to notice when an
  /// output would overwrite the input, or one file read twice under two names; `nil` for a
  /// pipe, a terminal or a device.
  package var fileIdentity: FileIdentity? {
    guard let status = System.status(ofDescriptor: descriptor), status.isRegularFile else {
      return nil
    }
    return .file(device: status.device, inode: status.inode)
  }

  /// Whether the descriptor is a terminal.
  public var isTerminal: Bool { System.isTerminal(descriptor) }

  /// Reads up to `buffer.count` bytes, retrying when interrupted.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/unreadableInput``.
  public func read(into buffer: UnsafeMutableRawBufferPointer) throws(BatchError) -> Int {
    guard !wasClosedAtStart else {
      throw BatchError(.unreadableInput, message: "cannot read \(name): it is closed")
    }
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    while true {
      let count = System.read(descriptor, into: base, count: buffer.count)
      if count >= 0 { return count }
      if System.wasInterrupted { continue }
      throw BatchError(.unreadableInput, message: "cannot read \(name): \(System.lastErrorText())")
    }
  }

  /// Writes all of `bytes`, retrying when interrupted or cut short.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/writeFailure``, such as
  ///   `cannot write to standard output: No space left on device`.
  public func write(_ bytes: UnsafeRawBufferPointer) throws(BatchError) {
    guard !wasClosedAtStart else {
      throw BatchError(.writeFailure, message: "cannot write to \(name): it is closed")
    }
    guard var pointer = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let count = System.write(descriptor, from: pointer, count: remaining)
      if count < 0 {
        if System.wasInterrupted { continue }
        throw BatchError(
          .writeFailure, message: "cannot write to \(name): \(System.lastErrorText())")
      }
      pointer += count
      remaining -= count
    }
    guard writebackInterval > 0 else { return }
    bytesWritten += bytes.count
    if bytesWritten - writebackStart >= writebackInterval {
      System.startWriteback(descriptor, from: writebackStart, count: bytesWritten - writebackStart)
      writebackStart = bytesWritten
    }
  }

  /// Makes the stream ask the kernel to start writing what it writes to storage, each time
  /// `interval` more bytes are written, without waiting for them: for a file written from its
  /// start, which will replace another by a rename.
  ///
  /// ext4 writes a file out in full when it is renamed over another (so that a crash cannot
  /// leave an empty file in the old one's place), and the rename waits for it: about 20 ms for
  /// 80 MB on the benchmark's machine, at the end of a run when nothing else is left to do.
  /// Started as the file grows, that writing overlaps the run instead. It changes only when
  /// the bytes reach storage, so a failure to start it is ignored.
  func startWriteback(every interval: Int) {
    writebackInterval = max(1, interval)
  }

  /// Closes an owned descriptor; does nothing for a descriptor the stream does not own or when
  /// already closed.
  public func close() {
    guard ownsDescriptor, !isClosed else { return }
    isClosed = true
    System.closeDescriptor(descriptor)
  }
}

/// What makes two files the same: a regular file's device and inode or, for a file not created
/// yet, its absolute path.
package enum FileIdentity: Hashable, Sendable {
  /// An existing regular file.
  case file(device: UInt64, inode: UInt64)
  /// A file that does not exist yet, by its absolute path with symbolic links resolved.
  case path(String)

  /// The identity as text that is equal for one file and differs between two, for a library
  /// that compares files it does not open (``FileIdentity`` lives with the streams).
  package var text: String {
    switch self {
    case .file(let device, let inode): "device \(device), inode \(inode)"
    case .path(let path): path
    }
  }
}
