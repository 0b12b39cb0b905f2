import TipEngine

/// A problem with a saved `tip-bench --json` report that `--from` reads, located the way
/// `tipcalc` locates a problem in its JSON files:
///
/// ```
/// r.json:4:21: at api[0].nsPerBill: -1e+300 is out of range for nanoseconds per quote; write a number of nanoseconds per quote from 0 to 1000000000000 (1,000 seconds), as tip-bench --json writes it
/// ```
public typealias ReportError = DocumentError<ReportProblem>

/// The kinds of ``ReportError``.
public enum ReportProblem: String, Sendable, Hashable, CaseIterable {
  /// The text is not JSON (or not UTF-8), or it is empty.
  case invalidJSON
  /// The text is larger than a report can be (``BenchmarkReport/jsonFormat``).
  case tooLarge
  /// A value has the wrong JSON type, a key is missing, or a key is not part of the report.
  case invalidFormat
  /// A figure that no measurement gives: negative, or absurdly large.
  case invalidFigure
}

extension ReportProblem: DocumentErrorKind {}

extension BenchmarkReport: JSONDocumentReadable {
  /// The report as `--json` writes it, decoded strictly key by key.
  package typealias Document = BenchmarkReport
  /// A problem of a saved report.
  package typealias Failure = ReportError

  /// What a report is called and looks like, and its limits (a report is a few kilobytes).
  package static let jsonFormat = JSONDocumentReader.Format(
    noun: "report", outline: #"{"build": …, "machine": { … }, "results": [ … ], …}"#,
    smallest: "what 'tip-bench --json' prints", maximumFileSize: 16 << 20, maximumDepth: 16)

  /// The report itself.
  package init(document: BenchmarkReport) {
    self = document
  }

  /// Reads a saved `--json` report with the strict JSON reader `tipcalc` reads its files with,
  /// and checks every figure the page draws or writes (``validate()``).
  ///
  /// - Throws: ``ReportError`` with the file, line, column and JSON path of the first problem,
  ///   what was found and what would be right: a figure of the wrong type says what it counts
  ///   (`write a number of nanoseconds per operation, such as 12.5`).
  public init(json bytes: [UInt8], file: String?) throws(ReportError) {
    do {
      try self.init(readingJSON: bytes, file: file)
    } catch {
      var problem = error
      // The reader's fix for a null figure names only its type: the figure's says what it counts.
      if problem.kind == .invalidFormat,
        problem.suggestion == nil || problem.message.hasSuffix("found null"),
        let figure = Figure.named(Figure.name(atPath: problem.path))
      {
        problem.details.suggestion = "write \(figure.expected), such as \(figure.example)"
      }
      throw problem
    }
  }

  /// Checks each figure of the report: a time, a rate or a count that no run measures (below
  /// zero, or beyond ``Figure/range``) is refused, so that the page never draws it.
  ///
  /// - Throws: ``ReportError`` of kind ``ReportProblem/invalidFigure`` at the figure's JSON path.
  package func validate() throws(ReportError) {
    var figures: [(path: DocumentPath, name: String, value: Double)] = []
    func add(_ path: DocumentPath, _ name: String, _ value: Double) {
      figures.append((path.key(name), name, value))
    }
    func count(_ path: DocumentPath, _ name: String, _ value: Int) {
      figures.append((path.key(name), "count", Double(value)))
    }
    let root = DocumentPath.root
    for (name, value) in [
      ("count", configuration.count), ("decimalCount", configuration.decimalCount),
      ("repetitions", configuration.repetitions), ("chunkSize", configuration.chunkSize),
      ("threads", configuration.threads),
    ] {
      count(root.key("configuration"), name, value)
    }
    let machinePath = root.key("machine")
    add(machinePath, "memoryGiB", machine.memoryGiB)
    for (name, loads) in [
      ("loadAverageAtStart", machine.loadAverageAtStart),
      ("loadAverageAtEnd", machine.loadAverageAtEnd),
    ] {
      for (index, load) in loads.enumerated() {
        figures.append((machinePath.key(name).index(index), name, load))
      }
    }
    for (index, row) in results.enumerated() {
      let path = root.key("results").index(index)
      count(path, "count", row.count)
      count(path, "mismatches", row.mismatches)
      add(path, "nsPerOp", row.nsPerOp)
      add(path, "opsPerSecond", row.opsPerSecond)
      row.ratioToDouble.map { add(path, "ratioToDouble", $0) }
      add(path, "mismatchRate", row.mismatchRate)
      for (bound, value) in row.nsPerOpRange.enumerated() {
        figures.append((path.key("nsPerOpRange").index(bound), "nsPerOpRange", value))
      }
    }
    for (index, row) in api.enumerated() {
      add(root.key("api").index(index), "nsPerBill", row.nsPerBill)
    }
    count(root.key("scaling"), "threads", scaling.threads)
    add(root.key("scaling"), "speedup", scaling.speedup)
    for (index, row) in scaling.policies.enumerated() {
      let path = root.key("scaling").key("policies").index(index)
      count(path, "count", row.count)
      count(path, "threads", row.threads)
      add(path, "oneThreadNsPerBill", row.oneThreadNsPerBill)
      add(path, "threadsNsPerBill", row.threadsNsPerBill)
      add(path, "speedup", row.speedup)
    }
    for (path, name, value) in figures {
      guard let figure = Figure.named(name), !figure.range.contains(value) else { continue }
      throw ReportError(
        .invalidFigure, at: path,
        "\(Figure.text(value)) is out of range for \(figure.meaning)",
        suggestion: "write \(figure.expected) from \(Figure.text(figure.range.lowerBound)) to "
          + "\(Figure.text(figure.range.upperBound))\(figure.limitNote), as tip-bench --json "
          + "writes it")
    }
  }

