// libFuzzer target: any bytes given as a catalog file either load or produce catalog errors
// with a message in the catalog's own words; nothing traps, and a loaded catalog's policies can
// quote a bare bill and an order (discount, items, party, channel, time, payment, subdivision),
// with the catalog's service charges and cash rounding too; caps keep their limits and rules
// pick one policy; its tip pools share a shift to the cent; its test cases run, each passing
// exactly when nothing differs; its time zones place instants.
@testable import TipEngine
@testable import TipJSON
@testable import TipPricing

/// The libFuzzer entry point: one input, as bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // Layering over the built-in catalog is slower; do it for half of the inputs.
  let file = CatalogSource(name: "fuzz.json", bytes: bytes)
  let result = PolicyCatalog.validate(size % 2 == 0 ? [file] : [.builtIn, file])
  for error in result.errors where error.message.isEmpty {
    fatalError("an error without a message: \(error)")
  }
  // Catalog errors are in the catalog's words: Swift's decoder text never reaches a person.
  let decoderPhrases = [
    "Cannot initialize", "Expected to decode", "No value associated", "CodingKeys",
  ]
  for error in result.errors where decoderPhrases.contains(where: error.description.contains) {
    fatalError("an error in Swift's words: \(error)")
  }
  if let catalog = result.catalog {
    let bills = fuzzBills(size)
    checkScreens(catalog, bills: bills.map(\.bill))
    for name in catalog.names {
      guard let policy = try? catalog.policy(named: name) else { continue }
      for itemized in bills {
        // The bill alone, then with its items (what a base with categories reads).
        for quote in [try? policy.quote(for: itemized.bill), try? policy.quote(for: itemized)] {
          guard let quote else { continue }
          let sum = quote.shares.reduce(Int64(0)) { $0 &+ $1.minorUnits }
          if sum != quote.total.minorUnits { fatalError("shares do not sum to the total") }
        }
        checkComposite(policy, bill: itemized.bill)
      }
    }
    // The catalog's own quote: its service charges and cash rounding on an order paid in cash.
    var order = Bill(
      subtotal: Money(minorUnits: 8450, currency: .usd),
      tax: Money(minorUnits: 700, currency: .usd), partySize: 3, region: try? Region("US"))
    order.discount = Money(minorUnits: 450, currency: .usd)
    order.channel = .dineIn
    order.payment = .cash
    if let policy = catalog.defaultPolicy
      ?? catalog.names.first.flatMap({
        try? catalog.policy(named: $0)
      }), let quote = try? catalog.quote(for: order, policy: policy, splitting: .evenly(people: 3))
    {
      let sum = quote.shares.reduce(Int64(0)) { $0 &+ $1.minorUnits }
      if sum != quote.payable.minorUnits { fatalError("shares do not sum to the payable amount") }
      if quote.payable.minorUnits != quote.total.minorUnits &+ quote.rounding.minorUnits {
        fatalError("the payable amount is not the total and its rounding")
      }
    }
    checkPools(catalog, seed: size)
    checkTests(catalog)
    checkTimeZones(catalog, seed: size)
  }
  return 0
}

/// Every test case of a loaded catalog runs: it passes exactly when no figure differs, a
/// refusal has a message, a priced case has the quote of its bill, and a case that checks only
/// a screen has the screen, unpriced.
private func checkTests(_ catalog: PolicyCatalog) {
  let runner = CatalogTestRunner(catalog: catalog)
  for testCase in catalog.tests.prefix(64) {
    let result = runner.run(testCase)
    if result.passed != result.differences.isEmpty { fatalError("passed disagrees") }
    if let refusal = result.refusal, refusal.isEmpty { fatalError("a refusal without a message") }
    if testCase.checksScreenOnly {
      // Shown, not priced: a screen or a refusal, and no quote.
      if result.quote != nil { fatalError("a case that checks only a screen was priced") }
      if result.screenName == nil && result.refusal == nil {
        fatalError("neither shown nor refused")
      }
    } else {
      if result.refusal == nil && result.quote == nil { fatalError("neither priced nor refused") }
      if result.policyName == nil && result.refusal == nil {
        fatalError("priced without a policy")
      }
    }
    for difference in result.differences where difference.got == difference.expected {
      fatalError("a difference between equal values: \(difference)")
    }
  }
}

/// Every region of the catalog's `timeZones` names a zone the system knows, and an instant in
/// it, or in a region with no entry, becomes a wall time or an error with a message.
private func checkTimeZones(_ catalog: PolicyCatalog, seed: Int) {
  let resolver = catalog.timeZoneResolver
  let instant = Instant(secondsSince1970: Int64(seed % 4_000_000_000) - 2_000_000_000)
  let regions: [Region?] =
    catalog.timeZones.keys.prefix(16).map { $0 } + [try? Region("US"), try? Region("DE")]
  for region in regions {
    for time in [OrderTime.instant(instant, utcOffset: nil), .instant(instant, utcOffset: -18_000)]
    {
      do {
        let resolved = try resolver.localTime(of: time, timeZone: nil, region: region)
        if let region, catalog.timeZones[region] != nil, resolved.source != .catalog {
          fatalError("the catalog's zone for \(region.code) was not used")
        }
      } catch {
        if error.description.isEmpty { fatalError("a time zone error without a message") }
      }
    }
  }
}

