/// Where a batch run reads its input from: a file descriptor (``FileDescriptorStream``), bytes in
/// memory (``MemorySource``), or a type of your own, such as a request body.
///
/// The run reads from one thread at a time and never concurrently.
public protocol BatchByteSource: AnyObject {
  /// Reads at most `buffer.count` bytes into `buffer` and returns how many were read; 0 means the
  /// end of the input.
  ///
  /// - Throws: any error when the input cannot be read; the run stops with a ``BatchError`` of
  ///   kind ``BatchError/Kind/unreadableInput`` (a ``BatchError`` thrown here keeps its message).
  func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}

/// Where a batch run writes its priced rows or its rejected rows: a file descriptor
/// (``FileDescriptorStream``), memory (``MemorySink``), or a type of your own, such as a response
/// body.
///
/// The run writes from one thread at a time, in input order, and never concurrently.
public protocol BatchByteSink: AnyObject {
  /// Writes all of `bytes`.
  ///
  /// - Throws: any error when the bytes cannot be written; the run stops with a ``BatchError`` of
  ///   kind ``BatchError/Kind/writeFailure`` (a ``BatchError`` thrown here keeps its message).
  func write(_ bytes: UnsafeRawBufferPointer) throws
}

extension BatchByteSink {
  /// Writes the UTF-8 bytes of `text`.
  public func write(_ text: String) throws {
    try Array(text.utf8).withUnsafeBytes { try write($0) }
  }
}

/// Input bytes held in memory, handed out in reads of at most ``maximumReadSize`` bytes.
public final class MemorySource: BatchByteSource {
  private let bytes: [UInt8]
  private var offset = 0
  /// The most bytes one ``read(into:)`` returns; small values exercise short reads in tests.
  public let maximumReadSize: Int

  /// A source of `bytes`.
  public init(_ bytes: [UInt8], maximumReadSize: Int = .max) {
    self.bytes = bytes
    self.maximumReadSize = max(1, maximumReadSize)
  }

  /// A source of the UTF-8 bytes of `text`.
  public convenience init(_ text: String, maximumReadSize: Int = .max) {
    self.init(Array(text.utf8), maximumReadSize: maximumReadSize)
  }

  /// Copies the next bytes into `buffer`.
  public func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    let count = min(buffer.count, bytes.count - offset, maximumReadSize)
    guard count > 0, let target = buffer.baseAddress else { return 0 }
    bytes.withUnsafeBytes { all in
      if let source = all.baseAddress { target.copyMemory(from: source + offset, byteCount: count) }
    }
    offset += count
    return count
  }
}

/// Output collected in memory.
public final class MemorySink: BatchByteSink {
  /// Everything written so far.
  public private(set) var bytes: [UInt8] = []

  /// An empty sink.
  public init() {}

  /// What was written, decoded as UTF-8 (invalid bytes become U+FFFD).
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends `bytes`.
  public func write(_ bytes: UnsafeRawBufferPointer) {
    self.bytes.append(contentsOf: bytes)
  }
}
