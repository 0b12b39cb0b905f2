import Testing
import TipArguments

@testable import TipCLI

/// A spec that mimics the real `tipcalc` tool.
enum SampleSpec {
  static let quote = CommandSpec(
    name: "quote",
    abstract: "Compute the tip and total for a bill.",
    discussion: """
      The tip comes from a policy in the catalog, a percentage or a fixed amount; without any of \
      them the region's customary policy applies.

      Amounts use a full stop as the decimal separator, whatever the locale.
      """,
    arguments: [.init(name: "subtotal", help: "The bill before tax and tip, such as 84.50.")],
    options: [
      .value("tax", short: "t", valueName: "amount", help: "Tax added to the subtotal."),
      .value("region", valueName: "CC", help: "The two-letter region whose customs apply."),
      .value("policy", valueName: "name", help: "A tip policy from the catalog."),
      .value("tip-percent", valueName: "p", help: "The tip as a percentage of the subtotal."),
      .value("tip-amount", valueName: "a", help: "The tip as a fixed amount."),
      .value("split", short: "s", valueName: "n", help: "Split the total evenly between n people."),
      .value(
        "weights", valueName: "w1,w2,...",
        help: "Split the total in proportion to these comma-separated weights."),
      .value("currency", valueName: "code", help: "The ISO 4217 currency code, such as EUR."),
      .repeating("config", valueName: "file", help: "A policy catalog to load; may be repeated."),
      .flag("no-default-catalog", help: "Do not load the built-in policy catalog."),
      .flag("json", short: "j", help: "Print the quote as JSON."),
      .value("locale", valueName: "id", help: "The locale for formatting amounts, such as de_DE."),
    ],
    exclusiveGroups: [
      .init(names: ["policy", "tip-percent", "tip-amount"]),
      .init(names: ["split", "weights"]),
    ])

  static let split = CommandSpec(
    name: "split",
    abstract: "Split an amount between people.",
    arguments: [.init(name: "amount", help: "The amount to split.")],
    options: [
      .value("ways", valueName: "n", help: "Split evenly between n people."),
      .value("weights", valueName: "w1,w2,...", help: "Split in proportion to these weights."),
    ],
    exclusiveGroups: [.init(names: ["ways", "weights"], isRequired: true)])

  static let round = CommandSpec(
    name: "round",
    abstract: "Round an amount the way a cash register would.",
    arguments: [.init(name: "amount", help: "The amount to round; may be negative.")],
    options: [
      .value("increment", valueName: "step", help: "The step to round to, such as 0.05."),
      .value("mode", valueName: "rule", help: "The rounding rule: half-even, half-up, up or down."),
    ])

  static let validate = CommandSpec(
    name: "validate",
    abstract: "Check policy catalog files for mistakes.",
    arguments: [.init(name: "file", help: "A policy catalog file to check.", isRepeating: true)])

  static let tipcalc = CommandSpec(
    name: "tipcalc",
    abstract: "Compute tips, splits and rounding for restaurant bills.",
    version: "1.2.0",
    subcommands: [quote, split, round, validate])

  static let parser = ArgumentParser(root: tipcalc)
}

/// The usage blocks that errors about each command end with.
enum SampleUsage {
  static let tipcalc = """
    Usage: tipcalc <subcommand>
      See 'tipcalc --help' for more information.
    """
  static let quote = """
    Usage: tipcalc quote <subtotal> [--tax <amount>] [--region <CC>]
                         [--policy <name> | --tip-percent <p> | --tip-amount <a>]
                         [--split <n> | --weights <w1,w2,...>] [--currency <code>]
                         [--config <file> ...] [--no-default-catalog] [--json]
                         [--locale <id>]
      See 'tipcalc quote --help' for more information.
    """
  static let split = """
    Usage: tipcalc split <amount> (--ways <n> | --weights <w1,w2,...>)
      See 'tipcalc split --help' for more information.
    """
  static let round = """
    Usage: tipcalc round <amount> [--increment <step>] [--mode <rule>]
      See 'tipcalc round --help' for more information.
    """
  static let validate = """
    Usage: tipcalc validate <file> ...
      See 'tipcalc validate --help' for more information.
    """

  /// The usage block for the command with the given name.
  static func block(for command: String) -> String {
    switch command {
    case "quote": quote
    case "split": split
    case "round": round
    case "validate": validate
    default: tipcalc
    }
  }
}

/// Parses `arguments` with the sample parser, expecting an error, and returns its full text.
private func errorText(_ arguments: [String]) -> String? {
  do {
    let outcome = try SampleSpec.parser.parse(arguments)
    Issue.record("Expected an error, got \(outcome)")
    return nil
  } catch {
    #expect(error.status == .usage)
    return error.description
  }
}

@Test func sampleSpecIsSound() {
  #expect(SampleSpec.tipcalc.problems == [])
}

