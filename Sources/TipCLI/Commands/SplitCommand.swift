import TipEngine

/// `tipcalc split`: an amount in exact shares that sum to it.
enum SplitCommand: TipCommand {
  /// The argument and options, declared once for the spec and for ``run(_:context:)``.
  enum Key {
    /// `<amount>`.
    static let amount = CommandSpec.Argument(
      name: "amount", help: "The amount to split, such as 100 or 84.50.")
    /// `--ways <n>`.
    static let ways = CommandSpec.Option.value(
      "ways", valueName: "n", help: "Split evenly between n people.")
    /// `--weights <w1,w2,...>`.
    static let weights = CommandSpec.Option.value(
      "weights", valueName: "w1,w2,...",
      help: "Split in proportion to these weights, one per person, such as 1,2,1.5.")
    /// `--currency <code>`.
    static let currency = CommandSpec.Option.value(
      "currency", valueName: "code", help: "The ISO 4217 currency; USD by default.")
    /// `--json`.
    static let json = CommandSpec.Option.flag(
      "json", help: "Print one JSON object instead of a table.")
  }

  static let spec = CommandSpec(
    name: "split",
    abstract: "Split an amount into exact shares that always sum to it.",
    discussion: """
      Even shares differ by at most one minor unit, the larger ones first ($100 in 3 is \
      $33.34 ×1, $33.33 ×2). Weighted shares follow the weights by the largest-remainder \
      method, one share per weight, in order. A negative amount (a refund) splits as the mirror \
      image of the positive one.
      """,
    arguments: [Key.amount],
    options: [Key.ways, Key.weights, Key.currency, DisplayLocale.option, Key.json],
    exclusiveGroups: [.init(names: [Key.ways.name, Key.weights.name], isRequired: true)])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    var currency = Currency.usd
    if let code = arguments.value(of: Key.currency) {
      currency = try InputValues.currency(code, for: Key.currency.usageLabel)
    }
    let amount = try InputValues.money(
      arguments.positional(Key.amount) ?? "", for: Key.amount.usageLabel, currency: currency,
      allowsNegative: true)
    var weights: [DecimalValue]?
    var ways = 1
    if let text = arguments.value(of: Key.weights) {
      weights = try InputValues.weights(text, for: Key.weights.usageLabel)
    } else {
      ways = try InputValues.count(arguments.value(of: Key.ways) ?? "", for: Key.ways.usageLabel)
    }
    let shares: [Money]
    do throws(MoneyError) {
      if let weights {
        shares = try amount.allocated(byWeights: weights)
      } else {
        shares = try amount.split(into: ways)
      }
    } catch {
      throw .dataError(InputValues.capitalizedSentence(error.description))
    }
    if arguments.isSet(Key.json) {
      let json = JSONOutput.object([
        ("currency", .string(currency.code)),
        ("amount", .string(amount.amountText)),
        ("shares", .array(shares.map { .string($0.amountText) })),
      ])
      context.print(json.text)
      return
    }
    var table = TextTable()
    table.append("Amount", MoneyText.text(amount))
    table.append("People", String(shares.count))
    if let weights { table.append("Weights", weights.map(\.description).joined(separator: ", ")) }
    table.append("Shares", MoneyText.shares(shares))
    context.print(table.text)
  }
}
