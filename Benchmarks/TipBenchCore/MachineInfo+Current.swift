import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension MachineInfo {
  /// The machine running this process; the end load average is filled in later.
  static func current() -> MachineInfo {
    let process = ProcessInfo.processInfo
    return MachineInfo(
      cpu: cpuModel(), cores: process.processorCount, activeCores: process.activeProcessorCount,
      memoryGiB: (Double(process.physicalMemory) / 1_073_741_824 * 10).rounded() / 10,
      os: process.operatingSystemVersionString, swift: compilerVersion,
      loadAverageAtStart: loadAverage(), loadAverageAtEnd: [])
  }

  /// The compiler's major.minor version, from conditional compilation (no process spawned).
  static var compilerVersion: String {
    #if compiler(>=6.5)
      return "6.5 or later"
    #elseif compiler(>=6.4)
      return "6.4"
    #elseif compiler(>=6.3)
      return "6.3"
    #elseif compiler(>=6.2)
      return "6.2"
    #elseif compiler(>=6.1)
      return "6.1"
    #else
      return "6.0"
    #endif
  }

  /// The `model name` line of `/proc/cpuinfo`, where there is one.
  static func cpuModel() -> String? {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return nil
  }

  /// The 1-, 5- and 15-minute load averages, rounded to hundredths; empty where unavailable.
  static func loadAverage() -> [Double] {
    var values = [Double](repeating: 0, count: 3)
    let read = values.withUnsafeMutableBufferPointer {
      $0.baseAddress.map { getloadavg($0, 3) } ?? -1
    }
    guard read == 3 else { return [] }
    return values.map { ($0 * 100).rounded() / 100 }
  }
}
