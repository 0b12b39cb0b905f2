import Testing
import TipEngine
import TipTestSupport

/// The shadowing analysis against the engine itself, on random decision lists over every kind
/// of condition: no bill ever reaches a rule the lint calls shadowed or unsatisfiable, and
/// every other rule is reached by the bill the lint gives for it.
@Suite("Lint: the shadowing analysis agrees with the engine's first match on random rules")
struct RuleShadowingPropertyTests {
  /// The values rules are drawn from: few, so that rules share and cross their boundaries.
  enum Pool {
    static let parties: [Int?] = [nil, 1, 2, 5, 6, 8, 10]
    static let amounts = ["0", "10", "10.5", "25", "25.005", "100"]
    static let times = ["00:00", "02:00", "06:00", "18:00", "22:00", "23:30"]
    static let dates = ["2026-11-27", "2026-11-28", "2026-12-24", "2026-12-25", "2027-01-01"]
    static let regions = ["US", "US-NY", "US-CA", "CA", "CA-QC", "FR"]
  }

  /// The values bills are drawn from: each boundary of the pools, and its neighbours.
  enum BillPool {
    static let parties: [Int?] = [nil, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 2_147_483_647]
    static let amounts: [(String, Currency)] = [
      ("0", .usd), ("9.99", .usd), ("10", .usd), ("10.49", .usd), ("10.5", .usd),
      ("24.99", .usd), ("25", .usd), ("25.004", .kwd), ("25.005", .kwd), ("25.01", .usd),
      ("99.99", .usd), ("100", .jpy), ("1000", .usd),
    ]
    static let minutes = [0, 1, 119, 120, 121, 359, 360, 1079, 1080, 1319, 1320, 1409, 1410, 1439]
    static let dates = [
      "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01",
      "2026-12-02", "2026-12-24", "2026-12-25", "2026-12-26", "2026-12-31", "2027-01-01",
      "2027-01-02",
    ]
    static let regions = ["US", "US-NY", "US-CA", "US-TX", "CA", "CA-QC", "CA-ON", "FR", "DE"]
  }

  @Test("No bill reaches a rule called shadowed; every other rule is reached by its example")
  func agreesWithTheEngine() throws {
    var random = SeededGenerator(seed: 0x5EED_0030)
    var shadowed = 0
    var unsatisfiable = 0
    var reachable = 0
    var matched = 0
    for _ in 0..<500 {
      let conditions = try (0..<Int.random(in: 2...7, using: &random)).map { _ in
        try Self.condition(using: &random)
      }
      let verdicts = RuleReachability.analyze(conditions)
      let policy = try decisionList(conditions)
      for (index, verdict) in verdicts.enumerated() {
        switch verdict {
        case .reachable(let example):
          reachable += 1
          #expect(chosenRule(of: policy, for: example) == index, "\(conditions) \(index)")
        case .shadowed: shadowed += 1
        case .shadowedAfterGratuity: Issue.record("a gratuity without charges: \(conditions)")
        case .unsatisfiable: unsatisfiable += 1
        case .undecided: Issue.record("undecided: \(conditions)")
        }
      }
      for _ in 0..<300 {
        let bill = try Self.bill(using: &random)
        guard let chosen = chosenRule(of: policy, for: bill) else { continue }
        matched += 1
        guard case .reachable = verdicts[chosen] else {
          Issue.record(
            "\(bill) reaches rule \(chosen + 1), called \(verdicts[chosen]): \(conditions)")
          continue
        }
      }
    }
    // The lists are random, but seeded: each verdict occurs, so each side is tested.
    #expect(shadowed > 100)
    #expect(unsatisfiable > 5)
    #expect(reachable > 1000)
    #expect(matched > 50000)
  }

  /// A condition of one to three random parts, mostly one or two, so that rules often
  /// cover one another.
  static func condition(using random: inout SeededGenerator) throws -> BillCondition {
    var condition = BillCondition()
    // A party drawn with neither end sets nothing: draw again.
    while condition == BillCondition() {
      let count = [1, 1, 2, 2, 3].randomElement(using: &random) ?? 1
      for part in Array(0..<9).shuffled(using: &random).prefix(count) {
        try set(part, of: &condition, using: &random)
      }
    }
    return condition
  }

  /// Sets part `part` (0 to 8) of `condition` to a random value from ``Pool``.
  static func set(
    _ part: Int, of condition: inout BillCondition, using random: inout SeededGenerator
  )
    throws
  {
    func subset<T: Hashable>(_ values: [T]) -> [T] {
      let chosen = values.filter { _ in Bool.random(using: &random) }
      return chosen.isEmpty ? [values.randomElement(using: &random)!] : chosen
    }
    switch part {
    case 0:
      let ends = [
        Pool.parties.randomElement(using: &random)!, Pool.parties.randomElement(using: &random)!,
      ]
      .compactMap { $0 }.sorted()
      guard let low = ends.first else { return }
      condition.partySize =
        ends.count == 1
        ? try
          (Bool.random(using: &random)
          ? CountRange(min: low, max: nil) : CountRange(min: nil, max: low))
        : try CountRange(min: Bool.random(using: &random) ? ends[0] : nil, max: ends[1])
    case 1:
      let ends = try Set([
        Pool.amounts.randomElement(using: &random)!, Pool.amounts.randomElement(using: &random)!,
      ])
      .map { try DecimalValue($0) }.sorted()
      condition.subtotal =
        ends.count == 1
        ? try AmountRange(min: ends[0], max: nil)
        : try AmountRange(min: Bool.random(using: &random) ? ends[0] : nil, max: ends[1])
    case 2: condition.channels = Set(subset(Channel.allCases))
    case 3: condition.payments = Set(subset(Payment.allCases))
    case 4: condition.days = Set(subset([Weekday.thursday, .friday, .saturday, .sunday]))
    case 5:
      let from = Pool.times.randomElement(using: &random)!
      let until = Pool.times.filter { $0 != from }.randomElement(using: &random)!
      condition.time = try TimeWindow(from: LocalTime(from), until: LocalTime(until))
    case 6: condition.dates = Set(try subset(Pool.dates).map { try LocalDate($0) })
    case 7: condition.regions = try subset(Pool.regions).map { try Region($0) }
    default: condition.gratuityApplied = Bool.random(using: &random)
    }
  }

  /// A random bill whose every field is absent or near a boundary of ``Pool``.
  static func bill(using random: inout SeededGenerator) throws -> Bill {
    let (text, currency) = BillPool.amounts.randomElement(using: &random)!
    var bill = Bill(subtotal: try Money(text, currency: currency))
    bill.partySize = BillPool.parties.randomElement(using: &random)!
    if Int.random(in: 0..<5, using: &random) > 0 {
      bill.channel = Channel.allCases.randomElement(using: &random)
      bill.payment = Payment.allCases.randomElement(using: &random)
    }
    if Int.random(in: 0..<6, using: &random) > 0 {
      let minute = BillPool.minutes.randomElement(using: &random)!
      bill.localTime = LocalDateTime(
        date: try LocalDate(BillPool.dates.randomElement(using: &random)!),
        time: try LocalTime(hour: minute / 60, minute: minute % 60))
    }
    if Int.random(in: 0..<6, using: &random) > 0 {
      bill.region = try Region(BillPool.regions.randomElement(using: &random)!)
    }
    bill.gratuityApplied = Bool.random(using: &random)
    return bill
  }
}
