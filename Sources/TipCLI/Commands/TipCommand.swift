import TipArguments

/// One `tipcalc` subcommand: its declaration for the parser and help, and what it does.
///
/// To add a command, write a type conforming to this protocol in its own file and list it in
/// ``TipCommandLine/commands``.
protocol TipCommand {
  /// The name, abstract, arguments and options of the command.
  static var spec: CommandSpec { get }

  /// Whether the command reads or writes amounts for people, in the run's locale (`--locale`
  /// or the environment's): `true` unless the command says otherwise. `batch` reads and writes
  /// the machine format whatever the locale, so it does not look the locale up.
  static var writesForPeople: Bool { get }

  /// Runs the command with the parsed command line, writing its output through `context`.
  ///
  /// Options and arguments are read by the declarations the spec lists, never by a name written
  /// a second time: typed ones as their values (`try arguments.value(of: Key.currency)`, see
  /// ``CommonOptions``), the groups several commands share by their own reading
  /// (``CatalogOptions``, ``BillOptions``).
  ///
  /// A command that ends with a status whose reason it has already written (such as `batch`
  /// after rejected rows) throws ``CLIError/silent(_:)``.
  ///
  /// - Throws: a ``CLIError`` whose message says what was wrong and how to fix it, with its
  ///   ``ExitStatus``; ``ErrorPresenter`` adds the usage block and writes it.
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError)
}

extension TipCommand {
  /// Commands read and write amounts for people unless they say otherwise.
  static var writesForPeople: Bool { true }
}
