import Foundation
import Testing
import TipTestSupport

/// How `tipcalc period` reads a period's shift files: one file listed twice for a date is
/// refused whatever names it is given (a relative and an absolute path, a climb out of a
/// subdirectory, a symbolic or a hard link), and an empty file is bad data, not unreadable.
@Suite("tipcalc period: shift files by identity, and empty ones")
struct PeriodShiftFileTests {
  /// How a test names the shift file `s/mon.json` twice: it may make links in the directory
  /// first, and gives the two names the period lists for 2 November.
  typealias Names = (_ directory: String) throws -> (first: String, second: String)

  /// Runs `tipcalc period <periodName> --config pools.json` in a fresh directory holding
  /// `pools.json`, `s/mon.json` (and `sub/`), and the period of the two names `names` gives.
  static func run(periodName: String = "period.json", names: Names) throws -> RunResult {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for folder in ["s", "sub"] {
      try FileManager.default.createDirectory(
        atPath: directory.path + "/" + folder, withIntermediateDirectories: true)
    }
    try directory.write("pools.json", PeriodRefusedShiftsTests.pools)
    try directory.write("s/mon.json", #"{"currency": "USD", \#(PeriodRefusedShiftsTests.staff)}"#)
    let (first, second) = try names(directory.path)
    try directory.write(
      periodName,
      PeriodRefusedShiftsTests.period(
        #"{"date": "2026-11-02", "file": "\#(first)"}, "#
          + #"{"date": "2026-11-02", "file": "\#(second)"}"#))
    return tipcalc(["period", periodName, "--config", "pools.json"], directory: directory.path)
  }

  /// The end of the refusal of the second entry, shown as `second`, of the file first shown as
  /// `first`.
  static func listedTwice(_ second: String, first: String) -> String {
    "at shifts[1].file: the shift file \(second) is listed twice for 2026-11-02, in shifts[0] "
      + "(as \(first)) and shifts[1]: its tips and hours would count twice; remove one of the "
      + "two entries, or correct its date or file.\n"
  }

  @Test("A shift file by its relative and its absolute path: 65, listed twice")
  func relativeAndAbsolutePath() throws {
    var absolute = ""
    let result = try Self.run { directory in
      absolute = directory + "/s/mon.json"
      return ("s/mon.json", absolute)
    }
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: period.json:4:"))
    #expect(result.stderr.hasSuffix(Self.listedTwice(absolute, first: "s/mon.json")))
  }

  @Test("A shift file from a subdirectory's period, climbing out twice: 65, listed twice")
  func climbingOutOfASubdirectory() throws {
    var folder = ""
    let result = try Self.run(periodName: "sub/period.json") { directory in
      folder = String(directory.split(separator: "/").last ?? "")
      return ("../s/mon.json", "../../\(folder)/s/mon.json")
    }
    #expect(result.status == 65)
    #expect(
      result.stderr.hasSuffix(
        Self.listedTwice("sub/../../\(folder)/s/mon.json", first: "sub/../s/mon.json")))
  }

  @Test("A shift file and a symbolic link to it: 65, listed twice")
  func symbolicLink() throws {
    let result = try Self.run { directory in
      try FileManager.default.createSymbolicLink(
        atPath: directory + "/s/link.json", withDestinationPath: "mon.json")
      return ("s/mon.json", "s/link.json")
    }
    #expect(result.status == 65)
    #expect(result.stderr.hasSuffix(Self.listedTwice("s/link.json", first: "s/mon.json")))
  }

  @Test("A shift file and a hard link to it: 65, listed twice")
  func hardLink() throws {
    let result = try Self.run { directory in
      try FileManager.default.linkItem(
        atPath: directory + "/s/mon.json", toPath: directory + "/s/same.json")
      return ("s/mon.json", "s/same.json")
    }
    #expect(result.status == 65)
    #expect(result.stderr.hasSuffix(Self.listedTwice("s/same.json", first: "s/mon.json")))
  }

  @Test("Two shift files with the same text are two shifts: both count")
  func twoFilesWithOneText() throws {
    let result = try Self.run { directory in
      try FileManager.default.copyItem(
        atPath: directory + "/s/mon.json", toPath: directory + "/s/copy.json")
      return ("s/mon.json", "s/copy.json")
    }
    #expect(result.status == 0)
    #expect(result.stderr == "")
    // Twice 100.00 in cash, 10 % of it to the busser, and twice 8 hours each.
    #expect(
      result.stdout.contains(
        "A       server  2026-11-02     16  $200.00     $0.00  $180.00"))
    #expect(result.stdout.contains("Total                          32  $200.00     $0.00  $200.00"))
  }

  @Test("An empty shift file: 65, the file is empty, at the entry that names it")
  func emptyShiftFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("pools.json", PeriodRefusedShiftsTests.pools)
    try directory.write("empty.json", "")
    try directory.write(
      "period.json",
      PeriodRefusedShiftsTests.period(#"{"date": "2026-11-02", "file": "empty.json"}"#))
    let result = tipcalc(
      ["period", "period.json", "--config", "pools.json"], directory: directory.path)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "Error: period.json:4:44: at shifts[0].file: the shift file empty.json: the file is "
        + #"empty; a shift is at least {"currency": "USD", "staff": [ … ]}."# + "\n")
  }
}
