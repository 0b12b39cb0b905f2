import Foundation
import Testing
import TipTestSupport

/// `tipcalc compare --html`: the comparison drawn as a page.
@Suite("tipcalc compare --html: totals, histograms per currency, groups and largest changes")
struct ComparePictureTests {
  /// The fixtures' command line: 60 bills in USD, JPY and KWD from 15 % to `with`'s rate.
  static func arguments(with policy: String) -> [String] {
    let fixtures = Repository.url("Tests/Fixtures/pictures").path
    return [
      "compare", "\(fixtures)/bills.csv", "--policy", "house", "--config",
      "\(fixtures)/before.json", "--with-config", "\(fixtures)/after.json", "--with", policy,
    ]
  }

  /// Runs the comparison with `--html` and returns the run and the page.
  static func page(with policy: String) throws -> (RunResult, String) {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let result = tipcalc(
      arguments(with: policy) + ["--html", "page.html"], directory: directory.path)
    let page = (try? String(contentsOfFile: directory.path + "/page.html", encoding: .utf8)) ?? ""
    return (result, page)
  }

  @Test("The page of the fixtures' comparison is the golden file, byte for byte")
  func golden() throws {
    let (result, page) = try Self.page(with: "house")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.hasPrefix("Before: 'house'. After: 'house' (--with-config)."))
    let golden = Repository.url("Tests/Fixtures/pictures/compare.html")
    if ProcessInfo.processInfo.environment["TIPENGINE_UPDATE_GOLDEN"] == "1" {
      try Data(page.utf8).write(to: golden)
    }
    #expect(page == (try String(contentsOf: golden, encoding: .utf8)))
  }

  @Test("Every amount of the report is on the page as text, and decreases are dotted")
  func everyAmount() throws {
    let (_, page) = try Self.page(with: "lower")
    let json = try jsonObject(tipcalc(Self.arguments(with: "lower") + ["--json"]).stdout)
    var amounts: [String] = []
    for key in ["before", "after", "difference"] {
      for case let totals as [String: String] in (json[key] as? [String: Any] ?? [:]).values {
        amounts += totals.values
      }
    }
    amounts += (json["meanChange"] as? [String: String] ?? [:]).values
    #expect(amounts.count == 21)
    for amount in amounts {
      #expect(
        page.contains("<bdi>\(amount)</bdi>") || page.contains("<bdi>+\(amount)</bdi>"), "\(amount)"
      )
    }
    #expect(page.contains(">Change in tip per bill, KWD</text>"))
    #expect(page.contains(">-0.03 to -0.05</text>"))
    #expect(page.contains("fill=\"url(#h2-dots)\""))
    #expect(!page.contains("url(#h2-hatch)"))
    #expect(page.contains(">Largest decrease</bdi>") && !page.contains(">Largest increase</bdi>"))
  }

  @Test("An empty --html name is a usage error; a page that cannot be written exits 74")
  func errors() {
    let empty = tipcalc(Self.arguments(with: "house") + ["--html", ""])
    #expect(empty.status == 64)
    #expect(
      empty.stderr.hasPrefix("Error: Invalid value '' for '--html <file>': expected a file name."))
    let missing = tipcalc(
      Self.arguments(with: "house") + ["--html", "/nonexistent-tipcalc/x.html"])
    #expect(missing.status == 74)
    #expect(
      missing.stderr.hasPrefix(
        "Error: --html <file>: cannot write '/nonexistent-tipcalc/x.html': No such file or "
          + "directory."))
  }
}
