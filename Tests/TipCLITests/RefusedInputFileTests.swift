import Foundation
import Testing
import TipTestSupport

/// A refused input changes no file: the built `tipcalc`, told to write to files that already
/// exist and given an input it refuses (a usage mistake, a bad catalog, an unreadable or
/// malformed input, outputs that collide), leaves every file in its directory as it was, byte
/// for byte, and adds none. Receipts and pools, which only read files, leave theirs too.
@Suite("A refused input changes no file")
struct RefusedInputFileTests {
  /// What the directory holds before each run: bills with a bad row, catalogs, and the output
  /// and rejection files of an earlier run.
  static let files: [String: String] = [
    "bills.csv": "id,subtotal,tax,region,payment,split\n"
      + (1...40).map { "r\($0),\($0).25,1.10,CH,cash,\($0 % 4 + 1)" }.joined(separator: "\n")
      + "\nbad,12.5x,,,,\n" + "last,10,,,,\n",
    "no-subtotal.csv": "id,amount\n1,10\n",
    "twice.csv": "subtotal,tax,subtotal\n10,1,10\n",
    "empty.csv": "",
    "bad.json": #"{"version": 1, "policies": [{"name": "p", "kind": "percent", "rate": "150"}]}"#,
    "charges.json": SampleCatalogs.restaurantGroup,
    "out.csv": "the output of an earlier run\n",
    "rejected.csv": "the rejections of an earlier run\n",
    "shift.json": #"{"date": "2026-11-27", "tips": "x"}"#,
    "receipt.json": #"{"currency": "USD", "items": [{"name": "a", "amount": "1O"}]}"#,
  ]

  /// The refusals: each is an input `tipcalc batch` refuses before it writes a row, with the
  /// status it exits with. (A bad row under `--strict` is not one: that run completes, and its
  /// files are replaced with the rows before it and the rejection, as "Pricing files of bills" says.)
  static let refusals: [(name: String, arguments: [String], status: Int32)] = [
    ("an unknown option", ["--input", "bills.csv", "--splt", "2"], 64),
    (
      "a bad policy name with a catalog of charges",
      ["--input", "bills.csv", "--config", "charges.json", "--policy", "percent-1O"], 65
    ),
    ("an unknown currency", ["--input", "bills.csv", "--currency", "XYZ"], 65),
    ("an unknown region", ["--input", "bills.csv", "--region", "ZZ"], 65),
    ("a catalog that does not load", ["--input", "bills.csv", "--config", "bad.json"], 65),
    ("a missing catalog", ["--input", "bills.csv", "--config", "none.json"], 66),
    ("a missing input", ["--input", "none.csv"], 66),
    ("a directory as input", ["--input", "."], 66),
    ("an empty input", ["--input", "empty.csv"], 65),
    ("an input without a subtotal column", ["--input", "no-subtotal.csv"], 65),
    ("a header that names a column twice", ["--input", "twice.csv"], 65),
    ("a region column the header lacks", ["--input", "bills.csv", "--region-column", "zone"], 64),
  ]

  /// Where a run is told to write.
  static let targets: [[String]] = [
    ["--output", "out.csv"], ["--errors", "rejected.csv"],
    ["--output", "out.csv", "--errors", "rejected.csv"],
  ]

  /// Outputs that name the input or each other, which are refused too.
  static let collisions: [[String]] = [
    ["--input", "bills.csv", "--output", "bills.csv"],
    ["--input", "bills.csv", "--errors", "bills.csv"],
    ["--input", "bills.csv", "--output", "out.csv", "--errors", "out.csv"],
    ["--input", "bills.csv", "--output", "out.csv", "--output", "rejected.csv"],
  ]

  /// 12 refusals × 3 sets of files to write, in CSV or JSON lines by turns, and 4 collisions:
  /// 40 runs of the executable.
  @Test("40 refused batch runs, each told to write to existing files, leave every file as it was")
  func refusedBatchRunsChangeNoFile() throws {
    guard let executable = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for (name, text) in Self.files { try directory.write(name, text) }
    let before = try Self.snapshot(directory.path)
    var runs: [(name: String, arguments: [String], status: Int32)] = []
    for refusal in Self.refusals {
      for target in Self.targets {
        let format = runs.count % 2 == 0 ? [] : ["--json-lines"]
        runs.append((refusal.name, refusal.arguments + target + format, refusal.status))
      }
    }
    runs += Self.collisions.map { ("outputs that collide", $0, 64) }
    for run in runs {
      let result = try Executable.run(
        executable, ["batch"] + run.arguments, directory: directory.path)
      #expect(result.status == run.status, "\(run.name): \(run.arguments) \(result)")
      let after = try Self.snapshot(directory.path)
      #expect(after == before, "\(run.name): \(run.arguments) changed \(Self.diff(before, after))")
      if after != before {
        for (name, text) in Self.files { try directory.write(name, text) }
      }
    }
    #expect(runs.count == 40)
  }

  @Test("A refused receipt or shift leaves its file and its directory as they were")
  func refusedReceiptsAndShiftsChangeNoFile() throws {
    guard let executable = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for (name, text) in Self.files { try directory.write(name, text) }
    let before = try Self.snapshot(directory.path)
    let commands: [[String]] = [
      ["split", "--receipt", "receipt.json"], ["split", "--receipt", "receipt.json", "--json"],
      ["pool", "shift.json"], ["pool", "shift.json", "--json"],
      ["split", "--receipt", "shift.json"], ["pool", "receipt.json"],
    ]
    for arguments in commands {
      let result = try Executable.run(executable, arguments, directory: directory.path)
      #expect(result.status == 65, "\(arguments) \(result)")
      #expect(try Self.snapshot(directory.path) == before, "\(arguments)")
    }
  }

  /// Every file in `path` and its bytes.
  static func snapshot(_ path: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: path) {
      files[name] = try Data(contentsOf: URL(fileURLWithPath: path + "/" + name))
    }
    return files
  }

  /// The names of the files that differ, appeared or went.
  static func diff(_ before: [String: Data], _ after: [String: Data]) -> [String] {
    Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
  }
}
