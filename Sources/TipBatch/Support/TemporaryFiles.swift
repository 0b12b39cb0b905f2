import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files of the outputs being written, which a signal that stops the process must
/// not leave behind.
///
/// Every ``OutputFile`` registers its temporary file here while it exists. The table is a fixed
/// set of atomic slots holding C strings, so that a signal handler can read it without locks or
/// allocation: ``removingOnSignals(_:)`` installs, for its duration, a handler for SIGINT,
/// SIGTERM and SIGHUP that removes the registered files, restores the signal's default action
/// and raises it again, so that the process ends as the signal meant it to (the shell sees
/// 128 + the signal: 130 for Ctrl-C) and the targets stay as they were. A signal that the process
/// inherited as ignored (`nohup`, a background job) stays ignored.
///
/// Only the command line installs the handler: a library caller's process handles its own
/// signals.
package enum TemporaryFiles {
  /// How many temporary files can be registered at once; a run has at most two. A file that
  /// finds no free slot is not removed by a signal, and nothing else changes.
  static let capacity = 16

  /// The slots: 0 for a free one, else the address of a C string that `strdup` made.
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Atomic<UInt>> = {
    let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: capacity)
    for index in 0..<capacity { (slots + index).initialize(to: Atomic(0)) }
    return slots
  }()

  /// The signals whose handler removes the files.
  package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Registers `path`; returns its slot for ``unregister(_:)``, or `nil` when the table is full
  /// or the copy cannot be made.
  static func register(_ path: String) -> Int? {
    guard let copy = strdup(path) else { return nil }
    let address = UInt(bitPattern: copy)
    for index in 0..<capacity {
      if slots[index].compareExchange(
        expected: 0, desired: address, ordering: .acquiringAndReleasing
      )
      .exchanged {
        return index
      }
    }
    free(copy)
    return nil
  }

  /// Forgets the file in `slot`: it was renamed into place or removed.
  static func unregister(_ slot: Int) {
    let address = slots[slot].exchange(0, ordering: .acquiringAndReleasing)
    free(UnsafeMutablePointer<CChar>(bitPattern: address))
  }

  /// The registered paths, for tests.
  static var registered: [String] {
    (0..<capacity).compactMap { index in
      UnsafePointer<CChar>(bitPattern: slots[index].load(ordering: .acquiring))
        .map { String(cString: $0) }
    }
  }

  /// Removes every registered file. Async-signal-safe: atomic loads and `unlink` only.
  fileprivate static func removeAll() {
    for index in 0..<capacity {
      if let path = UnsafePointer<CChar>(bitPattern: slots[index].load(ordering: .acquiring)) {
        _ = unlink(path)
      }
    }
  }

  /// Runs `body` with the handler of ``TemporaryFiles`` installed for SIGINT, SIGTERM and
  /// SIGHUP, then puts the previous handlers back.
  ///
  /// - Parameter body: the work that writes temporary files, such as a batch run.
  /// - Returns: what `body` returns.
  package static func removingOnSignals<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    _ = slots  // Initialised here, never first in the handler.
    var previous: [(signal: Int32, handler: sighandler_t?)] = []
    for number in signals {
      let old = signal(number, removeTemporaryFilesAndRaise)
      if isIgnored(old) {
        _ = signal(number, old)
      } else {
        previous.append((number, old))
      }
    }
    defer { for (number, handler) in previous { _ = signal(number, handler) } }
    return try body()
  }

  /// Whether `handler` is `SIG_IGN`.
  private static func isIgnored(_ handler: sighandler_t?) -> Bool {
    guard let handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}

/// The signal handler: removes the registered temporary files, restores the signal's default
/// action and raises it again, which ends the process once the handler returns. It calls only
/// async-signal-safe functions (`unlink`, `signal`, `raise`).
private func removeTemporaryFilesAndRaise(_ number: Int32) {
  TemporaryFiles.removeAll()
  _ = signal(number, SIG_DFL)
  _ = raise(number)
}
