import Testing
import TipTestSupport

/// A policy whose amount fits some currencies but not the bill's (an increment of 0.001 is a
/// KWD amount, not a USD one) loads, and fails only when a bill in that currency is quoted: the
/// message names the policy that has the setting, even one referred to by another, and its file.
@Suite("quote names the policy whose setting the bill's currency cannot hold")
struct QuoteSettingForCurrencyTests {
  static let catalog = """
    {"version": 1, "policies": [
      {"name": "fine-round", "kind": "round-up", "policy": "none", "increment": "0.001"},
      {"name": "fine-smart", "kind": "smart", "threshold": "10.001", "below": "none",
       "above": "percent-10"},
      {"name": "fine-cap", "kind": "cap", "policy": "percent-10", "minimum": "0.001"},
      {"name": "half", "kind": "fixed", "amount": "0.5"},
      {"name": "wrapped", "kind": "cap", "policy": "fine-round", "maximum": "50"}
    ]}
    """

  @Test(
    "Exit 65 naming the policy with the setting, its kind and its file",
    arguments: [
      (
        "quote 10.00 --policy fine-round",
        "Policy 'fine-round' (round-up, defined in fine.json): the round-up increment 0.001 is "
          + "finer than USD allows (2 digits)."
      ),
      (
        "quote 10.00 --policy wrapped",
        "Policy 'fine-round' (round-up, defined in fine.json): the round-up increment 0.001 is "
          + "finer than USD allows (2 digits)."
      ),
      (
        "quote 10.00 --policy fine-smart",
        "Policy 'fine-smart' (smart, defined in fine.json): the smart threshold 10.001 is finer "
          + "than USD allows."
      ),
      (
        "quote 10.00 --policy fine-cap",
        "Policy 'fine-cap' (cap, defined in fine.json): the cap's minimum 0.001 has more "
          + "fraction digits than USD (2)."
      ),
      (
        "quote 1000 --currency JPY --policy half",
        "Policy 'half' (fixed, defined in fine.json): the fixed tip 0.5 has more fraction digits "
          + "than JPY (0)."
      ),
    ])
  func namesThePolicy(commandLine: String, message: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("fine.json", Self.catalog)
    let arguments = commandLine.split(separator: " ").map(String.init) + ["--config", "fine.json"]
    let result = tipcalc(arguments, directory: directory.path)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "Error: \(message) Correct it there, or quote it in a currency with the amounts it "
        + "gives.\n")
  }

  @Test(
    "A service charge the bill's currency cannot hold is its file's problem, in quote and prompt",
    arguments: [["quote", "100"], ["prompt", "100"]])
  func namesTheChargesFile(command: [String]) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "charges.json",
      #"{"version": 1, "policies": [], "serviceCharges": [{"name": "x", "amount": "0.50"}]}"#)
    let result = tipcalc(
      command + ["--currency", "JPY", "--config", "charges.json"], directory: directory.path)
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "Error: In charges.json: the service charge 'x' of 0.5 has more fraction digits than "
        + "JPY (0). Correct it there, or quote the bill in a currency with the amounts it gives.\n")
  }

  @Test("The same policies quote a currency that has their amounts")
  func quotesAFittingCurrency() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("fine.json", Self.catalog)
    let result = tipcalc(
      ["quote", "10.000", "--currency", "KWD", "--policy", "wrapped", "--config", "fine.json"],
      directory: directory.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Total tip       KWD 0 (0 %)\n"), "\(result.stdout)")
  }
}
