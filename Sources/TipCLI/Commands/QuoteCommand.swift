import TipArguments
import TipEngine

/// `tipcalc quote`: the tip, the total and each person's share of a bill.
enum QuoteCommand: TipCommand {
  /// The catalog name of the per-region policy that applies when no tip option is given.
  static let regionalName = PolicyCatalog.regionalPolicyName

  /// The argument and options, declared once for the spec and for ``run(_:context:)``; the bill
  /// and the common options are declared in ``BillOptions`` and ``CommonOptions``.
  enum Key {
    /// `--region <CC>`.
    static let region = CommonOptions.region(
      help: "The bill's region, a two-letter ISO 3166 code such as US or DE, or a subdivision "
        + "such as CA-QC; it picks the regional policy, the currency and the cash rounding.")
    /// `--policy <name>`.
    static let policy = CommonOptions.policy(
      help: "A policy from the catalog; see 'tipcalc policies'.")
    /// `--tip-percent <p>`.
    static let tipPercent = CommandSpec.Option.value(
      "tip-percent", valueName: "p", help: "Tip this percentage of the subtotal, such as 18.")
    /// `--tip-amount <a>`.
    static let tipAmount = CommandSpec.Option.value(
      "tip-amount", valueName: "a", help: "Tip this fixed amount, in the bill's currency.")
    /// `--split <n>`.
    static let split = CommonOptions.people(
      "split", help: "Split the total evenly between n people.")
    /// `--weights <w1,w2,...>`.
    static let weights = CommonOptions.weights(
      help: "Split the total in proportion to these weights, one per person, such as 1,2,1.5.")
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

      The catalog's service charges whose conditions hold (on --party, --channel, --at, \
      --payment, the region and the subtotal) are added to the bill with their tax, each on its \
      own line, apart from the tip. The steps go in one order: discount, tax, charges, tip (a \
      round-up of the total counts the charges), cash rounding. Paid in cash (--payment cash) \
      where the region rounds cash, in its currency, the total is split first and each share, \
      a cash payment of its own, is rounded; what is payable is the sum of the shares, and the \
      difference is shown on its own line.

      With one payment per share (--payment cash,card,card with --split 3, or as many as \
      --weights), each payer pays their share as given: only the cash shares are rounded, each \
      on its own. "shares" lists what each payer pays, "payable" is their sum and "rounding" \
      the sum of the cash roundings; --json adds "tenders", each {"payment", "share" (before \
      rounding), "rounding", "pays"}. A list of another length than the shares is refused. \
      When the payments differ, the catalog's rules and charges on the payment see none.

      With --json, "policy" is the catalog name of the policy used, or "tip-percent <p>" or \
      "tip-amount <a>" for a tip given on the command line; "regionSource" is "option" or \
      "locale" (null without a region); "split" is the number of people \
      and "shares" are the exact parts, which sum to "payable". The object also has \
      "discount" (zero when none), "serviceCharges" (each {"name", "amount", "tax", \
      "gratuity"}), "rounding" (the signed cash-rounding difference, zero when none) and \
      "payable" ("total" + "rounding"); "total" is subtotal − discount + tax + every charge and \
      its tax + tip. When the bill has a time (--at), "localTime" is the wall time its rules \
      saw (YYYY-MM-DDTHH:MM, with :SS when the seconds are not zero) and "timeZone" the zone it \
      is in, or null.

      An --at instant (with Z or an offset) or now is read in the zone of --time-zone, else of \
      the most specific region a source settles: for a subdivision, its entry in the catalog's \
      "timeZones", else its own zone when it lies in one (US-NY, CA-AB); then for its country, \
      the catalog's entry, else the country's own zone when its people keep one UTC offset (DE, \
      ES). A region of several offsets that none settles (US, US-TX) is refused; with no \
      region, an instant written with an offset keeps its own wall time, one in UTC (Z) is \
      refused, and now is read in the system's zone: the one TZ names when it is set (an IANA \
      name, or a fixed POSIX offset such as UTC-3, which is UTC+03:00; another TZ is refused).

