import TipEngine

/// The `tipcalc` command line: parses the arguments, runs the chosen command and maps every
/// outcome to an exit status (0 ok, 64 usage, 65 bad data, 66 unreadable file, 1 other).
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
      ExplainCommand.self, ValidateCommand.self, RegionsCommand.self, InteractiveSubcommand.self,
    ]
  }

  /// The root command, `tipcalc`, with every command under it.
  static var root: CommandSpec {
    CommandSpec(
      name: "tipcalc",
      abstract: "Compute tips, splits and rounding exactly, from named tipping policies.",
      discussion: """
        Policies come from the built-in catalog and from JSON catalog files given with \
        --config. Amounts are exact decimals written with a full stop, such as 84.50.

        Exit status: 0 success, 64 command-line mistake, 65 bad data (an amount, a catalog \
        file), 66 a file that cannot be read, 1 anything else.
        """,
      version: version,
      subcommands: commands.map { $0.spec } + [BatchCommand.spec])
  }

  /// The parser for ``root``.
  static var parser: ArgumentParser { ArgumentParser(root: root) }

  /// Runs `tipcalc` in this process with `arguments` (without the program name) and returns the
  /// exit status.
  public static func main(arguments: [String]) -> Int32 {
    run(arguments: arguments, context: .process())
  }

  /// Runs `tipcalc` with `arguments` (without the program name), reading the environment and
  /// current directory of `context` and writing through it; returns the exit status.
  public static func run(arguments: [String], context: CommandContext) -> Int32 {
    let parser = parser
    var commandPath = [parser.root.name]
    do throws(CLIError) {
      switch try parser.parse(arguments) {
      case .help(let path):
        context.writeOutput(parser.helpText(for: path))
      case .version(let version):
        context.print(version)
      case .run(let parsed) where parsed.command == BatchCommand.spec.name:
        // Batch streams bytes, writes its own summary, and exits 65 after a completed run with
        // rejected rows.
        commandPath = parsed.commandPath
        return try BatchCommand.execute(parsed, io: context.batchIO(), limits: nil)
      case .run(let parsed):
        commandPath = parsed.commandPath
        guard let command = commands.first(where: { $0.spec.name == parsed.command }) else {
          throw CLIError.failure("Command '\(parsed.command)' has no implementation.")
        }
        let style = try DisplayLocale.style(
          option: parsed.value(of: "locale"), environment: context.environment)
        do {
          try MoneyText.$style.withValue(style) { try command.run(parsed, context: context) }
        } catch let error as CLIError {
          throw error
        } catch {
          throw CLIError.failure(String(describing: error))
        }
      }
      return ExitCode.success
    } catch {
      if error.message.isEmpty { return error.exitCode }
      let reported = withUsage(error, commandPath: commandPath, parser: parser)
      context.writeError(reported.description + "\n")
      return reported.exitCode
    }
  }

  /// `error` with the usage block and help pointer of the command at `commandPath`, unless it
  /// already has them.
  static func withUsage(_ error: CLIError, commandPath: [String], parser: ArgumentParser)
    -> CLIError
  {
    guard error.commandPath == nil, let chain = parser.chain(for: commandPath) else {
      return error
    }
    var decorated = error
    decorated.commandPath = commandPath
    decorated.synopsis = parser.formatter.synopsis(for: chain, prefix: "Usage: ")
    return decorated
  }
}
