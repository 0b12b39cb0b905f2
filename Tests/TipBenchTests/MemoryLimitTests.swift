import Foundation
import Testing

@testable import TipBenchCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("tip-bench refuses a --count whose bills do not fit in memory, before allocating")
struct MemoryLimitTests {
  static func options(count: Int) -> BenchmarkOptions {
    var options = BenchmarkOptions()
    options.count = count
    return options
  }

  @Test(
    "A count is refused beyond the limit, with the figures and the largest count that fits",
    arguments: [
      (1_000_000_000, 8 << 30, "physical memory", false),
      (40_000_000, 8 << 30, "physical memory", true),
      (40_000_000, 4 << 30, "the address-space limit (ulimit -v, RLIMIT_AS)", false),
      (10_000_000, 4 << 30, "the address-space limit (ulimit -v, RLIMIT_AS)", true),
    ] as [(Int, UInt64, String, Bool)])
  func refusesBeyondLimit(count: Int, bytes: UInt64, source: String, accepted: Bool) {
    let limit = MemoryLimit(bytes: bytes, source: source)
    do {
      try Self.options(count: count).checkMemory(limit)
      #expect(accepted)
    } catch {
      #expect(!accepted)
      let largest = bytes / BenchmarkOptions.bytesPerBill
      #expect(error.message.hasPrefix("--count \(count) needs about "), "\(error)")
      #expect(error.message.contains("more than \(source) allows: "), "\(error)")
      #expect(error.message.hasSuffix("; give at most --count \(largest)"), "\(error)")
    }
  }

  @Test("The figures read as people say them: 1,000,000,000 bills need 195.5 GiB")
  func message() {
    #expect(throws: BenchmarkCapacityError.self) {
      try Self.options(count: 1_000_000_000).checkMemory(
        MemoryLimit(bytes: 8 << 30, source: "physical memory"))
    }
    #expect(BenchmarkOptions.gibibytes(210_000_000_000) == "195.5 GiB")
    #expect(BenchmarkOptions.gibibytes(8 << 30) == "8.0 GiB")
  }

  @Test("Control-group and /proc figures are read, 'max' and v1's huge value as no limit")
  func parsing() {
    #expect(MemoryLimit.controlGroupLimit(parsing: "max\n") == nil)
    #expect(MemoryLimit.controlGroupLimit(parsing: "9223372036854771712\n") == nil)
    #expect(MemoryLimit.controlGroupLimit(parsing: "2147483648\n") == 2_147_483_648)
    let status = "Name:\ttip-bench\nVmPeak:\t  300000 kB\nVmSize:\t  123456 kB\nVmData:\t 4096 kB\n"
    #expect(MemoryLimit.statusKibibytes("VmSize", in: status) == 123_456)
    #expect(MemoryLimit.statusKibibytes("VmData", in: status) == 4096)
    #expect(MemoryLimit.statusKibibytes("VmSwap", in: status) == nil)
  }

  @Test("The process's address-space limit bounds the memory, less what it already maps")
  func addressSpaceLimit() throws {
    var saved = rlimit()
    #expect(getrlimit(addressSpaceResource, &saved) == 0)
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let mapped = (MemoryLimit.statusKibibytes("VmSize", in: status) ?? 0) * 1024
    let room: UInt64 = 2 << 30
    guard saved.rlim_cur == rlim_t.max || UInt64(saved.rlim_cur) > mapped + room,
      ProcessInfo.processInfo.physicalMemory > room
    else { return }
    // The soft limit, lowered for an instant and restored at once, 2 GiB above what is mapped.
    var lowered = saved
    lowered.rlim_cur = rlim_t(mapped + room)
    #expect(setrlimit(addressSpaceResource, &lowered) == 0)
    let limited = MemoryLimit.current()
    _ = setrlimit(addressSpaceResource, &saved)
    #expect(limited.source == "the address-space limit (ulimit -v, RLIMIT_AS)", "\(limited)")
    #expect(limited.bytes <= room && limited.bytes > room - (256 << 20), "\(limited)")
  }

  @Test(
    "tip-bench --count 1000000000 exits 65 with the figure when the machine cannot hold it",
    .enabled(if: MemoryLimit.current().bytes < 1_000_000_000 * BenchmarkOptions.bytesPerBill))
  func commandRefuses() {
    #expect(TipBenchCommand.main(arguments: ["--count", "1000000000"]) == 65)
  }
}

#if canImport(Glibc)
  private let addressSpaceResource = __rlimit_resource_t(RLIMIT_AS.rawValue)
#else
  private let addressSpaceResource = RLIMIT_AS
#endif
