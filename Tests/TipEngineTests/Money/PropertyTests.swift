import Testing
import TipEngine
import TipTestSupport

/// Schoolbook decimal arithmetic on digit strings: slow, obviously correct, and independent of
/// the engine's integer arithmetic, so the two can check each other.
enum Schoolbook {
  /// A non-negative decimal as its digits and the count of fraction digits.
  struct Number: Equatable {
    var digits: [UInt8]  // most significant first, no leading zeros (but at least one digit)
    var scale: Int

    init(digits: [UInt8], scale: Int) {
      var d = digits
      while d.count > 1 && d.first == 0 { d.removeFirst() }
      self.digits = d.isEmpty ? [0] : d
      self.scale = scale
    }

    init(_ value: UInt64, scale: Int) {
      self.init(digits: String(value).utf8.map { $0 - 48 }, scale: scale)
    }

    var isZero: Bool { digits.allSatisfy { $0 == 0 } }
  }

  static func multiply(_ a: Number, _ b: Number) -> Number {
    var result = [Int](repeating: 0, count: a.digits.count + b.digits.count)
    for (i, x) in a.digits.reversed().enumerated() {
      for (j, y) in b.digits.reversed().enumerated() {
        result[i + j] += Int(x) * Int(y)
      }
    }
    var carry = 0
    for k in result.indices {
      let total = result[k] + carry
      result[k] = total % 10
      carry = total / 10
    }
    return Number(digits: result.reversed().map { UInt8($0) }, scale: a.scale + b.scale)
  }

  /// Rounds a non-negative number (whose sign is `negative`) to `target` fraction digits by
  /// looking at the dropped digits, as one would on paper.
  static func round(_ n: Number, negative: Bool, to target: Int, rule: RoundingRule) -> Number {
    guard n.scale > target else { return n }
    let drop = n.scale - target
    var digits = n.digits
    if digits.count <= drop {
      digits = [UInt8](repeating: 0, count: drop - digits.count + 1) + digits
    }
    let kept = Array(digits[..<(digits.count - drop)])
    let dropped = Array(digits[(digits.count - drop)...])
    let first = dropped[0]
    let restZero = dropped.dropFirst().allSatisfy { $0 == 0 }
    let exact = first == 0 && restZero
    let above = first > 5 || (first == 5 && !restZero)
    let tie = first == 5 && restZero
    let lastOdd = (kept.last ?? 0) % 2 == 1
    let increment: Bool
    switch rule {
    case .halfUp: increment = above || tie
    case .halfDown: increment = above
    case .halfEven: increment = above || (tie && lastOdd)
    case .up: increment = !exact
    case .down: increment = false
    case .ceiling: increment = !exact && !negative
    case .floor: increment = !exact && negative
    }
    var result = kept
    if increment {
      var index = result.count - 1
      while index >= 0 {
        if result[index] == 9 {
          result[index] = 0
          index -= 1
        } else {
          result[index] += 1
          break
        }
      }
      if index < 0 { result.insert(1, at: 0) }
    }
    return Number(digits: result, scale: target)
  }

  /// The number as an integer count of 10^-scale units, where it fits.
  static func units(_ n: Number) -> Int64? {
    var value: Int64 = 0
    for digit in n.digits {
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (plus, o2) = times.addingReportingOverflow(Int64(digit))
      if o1 || o2 { return nil }
      value = plus
    }
    return value
  }
}

@Suite("Invariants on many random inputs (fixed seeds)")
struct PropertyTests {
  @Test(
    "Rounding matches the schoolbook reference for every rule", arguments: RoundingRule.allCases)
  func roundingMatchesReference(rule: RoundingRule) {
    var generator = SeededGenerator(seed: 0xA11CE)
    for _ in 0..<3_000 {
      let magnitude = UInt64.random(in: 0...999_999_999_999_999, using: &generator)
      let scale = Int.random(in: 0...9, using: &generator)
      let target = Int.random(in: 0...scale, using: &generator)
      let negative = Bool.random(using: &generator)
      let value = DecimalValue(
        significand: negative ? -Int64(magnitude) : Int64(magnitude), scale: scale)
      let reference = Schoolbook.round(
        Schoolbook.Number(magnitude, scale: scale), negative: negative, to: target, rule: rule)
      let expected = Schoolbook.units(reference).map { negative ? -$0 : $0 }
      #expect(value.significand(atScale: target, rule: rule) == expected, "\(value) → \(target)")
    }
  }

  @Test(
    "Percent tips match schoolbook multiplication and rounding", arguments: RoundingRule.allCases)
  func percentMatchesReference(rule: RoundingRule) throws {
    var generator = SeededGenerator(seed: 0xB0B)
    for _ in 0..<2_000 {
      let base = UInt64.random(in: 0...100_000_000_000, using: &generator)
      let rateScale = Int.random(in: 0...6, using: &generator)
      let rateDigits =
        UInt64.random(in: 0...100 * 1_000_000, using: &generator)
        % (100 * (0..<rateScale).reduce(UInt64(1)) { power, _ in power * 10 } + 1)
      let rate = try Percentage(DecimalValue(significand: Int64(rateDigits), scale: rateScale))
      let tip = try Money(minorUnits: Int64(base), currency: .usd).percentage(rate, rounding: rule)
      // base (cents) × rate (percent) ÷ 100, rounded to whole cents.
      let product = Schoolbook.multiply(
        Schoolbook.Number(base, scale: 0), Schoolbook.Number(rateDigits, scale: rateScale + 2))
      let reference = Schoolbook.round(product, negative: false, to: 0, rule: rule)
      #expect(tip.minorUnits == Schoolbook.units(reference), "\(base) × \(rate)")
    }
  }

