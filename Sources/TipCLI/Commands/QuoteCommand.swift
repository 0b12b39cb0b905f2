import TipEngine

/// `tipcalc quote`: the tip, the total and each person's share of a bill.
enum QuoteCommand: TipCommand {
  /// The catalog name of the per-region policy that applies when no tip option is given.
  static let regionalName = PolicyCatalog.regionalPolicyName

  /// The argument and options, declared once for the spec and for ``run(_:context:)``.
  enum Key {
    /// `<subtotal>`.
    static let subtotal = CommandSpec.Argument(
      name: "subtotal",
      help: "The bill before tax and tip, such as 84.50.")
    /// `--tax <amount>`.
    static let tax = CommandSpec.Option.value(
      "tax", valueName: "amount",
      help: "Tax on the bill; it is added to the total, and tipped on only by policies that "
        + "say so.")
    /// `--region <CC>`.
    static let region = CommandSpec.Option.value(
      "region", valueName: "CC",
      help: "The bill's region, a two-letter ISO 3166 code such as US or DE; it picks the "
        + "regional policy and the currency.")
    /// `--policy <name>`.
    static let policy = CommandSpec.Option.value(
      "policy", valueName: "name", help: "A policy from the catalog; see 'tipcalc policies'.")
    /// `--tip-percent <p>`.
    static let tipPercent = CommandSpec.Option.value(
      "tip-percent", valueName: "p", help: "Tip this percentage of the subtotal, such as 18.")
    /// `--tip-amount <a>`.
    static let tipAmount = CommandSpec.Option.value(
      "tip-amount", valueName: "a", help: "Tip this fixed amount, in the bill's currency.")
    /// `--split <n>`.
    static let split = CommandSpec.Option.value(
      "split", valueName: "n", help: "Split the total evenly between n people.")
    /// `--weights <w1,w2,...>`.
    static let weights = CommandSpec.Option.value(
      "weights", valueName: "w1,w2,...",
      help: "Split the total in proportion to these weights, one per person, such as 1,2,1.5.")
    /// `--currency <code>`.
    static let currency = CommandSpec.Option.value(
      "currency", valueName: "code", help: "The bill's ISO 4217 currency, such as EUR.")
    /// `--json`.
    static let json = CommandSpec.Option.flag(
      "json", help: "Print one JSON object instead of a table.")
  }

  static let spec = CommandSpec(
    name: "quote",
    abstract: "Compute the tip, the total and each person's share of a bill.",
    discussion: """
      The tip comes from --policy (a name in the catalog), --tip-percent or --tip-amount. \
      Without any of them, the catalog's 'regional' policy applies for --region; without \
      --region, for the region of the locale (LC_ALL, LC_MONETARY, then LANG, such as \
      en_GB.UTF-8) when 'regional' covers it; otherwise the catalog's default policy.

      The bill is in the --currency given, else in the currency of its region (--region, or \
      the locale's region when 'regional' was chosen for it), else in USD. \
      Amounts must fit the currency's digits (84.50 USD, 1200 JPY, 12.500 KWD) and are never \
      converted between currencies.

      With --json, "policy" is the catalog name of the policy used, or "tip-percent <p>" or \
      "tip-amount <a>" for a tip given on the command line; "regionSource" is "option" or \
      "locale" (null without a region); "split" is the number of people \
      and "shares" are the exact parts, which sum to "total".
      """,
    arguments: [Key.subtotal],
    options: [
      Key.tax, Key.region, Key.policy, Key.tipPercent, Key.tipAmount, Key.split, Key.weights,
      Key.currency, CatalogOptions.config, CatalogOptions.noDefaultCatalog, DisplayLocale.option,
      Key.json,
    ],
    exclusiveGroups: [
      .init(names: [Key.policy.name, Key.tipPercent.name, Key.tipAmount.name]),
      .init(names: [Key.split.name, Key.weights.name]),
    ])

