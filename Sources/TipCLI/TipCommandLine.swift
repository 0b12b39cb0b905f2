import TipArguments
import TipEngine

/// The `tipcalc` command line: parses the arguments, runs the chosen command and maps every
/// outcome to an ``ExitStatus`` (0 ok, 64 usage, 65 bad data, 66 unreadable file, 74 failed
/// write, 1 other).
///
/// `Sources/tipcalc/main.swift` calls ``main(arguments:)``; tests call
/// ``run(arguments:context:)`` with a ``CommandContext`` that captures the output.
public enum TipCommandLine {
  /// The version printed by `tipcalc --version`.
  public static let version = "0.1.0"

  /// The commands, in the order the help lists them.
  static var commands: [any TipCommand.Type] {
    [
      QuoteCommand.self, SplitCommand.self, RoundCommand.self, PoliciesCommand.self,
      ExplainCommand.self, ValidateCommand.self, TestCommand.self, LintCommand.self,
      RegionsCommand.self,
      InteractiveSubcommand.self, PromptCommand.self, PoolCommand.self, PeriodCommand.self,
      AllocateCommand.self,
      BatchCommand.self,
      CompareCommand.self,
    ]
  }

  /// The root command, `tipcalc`, with every command under it.
  static var root: CommandSpec {
    CommandSpec(
      name: "tipcalc",
      abstract: "Compute tips, splits and rounding exactly, from named tipping policies.",
      discussion: """
        Policies come from the built-in catalog and from JSON catalog files given with \
        --config. Amounts are exact decimals, digits with a full stop as the decimal point \
        whatever the locale, such as 84.50 or 1,234.50; no exponents such as 1e3. Where the \
        locale writes decimals with a comma, an amount such as 1,500 that reads two ways is \
        refused.

        \(ExitStatus.helpSentence)
        """,
      version: version,
      subcommands: commands.map { $0.spec })
  }

  /// The parser for ``root``.
  static var parser: ArgumentParser { ArgumentParser(root: root) }

  /// Runs `tipcalc` in this process with `arguments` (without the program name) and returns the
  /// exit status.
  public static func main(arguments: [String]) -> Int32 {
    // A reader that goes away (`tipcalc batch … | head -1`) makes a write fail with EPIPE, which
    // ends the run like any failed write (temporary files removed, a message on standard
    // error, 74) instead of killing the process by SIGPIPE halfway through.
    _ = signal(SIGPIPE, SIG_IGN)
    return run(arguments: arguments, context: .process())
  }

  /// Runs `tipcalc` with `arguments` (without the program name), reading the environment and
  /// current directory of `context` and writing through it; returns the exit status.
  public static func run(arguments: [String], context: CommandContext) -> Int32 {
    let presenter = ErrorPresenter(parser: parser)
    var commandPath = [presenter.parser.root.name]
    let status: ExitStatus
    do throws(CLIError) {
      try execute(arguments, parser: presenter.parser, context: context, commandPath: &commandPath)
      status = .success
    } catch {
      status = presenter.report(error, commandPath: commandPath, context: context)
    }
    return presenter.finish(status, context: context).rawValue
  }

  /// Parses `arguments` and runs what they ask for, setting `commandPath` to the chosen command
  /// as soon as it is known (for the usage block of an error).
  static func execute(
    _ arguments: [String], parser: ArgumentParser, context: CommandContext,
    commandPath: inout [String]
  ) throws(CLIError) {
    switch try parser.parse(arguments) {
    case .help(let path):
      context.writeOutput(parser.helpText(for: path))
    case .version(let version):
      context.print(version)
    case .run(let parsed):
      commandPath = parsed.commandPath
      guard let command = commands.first(where: { $0.spec.name == parsed.command }) else {
        throw .failure("Command '\(parsed.command)' has no implementation.")
      }
      guard command.writesForPeople else { return try command.run(parsed, context: context) }
      let locale = try DisplayLocale.locale(
        option: parsed.value(of: DisplayLocale.option), environment: context.environment)
      let outcome = MoneyText.$style.withValue(DisplayLocale.style(for: locale)) {
        InputValues.$locale.withValue(locale) {
          Result { () throws(CLIError) in try command.run(parsed, context: context) }
        }
      }
      try outcome.get()
    }
  }
}
