import Foundation
import Testing
import TipTestSupport

@Suite("An empty name for a file a command reads is a usage mistake, 64")
struct EmptyInputPathTests {
  @Test(
    "The built tipcalc refuses an empty input path naming the flag or argument",
    arguments: [
      (["quote", "5", "--config", ""], "--config <file>"),
      (["split", "--receipt", ""], "--receipt <file>"),
      (["split", "10", "--receipt", ""], "--receipt <file>"),
      (["validate", ""], "<file>"),
      (["validate", "good.json", ""], "<file>"),
      (["pool", ""], "<shift.json>"),
      (["pool", "shift.json", "--config", ""], "--config <file>"),
      (["period", ""], "<period.json>"),
      (["period", "period.json", "--csv", ""], "--csv <file>"),
      (["allocate", ""], "<period.json>"),
      (["allocate", "period.json", "--config", ""], "--config <file>"),
      (["split", "--receipt", "receipt.json", "--config", ""], "--config <file>"),
      (["policies", "--config", ""], "--config <file>"),
      (["regions", "--config", ""], "--config <file>"),
      (["explain", "regional", "--config", ""], "--config <file>"),
      (["prompt", "5", "--config", ""], "--config <file>"),
      (["batch", "--policy", "percent-18", "--input", "s.csv", "--config", ""], "--config <file>"),
    ])
  func emptyPathRefused(arguments: [String], label: String) throws {
    guard let url = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("good.json", #"{"version": 1, "policies": []}"#)
    try directory.write("s.csv", "subtotal\n10\n")
    let run = try Executable.run(url, arguments, directory: directory.path)
    #expect(run.status == 64, "\(run)")
    #expect(
      run.stderr.hasPrefix("Error: Invalid value '' for '\(label)': expected a file name.\n"),
      "\(run)")
    #expect(!run.stderr.contains("no such file"), "\(run)")
    #expect(run.stdout == "", "\(run)")
  }
}
