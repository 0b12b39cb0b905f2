import Foundation

extension BenchmarkReport {
  /// The report as readable text: the results table, the engine overhead, the scaling, the
  /// agreement checks and the targets.
  public var tableText: String {
    var lines: [String] = []
    let c = configuration
    lines.append(
      "tip-bench · \(build) build · \(grouped(c.count)) bills (seed \(c.seed)), Decimal on the "
        + "first \(grouped(c.decimalCount)) · median of \(c.repetitions) repetitions")
    let load = machine.loadAverageAtStart.map { Targets.format($0, 2) }.joined(separator: " ")
    let loadEnd = machine.loadAverageAtEnd.map { Targets.format($0, 2) }.joined(separator: " ")
    lines.append(
      "machine: \(machine.cpu ?? "unknown CPU"), \(machine.activeCores) of \(machine.cores) cores, "
        + "\(Targets.format(machine.memoryGiB, 0)) GiB, \(machine.os), Swift \(machine.swift); "
        + "load average \(load) at start, \(loadEnd) at end")
    lines.append("")
    let header = [
      "workload", "arithmetic", "path", "count", "ns/op", "ops/s", "× Double", "mismatches",
      "max error",
    ]
    var table = [header]
    for row in results {
      let rate = row.mismatches == 0 ? "" : " (\(Targets.format(row.mismatchRate * 100, 3)) %)"
      table.append([
        row.workload, row.arithmetic, row.path, grouped(row.count), Targets.format(row.nsPerOp, 2),
        rateText(row.opsPerSecond), row.ratioToDouble.map { Targets.format($0, 2) + "×" } ?? "",
        grouped(row.mismatches) + rate, row.maxError,
      ])
    }
    lines += render(table, rightAligned: [3, 4, 5, 6, 7, 8])
    lines.append("")
    lines.append(
      "engine overhead · ns per bill for tips of \(grouped(c.count)) bills, batches of "
        + "\(grouped(c.chunkSize))")
    var overheadTable = [
      [
        "policy", "direct (concrete)", "by name (any TipPolicy)", "batch (tips(for:))",
        "by name ÷ direct",
        "batch ÷ direct",
      ]
    ]
    for row in overhead.policies {
      overheadTable.append([
        row.policy, Targets.format(row.direct, 2), Targets.format(row.byName, 2),
        Targets.format(row.batch, 2), Targets.format(row.byNameRatio, 2) + "×",
        Targets.format(row.batchRatio, 2) + "×",
      ])
    }
    lines += render(overheadTable, rightAligned: [1, 2, 3, 4, 5])
    lines.append("")
    lines.append("scaling · batch path, wall-clock ns per bill")
    var scalingTable = [["policy", "1 thread", "\(scaling.threads) threads", "speed-up"]]
    for row in scaling.policies {
      scalingTable.append([
        row.policy, Targets.format(row.oneThreadNsPerBill, 2),
        Targets.format(row.threadsNsPerBill, 2), Targets.format(row.speedup, 2) + "×",
      ])
    }
    lines += render(scalingTable, rightAligned: [1, 2, 3])
    lines.append("")
    lines.append(
      "per-bill API · ns per quote (tip, total, even split of 3), \(grouped(c.count)) bills")
    var apiTable = [["policy", "core (TipMath)", "concrete", "by name", "by name ÷ concrete"]]
    for policy in ApiMeasurement.policies {
      let rows = api.filter { $0.policy == policy }
      func ns(_ path: String) -> Double? { rows.first { $0.path == path }?.nsPerBill }
      guard let concrete = ns("concrete"), let byName = ns("byName") else { continue }
      apiTable.append([
        policy, ns("core").map { Targets.format($0, 2) } ?? "—", Targets.format(concrete, 2),
        Targets.format(byName, 2),
        Targets.format(byName / concrete, 2) + "×",
      ])
    }
    lines += render(apiTable, rightAligned: [1, 2, 3, 4])
    lines.append("")
    lines.append("checks · exact workloads against the engine itself, every bill")
    for check in checks {
      lines.append(
        "  \(check.workload) = \(check.policy): \(grouped(check.count)) bills, "
          + "\(grouped(check.disagreements)) disagreements")
    }
    lines.append("")
    lines.append("targets")
    for target in targets {
      lines.append("  [\(target.met ? "met" : "MISSED")] \(target.target)")
      lines.append("      \(target.detail)")
    }
    lines.append("")
    lines.append("notes")
    for note in notes { lines.append("  - \(note)") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Columns padded to their widest cell.
  private func render(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
    var widths: [Int] = []
    for row in rows {
      for (index, cell) in row.enumerated() {
        if index >= widths.count { widths.append(0) }
        widths[index] = max(widths[index], cell.count)
      }
    }
    return rows.map { row in
      let cells = row.enumerated().map { index, cell in
        let padding = String(repeating: " ", count: widths[index] - cell.count)
        return rightAligned.contains(index) ? padding + cell : cell + padding
      }
      return "  " + cells.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
  }

  /// `10000000` as `10,000,000`: every count the table and the page write.
  func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }

  /// Operations per second with a unit: `812.3 M`.
  private func rateText(_ value: Double) -> String {
    if value >= 1e9 { return Targets.format(value / 1e9, 2) + " G" }
    if value >= 1e6 { return Targets.format(value / 1e6, 1) + " M" }
    if value >= 1e3 { return Targets.format(value / 1e3, 1) + " k" }
    return Targets.format(value, 0)
  }
}