  /// The policy a quote uses, and how to name it.
  struct Choice {
    /// The name in JSON output: the catalog name, or `tip-percent 18` / `tip-amount 201`.
    var name: String
    /// The name with a word on how it was chosen, for people.
    var label: String
    /// The policy.
    var policy: any TipPolicy
    /// The bill's region, if any.
    var region: Region?
    /// Whether the region came from the user's locale rather than `--region`.
    var regionFromLocale = false
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let catalog = try CatalogOptions.load(arguments, context: context)
    let regional = catalog.regionalPolicy
    var region: Region?
    if let text = arguments.value(of: Key.region) {
      region = try InputValues.region(
        text, covered: regional?.regionCodes ?? [], for: Key.region.usageLabel)
    }
    // The policy is chosen before any amount is read: a region taken from the locale also gives
    // the bill its currency.
    let selection = try select(arguments, catalog: catalog, region: region, context: context)
    let billRegion = selection?.region ?? region
    let currency: Currency
    if let code = arguments.value(of: Key.currency) {
      currency = try InputValues.currency(code, for: Key.currency.usageLabel)
    } else {
      currency = billRegion?.currency ?? .usd
    }
    let subtotal = try InputValues.money(
      arguments.positional(Key.subtotal) ?? "", for: Key.subtotal.usageLabel, currency: currency)
    var tax: Money?
    if let text = arguments.value(of: Key.tax) {
      tax = try InputValues.money(text, for: Key.tax.usageLabel, currency: currency)
    }
    let method: SplitMethod
    let people: Int
    if let text = arguments.value(of: Key.weights) {
      let weights = try InputValues.weights(text, for: Key.weights.usageLabel)
      (method, people) = (.weighted(weights), weights.count)
    } else if let text = arguments.value(of: Key.split) {
      people = try InputValues.count(text, for: Key.split.usageLabel)
      method = .evenly(people: people)
    } else {
      (method, people) = (.evenly(people: 1), 1)
    }
    let choice = try choose(arguments, selection: selection, region: region, currency: currency)
    let bill = Bill(subtotal: subtotal, tax: tax, partySize: people, region: choice.region)
    let quote = try compute(choice, bill: bill, method: method)
    if arguments.isSet(Key.json) {
      context.print(json(quote, choice: choice).text)
    } else {
      let rule = choice.region.flatMap { regional?.rule(for: $0.code) }
      context.print(table(quote, choice: choice, rule: rule, method: method))
    }
  }

  // MARK: - Choosing the policy

  /// The catalog's choice for the bill (see the command's discussion for the order), or `nil`
  /// when the tip is given on the command line.
  static func select(
    _ arguments: ParsedArguments, catalog: PolicyCatalog, region: Region?,
    context: CommandContext
  ) throws(CLIError) -> PolicySelection? {
    if arguments.value(of: Key.tipPercent) != nil || arguments.value(of: Key.tipAmount) != nil {
      return nil
    }
    let name = arguments.value(of: Key.policy)
    do {
      return try catalog.selectPolicy(
        named: name, region: region, localeRegion: Region(localeIn: context.environment))
    } catch {
      switch error {
      case .unknownPolicy:
        throw unknownPolicy(name ?? "", in: catalog)
      case .regionNotCovered(let region, _):
        throw uncovered(region.code, regional: catalog.regionalPolicy)
      case .noDefaultPolicy:
        throw CLIError.dataError(
          "The catalog has no 'default' policy and 'regional' does not apply; give --policy, "
            + "--tip-percent or --tip-amount, or add \"default\" to the catalog.")
      }
    }
  }

