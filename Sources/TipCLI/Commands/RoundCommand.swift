import TipArguments
import TipEngine

/// `tipcalc round`: an amount rounded to a multiple of an increment, exactly.
enum RoundCommand: TipCommand {
  /// The rule used when `--mode` is not given.
  static let defaultRule = RoundingRule.halfUp

  /// The argument and options, declared once for the spec and for ``run(_:context:)``.
  enum Key {
    /// `<amount>`.
    static let amount = CommandSpec.Argument(
      name: "amount",
      help: "The amount to round, with any number of digits after the point (digits only, no "
        + "exponents), such as 1.005.")
    /// `--increment <step>`.
    static let increment = CommandSpec.Option.value(
      "increment", valueName: "step",
      help: "Round to a multiple of this step, such as 0.05 or 1; by default the currency's "
        + "minor unit (0.01 for USD).")
    /// `--mode <rule>`.
    static let mode = CommonOptions.value(
      "mode", "rule",
      help: "The rounding rule: half-up (the default), half-even, half-down, up, down, "
        + "ceiling or floor.", InputValues.roundingRule)
    /// `--currency <code>`, as `split` takes it too.
    static let currency = CommonOptions.currency(help: "The ISO 4217 currency; USD by default.")
  }

  static let spec = CommandSpec(
    name: "round",
    abstract: "Round an amount to a multiple of an increment, exactly.",
    discussion: """
      The amount may have more digits than the currency (1.005) and may be negative (a refund: \
      'tipcalc round -- -1.005' or 'tipcalc round -1.005'). It is rounded once, in exact \
      decimal arithmetic, so 1.005 rounds half-up to 1.01, never to 1.00 as binary floating \
      point would.
      """,
    arguments: [Key.amount],
    options: [
      Key.increment, Key.mode.option, Key.currency.option, DisplayLocale.option, CommonOptions.json,
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let currency = try arguments.value(of: Key.currency) ?? .usd
    let rule = try arguments.value(of: Key.mode) ?? defaultRule
    let amountText = arguments.positional(Key.amount) ?? ""
    let amount = try InputValues.decimal(
      amountText, for: Key.amount.usageLabel, currency: currency)
    let increment: Money
    if let text = arguments.value(of: Key.increment) {
      increment = try parseIncrement(text, currency: currency)
    } else {
      increment = Money(minorUnits: 1, currency: currency)
    }
    let rounded = try round(amount, text: amountText, to: increment, rule: rule)
    if arguments.isSet(CommonOptions.json) {
      let digits = currency.minorUnitDigits
      let json = JSONOutput.object([
        ("currency", .string(currency.code)),
        ("amount", .string(amount.formatted(fractionDigits: digits))),
        ("increment", .string(increment.amountText)),
        ("mode", .string(rule.name)),
        ("rounded", .string(rounded.amountText)),
      ])
      context.print(json.text)
      return
    }
    var table = TextTable()
    table.append("Amount", MoneyText.text(amount, currency: currency))
    table.append("Increment", MoneyText.text(increment))
    table.append("Mode", rule.name)
    table.append("Rounded", MoneyText.text(rounded))
    context.print(table.text)
  }

  /// A positive increment that is a whole number of the currency's minor units.
  static func parseIncrement(_ text: String, currency: Currency) throws(CLIError) -> Money {
    let label = Key.increment.usageLabel
    let value = try InputValues.decimal(text, for: label, currency: currency)
    guard value > .zero else {
      throw InputValues.invalid(
        text, for: label, "the increment must be greater than zero, such as 0.05",
        status: .dataError)
    }
    do {
      return try Money(exactly: value, currency: currency)
    } catch .tooManyFractionDigits {
      let unit = Money(minorUnits: 1, currency: currency).amountText
      throw InputValues.invalid(
        text, for: label,
        "finer than the \(currency.code) minor unit (\(unit)); give a multiple of \(unit)",
        status: .dataError)
    } catch {
      throw InputValues.invalid(
        text, for: label, InputValues.reason(error, currency: currency), status: .dataError)
    }
  }

  /// `amount` rounded once by `rule` to a multiple of `increment`
  /// (``Money/init(rounding:toMultipleOf:rule:)``).
  ///
  /// - Throws: a data error that names the limit that was hit: an amount above the largest
  ///   amount of the currency, an amount with too many digits after the point for the size of
  ///   the increment, or a result above the largest amount.
  static func round(_ amount: DecimalValue, text: String, to increment: Money, rule: RoundingRule)
    throws(CLIError) -> Money
  {
    let currency = increment.currency
    let step = increment.decimalValue
    func refuse(_ reason: String) -> CLIError {
      InputValues.invalid(text, for: Key.amount.usageLabel, reason, status: .dataError)
    }
    do {
      return try Money(rounding: amount, toMultipleOf: increment, rule: rule)
    } catch .tooManyFractionDigits(_, _, let allowed, _) {
      throw refuse(
        "\(amount.scale) digits after the point are too many to round to a multiple of "
          + "\(step): amounts are exact to 18 significant digits, so give at most "
          + "\(allowed) digits after the point for this increment")
    } catch {
      if amount > InputValues.largestValue(in: currency)
        || amount < InputValues.smallestValue(in: currency)
      {
        throw refuse("too large; amounts are limited to \(InputValues.largest(in: currency))")
      }
      throw refuse(
        "rounded \(rule.name) to a multiple of \(step), it would be beyond the largest amount, "
          + InputValues.largest(in: currency))
    }
  }
}
