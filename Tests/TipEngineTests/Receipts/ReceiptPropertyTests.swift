import Testing
import TipEngine
import TipTestSupport

/// The settlement's guarantee on random receipts: 1–20 people, 1–60 items shared at random, both tax
/// modes, discounts and every kind of tip, in currencies of 0, 2 and 3 digits. Every column sums
/// to its total, and no person's part of any spread is a whole minor unit or more away from
/// their exact proportional share (checked with exact integer cross-multiplication).
@Suite("Receipt settlement: properties of random receipts")
struct ReceiptPropertyTests {
  @Test(
    "Every column sums to its total; no share is a whole unit off its exact share",
    arguments: [Currency.usd, .jpy, .kwd])
  func randomReceiptsSettleExactly(currency: Currency) throws {
    var generator = SeededGenerator(seed: 0x1717 &+ UInt64(currency.minorUnitDigits))
    let catalog = try PolicyCatalog.builtIn()
    for _ in 0..<300 {
      let receipt = ReceiptChecks.random(in: currency, using: &generator)
      let settlement = try receipt.settle(with: catalog)
      ReceiptChecks.columnsSum(settlement)
      ReceiptChecks.matchesExactModel(receipt, settlement)
    }
  }

  @Test("Receipts of everyday size taxed at several rates: each person's tax within a unit")
  func everydayReceiptsAtSeveralRates() throws {
    var generator = SeededGenerator(seed: 0x2626)
    let rates = try ["8", "10", "5", "7.25"].map { try Percentage($0) }
    for _ in 0..<400 {
      let names = (0..<Int.random(in: 1...6, using: &generator)).map { "P\($0)" }
      let items = (0..<Int.random(in: 1...10, using: &generator)).map { index in
        Receipt.Item(
          "item \(index)",
          amount: Money(
            minorUnits: Int64.random(in: 0...20_000, using: &generator), currency: .usd),
          people: Array(
            names.shuffled(using: &generator).prefix(
              Int.random(in: 1...names.count, using: &generator))),
          taxRate: rates.randomElement(using: &generator))
      }
      var receipt = Receipt(currency: .usd, items: items)
      receipt.taxRounding = [.halfUp, .down, .halfEven].randomElement(using: &generator) ?? .halfUp
      let settlement = try receipt.settle()
      ReceiptChecks.columnsSum(settlement)
      ReceiptChecks.matchesExactModel(receipt, settlement, strictRateTaxes: true)
    }
  }
}

