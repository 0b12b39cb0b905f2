import TipEngine

/// `tipcalc split`: an amount in exact shares that sum to it.
enum SplitCommand: TipCommand {
  static let spec = CommandSpec(
    name: "split",
    abstract: "Split an amount into exact shares that always sum to it.",
    discussion: """
      Even shares differ by at most one minor unit, the larger ones first ($100 in 3 is \
      $33.34 ×1, $33.33 ×2). Weighted shares follow the weights by the largest-remainder \
      method, one share per weight, in order. A negative amount (a refund) splits as the mirror \
      image of the positive one.
      """,
    arguments: [
      .init(name: "amount", help: "The amount to split, such as 100 or 84.50.")
    ],
    options: [
      .value("ways", valueName: "n", help: "Split evenly between n people."),
      .value(
        "weights", valueName: "w1,w2,...",
        help: "Split in proportion to these weights, one per person, such as 1,2,1.5."),
      .value("currency", valueName: "code", help: "The ISO 4217 currency; USD by default."),
      DisplayLocale.option,
      .flag("json", help: "Print one JSON object instead of a table."),
    ],
    exclusiveGroups: [.init(names: ["ways", "weights"], isRequired: true)])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    var currency = Currency.usd
    if let code = arguments.value(of: "currency") { currency = try InputValues.currency(code) }
    let amount = try InputValues.money(
      arguments.positional("amount") ?? "", for: "<amount>", currency: currency,
      allowsNegative: true)
    var weights: [DecimalValue]?
    let shares: [Money]
    do {
      if let text = arguments.value(of: "weights") {
        weights = try InputValues.weights(text)
        shares = try amount.allocated(byWeights: weights ?? [])
      } else {
        let ways = try InputValues.count(arguments.value(of: "ways") ?? "", for: "--ways <n>")
        shares = try amount.split(into: ways)
      }
    } catch let error as CLIError {
      throw error
    } catch let error as MoneyError {
      throw CLIError.dataError(InputValues.capitalizedSentence(error.description))
    } catch {
      throw CLIError.failure("The split failed: \(error)")
    }
    if arguments.isSet("json") {
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
