import Foundation
import TipArguments
import TipBatch

/// What `tip-bench` measures and how: the command-line options, parsed.
public struct BenchmarkOptions: Sendable, Hashable {
  /// The number of pseudo-random bills (`--count`).
  public var count: Int = 10_000_000
  /// The seed of the bill generator (`--seed`); the same seed gives the same bills.
  public var seed: UInt64 = 42
  /// How many of the bills (the first ones) go through `Foundation.Decimal`
  /// (`--decimal-count`); `nil` for the default, ``defaultDecimalCount(for:)``.
  public var decimalCount: Int?
  /// Timed repetitions of every measurement; the median is reported (`--repetitions`).
  public var repetitions: Int = 5
  /// Threads for the scaling measurement (`--threads`); all active cores by default.
  public var threads: Int = ProcessInfo.processInfo.activeProcessorCount
  /// Bills per call on the batch path (`--chunk-size`).
  public var chunkSize: Int = 4096
  /// Whether to print JSON instead of the table (`--json`).
  public var json = false
  /// `--html <file>`: also draw the report on this page.
  public var html: String?
  /// `--from <report.json>`: draw this saved `--json` report instead of running.
  public var from: String?
  /// Whether help was asked for (`--help`).
  public var help = false

  /// The default options.
  public init() {}

  /// The Decimal subsample actually run: ``decimalCount`` or the default, at most ``count``.
  public var effectiveDecimalCount: Int {
    min(decimalCount ?? BenchmarkOptions.defaultDecimalCount(for: count), count)
  }

  /// The default Decimal subsample: a tenth of the bills, at most 100,000 (Decimal costs
  /// microseconds per operation on Linux, so this keeps a default run to about a minute and a
  /// `--count 200000` smoke test to seconds).
  public static func defaultDecimalCount(for count: Int) -> Int {
    min(100_000, max(1, count / 10))
  }

  /// The options, declared once for the parser and for reading their values.
  enum Key {
    /// `--count <n>`.
    static let count = number("count", limit: 1_000_000_000)
    /// `--seed <n>`: any 64-bit number, zero included.
    static let seed = number("seed", limit: nil)
    /// `--decimal-count <n>`.
    static let decimalCount = number("decimal-count", limit: 1_000_000_000)
    /// `--repetitions <n>`.
    static let repetitions = number("repetitions", limit: 1_000_000_000)
    /// `--threads <n>`.
    static let threads = number("threads", limit: 1024)
    /// `--chunk-size <n>`.
    static let chunkSize = number("chunk-size", limit: 1_000_000_000)
    /// `--json`.
    static let json = CommandSpec.Option.flag(
      "json", help: "Print the results as JSON instead of a table.")
    static let html = CommandSpec.Option.value("html", valueName: "file", help: "")
    static let from = CommandSpec.Option.value("from", valueName: "report.json", help: "")

    /// `--<name> <n>`: a whole number, grouped with `_` or `,` if wished (`10_000_000`), from 1
    /// to `limit` (any when `limit` is `nil`). It may be given again: the last value counts.
    private static func number(_ name: String, limit: UInt64?)
      -> TypedOption<UInt64, BenchmarkUsageError>
    {
      // Help is not generated from the spec: `usage` is written out (see `usage`).
      TypedOption(.repeating(name, valueName: "n", help: "")) {
        text, option throws(BenchmarkUsageError) in
        let digits = text.filter { $0 != "_" && $0 != "," }
        guard let value = UInt64(digits) else {
          throw BenchmarkUsageError(
            "'\(text)' is not a valid value for '--\(option.name)'; expected a whole number "
              + "such as 200000")
        }
        if let limit, !(1...limit).contains(value) {
          throw BenchmarkUsageError(
            "'\(text)' is out of range for '--\(option.name)'; expected 1 to \(limit)")
        }
        return value
      }
    }
  }

