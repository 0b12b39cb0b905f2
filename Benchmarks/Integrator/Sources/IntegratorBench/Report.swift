import Foundation

/// The figures of one run, as a table or as JSON.
struct Report {
  var machine: Machine
  var count: Int
  var repetitions: Int
  var rows: [PathResult]
  /// Heap bytes a quote keeps, by name and concrete (`nil` where the allocator does not say).
  var heapBytesByName: Double?
  var heapBytesConcrete: Double?

  /// ns per unit of the Int64 loop, which every ratio divides by.
  var reference: Double {
    rows.first { $0.path == "int64-loop" }?.nanoseconds ?? .nan
  }

  func figure(_ path: String) -> Double {
    rows.first { $0.path == path }?.nanoseconds ?? .nan
  }

  var json: String {
    let rows = rows.map { row in
      #"    {"path": "\#(row.path)", "nsPerBill": \#(Report.number(row.nanoseconds)), "#
        + #""ratioToInt64": \#(Report.number(row.nanoseconds / reference))}"#
    }
    let heap = [("quoteByName", heapBytesByName), ("quoteConcrete", heapBytesConcrete)].map {
      #""\#($0.0)": \#($0.1.map(Report.number) ?? "null")"#
    }
    return """
      {
        "machine": {"cores": \(machine.cores), "cpu": "\(machine.cpu)", "loadAverage": "\(machine.loadAverage)"},
        "count": \(count),
        "repetitions": \(repetitions),
        "heapBytesPerQuote": {\(heap.joined(separator: ", "))},
        "rows": [
      \(rows.joined(separator: ",\n"))
        ]
      }
      """
  }

  var table: String {
    var lines = [
      "integrator-bench · TipEngine's public API from another package, the median of "
        + "\(repetitions) repetitions",
      "machine: \(machine.cores) cores, \(machine.cpu), load average \(machine.loadAverage)",
      "",
      Report.pad("path", 18) + Report.pad("count", 10, right: true)
        + Report.pad("ns", 16, right: true) + Report.pad("per", 6, right: true)
        + Report.pad("× Int64", 14, right: true),
    ]
    for row in rows {
      lines.append(
        Report.pad(row.path, 18) + Report.pad("\(row.count)", 10, right: true)
          + Report.pad(String(format: "%.2f", row.nanoseconds), 16, right: true)
          + Report.pad(row.unit, 6, right: true)
          + Report.pad(String(format: "%.2f×", row.nanoseconds / reference), 14, right: true))
    }
    let heap = [heapBytesByName, heapBytesConcrete].map {
      $0.map { String(format: "%.2f", $0) } ?? "not available here"
    }
    let byName = figure("quote-by-name") / reference
    let concrete = figure("quote-concrete") / figure("quote-by-name")
    lines += [
      "",
      "heap bytes a quote keeps: by name \(heap[0]), concrete \(heap[1])",
      "",
      "targets:",
      Report.target("quote by name ≤ 2× the Int64 loop", byName, 2),
      Report.target("concrete ≤ 1.1× by name", concrete, 1.1),
    ]
    return lines.joined(separator: "\n")
  }

  /// One target's line: the ratio and whether it is met, or that it was not measured (a path
  /// it compares was left out with `--only`).
  static func target(_ text: String, _ ratio: Double, _ limit: Double) -> String {
    guard ratio.isFinite else { return "  \(pad(text, 40)) not measured in this run" }
    let verdict = ratio <= limit ? "met" : "MISSED"
    return "  \(pad(text, 40)) \(String(format: "%.2f×", ratio))  \(verdict)"
  }

  static func number(_ value: Double) -> String {
    value.isFinite ? String(format: "%.3f", value) : "null"
  }

  static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return right ? fill + text : text + fill
  }
}
