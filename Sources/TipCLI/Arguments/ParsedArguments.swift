/// The result of parsing a command line that asks to run a command: which command was chosen, and
/// the positional values, option values and flags given to it.
///
/// A command reads its values by the same ``CommandSpec/Option`` and ``CommandSpec/Argument``
/// constants that its ``CommandSpec`` declares (each command keeps them in its `Key` namespace),
/// so a name is written once: `arguments.value(of: Key.tipPercent)`, never a string. A value
/// that was not given reads as absent: `nil`, an empty array or `false`.
struct ParsedArguments: Sendable, Equatable {
  /// The names of the commands from the root to the chosen one, such as `["tipcalc", "quote"]`.
  var commandPath: [String]
  /// The positional values by argument name, in command-line order.
  var positionalValues: [String: [String]] = [:]
  /// The option values by long option name, in command-line order.
  var optionValues: [String: [String]] = [:]
  /// The long names of the flags that were given.
  var flags: Set<String> = []

  /// The name of the chosen command, such as `quote`; the root's name when no subcommand was
  /// chosen.
  var command: String { commandPath.last ?? "" }

  /// The value of a single-value option, or the last value of a repeatable one; `nil` when the
  /// option was not given.
  func value(of option: CommandSpec.Option) -> String? {
    optionValues[option.name]?.last
  }

  /// Every value of an option, in command-line order; empty when the option was not given.
  func values(of option: CommandSpec.Option) -> [String] {
    optionValues[option.name] ?? []
  }

  /// Whether a flag, or an option that takes a value, was given.
  func isSet(_ option: CommandSpec.Option) -> Bool {
    flags.contains(option.name) || optionValues[option.name] != nil
  }

  /// The value of a positional argument, or the first value of a repeating one; `nil` when an
  /// optional argument was not given.
  func positional(_ argument: CommandSpec.Argument) -> String? {
    positionalValues[argument.name]?.first
  }

  /// Every value of a repeating positional argument, in command-line order.
  func positionals(_ argument: CommandSpec.Argument) -> [String] {
    positionalValues[argument.name] ?? []
  }
}

extension ParsedArguments {
  /// The value of the option with this long name; read options by their declared constant.
  @available(*, deprecated, message: "read the option by its declared CommandSpec.Option")
  func value(of name: String) -> String? {
    optionValues[name]?.last
  }

  /// Every value of the option with this long name; read options by their declared constant.
  @available(*, deprecated, message: "read the option by its declared CommandSpec.Option")
  func values(of name: String) -> [String] {
    optionValues[name] ?? []
  }

  /// Whether the option with this long name was given; read options by their declared constant.
  @available(*, deprecated, message: "read the option by its declared CommandSpec.Option")
  func isSet(_ name: String) -> Bool {
    flags.contains(name) || optionValues[name] != nil
  }
}
