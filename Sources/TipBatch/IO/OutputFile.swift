/// An output file written beside its target and renamed over it when the run completes.
///
/// The temporary file is `.<name>.tipbatch-<pid>-<random>` in the target's directory (the same file
/// system, so the rename is atomic), created with the permissions of the file it replaces, or
/// 0644 less the umask for a new one. A target that is a symbolic link is resolved first, so the
/// link stays and the file it points to is replaced. A target that is a device or a pipe (such
/// as `/dev/null`) is opened and written directly: there is nothing to truncate or replace. So is
/// an existing file in a directory where no file can be created (no write permission on the
/// directory): it is emptied when opened, which happens only once the run has started.
///
/// A path that names one of the process's own open descriptors (`/dev/stdout`, `/dev/stderr`,
/// `/dev/fd/N`, `/proc/self/fd/N`) is written through that descriptor, in place: at its offset,
/// and appending when the shell opened it to append (`>> log.txt`), so nothing it already holds
/// is lost and what the shell writes afterwards follows.
///
/// While the temporary file exists it is registered with ``TemporaryFiles``, so that a signal
/// that stops the process removes it.
final class OutputFile {
  /// The stream to write.
  let stream: FileDescriptorStream
  /// How messages name the target, quoted.
  let label: String
  /// The file the output becomes.
  private let target: String
  /// The temporary file, or `nil` for a device or a descriptor written directly.
  private let temporary: String?
  /// The temporary file's slot in ``TemporaryFiles``, if it has one.
  private var registration: Int?
  private var isFinished = false

  /// How many bytes of a file that replaces another are written before their writeback is
  /// started.
  static let writebackInterval = 8 << 20

  /// Whether a successful run renames a temporary file over the target.
  var replacesTarget: Bool { temporary != nil }

  /// Opens the output for `path`.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/writeFailure`` when the file cannot be
  ///   created, such as `cannot write the output file 'out/x.csv': No such file or directory`.
  init(path: String, name: String) throws(BatchError) {
    label = "'\(name)'"
    if let descriptor = OutputFile.inheritedDescriptor(named: path) {
      guard System.isOpenForWriting(descriptor) else {
        throw BatchError(
          .writeFailure,
          message: "cannot write '\(name)': descriptor \(descriptor) is open for reading only")
      }
      target = path
      temporary = nil
      stream = FileDescriptorStream(descriptor: descriptor, name: label)
      return
    }
    let existing = System.status(ofPath: path)
    if let existing, existing.isDirectory {
      throw BatchError(
        .writeFailure, message: "cannot write '\(name)': it is a directory; give a file name")
    }
    if let existing, !existing.isRegularFile {
      let descriptor = System.openForWriting(path, truncating: false)
      guard descriptor >= 0 else {
        throw BatchError(
          .writeFailure, message: "cannot write '\(name)': \(System.lastErrorText())")
      }
      target = path
      temporary = nil
      stream = FileDescriptorStream(descriptor: descriptor, name: label, ownsDescriptor: true)
      return
    }
    target = existing == nil ? path : System.canonicalPath(path) ?? path
    let (directory, file) = OutputFile.split(target)
    var attempt = 0
    while true {
      let number = UInt32.random(in: 0 ... .max)
      let candidate = "\(directory).\(file).tipbatch-\(System.processIdentifier)-\(number)"
      // Registered before it exists, so that no signal finds it created and not yet registered.
      let slot = TemporaryFiles.register(candidate)
      let descriptor = System.createExclusively(candidate, permissions: 0o644)
      if descriptor >= 0 {
        temporary = candidate
        registration = slot
        stream = FileDescriptorStream(descriptor: descriptor, name: label, ownsDescriptor: true)
        if let existing {
          System.setPermissions(descriptor, existing.permissions)
          // Renamed over an existing file, it is written out in full by the rename; see
          // `FileDescriptorStream.startWriteback(every:)`.
          stream.startWriteback(every: OutputFile.writebackInterval)
        }
        return
      }
      let failure = System.errorNumber
      slot.map(TemporaryFiles.unregister)
      System.errorNumber = failure
      attempt += 1
      if System.wasExisting && attempt < 100 { continue }
      let reason = System.lastErrorText()
      if existing != nil {
        let descriptor = System.openForWriting(path, truncating: true)
        if descriptor >= 0 {
          temporary = nil
          stream = FileDescriptorStream(descriptor: descriptor, name: label, ownsDescriptor: true)
          return
        }
      }
      throw BatchError(.writeFailure, message: "cannot write '\(name)': \(reason)")
    }
  }

  deinit { discard() }

  /// Closes the file and renames it over the target.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/writeFailure`` when the rename fails.
  func commit() throws(BatchError) {
    guard !isFinished else { return }
    isFinished = true
    stream.close()
    guard let temporary else { return }
    defer { registration.map(TemporaryFiles.unregister) }
    guard System.rename(temporary, to: target) else {
      let reason = System.lastErrorText()
      System.remove(temporary)
      throw BatchError(
        .writeFailure, message: "cannot put \(label) in place: \(reason); it was left as it was")
    }
  }

  /// Closes the file and removes the temporary file, leaving the target as it was.
  func discard() {
    guard !isFinished else { return }
    isFinished = true
    stream.close()
    if let temporary { System.remove(temporary) }
    registration.map(TemporaryFiles.unregister)
  }

  /// What identifies the file at `path`: its device and inode when it exists, else its absolute
  /// path (resolved through its directory) so that two spellings of one new file compare equal.
  static func identity(of path: String) -> FileIdentity? {
    if let descriptor = inheritedDescriptor(named: path) {
      return FileDescriptorStream(descriptor: descriptor, name: path).fileIdentity
    }
    if let status = System.status(ofPath: path) {
      guard status.isRegularFile else { return nil }
      return .file(device: status.device, inode: status.inode)
    }
    let (directory, file) = split(path)
    let resolved = System.canonicalPath(directory.isEmpty ? "." : directory) ?? directory
    return .path(resolved + "/" + file)
  }

  /// The open descriptor that `path` names, written through instead of reopened: 0, 1 and 2 for
  /// `/dev/stdin`, `/dev/stdout` and `/dev/stderr`, N for `/dev/fd/N`, `/proc/self/fd/N`,
  /// `/proc/thread-self/fd/N` and `/proc/<this process>/fd/N`; `nil` for any other path, or
  /// when that descriptor is not open.
  static func inheritedDescriptor(named path: String) -> Int32? {
    let number: Int32?
    switch path {
    case "/dev/stdin": number = 0
    case "/dev/stdout": number = 1
    case "/dev/stderr": number = 2
    default:
      let directories = [
        "/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/",
        "/proc/\(System.processIdentifier)/fd/",
      ]
      guard let directory = directories.first(where: { path.hasPrefix($0) }) else { return nil }
      let digits = path.utf8.dropFirst(directory.utf8.count)
      guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
      else { return nil }
      number = Int32(String(decoding: digits, as: UTF8.self))
    }
    guard let number, System.isOpen(number) else { return nil }
    return number
  }

  /// The directory part of `path` with its final `/` (empty for a bare name), and the file name.
  private static func split(_ path: String) -> (directory: String, file: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    return (String(path[...slash]), String(path[path.index(after: slash)...]))
  }
}
