import Testing
import TipArguments

@testable import TipCLI

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