  /// The command line `tip-bench` accepts.
  static let spec = CommandSpec(
    name: "tip-bench",
    abstract: "Stresses TipEngine's compute core with exact, Double and Decimal arithmetic.",
    options: [
      Key.count, Key.seed, Key.decimalCount, Key.repetitions, Key.threads, Key.chunkSize,
    ].map(\.option) + [Key.json, Key.html, Key.from])

  /// Parses the arguments (without the program name) with the command-line parser `tipcalc`
  /// uses.
  ///
  /// Numbers may be grouped with `_` or `,` (`10_000_000`); `--name value` and `--name=value`
  /// are both accepted.
  ///
  /// - Throws: ``BenchmarkUsageError`` naming the bad argument.
  public static func parse(_ arguments: [String]) throws(BenchmarkUsageError) -> BenchmarkOptions {
    let parser = CommandLineParser(root: spec, makeFailure: BenchmarkUsageError.init(parsing:))
    var options = BenchmarkOptions()
    switch try parser.parse(arguments) {
    case .help, .version:
      options.help = true
    case .run(let parsed):
      func last(_ option: TypedOption<UInt64, BenchmarkUsageError>) throws(BenchmarkUsageError)
        -> Int?
      {
        try parsed.values(of: option).last.map { Int(clamping: $0) }
      }
      if let count = try last(Key.count) { options.count = count }
      if let seed = try parsed.values(of: Key.seed).last { options.seed = seed }
      if let decimalCount = try last(Key.decimalCount) { options.decimalCount = decimalCount }
      if let repetitions = try last(Key.repetitions) { options.repetitions = repetitions }
      if let threads = try last(Key.threads) { options.threads = threads }
      if let chunkSize = try last(Key.chunkSize) { options.chunkSize = chunkSize }
      options.json = parsed.isSet(Key.json)
      options.html = parsed.value(of: Key.html)
      options.from = parsed.value(of: Key.from)
      if options.html == "" || options.from == "" {
        throw BenchmarkUsageError(
          "'--\(options.html == "" ? "html" : "from")' needs a file name, such as report.html")
      }
      if options.from != nil && options.html == nil {
        throw BenchmarkUsageError(
          "'--from' draws a saved report and needs '--html <file>' to draw it to, such as "
            + "tip-bench --html bench.html --from report.json")
      }
      if options.from != nil {
        let measuring = [
          Key.count, Key.seed, Key.decimalCount, Key.repetitions, Key.threads, Key.chunkSize,
        ].map(\.option)
        let ignored = (measuring + [Key.json]).filter { parsed.isSet($0) }.map { "'--\($0.name)'" }
        if !ignored.isEmpty {
          let list = ignored.count == 1 ? ignored[0] : ignored.joined(separator: ", ")
          throw BenchmarkUsageError(
            "\(list) \(ignored.count == 1 ? "has" : "have") no effect with '--from', which "
              + "draws a saved report without running or printing it; leave "
              + "\(ignored.count == 1 ? "it" : "them") out, or leave out '--from' to measure")
        }
      }
    }
    return options
  }

  /// Throws when the `--html` page names a file the run reads (the `--from` report, through a
  /// link or not), which putting the page in place would replace, or, when the run prints its
  /// table or JSON (no `--from`), where standard output goes: the checks `tipcalc` makes of the
  /// files it writes (`OutputTargets`).
  ///
  /// - Throws: ``BenchmarkUsageError`` naming the page and the file.
  public func checkWrittenFiles() throws(BenchmarkUsageError) {
    guard let html else { return }
    let page = OutputTargets.NamedFile(role: "--html page", path: html, shown: html)
    let reads = from.map { [OutputTargets.NamedFile(role: "--from report", path: $0, shown: $0)] }
    do {
      try OutputTargets.check([page], reads: reads ?? [])
      if from == nil { try OutputTargets.checkApartFromStandardOutput([page]) }
    } catch {
      throw BenchmarkUsageError(error.message)
    }
  }

