/// A growable run of bytes with unchecked appends, for building output on the hot path.
///
/// A plain struct over manually managed memory: copies share the storage, and the owner calls
/// ``release()`` once. Reserve room with ``reserve(_:)`` before a series of appends; the appends
/// themselves do not check capacity. Kept as a struct, not a class, so that a worker's local copy
/// is free of the runtime's exclusivity checks.
struct ByteBuffer {
  /// The start of the storage.
  private(set) var base: UnsafeMutablePointer<UInt8>
  /// How many bytes are in use.
  var count = 0
  /// How many bytes fit without growing.
  private(set) var capacity: Int

  /// An empty buffer with room for `capacity` bytes.
  init(capacity: Int = 1 << 16) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  /// Frees the storage; the buffer and its copies must not be used afterwards.
  func release() { base.deallocate() }

  /// The bytes in use.
  var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  private mutating func grow(to needed: Int) {
    var newCapacity = capacity
    while newCapacity < needed { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// Appends one byte; room must have been reserved.
  @inline(__always)
  mutating func append(_ byte: UInt8) {
    base[count] = byte
    count += 1
  }

  /// Appends `length` bytes from `source`; room must have been reserved.
  @inline(__always)
  mutating func append(_ source: UnsafePointer<UInt8>, count length: Int) {
    (base + count).update(from: source, count: length)
    count += length
  }

  /// Appends all of `bytes`; room must have been reserved.
  @inline(__always)
  mutating func append(reserved bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { source in
      if let start = source.baseAddress { append(start, count: source.count) }
    }
  }

  /// Appends bytes, reserving room for them.
  mutating func append(contentsOf bytes: some Collection<UInt8>) {
    reserve(bytes.count)
    for byte in bytes { append(byte) }
  }

  /// Appends the UTF-8 bytes of `text`, reserving room for them.
  mutating func append(_ text: String) {
    append(contentsOf: text.utf8)
  }

  /// Appends `value` in decimal, reserving room for it.
  mutating func append(decimal value: Int) {
    append(String(value))
  }

  /// Drops the bytes after the first `newCount`.
  mutating func truncate(to newCount: Int) {
    count = min(count, newCount)
  }
}