  /// A percent policy's tip is the schoolbook result at every size and sign (up to the edge of
  /// the 63-bit product and of Int64), for every rule, also after the rule is changed; where the
  /// result does not fit, it throws.
  @Test(
    "A percent policy's tip matches schoolbook arithmetic at every size",
    arguments: RoundingRule.allCases)
  func percentPolicyMatchesReference(rule: RoundingRule) throws {
    var generator = SeededGenerator(seed: 0x5EED)
    for _ in 0..<3_000 {
      let rateScale = Int.random(in: 0...4, using: &generator)
      let rateDigits = UInt64.random(
        in: 0...(100 * (0..<rateScale).reduce(UInt64(1)) { power, _ in power * 10 }),
        using: &generator)
      let rate = try Percentage(DecimalValue(significand: Int64(rateDigits), scale: rateScale))
      var policy = try PercentPolicy(rate: rate, rounding: rule == .halfUp ? .down : .halfUp)
      policy.rounding = rule
      let magnitude: UInt64
      switch UInt64.random(in: 0..<4, using: &generator) {
      case 0: magnitude = UInt64.random(in: 0...100_000, using: &generator)
      case 1: magnitude = UInt64.random(in: 0...UInt64(Int64.max), using: &generator)
      case 2:
        // Around the largest amount whose product with the rate's numerator fits in 63 bits.
        let limit = UInt64(Int64.max) / max(1, rateDigits)
        magnitude = min(UInt64(Int64.max), limit &+ UInt64.random(in: 0...4, using: &generator)) - 2
      default: magnitude = UInt64(Int64.max) - UInt64.random(in: 0...1_000, using: &generator)
      }
      let negative = UInt64.random(in: 0..<8, using: &generator) == 0
      let base = negative ? -Int64(magnitude) : Int64(magnitude)
      let product = Schoolbook.multiply(
        Schoolbook.Number(magnitude, scale: 0), Schoolbook.Number(rateDigits, scale: rateScale + 2))
      let expected = Schoolbook.units(
        Schoolbook.round(product, negative: negative, to: 0, rule: rule)
      ).map { negative ? -$0 : $0 }
      let tip = try? policy.tip(for: Bill(subtotal: Money(minorUnits: base, currency: .usd)))
      #expect(tip?.minorUnits == expected, "\(base) × \(rate), \(rule)")
    }
  }

  @Test("Round-up never lowers a tip and always lands on a multiple of the increment")
  func roundUpNeverLowers() throws {
    var generator = SeededGenerator(seed: 0xC0FFEE)
    let increments = try ["0.05", "0.10", "0.25", "1", "5", "10"].map { try DecimalValue($0) }
    for _ in 0..<3_000 {
      let subtotal = Int64.random(in: 0...10_000_000, using: &generator)
      let tax = Int64.random(in: 0...subtotal / 5 + 1, using: &generator)
      let rate = try Percentage(
        DecimalValue(significand: Int64.random(in: 0...3000, using: &generator), scale: 2))
      let increment = increments.randomElement(using: &generator) ?? 1
      let target = Bool.random(using: &generator) ? RoundUpPolicy.Target.total : .tip
      let inner = try PercentPolicy(rate: rate)
      let policy = try RoundUpPolicy(
        wrapping: inner, increment: increment, target: target)
      let bill = Bill(
        subtotal: Money(minorUnits: subtotal, currency: .usd),
        tax: Money(minorUnits: tax, currency: .usd))
      let rounded = try policy.tip(for: bill)
      let original = try inner.tip(for: bill)
      #expect(rounded.minorUnits >= original.minorUnits)
      let step = try Money(exactly: increment, currency: .usd).minorUnits
      let checked = target == .total ? subtotal + tax + rounded.minorUnits : rounded.minorUnits
      #expect(checked % step == 0)
      // And it is the smallest such tip: one step less would be below the inner tip.
      #expect(rounded.minorUnits - step < original.minorUnits)
    }
  }

  @Test("Quotes always account for every cent")
  func quotesAccountForEveryCent() throws {
    var generator = SeededGenerator(seed: 0xD1CE)
    let catalog = try PolicyCatalog.builtIn()
    let regional = try catalog.policy(named: "regional")
    let regions = ["US", "DE", "CH", "JP", "GB", "FR", "KW"]
    for _ in 0..<2_000 {
      let region = regions.randomElement(using: &generator) ?? "US"
      let currency = (try? Region(region))?.currency ?? .usd
      let subtotal = Money(
        minorUnits: Int64.random(in: 0...5_000_000, using: &generator), currency: currency)
      let people = Int.random(in: 1...12, using: &generator)
      let bill = Bill(subtotal: subtotal, partySize: people, region: try Region(region))
      guard let quote = try? regional.quote(for: bill) else {
        #expect(region == "KW", "only Kuwait is outside the regional policy")
        continue
      }
      #expect(quote.shares.count == people)
      #expect(quote.shares.reduce(0) { $0 + $1.minorUnits } == quote.total.minorUnits)
      #expect(quote.total.minorUnits == subtotal.minorUnits + quote.tip.minorUnits)
      #expect(!quote.tip.isNegative)
    }
  }
}
