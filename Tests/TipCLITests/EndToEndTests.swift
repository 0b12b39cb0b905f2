import Foundation
import Testing

/// Tests that run the built `tipcalc` executable as a separate process, as people and scripts do.
@Suite("tipcalc executable")
struct EndToEndTests {
  @Test(
    "The executable writes the same text and exits with the same status as the library",
    arguments: [
      ["quote", "200", "--tip-amount", "201", "--split", "4", "--json"],
      ["quote", "100", "--tip-percent", "10", "--split", "2"],
      ["quote", "84.50", "--region", "US", "--split", "3"],
      ["split", "100", "--ways", "3", "--json"],
      ["round", "--", "-1.005"],
      ["regions", "--json"],
      ["explain", "round-up-10"],
      ["--version"],
      ["qoute", "10"],
      ["quote", "99999999999999999999"],
      ["quote", "--", "-5"],
      ["split", "10", "--ways", "0"],
    ])
  func matchesInProcess(arguments: [String]) throws {
    guard let executable = Executable.require() else { return }
    let spawned = try Executable.run(executable, arguments)
    #expect(spawned == tipcalc(arguments))
  }

  @Test("The seed's custom tip through the executable: 100.25 each, 401.00 in all")
  func seedScenario() throws {
    guard let executable = Executable.require() else { return }
    let result = try Executable.run(
      executable, ["quote", "200", "--tip-amount", "201", "--split", "4", "--json"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let json = try jsonObject(result.stdout)
    #expect(json["total"] as? String == "401.00")
    #expect(json["shares"] as? [String] == Array(repeating: "100.25", count: 4))
  }

  @Test("Exit statuses of the executable: 0, 64, 65 and 66")
  func exitStatuses() throws {
    guard let executable = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("empty.json", "")
    let cases: [([String], Int32)] = [
      (["quote", "10"], 0),
      (["--help"], 0),
      (["quote", "10", "--splt", "2"], 64),
      (["quote", "abc"], 65),
      (["quote", "10", "--config", "empty.json"], 65),
      (["quote", "10", "--config", "missing.json"], 66),
      (["validate", "."], 66),
    ]
    for (arguments, status) in cases {
      let result = try Executable.run(executable, arguments, directory: directory.path)
      #expect(result.status == status, "\(arguments): \(result)")
      #expect(result.stderr.isEmpty == (status == 0), "\(arguments): \(result)")
    }
  }

  @Test("The locale of the process picks the region's policy")
  func locale() throws {
    guard let executable = Executable.require() else { return }
    let result = try Executable.run(
      executable, ["quote", "100", "--json"], environment: ["LANG": "de_DE.UTF-8"])
    let json = try jsonObject(result.stdout)
    #expect(json["policy"] as? String == "regional")
    #expect(json["region"] as? String == "DE")
  }

  @Test("A copy of the executable works from another directory: the catalog is built in")
  func copiedElsewhere() throws {
    guard let executable = Executable.require() else { return }
    let home = try TemporaryDirectory()
    let elsewhere = try TemporaryDirectory()
    defer {
      home.remove()
      elsewhere.remove()
    }
    let copy = URL(fileURLWithPath: home.path + "/tipcalc")
    try FileManager.default.copyItem(at: executable, to: copy)
    try elsewhere.write(
      "house.json",
      #"{"version": 1, "policies": [{"name": "house", "kind": "percent", "rate": "20"}]}"#)
    let regions = try Self.runFreshCopy(copy, ["regions", "--json"], directory: elsewhere.path)
    #expect(regions.status == 0, "\(regions)")
    #expect(try jsonArray(regions.stdout).count == 38)  // 37 countries and CA-QC
    let quote = try Executable.run(
      copy, ["quote", "84.50", "--region", "DE", "--config", "house.json", "--policy", "house"],
      directory: elsewhere.path)
    #expect(quote.status == 0, "\(quote)")
    #expect(quote.stdout.contains("Total tip       €16.90 (20 %)\n"))
    let validate = try Executable.run(copy, ["validate", "house.json"], directory: elsewhere.path)
    #expect(validate == RunResult(status: 0, stdout: "house.json: valid, 1 policy.\n", stderr: ""))
  }

  /// Runs a just-written executable. A test running beside this one may fork while the copy is
  /// still open for writing, and its child holds that descriptor until it execs: until then the
  /// kernel refuses to run the copy ("Text file busy", ETXTBSY). That is a property of the test
  /// machine, not of tipcalc, so the launch is tried again, for at most a second.
  static func runFreshCopy(_ url: URL, _ arguments: [String], directory: String) throws
    -> RunResult
  {
    var attempt = 0
    while true {
      do {
        return try Executable.run(url, arguments, directory: directory)
      } catch  where attempt < 20 && Self.isBusy(error) {
        attempt += 1
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
  }

  /// Whether launching failed because the executable is open for writing somewhere (ETXTBSY),
  /// however Foundation words it.
  static func isBusy(_ error: any Error) -> Bool {
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain, error.code == Int(ETXTBSY) { return true }
    return "\(error)".localizedCaseInsensitiveContains("text file busy")
  }
}