      With --trace, the quote is followed by the path the bill took: from the policy down to \
      the one that computed the tip, each step with its decision (the region that matched or \
      the fallback, the rule that held by its number and conditions or 'otherwise', the cap's \
      bound or 'within', below or above a smart threshold), then each service charge, applied \
      or not and why, then the cash rounding. With --json too, "trace" lists the steps in that \
      order, each {"policy", "kind", "decision"}; a charge's kind is "serviceCharge", the \
      rounding's "cashRounding".
      """,
    arguments: [BillOptions.subtotal],
    options: [
      BillOptions.tax, Key.region.option, Key.policy, Key.tipPercent, Key.tipAmount,
      Key.split.option, Key.weights.option, BillOptions.currency.option, BillOptions.discount,
      BillOptions.party.option, BillOptions.channel.option, BillOptions.at.option,
      BillOptions.timeZone, BillOptions.payment.option,
    ] + CatalogOptions.options + [DisplayLocale.option, CommonOptions.json, traceOption],
    exclusiveGroups: [
      .init(names: [Key.policy.name, Key.tipPercent.name, Key.tipAmount.name]),
      .init(names: [Key.split.option.name, Key.weights.option.name]),
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
    let catalog = try CatalogOptions(arguments).load(context: context)
    let regional = catalog.regionalPolicy
    let region = try arguments.value(of: Key.region)
    // The policy is chosen before any amount is read: a region taken from the locale also gives
    // the bill its currency.
    let selection = try select(arguments, catalog: catalog, region: region, context: context)
    let currency =
      try arguments.value(of: BillOptions.currency) ?? (selection?.region ?? region)?.currency
      ?? .usd
    let subtotal = try arguments.money(of: BillOptions.subtotal, in: currency)
    let tax = try arguments.money(of: BillOptions.tax, in: currency)
    let method: SplitMethod
    if let weights = try arguments.value(of: Key.weights) {
      method = .weighted(weights)
    } else {
      method = .evenly(people: try arguments.value(of: Key.split) ?? 1)
    }
    let order = try BillOptions.Order(arguments, currency: currency)
    try order.checkTenders(shares: shareCount(method), sharesOption: sharesOption(arguments))
    let choice = try choose(arguments, selection: selection, region: region, currency: currency)
    let localTime = try order.localTime(
      in: catalog, timeZone: arguments.value(of: BillOptions.timeZone), region: choice.region,
      tz: context.environment["TZ"])
    // Guests are the order's (--party), never the people who pay (--split).
    let bill = order.bill(subtotal: subtotal, tax: tax, region: choice.region, localTime: localTime)
    let quote = try compute(choice, bill: bill, method: method, catalog: catalog)
    let tenders = try order.tenders.map { payments throws(CLIError) in
      try tendered(quote, paying: payments, catalog: catalog, choice: choice)
    }
    // A walk of its own, only when asked: the quote above is the same with or without it.
    let traced =
      arguments.isSet(traceOption)
      ? try trace(
        choice, bill: bill, method: method, paying: order.tenders, catalog: catalog) : nil
    if arguments.isSet(CommonOptions.json) {
      var output = json(quote, choice: choice, localTime: localTime, tenders: tenders)
      if let traced, case .object(let members) = output {
        output = .object(members + [("trace", json(traced))])
      }
      context.print(output.text)
    } else {
      let rule = choice.region.flatMap { regional?.rule(for: $0) }
      var text = table(
        quote, choice: choice, rule: rule, method: method, catalog: catalog, localTime: localTime,
        tenders: tenders)
      if let traced { text += "\n\n" + self.text(traced) }
      context.print(text)
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
        named: name, region: region, localeRegion: LocaleEnvironment.region(in: context.environment)
      )
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

  /// The error for a region that `regional` has no rule for: what the policy lacks for it, and
  /// the two ways out (another policy, or a rule in a catalog of one's own).
  static func uncovered(_ region: String, regional: RegionPolicy?) -> CLIError {
    let covered = regional?.regionCodes ?? []
    let name = (try? Region(region)).map { "\($0.name) (\(region))" } ?? "'\(region)'"
    var lacks = "no rule for \(region)"
    if let country = try? Region(region), country.isSubdivision {
      lacks += " or for \(country.country.code)"
    }
    var message =
      "Policy '\(regionalName)' cannot tip a bill in \(name): it has \(lacks), and no "
      + "fallback for regions without one."
    if let near = suggestion(for: region, among: covered) {
      message += " Did you mean '\(near)'?"
    }
    message += " Give --policy (see 'tipcalc policies'), --tip-percent or --tip-amount; or, in a "
    message += "catalog given with --config, add \"\(region)\" to the 'regional' policy's "
    message += "\"regions\", or give it a \"fallback\"."
    message += " Regions covered: \(covered.joined(separator: ", "))."
    return CLIError.dataError(message)
  }

  // MARK: - Computing

  /// The quote with the catalog's service charges and cash rounding, with the library's errors
  /// turned into messages for people.
  static func compute(
    _ choice: Choice, bill: Bill, method: SplitMethod, catalog: PolicyCatalog
  ) throws(CLIError) -> Quote {
    do {
      return try catalog.quote(for: bill, policy: choice.policy, splitting: method)
    } catch PolicyError.inapplicable(let reason) {
      throw inapplicable(reason, choice: choice, bill: bill, catalog: catalog)
    } catch {
      throw failure(error, choice: choice)
    }
  }

  /// How many shares `method` makes: the people of an even split, one per weight.
  static func shareCount(_ method: SplitMethod) -> Int {
    switch method {
    case .partySize: return 1
    case .evenly(let people): return people
    case .weighted(let weights): return weights.count
    }
  }

  /// The option that set the number of shares, as the person gave it: `--split 3`,
  /// `--weights 1,2`, or `no --split` when the bill is not split.
  static func sharesOption(_ arguments: ParsedArguments) -> String {
    if let text = arguments.value(of: Key.weights.option) {
      return "--weights \(TerminalText.echoed(text))"
    }
    if let text = arguments.value(of: Key.split.option) {
      return "--split \(TerminalText.echoed(text))"
    }
    return "no --split"
  }

  /// What each payer of `quote` pays when share `i` is paid by `payments[i]`, each cash share
  /// rounded on its own.
  static func tendered(
    _ quote: Quote, paying payments: [Payment], catalog: PolicyCatalog, choice: Choice
  ) throws(CLIError) -> Tenders {
    do {
      return try quote.tenders(paying: payments, with: catalog)
    } catch {
      throw failure(error, choice: choice)
    }
  }

  /// A quote's error as a message for people: a policy's or an amount's problem is bad data.
  static func failure(_ error: any Error, choice: Choice) -> CLIError {
    switch error {
    case let error as PolicyError:
      return CLIError.dataError(
        error.presented(policyName: choice.name, for: .bill)
          ?? InputValues.capitalizedSentence(error.description))
    case let error as MoneyError:
      return CLIError.dataError(InputValues.capitalizedSentence(error.description))
    default:
      return CLIError.failure("The policy '\(choice.name)' failed: \(error)")
    }
  }
}