@Test(arguments: [
  (
    ["quote", "84.50"],
    ParsedArguments(
      commandPath: ["tipcalc", "quote"], positionalValues: ["subtotal": ["84.50"]])
  ),
  (
    [
      "quote", "84.50", "--tax", "7.10", "--region=DE", "--tip-percent", "15", "--split", "3",
      "--config", "a.json", "--config=b.json", "--no-default-catalog", "-j", "--locale", "de_DE",
      "--currency", "EUR",
    ],
    ParsedArguments(
      commandPath: ["tipcalc", "quote"], positionalValues: ["subtotal": ["84.50"]],
      optionValues: [
        "tax": ["7.10"], "region": ["DE"], "tip-percent": ["15"], "split": ["3"],
        "config": ["a.json", "b.json"], "locale": ["de_DE"], "currency": ["EUR"],
      ],
      flags: ["no-default-catalog", "json"])
  ),
  (
    ["quote", "--tax", "1", "10"],
    ParsedArguments(
      commandPath: ["tipcalc", "quote"], positionalValues: ["subtotal": ["10"]],
      optionValues: ["tax": ["1"]])
  ),
  (
    ["quote", "-jt", "2", "10"],
    ParsedArguments(
      commandPath: ["tipcalc", "quote"], positionalValues: ["subtotal": ["10"]],
      optionValues: ["tax": ["2"]], flags: ["json"])
  ),
  (
    ["quote", "10", "--tax="],
    ParsedArguments(
      commandPath: ["tipcalc", "quote"], positionalValues: ["subtotal": ["10"]],
      optionValues: ["tax": [""]])
  ),
  (
    ["quote", "-5"],
    ParsedArguments(
      commandPath: ["tipcalc", "quote"], positionalValues: ["subtotal": ["-5"]])
  ),
  (
    ["quote", "10", "--tax", "-1.5", "--locale", "-"],
    ParsedArguments(
      commandPath: ["tipcalc", "quote"], positionalValues: ["subtotal": ["10"]],
      optionValues: ["tax": ["-1.5"], "locale": ["-"]])
  ),
  (
    ["round", "--", "-1.005"],
    ParsedArguments(
      commandPath: ["tipcalc", "round"], positionalValues: ["amount": ["-1.005"]])
  ),
  (
    ["round", "-1.005", "--increment", ".05", "--mode=half-up"],
    ParsedArguments(
      commandPath: ["tipcalc", "round"], positionalValues: ["amount": ["-1.005"]],
      optionValues: ["increment": [".05"], "mode": ["half-up"]])
  ),
  (
    ["round", "-.5"],
    ParsedArguments(
      commandPath: ["tipcalc", "round"], positionalValues: ["amount": ["-.5"]])
  ),
  (
    ["round", "--", "--help"],
    ParsedArguments(
      commandPath: ["tipcalc", "round"], positionalValues: ["amount": ["--help"]])
  ),
  (
    ["split", "50", "--ways", "4"],
    ParsedArguments(
      commandPath: ["tipcalc", "split"], positionalValues: ["amount": ["50"]],
      optionValues: ["ways": ["4"]])
  ),
  (
    ["split", "--weights=1,2,1", "50"],
    ParsedArguments(
      commandPath: ["tipcalc", "split"], positionalValues: ["amount": ["50"]],
      optionValues: ["weights": ["1,2,1"]])
  ),
  (
    ["validate", "a.json", "b.json", "c.json"],
    ParsedArguments(
      commandPath: ["tipcalc", "validate"],
      positionalValues: ["file": ["a.json", "b.json", "c.json"]])
  ),
  (
    ["validate", "a.json", "--", "--odd.json"],
    ParsedArguments(
      commandPath: ["tipcalc", "validate"], positionalValues: ["file": ["a.json", "--odd.json"]])
  ),
])
func parsesCommandLine(arguments: [String], expected: ParsedArguments) throws {
  #expect(try SampleSpec.parser.parse(arguments) == .run(expected))
}

@Test func accessorsReadValuesByDeclaredOptions() throws {
  let arguments = [
    "quote", "10", "--config", "a.json", "--config", "b.json", "--json", "--tax", "1.5",
  ]
  guard case .run(let parsed) = try SampleSpec.parser.parse(arguments) else {
    Issue.record("Expected a command to run")
    return
  }
  // The same constants that declare the command read its values.
  let spec = SampleSpec.quote
  func option(_ name: String) throws -> CommandSpec.Option {
    try #require(spec.option(named: name))
  }
  let subtotal = try #require(spec.arguments.first)
  #expect(parsed.command == "quote")
  #expect(parsed.positional(subtotal) == "10")
  #expect(parsed.positionals(subtotal) == ["10"])
  #expect(parsed.value(of: try option("tax")) == "1.5")
  #expect(parsed.value(of: try option("region")) == nil)
  #expect(parsed.values(of: try option("config")) == ["a.json", "b.json"])
  #expect(parsed.values(of: try option("locale")) == [])
  #expect(parsed.isSet(try option("json")))
  #expect(parsed.isSet(try option("tax")))
  #expect(!parsed.isSet(try option("no-default-catalog")))
}

