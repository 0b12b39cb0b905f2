import Testing

@testable import TipCLI

@Suite("tipcalc errors: message, usage block and exit status")
struct ErrorTests {
  @Test(
    "Every mistake names the token and the fix, never traps, and only a usage mistake ends with the usage",
    arguments: [
      // Usage (64): commands, options, forms of values.
      ("qoute 10", 64, "tipcalc", "Unknown command 'qoute'. Did you mean 'quote'?"),
      ("polices", 64, "tipcalc", "Unknown command 'polices'. Did you mean 'policies'?"),
      ("quote 10 --splt 3", 64, "quote", "Unknown option '--splt'. Did you mean '--split'?"),
      ("quote", 64, "quote", "Missing expected argument '<subtotal>'."),
      (
        "quote 10 --split 2 --weights 1,1", 64, "quote",
        "'--split' and '--weights' cannot be used together."
      ),
      (
        "quote 10 --tip-percent 5 --policy smart", 64, "quote",
        "'--tip-percent' and '--policy' cannot be used together."
      ),
      (
        "quote 10 --split 2.5", 64, "quote",
        "Invalid value '2.5' for '--split <n>': expected a whole number of people from 1 to 10000, such as 3."
      ),
      (
        "quote 10 --region USA", 64, "quote",
        "Invalid value 'USA' for '--region <CC>': expected a two-letter ISO 3166-1 region code such as US, GB or JP, or an ISO 3166-2 subdivision such as CA-QC."
      ),
      (
        "quote 10 --currency EURO", 64, "quote",
        "Invalid value 'EURO' for '--currency <code>': expected a three-letter ISO 4217 code such as USD, EUR or JPY."
      ),
      (
        "quote 10 --weights 1,,2", 64, "quote",
        "Invalid value '1,,2' for '--weights <w1,w2,...>': '' is not a number; expected comma-separated numbers such as 1,2,1.5."
      ),
      (
        "quote 10 --no-default-catalog", 64, "quote",
        "'--no-default-catalog' leaves no catalog; add '--config <file>' or drop it."
      ),
      (
        "split 10", 64, "split",
        "Missing expected argument '--ways <n>' or '--weights <w1,w2,...>'."
      ),
      (
        "round 1 --mode half-evn", 64, "round",
        "Invalid value 'half-evn' for '--mode <rule>': expected one of half-up, half-even, half-down, up, down, ceiling, floor. Did you mean 'half-even'?"
      ),
      ("validate", 64, "validate", "Missing expected argument '<file> ...'."),
      // Bad data (65): amounts, codes the tables do not know, names the catalog does not know,
      // and well-formed values that are not allowed (a count out of range is 65,
      // as a negative weight is).
      (
        "quote 10 --split 0", 65, "quote",
        "Invalid value '0' for '--split <n>': expected a whole number of people from 1 to 10000, such as 3."
      ),
      (
        "split 10 --ways 0", 65, "split",
        "Invalid value '0' for '--ways <n>': expected a whole number of people from 1 to 10000, such as 3."
      ),
      (
        "split 10 --ways 10001", 65, "split",
        "Invalid value '10001' for '--ways <n>': expected a whole number of people from 1 to 10000, such as 3."
      ),
      (
        "quote 99999999999999999999", 65, "quote",
        "Invalid value '99999999999999999999' for '<subtotal>': too large; the largest amount in "
          + "USD is 9999999999999999.99."
      ),
      (
        "quote -- -5", 65, "quote",
        "Invalid value '-5' for '<subtotal>': the amount is negative; expected zero or more."
      ),
      (
        "quote -5", 65, "quote",
        "Invalid value '-5' for '<subtotal>': the amount is negative; expected zero or more."
      ),
      (
        "quote 1.005", 65, "quote",
        "Invalid value '1.005' for '<subtotal>': USD amounts have at most 2 digits after the point; this one needs 3 (use 'tipcalc round' to round it)."
      ),
      (
        // 'tipcalc round' reads at most 18 digits after the point: it is not advised.
        "quote 0.0000000000000000001", 65, "quote",
        "Invalid value '0.0000000000000000001' for '<subtotal>': USD amounts have at most 2 digits after the point; this one needs 19; write it with at most 2 ('tipcalc round' reads at most 18 digits after the point and 18 significant digits)."
      ),
      (
        // Rounded half-up it is 10000000000000000.00, past the largest USD amount.
        "quote 9999999999999999.999", 65, "quote",
        "Invalid value '9999999999999999.999' for '<subtotal>': USD amounts have at most 2 digits after the point; this one needs 3, and rounded to 2 it would be more than the largest amount, 9999999999999999.99 USD."
      ),
      (
        "quote 999999999999999.995", 65, "quote",
        "Invalid value '999999999999999.995' for '<subtotal>': USD amounts have at most 2 digits after the point; this one needs 3 (use 'tipcalc round' to round it)."
      ),
      (
        "quote 10.5 --currency JPY", 65, "quote",
        "Invalid value '10.5' for '<subtotal>': JPY amounts have no digits after the point; this one needs 1."
      ),
      (
        // Trailing zeros are not needed: 47.30 needs one digit, and 47.00 is 47.
        "quote 47.30 --currency JPY", 65, "quote",
        "Invalid value '47.30' for '<subtotal>': JPY amounts have no digits after the point; this one needs 1."
      ),
      (
        "quote 12,34", 65, "quote",
        "Invalid value '12,34' for '<subtotal>': misplaced grouping comma; write digits in groups of three (1,234.50) or without commas (1234.50)."
      ),
      (
        "quote nan", 65, "quote",
        "Invalid value 'nan' for '<subtotal>': not a finite number; expected digits such as 12.50."
      ),
      (
        "quote 10 --tax abc", 65, "quote",
        "Invalid value 'abc' for '--tax <amount>': unexpected character 'a'; expected digits and one '.'."
      ),
      (
        "quote 10 --tax -1", 65, "quote",
        "Invalid value '-1' for '--tax <amount>': the amount is negative; expected zero or more."
      ),
      (
        "quote 10 --tip-percent 150", 65, "quote",
        "Invalid value '150' for '--tip-percent <p>': expected a rate from 0 to 100 (percent)."
      ),
      (
        "quote 10 --tip-percent -5", 65, "quote",
        "Invalid value '-5' for '--tip-percent <p>': expected a rate from 0 to 100 (percent)."
      ),
      (
        "quote 10 --tip-amount 2.555", 65, "quote",
        "Invalid value '2.555' for '--tip-amount <a>': USD amounts have at most 2 digits after the point; this one needs 3 (use 'tipcalc round' to round it)."
      ),
      (
        "quote 10 --weights 0,0", 65, "quote",
        "Invalid value '0,0' for '--weights <w1,w2,...>': the weights are all zero; give at least one above zero."
      ),
      (
        "quote 10 --weights 1,-1", 65, "quote",
        "Invalid value '1,-1' for '--weights <w1,w2,...>': weight -1 is negative; expected 0 or more."
      ),
      (
        "quote 10 --policy smrt", 65, "quote",
        "Unknown policy 'smrt'. Did you mean 'smart'? See 'tipcalc policies' for the list."
      ),
      (
        "quote 10 --policy regional", 65, "quote",
        "Policy 'regional' needs the bill's region and has no fallback; give --region, such as --region US."
      ),
      (
        "quote 10 --region UK", 65, "quote",
        "Unknown region 'UK'; expected an ISO 3166-1 code such as US, GB or JP. Did you mean 'GB'?"
      ),
      (
        "quote 10 --region NG", 65, "quote",
        "Policy 'regional' cannot tip a bill in Nigeria (NG): it has no rule for NG, and no fallback for regions without one. Give --policy (see 'tipcalc policies'), --tip-percent or --tip-amount; or, in a catalog given with --config, add \"NG\" to the 'regional' policy's \"regions\", or give it a \"fallback\". Regions covered: AE, AR, AT, AU, BE, BR, CA, CA-QC, CH, CN, CZ, DE, DK, EG, ES, FI, FR, GB, GR, HK, IE, IN, IT, JP, KR, MX, NL, NO, NZ, PL, PT, SE, SG, TH, TR, US, VN, ZA."
      ),
      (
        "quote 10 --currency EUX", 65, "quote",
        "Unknown currency 'EUX'; expected an ISO 4217 code such as USD, EUR or JPY. Did you mean 'EUR'?"
      ),
      (
        "quote 10 --policy round-up-cash --currency JPY", 65, "quote",
        "Policy 'round-up-cash' (round-up, defined in built-in catalog (Policies/default.json)): "
          + "the round-up increment 0.05 is finer than JPY allows (0 digits). Give another "
          + "--policy for this currency."
      ),
      (
        "split 1.001 --ways 2", 65, "split",
        "Invalid value '1.001' for '<amount>': USD amounts have at most 2 digits after the point; this one needs 3 (use 'tipcalc round' to round it)."
      ),
      (
        "split 10 --weights 1,-2", 65, "split",
        "Invalid value '1,-2' for '--weights <w1,w2,...>': weight -2 is negative; expected 0 or more."
      ),
      (
        "round 1 --increment 0", 65, "round",
        "Invalid value '0' for '--increment <step>': the increment must be greater than zero, such as 0.05."
      ),
      (
        "round 1 --increment 0.001", 65, "round",
        "Invalid value '0.001' for '--increment <step>': finer than the USD minor unit (0.01); give a multiple of 0.01."
      ),
      (
        "quote 5 --currency XAU", 65, "quote",
        "Invalid currency 'XAU': XAU (Gold) has no minor unit in ISO 4217; use a currency such as USD, EUR or JPY."
      ),
      (
        "round 1e30", 65, "round",
        "Invalid value '1e30' for '<amount>': exponents are not accepted; write the number in plain digits."
      ),
      (
        // The amount itself is too large; no word of "2 digits".
        "round 99999999999999999.5", 65, "round",
        "Invalid value '99999999999999999.5' for '<amount>': too large; amounts are limited to 9999999999999999.99 USD."
      ),
      (
        "explain smrt", 65, "explain",
        "Unknown policy 'smrt'. Did you mean 'smart'? See 'tipcalc policies' for the list."
      ),
    ])
  func reportsMistake(commandLine: String, status: Int32, command: String, message: String) {
    let result = tipcalc(commandLine)
    #expect(result.status == status)
    #expect(result.stdout == "")
    // Only a command-line mistake ends with the usage; a data error does not.
    #expect(result.stderr == "Error: \(message)\n" + (status == 64 ? usage(command) : ""))
  }

