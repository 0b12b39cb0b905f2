import TipArguments
import TipEngine

/// An option of `tipcalc` read as a typed value, its mistakes reported as ``CLIError``s.
typealias ValueOption<Value> = TypedOption<Value, CLIError>

/// The options several commands take, each declared once here with the way its text is read
/// (see ``InputValues`` for the rules and messages). A command lists them in its spec in its own
/// help order, with its own help sentence where the default does not fit (the reading does not
/// change with it), and reads a typed value: `try arguments.value(of: Key.currency)` is a
/// `Currency?`.
enum CommonOptions {
  /// `--currency <code>`: an ISO 4217 currency, in any case.
  static func currency(help: String) -> ValueOption<Currency> {
    ValueOption(.value("currency", valueName: "code", help: help)) {
      text, option throws(CLIError) in
      try InputValues.currency(text, for: option.usageLabel)
    }
  }

  /// `--region <CC>`: an ISO 3166-1 country or ISO 3166-2 subdivision, in any case.
  static func region(help: String) -> ValueOption<Region> {
    ValueOption(.value("region", valueName: "CC", help: help)) { text, option throws(CLIError) in
      try InputValues.region(text, for: option.usageLabel)
    }
  }

  /// `--json`: JSON instead of a table.
  static func json(help: String = "Print one JSON object instead of a table.")
    -> CommandSpec.Option
  {
    .flag("json", help: help)
  }

  /// `--<name> <n>`, a number of people, such as `--split 3`.
  static func people(_ name: String, help: String) -> ValueOption<Int> {
    ValueOption(.value(name, valueName: "n", help: help)) { text, option throws(CLIError) in
      try InputValues.count(text, for: option.usageLabel)
    }
  }

  /// `--weights <w1,w2,...>`: one exact weight per person.
  static func weights(help: String) -> ValueOption<[DecimalValue]> {
    ValueOption(.value("weights", valueName: "w1,w2,...", help: help)) {
      text, option throws(CLIError) in
      try InputValues.weights(text, for: option.usageLabel)
    }
  }
}

extension ParsedArguments {
  /// The amount given to `option` (such as `--tax <amount>`) in `currency`; `nil` when the
  /// option was not given. See ``InputValues/money(_:for:currency:allowsNegative:)``.
  func money(of option: CommandSpec.Option, in currency: Currency, allowsNegative: Bool = false)
    throws(CLIError) -> Money?
  {
    guard let text = value(of: option) else { return nil }
    return try InputValues.money(
      text, for: option.usageLabel, currency: currency, allowsNegative: allowsNegative)
  }

  /// The amount given as `argument` (such as `<subtotal>`) in `currency`; an argument that was
  /// not given reads as the empty text, and is refused as it is.
  func money(of argument: CommandSpec.Argument, in currency: Currency, allowsNegative: Bool = false)
    throws(CLIError) -> Money
  {
    try InputValues.money(
      positional(argument) ?? "", for: argument.usageLabel, currency: currency,
      allowsNegative: allowsNegative)
  }
}