@Test(arguments: [
  (["qoute", "12"], "Unknown command 'qoute'. Did you mean 'quote'?", "tipcalc"),
  (["frobnicate"], "Unknown command 'frobnicate'.", "tipcalc"),
  (["--json"], "Unknown option '--json'.", "tipcalc"),
  (["--", "quote"], "Unexpected argument 'quote'.", "tipcalc"),
  (["--version=2"], "Option '--version' does not take a value.", "tipcalc"),
  (["help", "qoute"], "Unknown command 'qoute'. Did you mean 'quote'?", "tipcalc"),
  (["help", "quote", "extra"], "Unexpected argument 'extra'.", "quote"),
  (["quote", "10", "--splt", "3"], "Unknown option '--splt'. Did you mean '--split'?", "quote"),
  (["quote", "10", "--splt=3"], "Unknown option '--splt'. Did you mean '--split'?", "quote"),
  (["quote", "10", "-split", "3"], "Unknown option '-split'. Did you mean '--split'?", "quote"),
  (["quote", "10", "-x"], "Unknown option '-x'.", "quote"),
  (["quote", "10", "-jx"], "Unknown option '-x'.", "quote"),
  (["quote", "10", "-ts", "2"], "Unknown option '-ts'.", "quote"),
  (["quote", "10", "-jts", "2"], "Missing value for option '-t'.", "quote"),
  (["quote", "10", "--tax"], "Missing value for option '--tax'.", "quote"),
  (["quote", "10", "--tax", "--json"], "Missing value for option '--tax'.", "quote"),
  (["quote", "10", "-t"], "Missing value for option '-t'.", "quote"),
  (["quote", "--splt", "--tax"], "Unknown option '--splt'. Did you mean '--split'?", "quote"),
  (["quote"], "Missing expected argument '<subtotal>'.", "quote"),
  (["quote", "--json"], "Missing expected argument '<subtotal>'.", "quote"),
  (["quote", "10", "foo"], "Unexpected argument 'foo'.", "quote"),
  (["quote", "10", "--tax", "1", "--tax", "2"], "Option '--tax' given more than once.", "quote"),
  (["quote", "10", "-t", "1", "--tax=2"], "Option '--tax' given more than once.", "quote"),
  (["quote", "10", "--json", "-j"], "Option '--json' given more than once.", "quote"),
  (["quote", "10", "--json=yes"], "Option '--json' does not take a value.", "quote"),
  (
    ["quote", "10", "--split", "2", "--weights", "1,2"],
    "'--split' and '--weights' cannot be used together.", "quote"
  ),
  (
    ["quote", "10", "--weights", "1,2", "-s", "2"],
    "'--weights' and '--split' cannot be used together.", "quote"
  ),
  (
    ["quote", "10", "--policy", "fair", "--tip-amount", "2"],
    "'--policy' and '--tip-amount' cannot be used together.", "quote"
  ),
  (
    ["split", "50"], "Missing expected argument '--ways <n>' or '--weights <w1,w2,...>'.",
    "split"
  ),
  (
    ["split", "50", "--ways", "2", "--weights", "1,1"],
    "'--ways' and '--weights' cannot be used together.", "split"
  ),
  (["round", "--", "1", "2"], "Unexpected argument '2'.", "round"),
  (["round", "-5", "-6"], "Unexpected argument '-6'.", "round"),
  (["round", "1", "--version"], "Unknown option '--version'.", "round"),
  (["validate"], "Missing expected argument '<file> ...'.", "validate"),
])
func reportsUsageErrors(arguments: [String], message: String, command: String) {
  #expect(errorText(arguments) == "Error: \(message)\n\(SampleUsage.block(for: command))")
}

@Test(arguments: [
  ([], ["tipcalc"]),
  (["--help"], ["tipcalc"]),
  (["-h"], ["tipcalc"]),
  (["help"], ["tipcalc"]),
  (["--version", "--help"], ["tipcalc"]),
  (["qoute", "--help"], ["tipcalc"]),
  (["--help", "quote"], ["tipcalc", "quote"]),
  (["quote", "--help"], ["tipcalc", "quote"]),
  (["quote", "10", "--splt", "-h"], ["tipcalc", "quote"]),
  (["quote", "--tax", "--help"], ["tipcalc", "quote"]),
  (["quote", "-jh"], ["tipcalc", "quote"]),
  (["help", "split"], ["tipcalc", "split"]),
  (["split", "-help"], ["tipcalc", "split"]),
  (["validate", "a.json", "-h", "--", "b.json"], ["tipcalc", "validate"]),
])
func asksForHelp(arguments: [String], commandPath: [String]) throws {
  #expect(try SampleSpec.parser.parse(arguments) == .help(commandPath: commandPath))
}

@Test(arguments: [["--version"], ["--version", "quote", "10"]])
func asksForVersion(arguments: [String]) throws {
  #expect(try SampleSpec.parser.parse(arguments) == .version("1.2.0"))
}
@Test(arguments: [
  ("-5", true), ("-1.005", true), ("-.5", true), ("-1,5", true), ("-", false), ("--", false),
  ("-x", false), ("-.", false), ("-5x", false), ("5", false), ("--5", false),
])
func recognisesNegativeNumbers(token: String, isNumber: Bool) {
  #expect(ArgumentParser.looksLikeNegativeNumber(token) == isNumber)
}
