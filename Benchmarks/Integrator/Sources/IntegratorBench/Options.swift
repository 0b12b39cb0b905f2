/// The command line: `integrator-bench [--count N] [--repetitions N] [--seed N] [--only PATH]
/// [--json]`.
struct Options {
  static let usage = """
    USAGE: integrator-bench [--count <bills>] [--repetitions <n>] [--seed <n>] [--only <path>]
                            [--json]

    Times TipEngine's public API as an application calls it, beside a hand-written Int64 loop.

    OPTIONS:
      --count <bills>      Bills per path (default 2,000,000; the screen path takes at most 100,000).
      --repetitions <n>    Runs of every path; the median is reported (default 5).
      --seed <n>           Seed of the bill generator (default 42).
      --only <path>        Time only this pricing path beside the Int64 loop, and no catalog
                           loads or heap counts (for a profiler).
      --json               One row per path: {"path", "nsPerBill", "ratioToInt64"}.
      -h, --help           Show this help.
    """

  /// The pricing paths, which `--only` can choose.
  static let pricingPaths = [
    "quote-by-name", "quote-checksum", "quote-concrete", "tips-for-array", "quote-itemized",
    "screen-options",
  ]

  var count = 2_000_000
  var repetitions = 5
  var seed: UInt64 = 42
  var json = false
  var help = false

  /// The one pricing path to time beside the Int64 loop, or `nil` for every path.
  var only: String?

  /// Reads `arguments` (without the program's name).
  ///
  /// - Throws: ``HarnessError`` with status 64 for an unknown option, a missing value or a
  ///   value out of range.
  init(_ arguments: [String]) throws(HarnessError) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--json": json = true
      case "-h", "--help": help = true
      case "--count":
        count = try Options.number(argument, rest.popFirst(), "a whole number of bills, 1 or more")
      case "--repetitions":
        repetitions = try Options.number(argument, rest.popFirst(), "a whole number, 1 or more")
      case "--only":
        guard let path = rest.popFirst(), Options.pricingPaths.contains(path) else {
          throw HarnessError(
            "--only needs one of " + Options.pricingPaths.joined(separator: ", "), status: 64)
        }
        only = path
      case "--seed":
        seed = UInt64(try Options.number(argument, rest.popFirst(), "a whole number", minimum: 0))
      default:
        throw HarnessError(
          "unknown option '\(argument)'; expected --count, --repetitions, --seed, --only, --json or --help",
          status: 64)
      }
    }
  }

  private static func number(
    _ option: String, _ value: String?, _ expected: String, minimum: Int = 1
  ) throws(HarnessError) -> Int {
    guard let value else {
      throw HarnessError("\(option) needs a value: \(expected)", status: 64)
    }
    guard let number = Int(value.filter { $0 != "," }), number >= minimum else {
      throw HarnessError("\(option) '\(value)' is not \(expected)", status: 64)
    }
    return number
  }
}
