import TipArguments
import TipEngine

/// `tipcalc prompt`: the tip screen a terminal would show for a bill.
enum PromptCommand: TipCommand {
  /// The options, declared once for the spec and for ``run(_:context:)``; the bill options are
  /// `quote`'s (``BillOptions``), so that they read and fail the same way.
  enum Key {
    /// `--region <CC>`.
    static let region = CommonOptions.region(
      help: "The bill's region, such as US or CA-QC; it picks the region's screen (unless "
        + "--screen is given), the currency, and the law's presentation rules.")
    /// `--payment <cash|card>`, read as `quote` reads it; a screen's totals are not cash-rounded.
    static let payment = BillOptions.payment.described(
      "How the bill is paid, or each share in order (such as cash,card,card with --split 3), "
        + "for the catalog's rules and charges; a tip screen is a card terminal's, so its "
        + "amounts are never cash-rounded (with cash, a note says how the till rounds each "
        + "cash payment).")
    /// `--screen <name>`.
    static let screen = CommandSpec.Option.value(
      "screen", valueName: "name",
      help: "A tip screen from the catalog, such as square-smart-ca or toast-gratuity.")
    /// `--split <n>`.
    static let split = CommonOptions.people(
      "split", help: "Show each total shared evenly by n people.")
    /// `[<subtotal>]`: `quote`'s, optional here because `--screens-html` needs no bill.
    static let subtotal = CommandSpec.Argument(
      name: BillOptions.subtotal.name,
      help: BillOptions.subtotal.help + " Required, except with --screens-html.",
      isOptional: true)
    /// `--svg <file>`.
    static let svg = CommonOptions.file(
      "svg",
      help: "Also draw the screen, as the terminal shows it, to this SVG file; - is a file of "
        + "that name, not standard output.")
    /// `--screens-html <file>`.
    static let screensHTML = CommonOptions.file(
      "screens-html",
      help: "Draw every screen of the catalog for three sample bills (below, at and above a "
        + "smart threshold) to this HTML page, instead of showing one bill's screen; no "
        + "<subtotal> is needed. - is a file of that name, not standard output.")
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

      With --json: {"screen", "region" (or null), "currency", "base", "baseKind" ("subtotal", \
      "gross" or "total"), "serviceCharges" (each {"name", "amount", "tax", "gratuity"}, as \
      quote --json gives them), "totalWithoutTip", "options": [{"label", "kind" ("percent" or \
      "amount"), "tip", "total", "perPerson"}], "default" (an option index or null), "noTip", \
      "custom" ({"minimum", "maximum"}, "maximum" null when unlimited; null when no custom tip \
      is offered)}; when "no tip" is selected by default, also "defaultNoTip": true; paid in \
      cash where the region rounds cash, also "cashRounding": {"region", "increment", \
      "rounding"}, the rounding the till applies, not applied to the amounts.

      --svg also draws the screen as the terminal shows it, to scale, in one self-contained SVG \
      file: the amount due, each option's label, tip, total and (with --split) share, the \
      default marked by a thick frame, a striped band and the word 'Selected', and the no-tip \
      and custom buttons; amounts are written in the --locale's style, as text.

