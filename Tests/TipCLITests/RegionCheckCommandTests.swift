import Foundation
import Testing
import TipTestSupport

@testable import TipCLI

/// Region codes on the command line, in batch rows and in catalogs: subdivisions are checked
/// against ISO 3166-2, and suggestions name only what was plausibly meant.
@Suite("Region codes checked on the command line, in batch rows and in catalogs")
struct RegionCheckCommandTests {
  @Test(
    "--region refuses a subdivision ISO 3166-2 does not list, with the code plausibly meant",
    arguments: [
      (
        "CA-ZZ",
        "Error: Unknown region 'CA-ZZ': ISO 3166-2 lists no subdivision 'ZZ' of Canada; expected "
          + "one such as CA-AB, or CA alone.\n"
      ),
      (
        "CA-QCX",
        "Error: Unknown region 'CA-QCX': ISO 3166-2 lists no subdivision 'QCX' of Canada; "
          + "expected one such as CA-AB, or CA alone. Did you mean 'CA-QC'?\n"
      ),
      (
        "US-XX",
        "Error: Unknown region 'US-XX': ISO 3166-2 lists no subdivision 'XX' of United States; "
          + "expected one such as US-AK, or US alone.\n"
      ),
      (
        "ZZ",
        "Error: Unknown region 'ZZ'; expected an ISO 3166-1 code such as US, GB or JP.\n"
      ),
      (
        "UK",
        "Error: Unknown region 'UK'; expected an ISO 3166-1 code such as US, GB or JP. Did you "
          + "mean 'GB'?\n"
      ),
    ])
  func unlistedRegion(code: String, message: String) {
    let run = tipcalc(["quote", "20", "--region", code])
    #expect(run == RunResult(status: 65, stdout: "", stderr: message))
  }

  @Test("A listed subdivision still prices by its own rule or its country's")
  func listedSubdivision() {
    let quebec = tipcalc(["quote", "20", "--region", "ca-qc"])
    #expect(quebec.status == 0)
    #expect(quebec.stdout.contains("Quebec, Canada"))
    #expect(tipcalc(["quote", "20", "--region", "CA-ON"]).status == 0)
  }

  @Test("A currency one unrelated letter away suggests nothing")
  func currencySuggestion() {
    let run = tipcalc(["quote", "20", "--currency", "ABC"])
    #expect(run.status == 65)
    #expect(!run.stderr.contains("Did you mean"), "\(run)")
  }

  @Test("A region the regional policy lacks says what it lacks and the two ways out")
  func uncoveredRegion() {
    let run = tipcalc(["quote", "20", "--region", "EE"])
    #expect(run.status == 65)
    #expect(
      run.stderr.hasPrefix(
        "Error: Policy 'regional' cannot tip a bill in Estonia (EE): it has no rule for EE, and "
          + "no fallback for regions without one. Give --policy (see 'tipcalc policies'), "
          + "--tip-percent or --tip-amount; or, in a catalog given with --config, add \"EE\" to "
          + "the 'regional' policy's \"regions\", or give it a \"fallback\". Regions covered: AE, "),
      "\(run)")
    #expect(!run.stderr.contains("Did you mean"))
  }

  @Test("A batch row with an unlisted subdivision is rejected with the code plausibly meant")
  func batchRow() {
    let run = runBatch(
      ["--policy", "percent-10"], input: "subtotal,region\n10,CA-QC\n10,CA-QCX\n10,ca-zz\n")
    #expect(run.status == 65)
    #expect(run.outputLines.dropFirst() == ["10,CA-QC,1.00,11.00,11.00"])
    #expect(
      run.errors.contains(
        "3,unknown region 'CA-QCX': ISO 3166-2 lists no subdivision 'QCX' of Canada; did you "
          + "mean 'CA-QC'?"), "\(run.errors)")
    #expect(
      run.errors.contains(
        "4,unknown region 'CA-ZZ': ISO 3166-2 lists no subdivision 'ZZ' of "
          + "Canada"), "\(run.errors)")
  }

  @Test("A catalog keyed by an unlisted subdivision is refused where the key is")
  func catalogKey() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "house.json",
      """
      {"version": 1, "policies": [
        {"name": "house", "kind": "region", "regions": {"CA-QCX": "percent-15"}}],
       "cashRounding": {"CA-ZZ": {"increment": "0.05"}}}
      """)
    let run = tipcalc(["validate", "house.json"], directory: directory.path)
    #expect(run.status == 65)
    #expect(
      run.stderr.contains(
        "house.json:2:61: error: at policies[0].regions.CA-QCX: unknown region 'CA-QCX'; "
          + "expected a subdivision of CA that ISO 3166-2 lists, such as CA-AB (did you mean "
          + "'CA-QC'?)"), "\(run)")
    #expect(
      run.stderr.contains(
        "at cashRounding.CA-ZZ: unknown region 'CA-ZZ'; expected a subdivision of CA that "
          + "ISO 3166-2 lists, such as CA-AB"), "\(run)")
  }

  @Test("Conditions, screens and pools refuse an unlisted subdivision at its place, with the fix")
  func everyPlaceACodeAppears() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "r.json",
      """
      {"version": 1, "policies": [{"name": "r", "kind": "rules", "otherwise": "percent-18",
        "rules": [{"when": {"regions": ["CA-QCX"]}, "policy": "percent-15"}]}],
       "screens": {"s": {"options": ["15%"], "regions": ["US-XX"]}},
       "pools": {"p": {"region": "US-NYY", "tipOuts": [{"from": ["server"],
         "percentOfTips": "10", "distribution": "equal", "to": ["host"]}]}}}
      """)
    let run = tipcalc(["validate", "r.json"], directory: directory.path)
    #expect(run.status == 65)
    for line in [
      "r.json:2:35: error: at policies[0].rules[0].when.regions[0]: unknown region 'CA-QCX': "
        + "ISO 3166-2 lists no subdivision 'QCX' of Canada; did you mean 'CA-QC'?",
      "r.json:3:52: error: at screens.s.regions[0]: unknown region 'US-XX': ISO 3166-2 lists no "
        + "subdivision 'XX' of United States; expected an ISO 3166-2 subdivision such as US-AK, or "
        + "the country code alone: US",
      "r.json:4:28: error: at pools.p.region: unknown region 'US-NYY'; expected a subdivision of "
        + "US that ISO 3166-2 lists, such as US-AK (did you mean 'US-NY'?)",
    ] {
      #expect(run.stderr.contains(line + "\n"), "\(run)")
    }
  }
}
