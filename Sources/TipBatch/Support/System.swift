internal import TipWriteback

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library calls TipBatch makes, under Swift names: with ``TemporaryFiles`` (whose signal
/// handler must call the C library itself), the one file of the module that imports it.
enum System {
  /// What `stat(2)` says about a file.
  struct FileStatus {
    /// The device number.
    var device: UInt64
    /// The inode number.
    var inode: UInt64
    /// The permission bits, such as `0o644`.
    var permissions: UInt32
    /// Whether it is a regular file (not a directory, a device, a pipe or a socket).
    var isRegularFile: Bool
    /// Whether it is a directory.
    var isDirectory: Bool
  }

  /// `errno` of the last failed call; set to keep it across a call that may change it.
  static var errorNumber: Int32 {
    get { errno }
    set { errno = newValue }
  }

  /// Whether the last failure was an interrupted call, to be retried.
  static var wasInterrupted: Bool { errno == EINTR }

  /// Whether the last failure was a descriptor that is not open.
  static var wasBadDescriptor: Bool { errno == EBADF }

  /// Whether the last failure was a file that already exists.
  static var wasExisting: Bool { errno == EEXIST }

  /// The text of `errno`, such as `No such file or directory`.
  static func lastErrorText() -> String {
    let number = errno
    guard let text = strerror(number) else { return "error \(number)" }
    return String(cString: text)
  }

  /// Opens `path` for reading; the descriptor, or -1 with `errno` set.
  static func openForReading(_ path: String) -> Int32 {
    keptAboveStandardStreams(path.withCString { open($0, O_RDONLY | O_CLOEXEC) })
  }

  /// Opens an existing file, or a device such as `/dev/null`, for writing, emptying it first
  /// when `truncating`.
  static func openForWriting(_ path: String, truncating: Bool) -> Int32 {
    let flags = O_WRONLY | O_CLOEXEC | (truncating ? O_TRUNC : 0)
    return keptAboveStandardStreams(path.withCString { open($0, flags) })
  }

  /// Creates `path` for writing; fails with `EEXIST` when it exists.
  static func createExclusively(_ path: String, permissions: UInt32) -> Int32 {
    keptAboveStandardStreams(
      path.withCString {
        open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(permissions))
      })
  }

  /// A descriptor that `open` returned as 0, 1 or 2 because a standard stream was closed, moved
  /// above them: otherwise writing to "standard output" would write into that file.
  private static func keptAboveStandardStreams(_ descriptor: Int32) -> Int32 {
    guard descriptor >= 0, descriptor <= 2 else { return descriptor }
    let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
    let failure = errno
    _ = close(descriptor)
    errno = failure
    return moved
  }

  /// Whether `descriptor` is open.
  static func isOpen(_ descriptor: Int32) -> Bool { fcntl(descriptor, F_GETFD) != -1 }

  /// Whether `descriptor` is open for writing (not read-only).
  static func isOpenForWriting(_ descriptor: Int32) -> Bool {
    let flags = fcntl(descriptor, F_GETFL)
    return flags != -1 && flags & O_ACCMODE != O_RDONLY
  }

  /// Opens `/dev/null` on `descriptor`, which is closed, so that no file opened later gets its
  /// number; `false` when that fails.
  static func reserve(_ descriptor: Int32) -> Bool {
    let null = open("/dev/null", O_RDWR)
    guard null >= 0 else { return false }
    if null == descriptor { return true }
    let placed = dup2(null, descriptor) == descriptor
    _ = close(null)
    return placed
  }

  /// Closes a descriptor.
  static func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
  }

  /// `read(2)`: the bytes read, 0 at the end, or -1 with `errno` set.
  static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
    libcRead(descriptor, buffer, count)
  }

  /// `write(2)`: the bytes written, or -1 with `errno` set.
  static func write(_ descriptor: Int32, from buffer: UnsafeRawPointer, count: Int) -> Int {
    libcWrite(descriptor, buffer, count)
  }

  /// The status of an open descriptor, or `nil` when `fstat` fails.
  static func status(ofDescriptor descriptor: Int32) -> FileStatus? {
    var raw = stat()
    guard fstat(descriptor, &raw) == 0 else { return nil }
    return FileStatus(raw)
  }

  /// The status of the file at `path` (following symbolic links), or `nil` when there is none.
  static func status(ofPath path: String) -> FileStatus? {
    var raw = stat()
    guard stat(path, &raw) == 0 else { return nil }
    return FileStatus(raw)
  }

  /// Whether the descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// Sets a file's permission bits.
  static func setPermissions(_ descriptor: Int32, _ permissions: UInt32) {
    _ = fchmod(descriptor, mode_t(permissions))
  }

  /// Renames `source` to `target`, replacing it; `false` with `errno` set on failure.
  static func rename(_ source: String, to target: String) -> Bool {
    libcRename(source, target) == 0
  }

  /// Asks the kernel to start writing `count` bytes of the file from `offset` to storage,
  /// without waiting for them; failures are ignored (the bytes are written out later anyway).
  static func startWriteback(_ descriptor: Int32, from offset: Int, count: Int) {
    _ = tip_start_writeback(descriptor, Int64(offset), Int64(count))
  }

  /// Removes the file at `path`, ignoring failures.
  static func remove(_ path: String) {
    _ = unlink(path)
  }

  /// The absolute path of `path` with symbolic links resolved, or `nil` when it does not exist.
  static func canonicalPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The process identifier, for unique temporary names.
  static var processIdentifier: Int32 { getpid() }

  /// The first occurrence of `byte` in `count` bytes at `bytes`, or `nil`.
  @inline(__always)
  static func firstIndex(of byte: UInt8, in bytes: UnsafePointer<UInt8>, count: Int)
    -> UnsafePointer<UInt8>?
  {
    memchr(bytes, Int32(byte), count).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) }
  }

  /// Copies `count` bytes from `source` to `target`; the two ranges may overlap.
  static func move(
    _ target: UnsafeMutablePointer<UInt8>, from source: UnsafePointer<UInt8>, count: Int
  ) {
    memmove(target, source, count)
  }
}

extension System.FileStatus {
  fileprivate init(_ raw: stat) {
    let type = raw.st_mode & S_IFMT
    self.init(
      device: UInt64(raw.st_dev), inode: UInt64(raw.st_ino),
      permissions: UInt32(raw.st_mode) & 0o7777, isRegularFile: type == S_IFREG,
      isDirectory: type == S_IFDIR)
  }
}

// The C functions under names that do not clash with the methods above.
private func libcRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private func libcWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int)
  -> Int
{
  write(descriptor, buffer, count)
}

private func libcRename(_ source: String, _ target: String) -> Int32 {
  rename(source, target)
}
