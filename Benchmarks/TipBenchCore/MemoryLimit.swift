import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How much memory this process may use, and what sets that bound: the smallest of the machine's
/// physical memory, the room left under the process's address-space and data limits
/// (`ulimit -v`, RLIMIT_AS; RLIMIT_DATA), and its control group's memory limit (`memory.max`,
/// or `memory.limit_in_bytes` under cgroup v1).
public struct MemoryLimit: Sendable, Hashable {
  /// The bytes the process may still allocate.
  public var bytes: UInt64
  /// What sets the bound, for messages, such as `physical memory`.
  public var source: String

  /// A bound of `bytes` set by `source`.
  public init(bytes: UInt64, source: String) {
    self.bytes = bytes
    self.source = source
  }

  /// The bound for this process now.
  public static func current() -> MemoryLimit {
    var candidates = [
      MemoryLimit(bytes: ProcessInfo.processInfo.physicalMemory, source: "physical memory")
    ]
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let limits = [
      (resource(RLIMIT_AS), "the address-space limit (ulimit -v, RLIMIT_AS)", "VmSize"),
      (resource(RLIMIT_DATA), "the data-segment limit (RLIMIT_DATA)", "VmData"),
    ]
    for (resource, name, used) in limits {
      var limit = rlimit()
      guard getrlimit(resource, &limit) == 0,
        limit.rlim_cur != rlim_t.max
      else { continue }
      let inUse = statusKibibytes(used, in: status).map { $0 * 1024 } ?? 0
      candidates.append(
        MemoryLimit(
          bytes: UInt64(limit.rlim_cur) > inUse ? UInt64(limit.rlim_cur) - inUse : 0, source: name))
    }
    for path in controlGroupLimitFiles() {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8),
        let bytes = controlGroupLimit(parsing: text)
      else { continue }
      candidates.append(MemoryLimit(bytes: bytes, source: "the control group's limit (\(path))"))
    }
    return candidates.min { $0.bytes < $1.bytes } ?? candidates[0]
  }

  #if canImport(Glibc)
    /// Glibc's resource constant as `getrlimit` takes it.
    private static func resource(_ value: __rlimit_resource) -> __rlimit_resource_t {
      __rlimit_resource_t(value.rawValue)
    }
  #else
    private static func resource(_ value: Int32) -> Int32 { value }
  #endif

  /// A `memory.max` or `memory.limit_in_bytes` file's bound, or `nil` for none (`max`, or v1's
  /// page-rounded 2^63 − 1).
  static func controlGroupLimit(parsing text: String) -> UInt64? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let bytes = UInt64(trimmed), bytes < 1 << 62 else { return nil }
    return bytes
  }

  /// The value in kibibytes of a `/proc/self/status` line such as `VmSize:  123456 kB`.
  static func statusKibibytes(_ field: String, in status: String) -> UInt64? {
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      let words = line.dropFirst(field.count + 1).split { $0 == " " || $0 == "\t" }
      return words.first.flatMap { UInt64($0) }
    }
    return nil
  }

  /// The files that may hold this process's control-group memory limit: its own group's, from
  /// `/proc/self/cgroup`, and the mount's root (a container's own group).
  static func controlGroupLimitFiles() -> [String] {
    var files = ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"]
    let groups = (try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? ""
    for line in groups.split(separator: "\n") {
      let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3, fields[2] != "/" else { continue }
      if fields[1].isEmpty {
        files.append("/sys/fs/cgroup\(fields[2])/memory.max")
      } else if fields[1].split(separator: ",").contains("memory") {
        files.append("/sys/fs/cgroup/memory\(fields[2])/memory.limit_in_bytes")
      }
    }
    return files
  }
}

extension BenchmarkOptions {
  /// The memory a bill takes across the benchmark's arrays (the bills in each arithmetic, the
  /// `Bill` values, the results), about 210 bytes: the peak resident size of a run divided by
  /// its count.
  public static let bytesPerBill: UInt64 = 210

  /// Refuses a ``count`` whose bills do not fit in `limit`, before anything is allocated.
  ///
  /// - Throws: ``BenchmarkCapacityError`` with the figures and the largest count that fits.
  public func checkMemory(_ limit: MemoryLimit) throws(BenchmarkCapacityError) {
    let (needed, overflow) = UInt64(count).multipliedReportingOverflow(
      by: BenchmarkOptions.bytesPerBill)
    guard overflow || needed > limit.bytes else { return }
    let largest = limit.bytes / BenchmarkOptions.bytesPerBill
    throw BenchmarkCapacityError(
      "--count \(count) needs about \(Self.gibibytes(needed)) of memory "
        + "(\(BenchmarkOptions.bytesPerBill) bytes a bill), more than \(limit.source) allows: "
        + "\(Self.gibibytes(limit.bytes)); give at most --count \(largest)")
  }

  /// `196.6 GiB`: bytes in gibibytes with one decimal, in integers.
  static func gibibytes(_ bytes: UInt64) -> String {
    let tenths = bytes / (1 << 30 / 10)
    return "\(tenths / 10).\(tenths % 10) GiB"
  }
}

/// A `--count` too large for the memory the process may use; `tip-bench` prints it and exits 65
/// (a well-formed value that is not allowed, as `tipcalc`'s exit statuses have it).
public struct BenchmarkCapacityError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was wrong, with the figures, such as
  /// `--count 1000000000 needs about 195.5 GiB of memory (210 bytes a bill), more than …`.
  public let message: String

  /// Creates an error with its message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
