import Foundation

/// The machine the figures come from, printed with them.
struct Machine {
  var cores: Int
  var cpu: String
  var loadAverage: String

  static var current: Machine {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
      .map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
    return Machine(
      cores: ProcessInfo.processInfo.activeProcessorCount, cpu: model ?? "unknown",
      loadAverage: load ?? "unknown")
  }
}
