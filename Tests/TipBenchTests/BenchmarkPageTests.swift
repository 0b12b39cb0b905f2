import Foundation
import Testing
import TipGraphics
import TipTestSupport

@testable import TipBenchCore

/// `tip-bench --html`: a report drawn as a page, from a run or from a saved `--json` report.
@Suite("tip-bench --html: the report drawn, golden bytes from a saved report, errors")
struct BenchmarkPageTests {
  static let fixture = Repository.url("Tests/Fixtures/pictures/bench-report.json")

  /// The saved report of the fixture.
  static func report() throws -> BenchmarkReport {
    if ProcessInfo.processInfo.environment["TIPENGINE_UPDATE_GOLDEN"] == "1",
      !FileManager.default.fileExists(atPath: fixture.path)
    {
      try Data((try TipBenchTests.report.get().jsonText() + "\n").utf8).write(to: fixture)
    }
    return try JSONDecoder().decode(BenchmarkReport.self, from: Data(contentsOf: fixture))
  }

  @Test("The page of the saved report is the golden file, byte for byte, through --from")
  func golden() throws {
    let report = try Self.report()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-page-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: directory) }
    let status = TipBenchCommand.main(arguments: [
      "--html", directory.path, "--from", Self.fixture.path,
    ])
    #expect(status == 0)
    let page = try String(contentsOf: directory, encoding: .utf8)
    #expect(page == report.htmlPage)
    let golden = Repository.url("Tests/Fixtures/pictures/bench.html")
    if ProcessInfo.processInfo.environment["TIPENGINE_UPDATE_GOLDEN"] == "1" {
      try Data(page.utf8).write(to: golden)
    }
    #expect(page == (try String(contentsOf: golden, encoding: .utf8)))
  }

  @Test("Every figure of the table is on the page as text: speeds, API rows, scaling, machine")
  func everyFigure() throws {
    let report = try Self.report()
    let page = report.htmlPage
    #expect(!report.results.isEmpty && !report.api.isEmpty && !report.scaling.policies.isEmpty)
    for row in report.results {
      #expect(page.contains(">\(Targets.format(row.nsPerOp, 2)) ns</text>"), "\(row.workload)")
      #expect(page.contains("<bdi>\(row.maxError)</bdi>"))
    }
    for row in report.api {
      #expect(page.contains(">\(Targets.format(row.nsPerBill, 2)) ns</text>"), "\(row.policy)")
    }
    for row in report.scaling.policies {
      #expect(page.contains(">\(Targets.format(row.oneThreadNsPerBill, 2)) ns</text>"))
      #expect(page.contains("× faster</text>"))
    }
    #expect(page.contains("<bdi>\(report.machine.os)</bdi>"))
    #expect(page.contains("(log scale)</title>"))
    #expect(page.contains("url(#speed-dots)") && page.contains("url(#speed-hatch)"))
  }

  @Test(
    "--from needs --html and a readable report; the page names what is wrong",
    arguments: [
      (["--from", "r.json"], Int32(64)), (["--html", ""], 64),
      (["--html", "/tmp/x.html", "--from", "/nonexistent-tip-bench/r.json"], 66),
    ] as [([String], Int32)])
  func errors(arguments: [String], status: Int32) {
    #expect(TipBenchCommand.main(arguments: arguments) == status)
  }

  @Test("Every count is grouped as the table groups it: bills, the Decimal subsample, batches")
  func countsAreGrouped() throws {
    let report = try Self.report()
    let page = report.htmlPage
    #expect(report.configuration.count == 2_000_000)
    #expect(page.contains("<title>tip-bench: release build, 2,000,000 bills</title>"))
    #expect(page.contains("Decimal on the first 100,000 bills"))
    #expect(page.contains("batches of 4,096;"))
    #expect(page.contains("<bdi>2,000,000</bdi>") && page.contains("<bdi>100,000</bdi>"))
    #expect(!page.contains("2000000") && !page.contains("<bdi>100000</bdi>"))
    #expect(report.tableText.contains("2,000,000 bills"))
  }

  @Test(
    "Bars take any figure without trapping: a negative, a huge or a missing one",
    arguments: [-1e300, 1e300, .infinity, -.infinity, .nan, 0, 1e-300])
  func barsNeverTrap(figure: Double) throws {
    var report = try Self.report()
    report.api[0].nsPerBill = figure
    report.scaling.policies[0].oneThreadNsPerBill = figure
    report.results[0].nsPerOp = figure
    #expect(report.htmlPage.contains("</html>"))
    #expect(report.apiChart.bars.allSatisfy { (0...BarChart.scale).contains($0.length) })
    #expect(report.scalingChart.bars.allSatisfy { (0...BarChart.scale).contains($0.length) })
    #expect(report.speedChart.bars.allSatisfy { (0...BarChart.scale).contains($0.length) })
  }
}
