import Foundation
import TipGraphics

/// `tip-bench --html`: a report drawn as one self-contained page: nanoseconds per operation by
/// workload and arithmetic on a log scale, the mismatches, the per-bill API rows, the scaling,
/// and the machine. Figures are written as the table writes them, so each is found on the page.
extension BenchmarkReport {
  /// The page.
  public var htmlPage: String {
    let c = configuration
    var page = HTMLPage(title: "tip-bench: \(build) build, \(grouped(c.count)) bills")
    page.paragraph(
      "Seed \(c.seed); Decimal on the first \(grouped(c.decimalCount)) bills; median of "
        + "\(c.repetitions) repetitions; batches of \(grouped(c.chunkSize)); \(c.threads) threads.")
    page.table(
      caption: "Machine", header: ["CPU", "Cores", "Memory", "OS", "Swift", "Load average"],
      rows: [
        [
          machine.cpu ?? "unknown CPU", "\(machine.activeCores) of \(machine.cores)",
          "\(Targets.format(machine.memoryGiB, 0)) GiB", machine.os, machine.swift,
          machine.loadAverageAtStart.map { Targets.format($0, 2) }.joined(separator: " ")
            + " at start, "
            + machine.loadAverageAtEnd.map { Targets.format($0, 2) }.joined(separator: " ")
            + " at end",
        ]
      ])
    page.heading("Nanoseconds per operation")
    page.drawing(speedChart.inlineSVG(idPrefix: "speed"))
    page.table(
      caption: "Mismatches against exact arithmetic",
      header: ["Workload", "Arithmetic", "Path", "Bills", "Mismatches", "Rate", "Max error"],
      rows: results.map { row in
        [
          row.workload, row.arithmetic, row.path, grouped(row.count), grouped(row.mismatches),
          Targets.format(row.mismatchRate * 100, 3) + " %", row.maxError,
        ]
      }, numeric: [3, 4, 5, 6])
    page.heading("Per-bill API and scaling")
    page.open("div", classes: "row")
    page.drawing(apiChart.inlineSVG(idPrefix: "api"))
    page.drawing(scalingChart.inlineSVG(idPrefix: "scaling"))
    page.close("div")
    page.table(
      caption: "Targets", header: ["Target", "Verdict", "Figures"],
      rows: targets.map { [$0.target, $0.met ? "met" : "MISSED", $0.detail] })
    return page.rendered()
  }

  /// The pattern of each arithmetic's bars: exact solid, `Double` striped, `Decimal` dotted.
  static func pattern(of arithmetic: String) -> SVGCanvas.Pattern? {
    switch arithmetic {
    case "double": return .hatch
    case "decimal": return .dots
    default: return nil
    }
  }

  /// Every result's nanoseconds per operation, on a log scale from the decade below the
  /// fastest to the decade above the slowest.
  var speedChart: BarChart {
    let values = results.map(\.nsPerOp).filter { $0 > 0 && $0.isFinite }
    let low = floor(log10(values.min() ?? 1))
    let high = max(ceil(log10(values.max() ?? 10)), low + 1)
    let bars = results.map { row in
      // The fastest bar starts a decade above the chart's left end, so it shows.
      let share = row.nsPerOp > 0 ? (log10(row.nsPerOp) - low) / (high - low) : 0
      return BarChart.Bar(
        label: "\(row.workload), \(row.arithmetic) (\(row.path))",
        length: max(1, BarChart.length(share: share)),
        value: Targets.format(row.nsPerOp, 2) + " ns", pattern: Self.pattern(of: row.arithmetic))
    }
    let decades = Int(high - low)
    return BarChart(
      title: "ns per operation by workload and arithmetic (log scale)", bars: bars,
      legend: [
        "Log scale: the full width is \(decades) decade\(decades == 1 ? "" : "s"), from "
          + "\(Targets.format(pow(10, low), low < 0 ? Int(-low) : 0)) ns to "
          + "\(Targets.format(pow(10, high), 0)) ns; shorter is faster.",
        "Solid bars: exact; striped: Double; dotted: Decimal.",
      ])
  }

  /// Nanoseconds per quote through the public API, by policy and path.
  var apiChart: BarChart {
    let largest = api.map(\.nsPerBill).max() ?? 0
    let bars = api.map { row in
      BarChart.Bar(
        label: "\(row.policy), \(row.path)",
        length: BarChart.length(of: row.nsPerBill, largest: largest),
        value: Targets.format(row.nsPerBill, 2) + " ns",
        pattern: row.path == "byName" ? .hatch : row.path == "core" ? .dots : nil)
    }
    return BarChart(
      title: "Per-bill API: ns per quote", bars: bars,
      legend: ["Solid bars: the concrete type; striped: by name; dotted: the core (TipMath)."])
  }

  /// Wall-clock nanoseconds per bill on one thread and on all, by policy.
  var scalingChart: BarChart {
    let largest =
      scaling.policies.map { max($0.oneThreadNsPerBill, $0.threadsNsPerBill) }.max()
      ?? 0
    func length(_ value: Double) -> Int {
      BarChart.length(of: value, largest: largest)
    }
    var bars: [BarChart.Bar] = []
    for row in scaling.policies {
      bars.append(
        BarChart.Bar(
          label: "\(row.policy), 1 thread", length: length(row.oneThreadNsPerBill),
          value: Targets.format(row.oneThreadNsPerBill, 2) + " ns"))
      bars.append(
        BarChart.Bar(
          label: "\(row.policy), \(row.threads) threads", length: length(row.threadsNsPerBill),
          value: Targets.format(row.threadsNsPerBill, 2) + " ns, "
            + Targets.format(row.speedup, 2) + "× faster",
          pattern: .hatch))
    }
    return BarChart(
      title: "Scaling: wall-clock ns per bill on the batch path", bars: bars,
      legend: ["Solid bars: one thread; striped: \(scaling.threads) threads."])
  }
}
