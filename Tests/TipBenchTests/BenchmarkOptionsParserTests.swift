import Testing
import TipArguments

@testable import TipBenchCore

@Suite("tip-bench reads its options with tipcalc's command-line parser, in its own words")
struct BenchmarkOptionsParserTests {
  @Test(
    "Mistakes read as tip-bench has always said them",
    arguments: [
      (["--cont=5"], "unknown option '--cont=5'; did you mean '--count'?"),
      (["-count", "5"], "unknown option '-count'; did you mean '--count'?"),
      (["five"], "unknown option 'five'"),
      (["--help=yes"], "option '--help' takes no value"),
      (["--threads", "2000"], "'2000' is out of range for '--threads'; expected 1 to 1024"),
      (
        ["--seed", "-1"],
        "'-1' is not a valid value for '--seed'; expected a whole number such as 200000"
      ),
    ])
  func mistakes(arguments: [String], message: String) {
    #expect(throws: BenchmarkUsageError(message)) { try BenchmarkOptions.parse(arguments) }
  }

  @Test("A repeated option takes its last value, help is asked for with -h, and a seed may be 0")
  func values() throws {
    let options = try BenchmarkOptions.parse(["--count", "5", "--count=7", "--seed", "0"])
    #expect(options.count == 7 && options.seed == 0 && !options.help)
    #expect(try BenchmarkOptions.parse(["-h"]).help)
    #expect(try BenchmarkOptions.parse(["--threads", "3", "--help"]).help)
  }

  @Test("The written help lists every option the parser declares, with its value")
  func helpListsTheDeclaredOptions() {
    #expect(BenchmarkOptions.spec.problems.isEmpty)
    for option in BenchmarkOptions.spec.allOptions(isRoot: true) {
      let label = option.takesValue ? "--\(option.name) <\(option.valueName)>" : "--\(option.name)"
      #expect(BenchmarkOptions.usage.contains("  \(option.short.map { "-\($0), " } ?? "")\(label)"))
      #expect(BenchmarkOptions.usage.contains("[\(label)]") || option == .helpFlag)
    }
  }
}
