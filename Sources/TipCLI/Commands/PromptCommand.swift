import TipArguments
import TipEngine

/// `tipcalc prompt`: the tip screen a terminal would show for a bill.
enum PromptCommand: TipCommand {
  /// The argument and options, declared once for the spec and for ``run(_:context:)``; the bill
  /// options are `quote`'s own, so that they read and fail the same way.
  enum Key {
    /// `<subtotal>`.
    static let subtotal = QuoteCommand.Key.subtotal
    /// `--tax <amount>`.
    static let tax = QuoteCommand.Key.tax
    /// `--discount <amount>`.
    static let discount = QuoteCommand.Key.discount
    /// `--region <CC>`.
    static let region = CommandSpec.Option.value(
      "region", valueName: "CC",
      help: "The bill's region, such as US or CA-QC; it picks the region's screen (unless "
        + "--screen is given), the currency, and the law's presentation rules.")
    /// `--party <n>`.
    static let party = QuoteCommand.Key.party
    /// `--channel <name>`.
    static let channel = QuoteCommand.Key.channel
    /// `--at <YYYY-MM-DDTHH:MM>`.
    static let at = QuoteCommand.Key.at
    /// `--payment <cash|card>`, read as `quote` reads it; a screen's totals are not cash-rounded.
    static let payment = CommandSpec.Option.value(
      QuoteCommand.Key.payment.name, valueName: "cash|card",
      help: "How the bill is paid, for the catalog's rules and charges; a tip screen is a card "
        + "terminal's, so its amounts are never cash-rounded (with cash, a note says how the "
        + "till rounds each payment).")
    /// `--screen <name>`.
    static let screen = CommandSpec.Option.value(
      "screen", valueName: "name",
      help: "A tip screen from the catalog, such as square-smart-ca or toast-gratuity.")
    /// `--currency <code>`.
    static let currency = QuoteCommand.Key.currency
    /// `--split <n>`.
    static let split = CommandSpec.Option.value(
      "split", valueName: "n", help: "Show each total shared evenly by n people.")
    /// `--json`.
    static let json = CommandSpec.Option.flag(
      "json", help: "Print one JSON object instead of a table.")
  }

  static let spec = CommandSpec(
    name: "prompt",
    abstract: "Show the tip screen a payment terminal would show for a bill.",
    discussion: """
      The screen is --screen (a name in the catalog's "screens"), else the screen of the \
      bill's --region (a subdivision without one takes its country's; every region of the \
      'regional' policy has one, named regional-<CODE>), else the catalog's 'standard' screen. \
      A screen of rules shows the screen of its first rule that holds, on the bill that \
      --party, --channel, --at and --payment describe (a condition on a field not given does \
      not hold). The catalog's service charges are added first, so a gratuity can switch the \
      screen to smaller suggestions.

      Each option shows its tip, the total (subtotal − discount + tax + service charges + tip) \
      and, with --split, each person's share (the first, largest one; the shares differ by at \
      most one minor unit and sum to the total). The amounts are a card terminal's and never \
      cash-rounded: with --payment cash where the region rounds cash, a note says so, and how \
      each cash payment is rounded at the till ('tipcalc quote --payment cash' gives the \
      rounded shares). A smart screen shows its small-bill options \
      below its threshold and its main options from the threshold up. In CA-QC the suggestions \
      are computed on the amount before tax, as Quebec's law requires.

      With --json: {"screen", "currency", "base", "options": [{"label", "kind" ("percent" or \
      "amount"), "tip", "total", "perPerson"}], "default" (an option index or null), "noTip", \
      "custom" ({"minimum", "maximum"}, "maximum" null when unlimited; null when no custom tip \
      is offered)}; when "no tip" is selected by default, also "defaultNoTip": true; paid in \
      cash where the region rounds cash, also "cashRounding": {"region", "increment", \
      "rounding"}, the rounding the till applies, not applied to the amounts.
      """,
    arguments: [Key.subtotal],
    options: [
      Key.tax, Key.discount, Key.region, Key.party, Key.channel, Key.at, Key.payment, Key.screen,
      CatalogOptions.config,
      CatalogOptions.noDefaultCatalog, Key.currency, Key.split, Key.json,
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let catalog = try CatalogOptions.load(arguments, context: context)
    var region: Region?
    if let text = arguments.value(of: Key.region) {
      region = try InputValues.region(text, for: Key.region.usageLabel)
    }
    let name = arguments.value(of: Key.screen)
    if let name, (try? catalog.screens.entry(named: name)) == nil {
      throw unknownScreen(name, in: catalog)
    }
    let currency: Currency
    if let code = arguments.value(of: Key.currency) {
      currency = try InputValues.currency(code, for: Key.currency.usageLabel)
    } else {
      currency = region?.currency ?? .usd
    }
    let subtotal = try InputValues.money(
      arguments.positional(Key.subtotal) ?? "", for: Key.subtotal.usageLabel, currency: currency)
    var tax: Money?
    if let text = arguments.value(of: Key.tax) {
      tax = try InputValues.money(text, for: Key.tax.usageLabel, currency: currency)
    }
    var people = 1
    if let text = arguments.value(of: Key.split) {
      people = try InputValues.count(text, for: Key.split.usageLabel)
    }
    // The order options are quote's, read the same way.
    let order = try QuoteCommand.Order(arguments, currency: currency)
    var bill = Bill(subtotal: subtotal, tax: tax, partySize: order.party, region: region)
    order.apply(to: &bill)
    let shown: ScreenOptions
    do {
      shown = try catalog.screenOptions(for: bill, screenNamed: name, splitting: people)
    } catch {
      if case .unknownScreen(let missing, _) = error { throw unknownScreen(missing, in: catalog) }
      throw CLIError.dataError(InputValues.capitalizedSentence(error.description))
    }
    // A terminal takes cards: cash is paid, and rounded, at the till.
    let till = catalog.charges.cashRounding(for: bill)
    if arguments.isSet(Key.json) {
      context.print(json(shown, till: till).text)
    } else {
      context.print(table(shown, bill: bill, people: people, till: till))
    }
  }

  /// The data error for a screen name the catalog does not have, with the closest name.
  static func unknownScreen(_ name: String, in catalog: PolicyCatalog) -> CLIError {
    var message = "Unknown screen '\(TerminalText.echoed(name))'."
    let names = catalog.screens.names
    if let near = suggestion(for: name, among: names) { message += " Did you mean '\(near)'?" }
    let builtIn = names.filter { !$0.hasPrefix(CatalogScreens.regionalPrefix) }
    if !builtIn.isEmpty {
      message +=
        " Screens: \(builtIn.joined(separator: ", ")), and regional-<CODE> for each "
        + "region of 'regional'."
    }
    return CLIError.dataError(message)
  }
}