  /// The text `--help` prints.
  public static let usage = """
    OVERVIEW: Stresses TipEngine's compute core with exact, Double and Decimal arithmetic.

    Drives the library's own generic core (TipMath) and its catalog policies over deterministic
    pseudo-random bills and reports speed and accuracy side by side. Release builds only:
      swift run -c release tip-bench

    USAGE: tip-bench [--count <n>] [--seed <n>] [--decimal-count <n>] [--repetitions <n>]
                     [--threads <n>] [--chunk-size <n>] [--json] [--html <file>]
           tip-bench --html <file> [--from <report.json>]

    OPTIONS:
      --count <n>          Bills to generate and run (default: 10,000,000); about 210
                           bytes each, refused (exit 65) beyond the memory available.
      --seed <n>           Seed of the bill generator (default: 42).
      --decimal-count <n>  How many of the bills (the first ones) also run through
                           Foundation.Decimal, which is slow on Linux (default: a tenth of
                           --count, at most 100,000). Decimal rows report this count.
      --repetitions <n>    Timed repetitions; the median is reported (default: 5).
      --threads <n>        Threads for the scaling measurement (default: all active cores).
      --chunk-size <n>     Bills per call on the batch path (default: 4,096).
      --json               Print the results as JSON instead of a table.
      --html <file>        Also draw the results on this self-contained HTML page: ns per
                           operation by workload and arithmetic (log scale), mismatches,
                           the per-bill API, the scaling and the machine.
      --from <report.json> With --html: draw this saved --json report instead of running
                           (no measurement, so a debug build may do it). The options that
                           measure, and --json, have no effect with it and are refused;
                           so is a page that names the report.
      -h, --help           Show this help.

    """

  /// The candidate closest to `name` by edit distance, if it is close enough to be a typo.
  static func closest(to name: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(name, $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else {
      return nil
    }
    return best.0
  }

  /// The Levenshtein distance between two strings, in characters.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return previous[b.count]
  }
}

/// A command-line mistake; `tip-bench` prints it and exits 64 (EX_USAGE).
public struct BenchmarkUsageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was wrong, such as `unknown option '--cont'; did you mean '--count'?`.
  public let message: String

  /// Creates an error with its message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }

  /// A mistake the parser found, in `tip-bench`'s words: `unknown option '--cont'; did you mean
  /// '--count'?`.
  init(parsing error: ArgumentError) {
    switch error.kind {
    case .unknownOption(_, "help", _, _):
      // `--help=…`: the built-in flag, given a value.
      self.init("option '--help' takes no value")
    case .unknownOption(let token, let name, let candidates, _):
      self.init(unknown: token, near: "--" + name, among: candidates)
    case .unknownOptionWord(let token, let candidates):
      self.init(unknown: token, near: token, among: candidates)
    case .unknownShortOption(let letter):
      self.init(unknown: "-\(letter)", near: "-\(letter)", among: [])
    case .unexpectedArgument(let token), .unknownCommand(let token, _):
      self.init(
        unknown: token, near: token,
        among: BenchmarkOptions.spec.allOptions(isRoot: true).map(\.name))
    case .unexpectedValue(let option):
      self.init("option '\(option)' takes no value")
    case .missingValue(let option):
      self.init("option '\(option)' needs a value")
    case .repeatedOption(let option):
      self.init("option '\(option)' is given more than once")
    case .conflictingOptions(let first, let second):
      self.init("options '\(first)' and '\(second)' cannot be used together")
    case .missingArgument(let labels):
      self.init("missing \(labels.joined(separator: " or "))")
    }
  }

  /// `unknown option '<token>'`, with the option closest to `word` among the long names
  /// `candidates` when one is close enough to be a typo.
  private init(unknown token: String, near word: String, among candidates: [String]) {
    var message = "unknown option '\(token)'"
    if let near = BenchmarkOptions.closest(to: word, among: candidates.map { "--" + $0 }) {
      message += "; did you mean '\(near)'?"
    }
    self.init(message)
  }
}