  /// The policy the options ask for: a tip given on the command line, else the catalog's choice.
  static func choose(
    _ arguments: ParsedArguments, selection: PolicySelection?, region: Region?,
    currency: Currency
  ) throws(CLIError) -> Choice {
    if let selection {
      switch selection.reason {
      case .named:
        return Choice(
          name: selection.name, label: selection.name, policy: selection.policy, region: region)
      case .region, .localeRegion:
        var choice = regionalChoice(selection.policy, region: selection.region)
        choice.regionFromLocale = selection.reason == .localeRegion
        return choice
      case .catalogDefault:
        return Choice(
          name: selection.name, label: "\(selection.name) (the catalog's default)",
          policy: selection.policy, region: region)
      }
    }
    if let text = arguments.value(of: Key.tipPercent) {
      let rate = try InputValues.percentage(text, for: Key.tipPercent.usageLabel)
      let name = "tip-percent \(rate.percent)"
      do {
        let policy = try PercentPolicy(rate: rate)
        return Choice(name: name, label: name, policy: policy, region: region)
      } catch {
        throw InputValues.invalid(
          text, for: Key.tipPercent.usageLabel, error.description, status: .dataError)
      }
    }
    let text = arguments.value(of: Key.tipAmount) ?? ""
    let amount = try InputValues.money(text, for: Key.tipAmount.usageLabel, currency: currency)
    let name = "tip-amount \(amount.decimalValue)"
    do {
      return Choice(name: name, label: name, policy: try FixedPolicy(amount), region: region)
    } catch {
      throw InputValues.invalid(
        text, for: Key.tipAmount.usageLabel, error.description,
        status: .dataError)
    }
  }

  /// The catalog policy called `name`, or a data error with the closest name.
  static func named(_ name: String, in catalog: PolicyCatalog) throws(CLIError) -> any TipPolicy {
    do {
      return try catalog.policy(named: name)
    } catch {
      throw unknownPolicy(name, in: catalog)
    }
  }

  /// The data error for a policy name the catalog does not have, with the closest name.
  static func unknownPolicy(_ name: String, in catalog: PolicyCatalog) -> CLIError {
    var message = "Unknown policy '\(TerminalText.echoed(name))'."
    if let near = suggestion(for: name, among: catalog.names) {
      message += " Did you mean '\(near)'?"
    }
    message += " See 'tipcalc policies' for the list."
    return CLIError.dataError(message)
  }

  /// The catalog's `regional` policy for `region`, labelled with the rule that applies there.
  static func regionalChoice(_ policy: any TipPolicy, region: Region?) -> Choice {
    let code = region?.code ?? ""
    var label = "\(regionalName) (\(code))"
    if let regional = policy as? RegionPolicy {
      if let rule = regional.rule(for: code) {
        label = "\(regionalName) (\(code): \(RegionsCommand.policyName(rule.policy)))"
      } else if let fallback = regional.fallback {
        label = "\(regionalName) (elsewhere: \(RegionsCommand.policyName(fallback)))"
      }
    }
    return Choice(name: regionalName, label: label, policy: policy, region: region)
  }

  /// The error for a region that `regional` has no rule for.
  static func uncovered(_ region: String, regional: RegionPolicy?) -> CLIError {
    let covered = regional?.regionCodes ?? []
    var message = "Policy '\(regionalName)' has no rule for region '\(region)' and no fallback."
    if let near = suggestion(for: region, among: covered) {
      message += " Did you mean '\(near)'?"
    }
    message += " Regions covered: \(covered.joined(separator: ", ")). "
    message += "Or give --policy, --tip-percent or --tip-amount."
    return CLIError.dataError(message)
  }

  // MARK: - Computing

  /// The quote, with the library's errors turned into messages for people.
  static func compute(_ choice: Choice, bill: Bill, method: SplitMethod) throws(CLIError)
    -> Quote
  {
    do {
      return try choice.policy.quote(for: bill, splitting: method)
    } catch let error as PolicyError {
      switch error {
      case .missingRegion:
        throw CLIError.dataError(
          "Policy '\(choice.name)' needs the bill's region and has no fallback; give --region, "
            + "such as --region US.")
      case .noRuleForRegion(let region, _, let known):
        var message = "Policy '\(choice.name)' has no rule for region '\(region)' and no fallback."
        message += " Regions covered: \(known.joined(separator: ", "))."
        throw CLIError.dataError(message)
      default:
        throw CLIError.dataError(InputValues.capitalizedSentence(error.description))
      }
    } catch let error as MoneyError {
      throw CLIError.dataError(InputValues.capitalizedSentence(error.description))
    } catch {
      throw CLIError.failure("The policy '\(choice.name)' failed: \(error)")
    }
  }

  // MARK: - Output

