import Foundation
import TipArguments
import TipEngine

/// `tipcalc split`: an amount in exact shares that sum to it, or an itemised receipt settled
/// person by person.
enum SplitCommand: TipCommand {
  /// The argument and options, declared once for the spec and for ``run(_:context:)``.
  enum Key {
    /// `<amount>`; required unless `--receipt` is given.
    static let amount = CommandSpec.Argument(
      name: "amount", help: "The amount to split, such as 100 or 84.50.", isOptional: true)
    /// `--ways <n>`.
    static let ways = CommonOptions.people("ways", help: "Split evenly between n people.")
    /// `--weights <w1,w2,...>`.
    static let weights = CommonOptions.weights(
      help: "Split in proportion to these weights, one per person, such as 1,2,1.5.")
    /// `--receipt <file>`.
    static let receipt = CommonOptions.file(
      "receipt",
      help: "Settle an itemised receipt (JSON) person by person, instead of splitting an "
        + "amount.")
    /// `--currency <code>`.
    static let currency = RoundCommand.Key.currency
  }

  static let spec = CommandSpec(
    name: "split",
    abstract: "Split an amount into exact shares that always sum to it.",
    discussion: """
      Give <amount> with --ways or --weights, or --receipt <file> alone.

      Even shares differ by at most one minor unit, the larger ones first ($100 in 3 is \
      $33.34 ×1, $33.33 ×2). Weighted shares follow the weights by the largest-remainder \
      method, one share per weight, in order. A negative amount (a refund) splits as the mirror \
      image of the positive one.

      With --receipt, each item of the receipt is split evenly among the people who had it, \
      and the discount, the tax, the service charges and the tip are spread in proportion to \
      what each person had (largest remainder, ties to the person listed first), so that every \
      column sums exactly to the receipt's total. The table has a row per person and a totals \
      row, the discount shown as the amount taken off. A tip {"policy": …} comes from the \
      catalog (--config, --no-default-catalog). With --json: {"currency", "subtotal", \
      "discount", "tax", "charges", "tip", "total", "people": [{"name", "subtotal", \
      "discount", "tax", "charges", "tip", "total", "payment", "rounding", "pays"}], \
      "rounding", "payable"}, amounts as strings in the currency's digits. A person given as \
      {"name": "Ana", "payment": "cash"} (or everyone, by the receipt's "payment") who pays \
      cash where the region rounds cash pays their total rounded on its own ("pays"); \
      "payable" is the sum of what everyone pays and "rounding" the sum of the roundings. A receipt that cannot be used exits with 65, one that cannot be read with 66.
      """,
    arguments: [Key.amount],
    options: [Key.ways.option, Key.weights.option, Key.receipt, Key.currency.option]
      + CatalogOptions.options + [DisplayLocale.option, CommonOptions.json],
    exclusiveGroups: [.init(names: [Key.ways.option.name, Key.weights.option.name])])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    if let file = arguments.value(of: Key.receipt) {
      try settle(file, arguments, context: context)
      return
    }
    // The checks the parser made before --receipt existed, with the same words.
    guard let amountText = arguments.positional(Key.amount) else {
      throw CLIError.usage("Missing expected argument '\(Key.amount.usageLabel)'.")
    }
    guard arguments.isSet(Key.ways) || arguments.isSet(Key.weights) else {
      throw CLIError.usage(
        "Missing expected argument '\(Key.ways.option.usageLabel)' or "
          + "'\(Key.weights.option.usageLabel)'.")
    }
    for option in CatalogOptions.options where arguments.isSet(option) {
      throw CLIError.usage(
        "'--\(option.name)' is used only with '\(Key.receipt.usageLabel)', for a tip policy.")
    }
    let currency = try arguments.value(of: Key.currency) ?? .usd
    let amount = try InputValues.money(
      amountText, for: Key.amount.usageLabel, currency: currency, allowsNegative: true)
    let weights = try arguments.value(of: Key.weights)
    let ways = try arguments.value(of: Key.ways) ?? 1
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
    if arguments.isSet(CommonOptions.json) {
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

  // MARK: - Receipts

  /// Reads the receipt at `path`, settles it and prints each person's share.
  static func settle(_ path: String, _ arguments: ParsedArguments, context: CommandContext)
    throws(CLIError)
  {
    try InputFile.requireName(path, for: "--\(Key.receipt.name) <file>")
    let catalogOptions = CatalogOptions(arguments)
    try catalogOptions.requireNames()
    for option in [Key.ways.option, Key.weights.option] where arguments.isSet(option) {
      throw CLIError.usage(
        "'--\(option.name)' cannot be used with '--receipt': the receipt says who had what.")
    }
    if let amount = arguments.positional(Key.amount) {
      throw CLIError.usage(
        "Unexpected argument '\(TerminalText.echoed(amount))': with '--receipt', the amounts "
          + "come from the receipt.")
    }
    if arguments.isSet(Key.currency) {
      throw CLIError.usage(
        "'--currency' cannot be used with '--receipt': the receipt's \"currency\" gives it.")
    }
    let (receipt, bytes, shown) = try InputFile.document(
      path, noun: "receipt", limit: Receipt.Limits.maximumFileSize, context: context
    ) { bytes, shown throws(ReceiptError) in try Receipt(json: bytes, file: shown) }
    var catalog: PolicyCatalog?
    let usesPolicy = if case .policy = receipt.tip { true } else { false }
    // A cash payer's total is rounded by the catalog's cash rounding for the region.
    let paysCash = receipt.payment == .cash || receipt.payments.values.contains(.cash)
    if usesPolicy || catalogOptions.isGiven || (paysCash && receipt.region != nil) {
      catalog = try catalogOptions.load(context: context)
    }
    let settlement: ReceiptSettlement
    do {
      settlement = try receipt.settle(with: catalog)
    } catch {
      let located = error.located(inJSON: bytes, file: shown)
      throw CLIError.dataError(InputValues.sentence(located.description))
    }
    if arguments.isSet(CommonOptions.json) {
      context.print(json(settlement).text)
    } else {
      context.print(table(settlement))
    }
  }

  /// The settlement as the JSON object of the contract.
  static func json(_ settlement: ReceiptSettlement) -> JSONOutput {
    func fields(_ parts: ReceiptSettlement.Amounts) -> [(key: String, value: JSONOutput)] {
      [
        ("subtotal", parts.subtotal), ("discount", parts.discount), ("tax", parts.tax),
        ("charges", parts.charges), ("tip", parts.tip), ("total", parts.total),
      ].map { (key: $0.0, value: .string($0.1.amountText)) }
    }
    let people = settlement.people.map { share in
      JSONOutput.object(
        [(key: "name", value: .string(share.name))] + fields(share.amounts) + [
          (key: "payment", value: share.payment.map { .string($0.rawValue) } ?? .null),
          (key: "rounding", value: .string(share.rounding.amountText)),
          (key: "pays", value: .string(share.pays.amountText)),
        ])
    }
    return .object(
      [(key: "currency", value: .string(settlement.currency.code))] + fields(settlement.amounts)
        + [
          (key: "rounding", value: .string(settlement.rounding.amountText)),
          (key: "payable", value: .string(settlement.payable.amountText)),
          (key: "people", value: .array(people)),
        ])
  }

  /// The settlement as a table: a row per person and a totals row, every amount with the
  /// currency's digits so that the columns line up, the discount as the amount taken off; then
  /// a note on the people who had no items.
  static func table(_ settlement: ReceiptSettlement) -> String {
    let style = CurrencyTextStyle(fractionDigits: .currency, notation: MoneyText.style.notation)
    func cells(_ label: String, _ parts: ReceiptSettlement.Amounts) -> [String] {
      let discount = style.format(parts.discount)
      return [
        label, style.format(parts.subtotal), parts.discount.isZero ? discount : "-" + discount,
      ]
        + [parts.tax, parts.charges, parts.tip, parts.total].map(style.format)
    }
    // What each pays, when the receipt says how they pay: a cash payer's total rounded.
    let paid = settlement.people.contains { $0.payment != nil }
    var table = TextTable(alignments: Array(repeating: .right, count: paid ? 7 : 6))
    table.append(
      cells: ["Person", "Subtotal", "Discount", "Tax", "Charges", "Tip", "Total"]
        + (paid ? ["Pays"] : []))
    for share in settlement.people {
      let pays = share.payment.map { "\(style.format(share.pays)) \($0.rawValue)" } ?? ""
      table.append(
        cells: cells(TerminalText.escaped(share.name), share.amounts) + (paid ? [pays] : []))
    }
    table.append(
      cells: cells("Total", settlement.amounts)
        + (paid ? [style.format(settlement.payable)] : []))
    var text = table.text
    let idle = settlement.people.filter { $0.itemCount == 0 }.map { TerminalText.escaped($0.name) }
    if let last = idle.last {
      let names = idle.count == 1 ? last : idle.dropLast().joined(separator: ", ") + " and " + last
      let verb = idle.count == 1 ? "owes" : "owe"
      text += "\n\n\(names) had no items and \(verb) nothing."
    }
    return text
  }
}