      --screens-html draws every screen of the catalog (the --config files' too) on one HTML \
      page, each for three bills in --currency (USD by default) with no region: one minor unit \
      below the screen's smart threshold, at it, and at five times it. A screen without a \
      threshold (or rules, whose screens have none) takes the largest threshold of the \
      catalog's smart screens, else 10; above a threshold of 0 it is one major unit, and the \
      largest amount where five times the threshold passes it. A bill \
      that cannot exist (below 0, beyond the largest amount) is left out, and a bill a screen \
      cannot show is named, each with the reason.
      """,
    arguments: [Key.subtotal],
    options: [
      BillOptions.tax, BillOptions.discount, Key.region.option, BillOptions.party.option,
      BillOptions.channel.option, BillOptions.at.option, BillOptions.timeZone, Key.payment.option,
      Key.screen,
    ] + CatalogOptions.options + [
      BillOptions.currency.option, Key.split.option, DisplayLocale.option, CommonOptions.json,
      Key.svg, Key.screensHTML,
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    try PictureFile.checkName(arguments.value(of: Key.svg), for: Key.svg)
    try PictureFile.checkName(arguments.value(of: Key.screensHTML), for: Key.screensHTML)
    if let page = arguments.value(of: Key.screensHTML) {
      return try writeScreensPage(arguments, to: page, context: context)
    }
    guard arguments.positional(Key.subtotal) != nil else {
      throw .usage(
        "Missing expected argument '\(Key.subtotal.usageLabel)' (the bill whose screen to "
          + "show), or give '\(Key.screensHTML.usageLabel)' to draw every screen.")
    }
    let catalog = try CatalogOptions(arguments).load(context: context)
    try WrittenFiles.check(
      [("--svg picture", arguments.value(of: Key.svg))],
      reads: CatalogOptions(arguments).readFiles, context: context)
    let region = try arguments.value(of: Key.region)
    let name = arguments.value(of: Key.screen)
    if let name, (try? catalog.screens.entry(named: name)) == nil {
      throw unknownScreen(name, in: catalog)
    }
    let currency = try arguments.value(of: BillOptions.currency) ?? region?.currency ?? .usd
    let subtotal = try arguments.money(of: Key.subtotal, in: currency)
    let tax = try arguments.money(of: BillOptions.tax, in: currency)
    let people = try arguments.value(of: Key.split) ?? 1
    let order = try BillOptions.Order(arguments, currency: currency)
    try order.checkTenders(
      shares: people,
      sharesOption: arguments.value(of: Key.split.option).map {
        "--split \(TerminalText.echoed($0))"
      } ?? "no --split")
    let localTime = try order.localTime(
      in: catalog, timeZone: arguments.value(of: BillOptions.timeZone), region: region,
      tz: context.environment["TZ"])
    let bill = order.bill(subtotal: subtotal, tax: tax, region: region, localTime: localTime)
    let shown: ScreenOptions
    do {
      shown = try catalog.screenOptions(for: bill, screenNamed: name, splitting: people)
    } catch {
      if case .unknownScreen(let missing, _) = error { throw unknownScreen(missing, in: catalog) }
      if case .inapplicable(let reason) = error {
        // A service charge's problem is its file's, not the screen's.
        if let file = QuoteCommand.chargeSource(failingFor: reason, bill: bill, catalog: catalog) {
          throw CLIError.dataError(QuoteCommand.inFile(file, reason))
        }
        throw CLIError.dataError(
          InputValues.capitalizedSentence(
            screenPrefix(for: bill, named: name, in: catalog) + reason))
      }
      throw CLIError.dataError(InputValues.capitalizedSentence(error.description))
    }
    // A terminal takes cards: cash is paid, and rounded, at the till; with one payment per
    // share, the cash shares are.
    let till =
      order.tenders?.contains(.cash) == true
      ? region.flatMap { catalog.charges.cashRounding(forCashIn: $0, currency: currency) }
      : catalog.charges.cashRounding(for: bill)
    let files = FilesBesideReport()
    if let path = arguments.value(of: Key.svg) {
      let picture = ScreenPicture(shown: shown, people: people)
      try files.write(picture.svgFile(), to: path, for: Key.svg, context: context)
    }
    try files.publish(
      printing: arguments.isSet(CommonOptions.json)
        ? json(shown, region: bill.region, till: till).text
        : table(shown, bill: bill, people: people, till: till, mixed: order.tenders != nil),
      context: context)
  }

  /// `screen 'house' in house.json: `, naming the screen shown for `bill` and where it is
  /// written, to put before a reason the screen cannot show the bill; empty when the screen
  /// cannot be told.
  static func screenPrefix(for bill: Bill, named name: String?, in catalog: PolicyCatalog)
    -> String
  {
    // The screen is chosen for the bill with its service charges applied, as it was shown.
    var charged = bill
    _ = try? catalog.charges.applyServiceCharges(to: &charged)
    guard let shown = try? catalog.selectScreen(named: name, for: charged).name,
      let source = try? catalog.screens.entry(named: shown).source
    else { return "" }
    let place =
      source.hasPrefix("derived")
      ? " (\(source))"
      : source.hasPrefix("built-in") ? " in the \(source)" : " in \(TerminalText.path(source))"
    return "screen '\(TerminalText.escaped(shown))'\(place): "
  }

  /// The data error for a screen name the catalog does not have, with the closest name.
  static func unknownScreen(_ name: String, in catalog: PolicyCatalog) -> CLIError {
    var message = "Unknown screen '\(TerminalText.echoed(name))'."
    let names = catalog.screens.names
    if let near = suggestion(for: name, among: names) { message += " Did you mean '\(near)'?" }
    let builtIn = names.filter { !$0.hasPrefix(CatalogScreens.regionalPrefix) }
    // The regional screens are claimed only when the catalog made some, as it did here.
    let regional = names.first { $0.hasPrefix(CatalogScreens.regionalPrefix) }
    if !builtIn.isEmpty {
      message += " Screens: \(builtIn.joined(separator: ", "))"
      if let regional {
        message += ", and regional-<CODE> for each region of 'regional', such as \(regional)"
      }
      message += "."
    }
    return CLIError.dataError(message)
  }
}