/// Every pool of a loaded catalog shares a small shift exactly, or refuses it with a message.
private func checkPools(_ catalog: PolicyCatalog, seed: Int) {
  let usd = Currency.usd
  let roles = ["server", "bartender", "barback", "busser", "cook", "manager", "chef", "porter"]
  let staff = roles.enumerated().map { index, role in
    Shift.Person(
      name: "p\(index)", role: role, hours: DecimalValue(Int64((seed + index) % 9)),
      points: index % 3 == 0 ? 2 : nil, isManager: role == "manager",
      tips: .init(
        card: Money(minorUnits: Int64((seed * 37 + index * 1_001) % 40_000), currency: usd),
        cash: Money(minorUnits: Int64(index * 250), currency: usd)),
      sales: ["alcohol": Money(minorUnits: Int64(seed % 90_000), currency: usd)])
  }
  let shift = Shift(
    currency: usd, region: seed % 2 == 0 ? try? Region("US") : nil,
    tips: .init(card: Money(minorUnits: Int64(seed % 5_000), currency: usd)), staff: staff)
  for pool in catalog.pools {
    do {
      let payout = try pool.share(shift)
      let net = payout.people.reduce(Int64(0)) { $0 &+ $1.net.minorUnits }
      let received = payout.people.reduce(Int64(0)) { $0 &+ $1.received.minorUnits }
      if net != payout.tips.minorUnits &- payout.fees.minorUnits {
        fatalError("the pool's payouts do not sum to the tips less the fees")
      }
      if received != payout.pooled.minorUnits { fatalError("receipts do not sum to the pool") }
      if payout.people.contains(where: { $0.net.isNegative }) { fatalError("a negative payout") }
    } catch {
      if error.message.isEmpty { fatalError("a pool error without a message: \(error)") }
    }
  }
}

/// A bare bill, and an order with a discount, line items in categories, a party, a channel, a
/// local time across midnight, a payment and a subdivision: what rules, caps and bases read.
private func fuzzBills(_ seed: Int) -> [ItemizedBill] {
  let usd = Currency.usd
  let bare = Bill(
    subtotal: Money(minorUnits: 8450, currency: usd), tax: Money(minorUnits: 700, currency: usd),
    partySize: 3, region: try? Region("US"))
  var order = Bill(
    subtotal: Money(minorUnits: 12_000, currency: usd),
    tax: Money(minorUnits: 960, currency: usd), partySize: 1 + seed % 9,
    region: try? Region(seed % 3 == 0 ? "CA-QC" : "US-NY"))
  order.discount = Money(minorUnits: Int64(seed % 2_000), currency: usd)
  order.channel = Channel.allCases[seed % Channel.allCases.count]
  order.payment = seed % 2 == 0 ? .cash : .card
  order.localTime = try? LocalDateTime(seed % 4 == 0 ? "2026-12-25T23:30" : "2026-11-28T01:15")
  order.gratuityApplied = seed % 5 == 0
  let items = [
    LineItem(category: "service", amount: Money(minorUnits: 9_000, currency: usd)),
    LineItem(category: "retail", amount: Money(minorUnits: 2_500, currency: usd)),
    LineItem(amount: Money(minorUnits: 500, currency: usd)),
  ]
  return [ItemizedBill(bare, items: []), ItemizedBill(order, items: items)]
}

/// The invariants of the composite kinds: a cap keeps its limits, a rules policy's tip is the
/// tip of the policy it picks.
private func checkComposite(_ policy: any TipPolicy, bill: Bill) {
  if let cap = policy as? CapPolicy, let tip = try? cap.tip(for: bill),
    let limits = try? cap.limits(for: bill)
  {
    if let upper = limits.upper, tip.minorUnits > upper.minorUnits {
      fatalError("a cap's tip \(tip) is above its maximum \(upper)")
    }
    if let lower = limits.lower, tip.minorUnits < lower.minorUnits,
      limits.upper.map({ $0.minorUnits >= lower.minorUnits }) ?? true
    {
      fatalError("a cap's tip \(tip) is below its minimum \(lower)")
    }
  }
  if let rules = policy as? RulesPolicy, let tip = try? rules.tip(for: bill),
    let chosen = try? rules.policy(for: bill).tip(for: bill), tip != chosen
  {
    fatalError("a rules policy's tip \(tip) is not its chosen policy's \(chosen)")
  }
}

/// Every tip screen of the catalog, shown for each bill split 3 ways: at most 4 options, each
/// total the total without a tip plus the tip, shares that sum to it, and a custom maximum never
/// below the minimum. Errors are fine (an amount finer than the currency); traps are not.
private func checkScreens(_ catalog: PolicyCatalog, bills: [Bill]) {
  for name in catalog.screens.names.prefix(64) {
    for bill in bills {
      guard let shown = try? catalog.screenOptions(for: bill, screenNamed: name, splitting: 3)
      else { continue }
      if shown.options.count > TipScreen.maximumOptionCount { fatalError("more than 4 options") }
      for option in shown.options {
        if option.total.minorUnits != shown.totalWithoutTip.minorUnits &+ option.tip.minorUnits {
          fatalError("an option's total is not the total without a tip plus its tip")
        }
        let sum = option.shares.reduce(Int64(0)) { $0 &+ $1.minorUnits }
        if sum != option.total.minorUnits { fatalError("an option's shares do not sum") }
      }
      if let custom = shown.custom, let maximum = custom.maximum,
        maximum.minorUnits < custom.minimum.minorUnits
      {
        fatalError("a custom tip's maximum is below its minimum")
      }
    }
  }
}
