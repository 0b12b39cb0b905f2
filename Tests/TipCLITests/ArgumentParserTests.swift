import Testing

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

@Test func rendersTopLevelHelp() {
  #expect(
    SampleSpec.parser.helpText(for: ["tipcalc"]) == """
      OVERVIEW: Compute tips, splits and rounding for restaurant bills.

      USAGE: tipcalc <subcommand>

      OPTIONS:
        --version               Show the version.
        -h, --help              Show help information.

      SUBCOMMANDS:
        quote                   Compute the tip and total for a bill.
        split                   Split an amount between people.
        round                   Round an amount the way a cash register would.
        validate                Check policy catalog files for mistakes.
        help                    Show subcommand help information.

        See 'tipcalc help <subcommand>' for detailed help.

      """)
}

@Test func rendersQuoteHelp() {
  #expect(
    SampleSpec.parser.helpText(for: ["tipcalc", "quote"]) == """
      OVERVIEW: Compute the tip and total for a bill.

      The tip comes from a policy in the catalog, a percentage or a fixed amount;
      without any of them the region's customary policy applies.

      Amounts use a full stop as the decimal separator, whatever the locale.

      USAGE: tipcalc quote <subtotal> [--tax <amount>] [--region <CC>]
                           [--policy <name> | --tip-percent <p> | --tip-amount <a>]
                           [--split <n> | --weights <w1,w2,...>] [--currency <code>]
                           [--config <file> ...] [--no-default-catalog] [--json]
                           [--locale <id>]

      ARGUMENTS:
        <subtotal>              The bill before tax and tip, such as 84.50.

      OPTIONS:
        -t, --tax <amount>      Tax added to the subtotal.
        --region <CC>           The two-letter region whose customs apply.
        --policy <name>         A tip policy from the catalog.
        --tip-percent <p>       The tip as a percentage of the subtotal.
        --tip-amount <a>        The tip as a fixed amount.
        -s, --split <n>         Split the total evenly between n people.
        --weights <w1,w2,...>   Split the total in proportion to these comma-separated
                                weights.
        --currency <code>       The ISO 4217 currency code, such as EUR.
        --config <file>         A policy catalog to load; may be repeated.
        --no-default-catalog    Do not load the built-in policy catalog.
        -j, --json              Print the quote as JSON.
        --locale <id>           The locale for formatting amounts, such as de_DE.
        -h, --help              Show help information.

      """)
}

@Test func rendersSplitAndValidateHelp() {
  #expect(
    SampleSpec.parser.helpText(for: ["tipcalc", "split"]) == """
      OVERVIEW: Split an amount between people.

      USAGE: tipcalc split <amount> (--ways <n> | --weights <w1,w2,...>)

      ARGUMENTS:
        <amount>                The amount to split.

      OPTIONS:
        --ways <n>              Split evenly between n people.
        --weights <w1,w2,...>   Split in proportion to these weights.
        -h, --help              Show help information.

      """)
  #expect(
    SampleSpec.parser.helpText(for: ["tipcalc", "validate"]) == """
      OVERVIEW: Check policy catalog files for mistakes.

      USAGE: tipcalc validate <file> ...

      ARGUMENTS:
        <file>                  A policy catalog file to check.

      OPTIONS:
        -h, --help              Show help information.

      """)
}

@Test func putsLongLabelsOnTheirOwnLineAndWrapsEverything() {
  let spec = CommandSpec(
    name: "tool",
    abstract: "A tool whose abstract is long enough that it has to be wrapped onto a second line.",
    arguments: [.init(name: "input", help: "The input.", isOptional: true, isRepeating: true)],
    options: [
      .value(
        "maximum-rounding-increment", short: "m", valueName: "step",
        help: "The largest step that any amount may be rounded to, which must be positive."),
      .value("ways", valueName: "n", help: "How many ways.", isRequired: true),
    ])
  #expect(
    HelpFormatter().help(for: [spec]) == """
      OVERVIEW: A tool whose abstract is long enough that it has to be wrapped onto a
      second line.

      USAGE: tool [<input> ...] [--maximum-rounding-increment <step>] --ways <n>

      ARGUMENTS:
        <input>                 The input.

      OPTIONS:
        -m, --maximum-rounding-increment <step>
                                The largest step that any amount may be rounded to,
                                which must be positive.
        --ways <n>              How many ways.
        -h, --help              Show help information.

      """)
  #expect(
    HelpFormatter(width: 40).synopsis(for: [spec], prefix: "Usage: ") == """
      Usage: tool [<input> ...]
                  [--maximum-rounding-increment <step>]
                  --ways <n>
      """)
}

