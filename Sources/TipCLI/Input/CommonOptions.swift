import Foundation
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
  /// `--<name> <valueName>`, whose text `reader` (an ``InputValues`` function) reads, given the
  /// option's usage label for its messages: `value("party", "n", help: …, InputValues.party)`.
  static func value<Value>(
    _ name: String, _ valueName: String, help: String,
    _ reader: @escaping @Sendable (_ text: String, _ label: String) throws(CLIError) -> Value
  ) -> ValueOption<Value> {
    ValueOption(.value(name, valueName: valueName, help: help)) {
      text, option throws(CLIError) in try reader(text, option.usageLabel)
    }
  }

  /// `--currency <code>`: an ISO 4217 currency, in any case.
  static func currency(help: String) -> ValueOption<Currency> {
    value("currency", "code", help: help, InputValues.currency)
  }

  /// `--region <CC>`: an ISO 3166-1 country or ISO 3166-2 subdivision, in any case.
  static func region(help: String) -> ValueOption<Region> {
    value("region", "CC", help: help, InputValues.region)
  }

  /// `--<name> <n>`, a number of people, such as `--split 3`.
  static func people(_ name: String, help: String) -> ValueOption<Int> {
    value(name, "n", help: help, InputValues.count)
  }

  /// `--weights <w1,w2,...>`: one exact weight per person.
  static func weights(help: String) -> ValueOption<[DecimalValue]> {
    value("weights", "w1,w2,...", help: help, InputValues.weights)
  }

  /// `--jobs <n>`: how many threads read, price and write the rows of `batch` and `compare`.
  static let jobs = value(
    "jobs", "n",
    help: "The threads that price the rows, from 1 to \(InputValues.maximumJobs); the "
      + "machine's active cores by default. The output is the same whatever the number.",
    InputValues.jobs)

  /// The number of threads `--jobs` gives, else the machine's active cores.
  static func threadCount(_ arguments: ParsedArguments) throws(CLIError) -> Int {
    try arguments.value(of: jobs) ?? ProcessInfo.processInfo.activeProcessorCount
  }

  /// `--policy <name>`: a policy of the catalog, by name.
  static func policy(help: String) -> CommandSpec.Option {
    .value("policy", valueName: "name", help: help)
  }

  /// `--<name> <file>`: a file to read or write.
  static func file(_ name: String, help: String) -> CommandSpec.Option {
    .value(name, valueName: "file", help: help)
  }

  /// `--json`: one JSON object instead of a table.
  static let json = CommandSpec.Option.flag(
    "json", help: "Print one JSON object instead of a table.")

  /// `--json` for a listing: a JSON array of objects with `fields`, such as `{name, kind}`.
  static func jsonArray(of fields: String) -> CommandSpec.Option {
    .flag(json.name, help: "Print a JSON array of \(fields) objects.")
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
