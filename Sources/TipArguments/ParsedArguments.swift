/// The result of parsing a command line that asks to run a command: which command was chosen, and
/// the positional values, option values and flags given to it.
///
/// A command reads its values by the same declarations that its ``CommandSpec`` lists, so a name
/// is written once: a ``TypedOption`` reads as its value (`try arguments.value(of: currency)`
/// is a `Currency?`), a plain ``CommandSpec/Option`` or ``CommandSpec/Argument`` as its text.
/// A value that was not given reads as absent: `nil`, an empty array or `false`.
package struct ParsedArguments: Sendable, Equatable {
  /// The names of the commands from the root to the chosen one, such as `["tipcalc", "quote"]`.
  package var commandPath: [String]
  /// The positional values by argument name, in command-line order.
  package var positionalValues: [String: [String]] = [:]
  /// The option values by long option name, in command-line order.
  package var optionValues: [String: [String]] = [:]
  /// The long names of the flags that were given.
  package var flags: Set<String> = []

  /// The values given to the command at `commandPath`.
  package init(
    commandPath: [String], positionalValues: [String: [String]] = [:],
    optionValues: [String: [String]] = [:], flags: Set<String> = []
  ) {
    self.commandPath = commandPath
    self.positionalValues = positionalValues
    self.optionValues = optionValues
    self.flags = flags
  }

  /// The name of the chosen command, such as `quote`; the root's name when no subcommand was
  /// chosen.
  package var command: String { commandPath.last ?? "" }

  /// The text of a single-value option, or the last text of a repeatable one; `nil` when the
  /// option was not given.
  package func value(of option: CommandSpec.Option) -> String? {
    optionValues[option.name]?.last
  }

  /// Every text of an option, in command-line order; empty when the option was not given.
  package func values(of option: CommandSpec.Option) -> [String] {
    optionValues[option.name] ?? []
  }

  /// Whether a flag, or an option that takes a value, was given.
  package func isSet(_ option: CommandSpec.Option) -> Bool {
    flags.contains(option.name) || optionValues[option.name] != nil
  }

  /// The value of a typed option, read from its last text; `nil` when the option was not given.
  ///
  /// - Throws: the option's error for a text it does not accept.
  package func value<Value, Failure>(of option: TypedOption<Value, Failure>) throws(Failure)
    -> Value?
  {
    guard let text = value(of: option.option) else { return nil }
    return try option.read(text)
  }

  /// Whether a typed option was given, whatever its value.
  package func isSet<Value, Failure>(_ option: TypedOption<Value, Failure>) -> Bool {
    isSet(option.option)
  }

  /// Every value of a typed option, in command-line order; empty when it was not given.
  ///
  /// - Throws: the option's error for the first text it does not accept.
  package func values<Value, Failure>(of option: TypedOption<Value, Failure>) throws(Failure)
    -> [Value]
  {
    var read: [Value] = []
    for text in values(of: option.option) { read.append(try option.read(text)) }
    return read
  }

  /// The value of a positional argument, or the first value of a repeating one; `nil` when an
  /// optional argument was not given.
  package func positional(_ argument: CommandSpec.Argument) -> String? {
    positionalValues[argument.name]?.first
  }

  /// Every value of a repeating positional argument, in command-line order.
  package func positionals(_ argument: CommandSpec.Argument) -> [String] {
    positionalValues[argument.name] ?? []
  }
}
