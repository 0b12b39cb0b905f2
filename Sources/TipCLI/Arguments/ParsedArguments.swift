/// The result of parsing a command line that asks to run a command: which command was chosen, and
/// the positional values, option values and flags given to it.
///
/// Values are looked up by the names declared in the ``CommandSpec``: an argument's `name` (such
/// as `subtotal`) and an option's long name without dashes (such as `tip-percent`). A name that was
/// not given, or not declared, reads as absent: `nil`, an empty array or `false`.
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
  func value(of option: String) -> String? {
    optionValues[option]?.last
  }

  /// Every value of an option, in command-line order; empty when the option was not given.
  func values(of option: String) -> [String] {
    optionValues[option] ?? []
  }

  /// Whether a flag, or an option that takes a value, was given.
  func isSet(_ option: String) -> Bool {
    flags.contains(option) || optionValues[option] != nil
  }

  /// The value of a positional argument, or the first value of a repeating one; `nil` when an
  /// optional argument was not given.
  func positional(_ argument: String) -> String? {
    positionalValues[argument]?.first
  }

  /// Every value of a repeating positional argument, in command-line order.
  func positionals(_ argument: String) -> [String] {
    positionalValues[argument] ?? []
  }
}