  /// The quote as the JSON object of the contract.
  static func json(_ quote: Quote, choice: Choice) -> JSONOutput {
    .object([
      ("policy", .string(choice.name)),
      ("region", choice.region.map { .string($0.code) } ?? .null),
      (
        "regionSource",
        choice.region == nil ? .null : .string(choice.regionFromLocale ? "locale" : "option")
      ),
      ("currency", .string(quote.total.currency.code)),
      ("subtotal", .string(quote.subtotal.amountText)),
      ("tax", .string(quote.tax.amountText)),
      ("tip", .string(quote.tip.amountText)),
      ("total", .string(quote.total.amountText)),
      ("split", .integer(quote.shares.count)),
      ("shares", .array(quote.shares.map { .string($0.amountText) })),
    ])
  }

  /// The quote as an aligned table, followed by the region's suggestions when it has some.
  static func table(
    _ quote: Quote, choice: Choice, rule: RegionPolicy.Rule?, method: SplitMethod
  ) -> String {
    var table = TextTable()
    // Catalog text (names, notes) is shown with its control characters escaped.
    table.append("Policy", TerminalText.escaped(choice.label))
    if let region = choice.region {
      let source = choice.regionFromLocale ? " (from the locale)" : ""
      table.append("Region", "\(region.code), \(region.name)\(source)")
    }
    if let note = rule?.note { table.append("Custom", TerminalText.escaped(note)) }
    table.append("Subtotal", MoneyText.text(quote.subtotal))
    table.append("Tax", MoneyText.text(quote.tax))
    var tip = MoneyText.text(quote.tip)
    if let rate = statedRate(of: choice.policy, region: choice.region?.code) ?? quote.effectiveRate
    {
      tip += " (\(rate) %)"
    }
    table.append("Total tip", tip)
    table.append("Total bill", MoneyText.text(quote.total))
    if quote.shares.count > 1 { table.append("People", String(quote.shares.count)) }
    if !isWeighted(method) || quote.sharesAreEqual {
      table.append("Total p/person", MoneyText.text(quote.perPerson))
    }
    if !quote.sharesAreEqual { table.append("Shares", MoneyText.shares(quote.shares)) }
    var text = table.text
    if let rule, !rule.suggestions.isEmpty {
      text += "\n\n" + suggestions(rule.suggestions, bill: quote.bill, method: method)
    }
    return text
  }

  /// The rate a percentage policy on the subtotal states (also through the region's rule), shown
  /// as itself: ¥1,234 at 15 % is a tip of ¥185, which is 14.99 % of the bill, but the rate is
  /// 15 %. `nil` for other policies, whose effective rate is shown instead.
  static func statedRate(of policy: any TipPolicy, region: String?) -> DecimalValue? {
    if let percent = policy as? PercentPolicy, percent.base == .subtotal {
      return percent.rate.percent
    }
    if let regional = policy as? RegionPolicy, let region, let rule = regional.rule(for: region) {
      return statedRate(of: rule.policy.policy, region: nil)
    }
    return nil
  }

  /// The tip, total and share at each suggested rate, side by side.
  static func suggestions(_ rates: [Percentage], bill: Bill, method: SplitMethod) -> String {
    var table = TextTable(alignments: Array(repeating: .right, count: rates.count))
    var header = ["Suggestions"]
    var tips = ["Total tip"]
    var totals = ["Total bill"]
    var shares = ["Total p/person"]
    for rate in rates {
      guard let quote = try? PercentPolicy(rate: rate).quote(for: bill, splitting: method) else {
        continue
      }
      header.append(MoneyText.text(rate))
      tips.append(MoneyText.text(quote.tip))
      totals.append(MoneyText.text(quote.total))
      shares.append(MoneyText.text(quote.perPerson))
    }
    table.append(cells: header)
    table.append(cells: tips)
    table.append(cells: totals)
    if !isWeighted(method) { table.append(cells: shares) }
    return table.text
  }

  /// Whether the total is shared by weights rather than evenly.
  static func isWeighted(_ method: SplitMethod) -> Bool {
    if case .weighted = method { return true }
    return false
  }
}
