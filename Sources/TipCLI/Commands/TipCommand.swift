/// One `tipcalc` subcommand: its declaration for the parser and help, and what it does.
///
/// To add a command, write a type conforming to this protocol in its own file and list it in
/// ``TipCommandLine/commands``.
protocol TipCommand {
  /// The name, abstract, arguments and options of the command.
  static var spec: CommandSpec { get }

  /// Runs the command with the parsed command line, writing its output through `context`.
  ///
  /// Options and arguments are read by the constants the spec declares (the command's `Key`
  /// namespace), never by a name written a second time.
  ///
  /// - Throws: a ``CLIError`` whose message says what was wrong and how to fix it, with its
  ///   ``ExitStatus``; ``ErrorPresenter`` adds the usage block and writes it.
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError)
}
