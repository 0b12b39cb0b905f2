import Foundation

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

  /// The options that take a value.
  static let valueOptions = [
    "--count", "--seed", "--decimal-count", "--repetitions", "--threads", "--chunk-size",
  ]

  /// Parses the arguments (without the program name).
  ///
  /// Numbers may be grouped with `_` or `,` (`10_000_000`); `--name value` and `--name=value`
  /// are both accepted.
  ///
  /// - Throws: ``BenchmarkUsageError`` naming the bad argument.
  public static func parse(_ arguments: [String]) throws(BenchmarkUsageError) -> BenchmarkOptions {
    var options = BenchmarkOptions()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      switch name {
      case "--json", "--help", "-h":
        if inlineValue != nil { throw BenchmarkUsageError("option '\(name)' takes no value") }
        if name == "--json" { options.json = true } else { options.help = true }
        continue
      default:
        break
      }
      guard valueOptions.contains(name) else {
        var message = "unknown option '\(argument)'"
        if let near = closest(to: name, among: valueOptions + ["--json", "--help"]) {
          message += "; did you mean '\(near)'?"
        }
        throw BenchmarkUsageError(message)
      }
      let text: String
      if let inlineValue {
        text = inlineValue
      } else {
        guard index < arguments.count else {
          throw BenchmarkUsageError("option '\(name)' needs a value")
        }
        text = arguments[index]
        index += 1
      }
      try options.set(name, to: text)
    }
    return options
  }

  /// Sets the option `name` from its value `text`.
  private mutating func set(_ name: String, to text: String) throws(BenchmarkUsageError) {
    let digits = text.filter { $0 != "_" && $0 != "," }
    guard let value = UInt64(digits) else {
      throw BenchmarkUsageError(
        "'\(text)' is not a valid value for '\(name)'; expected a whole number such as 200000")
    }
    if name == "--seed" {
      seed = value
      return
    }
    let limit: UInt64 = name == "--threads" ? 1024 : 1_000_000_000
    guard value >= 1, value <= limit else {
      throw BenchmarkUsageError("'\(text)' is out of range for '\(name)'; expected 1 to \(limit)")
    }
    let number = Int(value)
    switch name {
    case "--count": count = number
    case "--decimal-count": decimalCount = number
    case "--repetitions": repetitions = number
    case "--threads": threads = number
    default: chunkSize = number
    }
  }

  /// The text `--help` prints.
  public static let usage = """
    OVERVIEW: Stresses TipEngine's compute core with exact, Double and Decimal arithmetic.

    Drives the library's own generic core (TipMath) and its catalog policies over deterministic
    pseudo-random bills and reports speed and accuracy side by side. Release builds only:
      swift run -c release tip-bench

    USAGE: tip-bench [--count <n>] [--seed <n>] [--decimal-count <n>] [--repetitions <n>]
                     [--threads <n>] [--chunk-size <n>] [--json]

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
}