/// Checks of settlements against the definition, shared by the receipt tests.
enum ReceiptChecks {
  /// Every column of the people sums to the settlement's total, and every row and the totals
  /// add up: subtotal − discount + tax + charges + tip = total.
  static func columnsSum(
    _ settlement: ReceiptSettlement, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let columns: [(ReceiptSettlement.Share) -> Money] = [
      \.amounts.subtotal, \.amounts.discount, \.amounts.tax, \.amounts.charges, \.amounts.tip,
      \.amounts.total,
    ]
    let totals = [
      settlement.amounts.subtotal, settlement.amounts.discount, settlement.amounts.tax,
      settlement.amounts.charges,
      settlement.amounts.tip, settlement.amounts.total,
    ]
    for (column, total) in zip(columns, totals) {
      let sum = settlement.people.reduce(Int64(0)) { $0 + column($1).minorUnits }
      #expect(sum == total.minorUnits, sourceLocation: sourceLocation)
    }
    func adds(_ s: Money, _ d: Money, _ t: Money, _ c: Money, _ tip: Money, _ total: Money)
      -> Bool
    {
      s.minorUnits - d.minorUnits + t.minorUnits + c.minorUnits + tip.minorUnits
        == total.minorUnits
    }
    for share in settlement.people {
      #expect(
        adds(
          share.amounts.subtotal, share.amounts.discount, share.amounts.tax, share.amounts.charges,
          share.amounts.tip, share.amounts.total),
        sourceLocation: sourceLocation)
    }
    #expect(
      adds(
        settlement.amounts.subtotal, settlement.amounts.discount, settlement.amounts.tax,
        settlement.amounts.charges,
        settlement.amounts.tip, settlement.amounts.total), sourceLocation: sourceLocation)
  }

  /// The settlement against an exact model of the definition: the item splits, every spread
  /// within one unit of its exact share (|part × W − amount × w| < W), the per-rate taxes from
  /// exact fractions, and a percentage tip rounded half-up from its exact value.
  static func matchesExactModel(
    _ receipt: Receipt, _ settlement: ReceiptSettlement, strictRateTaxes: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let names = receipt.everyone
    #expect(settlement.people.map(\.name) == names, sourceLocation: sourceLocation)
    let position = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    // Items: each person's exact share is Σ amount ÷ people over their items, in units of
    // 1 ÷ common (the items' people counts' least common multiple); each part is within one
    // minor unit of it, and the parts add up to the items.
    let common = receipt.items.map { Int64($0.people.count) }.reduce(Int64(1), leastCommonMultiple)
    var exact = [Int64](repeating: 0, count: names.count)
    var hasItems = [Bool](repeating: false, count: names.count)
    for item in receipt.items {
      for person in item.people {
        exact[position[person] ?? 0] += item.amount.minorUnits * (common / Int64(item.people.count))
        hasItems[position[person] ?? 0] = true
      }
    }
    let people = settlement.people
    let subtotals = people.map(\.amounts.subtotal.minorUnits)
    for (part, share) in zip(subtotals, exact) {
      #expect(abs(part * common - share) < common, sourceLocation: sourceLocation)
    }
    #expect(
      subtotals.reduce(0, +) == receipt.items.reduce(0) { $0 + $1.amount.minorUnits },
      sourceLocation: sourceLocation)
    let total = subtotals.reduce(0, +)
    let discount = receipt.discount?.minorUnits ?? 0
    // Spreads go by the exact shares of the items: a discounted subtotal is the exact share
    // less the same fraction of it.
    expectProportional(
      people.map(\.amounts.discount.minorUnits), of: discount, weights: exact,
      sourceLocation: sourceLocation)
    let fallback = [exact, hasItems.map { $0 ? 1 : 0 }]
    let likeTip = fallback.first { $0.contains { $0 > 0 } } ?? exact
    if receipt.taxesByRate {
      expectRateTaxes(
        receipt, settlement, position: position, strict: strictRateTaxes,
        sourceLocation: sourceLocation)
    } else {
      #expect(settlement.amounts.tax.minorUnits == receipt.tax?.minorUnits ?? 0)
      expectProportional(
        people.map(\.amounts.tax.minorUnits), of: settlement.amounts.tax.minorUnits,
        weights: likeTip,
        sourceLocation: sourceLocation)
    }
    switch receipt.tip {
    case nil: #expect(settlement.amounts.tip.isZero, sourceLocation: sourceLocation)
    case .amount(let amount):
      #expect(settlement.amounts.tip == amount, sourceLocation: sourceLocation)
    case .percent(let rate):
      let exact = rounded(
        (total - discount) * rate.percent.significand,
        over: 100 * power(rate.percent.scale), rule: .halfUp)
      #expect(settlement.amounts.tip.minorUnits == exact, sourceLocation: sourceLocation)
    case .policy: break
    }
    expectProportional(
      people.map(\.amounts.tip.minorUnits), of: settlement.amounts.tip.minorUnits, weights: likeTip,
      sourceLocation: sourceLocation)
    #expect(settlement.amounts.charges.isZero, sourceLocation: sourceLocation)
    for (share, had) in zip(people, hasItems) where !had {
      #expect(share.amounts.total.isZero && share.itemCount == 0, sourceLocation: sourceLocation)
    }
  }

  /// The per-rate taxes: each rate's discount within a unit of its exact share, its tax the
  /// exact fraction rounded by the receipt's rule, and the people's tax the rates' taxes summed
  /// and spread in proportion to each person's exact tax at the rates of their items (Σ rate ×
  /// exact share), each part within a unit; where those weights pass 64 bits, the sum of each
  /// rate's largest-remainder parts.
  static func expectRateTaxes(
    _ receipt: Receipt, _ settlement: ReceiptSettlement, position: [String: Int], strict: Bool,
    sourceLocation: SourceLocation
  ) {
    var rates: [Percentage] = []
    var gross: [Percentage: Int64] = [:]
    var byPerson: [Percentage: [Int64]] = [:]
    var total: Int64 = 0
    for item in receipt.items {
      total += item.amount.minorUnits
      guard let rate = item.taxRate else { continue }
      if gross[rate] == nil {
        rates.append(rate)
        byPerson[rate] = [Int64](repeating: 0, count: position.count)
      }
      gross[rate, default: 0] += item.amount.minorUnits
      for (person, units) in split(item) { byPerson[rate]?[position[person] ?? 0] += units }
    }
    #expect(settlement.taxesByRate.map(\.rate) == rates, sourceLocation: sourceLocation)
    let discount = receipt.discount?.minorUnits ?? 0
    var expected = [Int64](repeating: 0, count: position.count)
    for line in settlement.taxesByRate {
      let groupGross = gross[line.rate] ?? 0
      let groupDiscount = groupGross - line.taxable.minorUnits
      if total > 0 {
        #expect(
          abs(groupDiscount * total - discount * groupGross) < total,
          sourceLocation: sourceLocation)
      }
      let tax = rounded(
        line.taxable.minorUnits * line.rate.percent.significand,
        over: 100 * power(line.rate.percent.scale), rule: receipt.taxRounding)
      #expect(line.tax.minorUnits == tax, sourceLocation: sourceLocation)
      let weights = byPerson[line.rate] ?? []
      let parts = largestRemainder(tax, weights: weights)
      expectProportional(parts, of: tax, weights: weights, sourceLocation: sourceLocation)
      for index in expected.indices { expected[index] += parts[index] }
    }
    let taxes = settlement.people.map(\.amounts.tax.minorUnits)
    // A receipt of everyday size (`strict`) always has weights that fit in 64 bits.
    guard let weights = taxWeights(receipt, position: position) else {
      #expect(!strict, "the weights do not fit", sourceLocation: sourceLocation)
      #expect(taxes == expected, sourceLocation: sourceLocation)
      return
    }
    expectProportional(
      taxes, of: settlement.amounts.tax.minorUnits, weights: weights,
      sourceLocation: sourceLocation)
  }

  /// Σ rate × exact share of each rated item per person (rates at one scale, shares in units of
  /// one over the items' people counts' least common multiple); `nil` past 64 bits or all zero.
  static func taxWeights(_ receipt: Receipt, position: [String: Int]) -> [Int64]? {
    let rated = receipt.items.filter { $0.taxRate != nil }
    let scale = rated.compactMap { $0.taxRate?.percent.scale }.max() ?? 0
    let common = rated.map { Int64($0.people.count) }.reduce(Int64(1), leastCommonMultiple)
    var weights = [Int64](repeating: 0, count: position.count)
    var total: Int64 = 0
    for item in rated {
      guard let percent = item.taxRate?.percent else { continue }
      let rate = percent.significand * power(scale - percent.scale)
      let share = item.amount.minorUnits.multipliedReportingOverflow(
        by: common / Int64(item.people.count))
      let weight = share.partialValue.multipliedReportingOverflow(by: rate)
      guard !share.overflow, !weight.overflow else { return nil }
      for person in item.people {
        let sum = weights[position[person] ?? 0].addingReportingOverflow(weight.partialValue)
        let newTotal = total.addingReportingOverflow(weight.partialValue)
        guard !sum.overflow, !newTotal.overflow else { return nil }
        weights[position[person] ?? 0] = sum.partialValue
        total = newTotal.partialValue
      }
    }
    return total > 0 ? weights : nil
  }

  /// Each part is within one unit of `amount × weight ÷ Σ weights`, and the parts sum to
  /// `amount`.
  static func expectProportional(
    _ parts: [Int64], of amount: Int64, weights: [Int64], sourceLocation: SourceLocation
  ) {
    #expect(parts.reduce(0, +) == amount, sourceLocation: sourceLocation)
    let sum = weights.reduce(0, +)
    guard sum > 0 else {
      #expect(amount == 0, sourceLocation: sourceLocation)
      return
    }
    for (part, weight) in zip(parts, weights) {
      // amount × weight ÷ sum = quotient + remainder ÷ sum, exactly (in 128 bits): the part is
      // the quotient, or one more when there is a remainder.
      let (quotient, remainder) = UInt64(sum).dividingFullWidth(
        UInt64(amount).multipliedFullWidth(by: UInt64(weight)))
      let allowed = remainder == 0 ? [quotient] : [quotient, quotient + 1]
      #expect(allowed.contains(UInt64(part)), sourceLocation: sourceLocation)
    }
  }

  /// A reference largest-remainder split, ties to the earlier part.
  static func largestRemainder(_ amount: Int64, weights: [Int64]) -> [Int64] {
    let sum = weights.reduce(0, +)
    guard sum > 0 else { return weights.map { _ in 0 } }
    var parts = weights.map { amount * $0 / sum }
    let remainders = weights.map { amount * $0 % sum }
    let order = weights.indices.sorted {
      remainders[$0] != remainders[$1] ? remainders[$0] > remainders[$1] : $0 < $1
    }
    for index in order.prefix(Int(amount - parts.reduce(0, +))) { parts[index] += 1 }
    return parts
  }

  /// The least common multiple of two positive numbers.
  static func leastCommonMultiple(_ a: Int64, _ b: Int64) -> Int64 {
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    return a / x * b
  }

  /// An item's even split, in its own order: the first `amount % count` people get one more.
  /// (The weights of a rate's tax: each item's own split.)
  static func split(_ item: Receipt.Item) -> [(String, Int64)] {
    let count = Int64(item.people.count)
    let amount = item.amount.minorUnits
    return item.people.enumerated().map { offset, name in
      (name, amount / count + (Int64(offset) < amount % count ? 1 : 0))
    }
  }

  /// `numerator ÷ denominator` (both zero or more) rounded to a whole number by `rule`.
  static func rounded(_ numerator: Int64, over denominator: Int64, rule: RoundingRule) -> Int64 {
    let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
    guard remainder > 0 else { return quotient }
    switch rule {
    case .down, .floor: return quotient
    case .up, .ceiling: return quotient + 1
    case .halfUp: return 2 * remainder >= denominator ? quotient + 1 : quotient
    case .halfDown: return 2 * remainder > denominator ? quotient + 1 : quotient
    case .halfEven:
      if 2 * remainder == denominator { return quotient % 2 == 0 ? quotient : quotient + 1 }
      return 2 * remainder > denominator ? quotient + 1 : quotient
    }
  }

  /// 10 to the power `exponent`.
  static func power(_ exponent: Int) -> Int64 {
    (0..<exponent).reduce(Int64(1)) { product, _ in product * 10 }
  }

  /// A random receipt: amounts small enough that the exact checks' products fit in 64 bits.
  static func random(in currency: Currency, using generator: inout SeededGenerator) -> Receipt {
    let count = Int.random(in: 1...20, using: &generator)
    let names = (0..<count).map { "P\($0)" }
    func money(_ units: Int64) -> Money { Money(minorUnits: units, currency: currency) }
    let taxMode = Int.random(in: 0...2, using: &generator)
    let rates: [Percentage?] = [
      nil, 0, 5, 8, 10, try? Percentage("7.25"), try? Percentage("8.875"),
    ]
    var items: [Receipt.Item] = []
    for index in 0..<Int.random(in: 1...60, using: &generator) {
      let amount: Int64
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: amount = 0
      case 1...3: amount = Int64.random(in: 1...7, using: &generator)
      default: amount = Int64.random(in: 1...1_000_000, using: &generator)
      }
      let sharing =
        Bool.random(using: &generator)
        ? Int.random(in: 1...min(3, count), using: &generator)
        : Int.random(in: 1...count, using: &generator)
      let people = Array(names.shuffled(using: &generator).prefix(sharing))
      let rate = taxMode == 2 ? rates.randomElement(using: &generator) ?? nil : nil
      items.append(.init("item \(index)", amount: money(amount), people: people, taxRate: rate))
    }
    let total = items.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
    var receipt = Receipt(currency: currency, items: items)
    if Bool.random(using: &generator) {
      // All the names (some perhaps with no items) and a few listed with none, in any order.
      let extra = (0..<Int.random(in: 0...2, using: &generator)).map { "Q\($0)" }
      receipt.people = (names + extra).shuffled(using: &generator)
    }
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: break
    case 1: receipt.discount = money(total)
    default: receipt.discount = money(Int64.random(in: 0...total, using: &generator))
    }
    if taxMode == 1 {
      receipt.tax = money(Int64.random(in: 0...(total / 5 + 9), using: &generator))
    }
    receipt.taxRounding = RoundingRule.allCases.randomElement(using: &generator) ?? .halfUp
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: receipt.tip = nil
    case 1: receipt.tip = .amount(money(Int64.random(in: 0...(total / 4 + 9), using: &generator)))
    case 2:
      let hundredths = Int64.random(in: 0...3_000, using: &generator)
      receipt.tip = (try? Percentage(DecimalValue(significand: hundredths, scale: 2))).map {
        .percent($0)
      }
    default:
      let policies = ["percent-18", "percent-18-after-tax", "percent-15"]
      receipt.tip = .policy(policies.randomElement(using: &generator) ?? "percent-18")
    }
    return receipt
  }
}