@Test(arguments: [
  (CLIError.usage("Bad."), TipCLI.ExitStatus.usage, 64),
  (CLIError.dataError("Bad."), TipCLI.ExitStatus.dataError, 65),
  (CLIError.noInput("Bad."), TipCLI.ExitStatus.noInput, 66),
  (CLIError.ioError("Bad."), TipCLI.ExitStatus.ioError, 74),
  (CLIError.failure("Bad."), TipCLI.ExitStatus.failure, 1),
])
func errorFactoriesSetExitCodes(error: CLIError, status: TipCLI.ExitStatus, value: Int) {
  #expect(error.status == status)
  #expect(error.exitCode == status.rawValue)
  #expect(Int(status.rawValue) == value)
  #expect(error.description == "Error: Bad.")
}

@Test func exitCodeForSuccessIsZero() {
  #expect(TipCLI.ExitStatus.success.rawValue == 0)
  #expect(ExitCode.success == 0)
}

@Test("The raw exit codes kept for batch are the statuses' numbers")
func rawExitCodesMatchStatuses() {
  #expect(
    [
      ExitCode.success, ExitCode.failure, ExitCode.usage, ExitCode.dataError, ExitCode.noInput,
      ExitCode.ioError,
    ] == [0, 1, 64, 65, 66, 74])
  #expect(CLIError(exitCode: 65, message: "Bad.") == CLIError.dataError("Bad."))
  #expect(CLIError(exitCode: 3, message: "Bad.").status == .failure)
}

@Test(arguments: [
  ("-5", true), ("-1.005", true), ("-.5", true), ("-1,5", true), ("-", false), ("--", false),
  ("-x", false), ("-.", false), ("-5x", false), ("5", false), ("--5", false),
])
func recognisesNegativeNumbers(token: String, isNumber: Bool) {
  #expect(ArgumentParser.looksLikeNegativeNumber(token) == isNumber)
}

@Test(arguments: [
  (
    CommandSpec(name: "a", abstract: "No full stop"),
    ["Command 'a': the abstract must be a sentence ending with a full stop."]
  ),
  (
    CommandSpec(
      name: "b", abstract: "B.",
      options: [.flag("json", short: "j", help: ""), .flag("jot", short: "j", help: "")]),
    ["Command 'b': short name '-j' is declared more than once."]
  ),
  (
    CommandSpec(
      name: "c", abstract: "C.",
      options: [.flag("help", help: ""), .value("n", short: "1", valueName: "", help: "")]),
    [
      "Command 'c': option '--help' is declared more than once.",
      "Command 'c': short name '-1' would hide negative numbers.",
      "Command 'c': option '--n' has a wrong value name.",
    ]
  ),
  (
    CommandSpec(
      name: "d", abstract: "D.",
      arguments: [
        .init(name: "x", help: "", isOptional: true, isRepeating: true), .init(name: "y", help: ""),
      ],
      exclusiveGroups: [.init(names: ["nope"])]),
    [
      "Command 'd': exclusive group names unknown option '--nope'.",
      "Command 'd': required argument '<y>' follows an optional one.",
      "Command 'd': only the last argument may repeat, not '<x>'.",
    ]
  ),
  (
    CommandSpec(
      name: "e", abstract: "E.", arguments: [.init(name: "x", help: "")],
      subcommands: [CommandSpec(name: "f", abstract: "F."), CommandSpec(name: "f", abstract: "F")]),
    [
      "Command 'e': a command with subcommands cannot take arguments.",
      "Command 'e': subcommand 'f' is declared more than once.",
      "Command 'f': the abstract must be a sentence ending with a full stop.",
    ]
  ),
])
func findsMistakesInSpecs(spec: CommandSpec, problems: [String]) {
  #expect(spec.problems == problems)
}