  /// A kind of figure in a report: what it counts, the values a run can give, an example.
  struct Figure {
    /// What the figure counts, for messages: `nanoseconds per quote`.
    var meaning: String
    /// What a figure of this kind is written as: `a number of nanoseconds per quote`.
    var expected: String
    /// The values a run can give.
    var range: ClosedRange<Double>
    /// A figure such as a run gives.
    var example: String
    /// What the upper bound means, when it is not plain: ` (1,000 seconds)`.
    var limitNote = ""

    /// A time: no run measures a negative one, nor one of more than 1,000 seconds a bill.
    static func nanoseconds(per what: String) -> Figure {
      Figure(
        meaning: "nanoseconds per \(what)", expected: "a number of nanoseconds per \(what)",
        range: 0...1e12, example: "12.5", limitNote: " (1,000 seconds)")
    }

    /// A figure of `meaning` written as `expected`, from 0 to `upper`.
    static func plain(_ meaning: String, _ expected: String, upTo upper: Double, _ example: String)
      -> Figure
    {
      Figure(meaning: meaning, expected: expected, range: 0...upper, example: example)
    }

    /// The figures by their key in the report.
    static let byName: [String: Figure] = [
      "nsPerOp": .nanoseconds(per: "operation"),
      "nsPerOpRange": .nanoseconds(per: "operation"),
      "nsPerBill": .nanoseconds(per: "quote"),
      "oneThreadNsPerBill": .nanoseconds(per: "bill on one thread"),
      "threadsNsPerBill": .nanoseconds(per: "bill on all threads"),
      "opsPerSecond": .plain(
        "operations per second", "a number of operations per second", upTo: 1e15, "81000000"),
      "ratioToDouble": .plain("a ratio to Double", "a ratio to Double", upTo: 1e6, "0.95"),
      "speedup": .plain("a speedup", "a speedup (a ratio)", upTo: 1e6, "1.9"),
      "mismatchRate": .plain("a share of the bills", "a share of the bills", upTo: 1, "0.001"),
      "memoryGiB": .plain("memory in GiB", "a number of GiB", upTo: 1e9, "16"),
      "loadAverageAtStart": .plain("a load average", "a load average", upTo: 1e6, "0.5"),
      "loadAverageAtEnd": .plain("a load average", "a load average", upTo: 1e6, "0.5"),
      "count": .plain("a count", "a whole number", upTo: 1e12, "2000000"),
    ]

    /// The figure whose key is `name`, if it is one.
    static func named(_ name: String?) -> Figure? {
      name.flatMap { byName[$0] }
    }

    /// The last key of a JSON path, without its index: `nsPerOpRange` for
    /// `results[0].nsPerOpRange[1]`.
    static func name(atPath path: String) -> String? {
      let last = path.split(separator: ".").last.map(String.init) ?? path
      return last.split(separator: "[").first.map(String.init)
    }

    /// A figure as a message quotes it: `12.5`, `1000000000000`, `-1e+300`.
    static func text(_ value: Double) -> String {
      if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
      return "\(value)"
    }
  }
}
