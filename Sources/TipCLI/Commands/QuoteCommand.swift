import TipEngine

/// `tipcalc quote`: the tip, the total and each person's share of a bill.
enum QuoteCommand: TipCommand {
  /// The catalog name of the per-region policy that applies when no tip option is given.
  static let regionalName = "regional"

  static let spec = CommandSpec(
    name: "quote",
    abstract: "Compute the tip, the total and each person's share of a bill.",
    discussion: """
      The tip comes from --policy (a name in the catalog), --tip-percent or --tip-amount. \
      Without any of them, the catalog's 'regional' policy applies for --region; without \
      --region, for the region of the locale (LC_ALL, LC_MONETARY, then LANG, such as \
      en_GB.UTF-8) when 'regional' covers it; otherwise the catalog's default policy.

      The bill is in the --currency given, else in the currency of --region, else in USD. \
      Amounts must fit the currency's digits (84.50 USD, 1200 JPY, 12.500 KWD) and are never \
      converted between currencies.

      With --json, "policy" is the catalog name of the policy used, or "tip-percent <p>" or \
      "tip-amount <a>" for a tip given on the command line; "split" is the number of people \
      and "shares" are the exact parts, which sum to "total".
      """,
    arguments: [
      .init(name: "subtotal", help: "The bill before tax and tip, such as 84.50.")
    ],
    options: [
      .value(
        "tax", valueName: "amount",
        help: "Tax on the bill; it is added to the total, and tipped on only by policies that "
          + "say so."),
      .value(
        "region", valueName: "CC",
        help: "The bill's region, a two-letter ISO 3166 code such as US or DE; it picks the "
          + "regional policy and the currency."),
      .value(
        "policy", valueName: "name", help: "A policy from the catalog; see 'tipcalc policies'."),
      .value(
        "tip-percent", valueName: "p", help: "Tip this percentage of the subtotal, such as 18."),
      .value("tip-amount", valueName: "a", help: "Tip this fixed amount, in the bill's currency."),
      .value("split", valueName: "n", help: "Split the total evenly between n people."),
      .value(
        "weights", valueName: "w1,w2,...",
        help: "Split the total in proportion to these weights, one per person, such as 1,2,1.5."),
      .value("currency", valueName: "code", help: "The bill's ISO 4217 currency, such as EUR."),
      CatalogOptions.config,
      CatalogOptions.noDefaultCatalog,
      DisplayLocale.option,
      .flag("json", help: "Print one JSON object instead of a table."),
    ],
    exclusiveGroups: [
      .init(names: ["policy", "tip-percent", "tip-amount"]),
      .init(names: ["split", "weights"]),
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
    var region: String?
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let catalog = try CatalogOptions.load(arguments, context: context)
    let regional = regionalPolicy(in: catalog)
    var region: String?
    if let text = arguments.value(of: "region") {
      region = try InputValues.region(text, covered: regional?.regionCodes ?? [])
    }
    let currency: Currency
    if let code = arguments.value(of: "currency") {
      currency = try InputValues.currency(code)
    } else {
      currency = region.flatMap(Currency.forRegion) ?? .usd
    }
    let subtotal = try InputValues.money(
      arguments.positional("subtotal") ?? "", for: "<subtotal>", currency: currency)
    var tax: Money?
    if let text = arguments.value(of: "tax") {
      tax = try InputValues.money(text, for: "--tax <amount>", currency: currency)
    }
    let method: SplitMethod
    let people: Int
    if let text = arguments.value(of: "weights") {
      let weights = try InputValues.weights(text)
      (method, people) = (.weighted(weights), weights.count)
    } else if let text = arguments.value(of: "split") {
      people = try InputValues.count(text, for: "--split <n>")
      method = .evenly(people: people)
    } else {
      (method, people) = (.evenly(people: 1), 1)
    }
    let choice = try choose(
      arguments, catalog: catalog, regional: regional, region: region, currency: currency,
      environment: context.environment)
    let bill = Bill(subtotal: subtotal, tax: tax, partySize: people, region: choice.region)
    let quote = try compute(choice, bill: bill, method: method)
    if arguments.isSet("json") {
      context.print(json(quote, choice: choice).text)
    } else {
      let rule = choice.region.flatMap { regional?.rule(for: $0) }
      context.print(table(quote, choice: choice, rule: rule, method: method))
    }
  }

  /// The catalog's `regional` policy when it is a per-region policy.
  static func regionalPolicy(in catalog: PolicyCatalog) -> RegionPolicy? {
    (try? catalog.policy(named: regionalName)) as? RegionPolicy
  }

  // MARK: - Choosing the policy

  /// The policy the options ask for; see the command's discussion for the order.
  static func choose(
    _ arguments: ParsedArguments, catalog: PolicyCatalog, regional: RegionPolicy?,
    region: String?, currency: Currency, environment: [String: String]
  ) throws(CLIError) -> Choice {
    if let name = arguments.value(of: "policy") {
      let policy = try named(name, in: catalog)
      return Choice(name: name, label: name, policy: policy, region: region)
    }
    if let text = arguments.value(of: "tip-percent") {
      let rate = try InputValues.percentage(text)
      let name = "tip-percent \(rate.percent)"
      do {
        let policy = try PercentPolicy(rate: rate)
        return Choice(name: name, label: name, policy: policy, region: region)
      } catch {
        throw InputValues.invalid(
          text, for: "--tip-percent <p>", error.description, exitCode: ExitCode.dataError)
      }
    }
    if let text = arguments.value(of: "tip-amount") {
      let amount = try InputValues.money(text, for: "--tip-amount <a>", currency: currency)
      let name = "tip-amount \(amount.decimalValue)"
      do {
        return Choice(name: name, label: name, policy: try FixedPolicy(amount), region: region)
      } catch {
        throw InputValues.invalid(
          text, for: "--tip-amount <a>", error.description, exitCode: ExitCode.dataError)
      }
    }
    if let policy = try? catalog.policy(named: regionalName) {
      if let region {
        if let regional, regional.rule(for: region) == nil, regional.fallback == nil {
          throw uncovered(region, regional: regional)
        }
        return regionalChoice(policy, region: region)
      }
      // The locale's region counts only when `regional` has a rule for it, not its fallback.
      if let local = LocaleRegion.region(in: environment), InputValues.regionCodes.contains(local),
        regional.map({ $0.rule(for: local) != nil }) ?? true
      {
        return regionalChoice(policy, region: local)
      }
    }
    guard let name = catalog.defaultPolicyName, let policy = catalog.defaultPolicy else {
      throw CLIError.dataError(
        "The catalog has no 'default' policy and 'regional' does not apply; give --policy, "
          + "--tip-percent or --tip-amount, or add \"default\" to the catalog.")
    }
    return Choice(
      name: name, label: "\(name) (the catalog's default)", policy: policy, region: region)
  }

  /// The catalog policy called `name`, or a data error with the closest name.
  static func named(_ name: String, in catalog: PolicyCatalog) throws(CLIError) -> any TipPolicy {
    do {
      return try catalog.policy(named: name)
    } catch {
      var message = "Unknown policy '\(name)'."
      if let near = suggestion(for: name, among: catalog.names) {
        message += " Did you mean '\(near)'?"
      }
      message += " See 'tipcalc policies' for the list."
      throw CLIError.dataError(message)
    }
  }

  /// The catalog's `regional` policy for `region`, labelled with the rule that applies there.
  static func regionalChoice(_ policy: any TipPolicy, region: String) -> Choice {
    var label = "\(regionalName) (\(region))"
    if let regional = policy as? RegionPolicy {
      if let rule = regional.rule(for: region) {
        label = "\(regionalName) (\(region): \(RegionsCommand.policyName(rule.policy)))"
      } else if let fallback = regional.fallback {
        label = "\(regionalName) (elsewhere: \(RegionsCommand.policyName(fallback)))"
      }
    }
    return Choice(name: regionalName, label: label, policy: policy, region: region)
  }

  /// The error for a region that `regional` has no rule for.
  static func uncovered(_ region: String, regional: RegionPolicy) -> CLIError {
    var message = "Policy '\(regionalName)' has no rule for region '\(region)' and no fallback."
    if let near = suggestion(for: region, among: regional.regionCodes) {
      message += " Did you mean '\(near)'?"
    }
    message += " Regions covered: \(regional.regionCodes.joined(separator: ", ")). "
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
      ("region", choice.region.map(JSONOutput.string) ?? .null),
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
    table.append("Policy", choice.label)
    if let region = choice.region {
      table.append("Region", InputValues.regionName(region).map { "\(region), \($0)" } ?? region)
    }
    if let note = rule?.note { table.append("Custom", note) }
    table.append("Subtotal", MoneyText.text(quote.subtotal))
    table.append("Tax", MoneyText.text(quote.tax))
    var tip = MoneyText.text(quote.tip)
    if let rate = quote.effectiveRate { tip += " (\(rate) %)" }
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