  /// The usage block of `command`, as errors end with it.
  func usage(_ command: String) -> String {
    if command == "explain" {
      return """
        Usage: tipcalc explain <name> [--config <file> ...] [--no-default-catalog]
          See 'tipcalc explain --help' for more information.

        """
    }
    return usageBlock(command)
  }

  @Test("Catalog files that cannot be used: 65 for bad data, 66 for files that cannot be read")
  func catalogFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("empty.json", "")
    try directory.write("binary.json", bytes: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0xFF])
    try directory.write(
      "cycle.json",
      #"{"version": 1, "policies": [{"name": "a", "kind": "round-up", "policy": "b"}, "#
        + #"{"name": "b", "kind": "smart", "threshold": "10", "below": "a", "above": "a"}]}"#)
    try directory.write("newer.json", #"{"version": 2, "policies": []}"#)
    try directory.write("big.json", bytes: Array(repeating: 0x20, count: (1 << 20) + 1))
    let cases: [(String, Int32, String)] = [
      (
        "empty.json", 65,
        #"empty.json: the file is empty; a catalog is at least {"version": 1, "policies": []}."#
      ),
      (
        "binary.json", 65,
        "binary.json:1:8: invalid UTF-8 at byte offset 7; save the file as UTF-8 text."
      ),
      (
        "cycle.json", 65,
        "cycle.json:1:138: at policies[1].below: reference cycle: a → b → a; make one of these policies refer to a policy outside the cycle."
      ),
      (
        "newer.json", 65,
        "newer.json:1:13: at version: catalog format version 2 is newer than this TipEngine supports (version 1); update TipEngine, or write the file for version 1."
      ),
      (
        "big.json", 65,
        "big.json: the file has 1048577 bytes; catalogs are limited to 1048576 bytes; split it "
          + "into several files of at most 1048576 bytes each and load them together (with "
          + "tipcalc, one --config per file)."
      ),
      (
        "missing.json", 66,
        "missing.json: no such file; check the path; it is relative to \(directory.path)."
      ),
      (".", 66, ".: is a directory; expected a JSON catalog file."),
      // An empty name is a usage mistake (64): see EmptyInputPathTests.
    ]
    for (file, status, message) in cases {
      for command in ["quote", "policies"] {
        var arguments = [command, "--config", file]
        if command == "quote" { arguments.insert("10", at: 1) }
        let result = tipcalc(arguments, directory: directory.path)
        #expect(result.status == status, "\(file): \(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: \(message)\n", "\(file)")
      }
    }
  }
}
