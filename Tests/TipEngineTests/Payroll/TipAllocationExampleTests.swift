import Testing
import TipEngine

/// The IRS Form 8027 tip allocation against worked examples: the one in the form's instructions
/// (gross receipts method) and one computed by hand (hours method).
@Suite("Tip allocation: worked examples")
struct TipAllocationExampleTests {
  static func usd(_ text: String) throws -> Money { try Money(text, currency: .usd) }

  /// One employee of an example: name, receipts or hours, reported tips, and the expected share,
  /// shortfall and allocation.
  typealias Row = (
    name: String, basis: String, reported: String, share: String, shortfall: String,
    allocated: String
  )

  /// The Form 8027 instructions' example: gross receipts 100,000; indirectly tipped employees
  /// reported 500. Step 1: 100,000 × 8 % = 8,000. Step 2: 8,000 − 500 = 7,500 for the directly
  /// tipped employees. Step 3: 7,500 × receipts ÷ 100,000 (their receipts sum to 100,000).
  /// Step 4: share − reported. Step 5: 8,000 − 6,200 reported = 1,800, shared by shortfalls
  /// (1,885 in all): A 1,800 × 270 ÷ 1,885 = 257.8249 → 257.82; B 305.5703 → 305.57; D 453.5809
  /// → 453.58; E 429.7082 → 429.70 + 0.01 (largest remainder) = 429.71; F 353.3156 → 353.31 +
  /// 0.01 = 353.32; the floors sum to 1,799.98, so the two largest remainders (E .82, F .56)
  /// get a cent each.
  static let irs: [Row] = [
    ("A", "18000", "1080", "1350.00", "270.00", "257.82"),
    ("B", "16000", "880", "1200.00", "320.00", "305.57"),
    ("C", "23000", "1810", "1725.00", "0.00", "0.00"),
    ("D", "17000", "800", "1275.00", "475.00", "453.58"),
    ("E", "12000", "450", "900.00", "450.00", "429.71"),
    ("F", "14000", "680", "1050.00", "370.00", "353.32"),
  ]

  /// A hand example of the hours method: gross receipts 50,000; indirectly tipped employees
  /// reported 400. Step 1: 50,000 × 8 % = 4,000. Step 2: 4,000 − 400 = 3,600. Step 3 by hours
  /// (100 in all): A 40 → 1,440; B 30 → 1,080; C 20 → 720; D 10 → 360. Step 4: A 1,440 − 1,000
  /// = 440; B 1,080 − 700 = 380; C 720 − 900 < 0, none; D 360 − 150 = 210; 1,030 in all.
  /// Step 5: 4,000 − (400 + 1,000 + 700 + 900 + 150 = 3,150) = 850: A 85,000¢ × 440 ÷ 1,030 =
  /// 36,310.68¢; B × 380 ÷ 1,030 = 31,359.22¢; D × 210 ÷ 1,030 = 17,330.10¢; the floors sum to
  /// 84,999¢, and the one cent left goes to the largest remainder, A: 363.11, 313.59, 173.30.
  static let hours: [Row] = [
    ("A", "40", "1000", "1440.00", "440.00", "363.11"),
    ("B", "30", "700", "1080.00", "380.00", "313.59"),
    ("C", "20", "900", "720.00", "0.00", "0.00"),
    ("D", "10", "150", "360.00", "210.00", "173.30"),
  ]

  static func check(_ allocation: TipAllocation, _ rows: [Row]) throws {
    #expect(allocation.people.map(\.employee.name) == rows.map(\.name))
    #expect(allocation.people.map(\.share.amountText) == rows.map(\.share))
    #expect(allocation.people.map(\.shortfall.amountText) == rows.map(\.shortfall))
    #expect(allocation.people.map(\.allocated.amountText) == rows.map(\.allocated))
    let allocated = allocation.people.map(\.allocated.minorUnits).reduce(0, +)
    #expect(allocated == allocation.allocable.minorUnits)
  }

  @Test("The Form 8027 instructions' example: 1,800 allocated to five of six servers")
  func formExample() throws {
    let employees = try Self.irs.map {
      TipAllocation.Employee(
        name: $0.name, receipts: try Self.usd($0.basis), reported: try Self.usd($0.reported))
    }
    let allocation = try TipAllocation(
      grossReceipts: try Self.usd("100000"), indirectlyReported: try Self.usd("500"),
      directlyTipped: employees)
    #expect(allocation.target.amountText == "8000.00")
    #expect(allocation.directShare.amountText == "7500.00")
    #expect(allocation.reported.amountText == "6200.00")
    #expect(allocation.allocable.amountText == "1800.00")
    #expect(allocation.isNeeded)
    try Self.check(allocation, Self.irs)
  }

  @Test("The hours method by hand: 850 allocated by shortfalls of 440, 380 and 210")
  func hoursExample() throws {
    let employees = try Self.hours.map {
      TipAllocation.Employee(
        name: $0.name, receipts: .zero(.usd), hours: try DecimalValue($0.basis),
        reported: try Self.usd($0.reported))
    }
    let allocation = try TipAllocation(
      grossReceipts: try Self.usd("50000"), method: .hours,
      indirectlyReported: try Self.usd("400"), directlyTipped: employees)
    #expect(allocation.directShare.amountText == "3600.00")
    #expect(allocation.allocable.amountText == "850.00")
    try Self.check(allocation, Self.hours)
  }

  @Test("Reported tips at the rate or above: nothing to allocate")
  func nothingToAllocate() throws {
    let allocation = try TipAllocation(
      grossReceipts: try Self.usd("10000"), rate: 5, indirectlyReported: try Self.usd("100"),
      directlyTipped: [
        .init(name: "A", receipts: try Self.usd("10000"), reported: try Self.usd("400"))
      ])
    #expect(allocation.target.amountText == "500.00")
    #expect(!allocation.isNeeded)
    #expect(allocation.allocable.isZero)
    #expect(allocation.people.map(\.allocated.minorUnits) == [0])
  }

  @Test("A rate outside 2 to 8 % is refused", arguments: ["1.99", "8.01", "0", "12", "2.005"])
  func rateOutOfRange(rate: String) throws {
    #expect(throws: PayrollError.self) {
      try TipAllocation(
        grossReceipts: try Self.usd("1000"), rate: try DecimalValue(rate),
        indirectlyReported: .zero(.usd), directlyTipped: [])
    }
  }

  @Test("Equal shortfalls: the odd cent goes to the person listed first")
  func tiesToTheFirst() throws {
    // 8 % of 100.00 = 8.00, less 0.01 reported by each of three people = 7.97 to allocate;
    // equal shortfalls give 2.656̅ each: 2.65 × 3 = 7.95, and the two cents left go to the
    // first two.
    let people = try ["X", "Y", "Z"].map {
      TipAllocation.Employee(name: $0, receipts: try Self.usd("10"), reported: try Self.usd("0.01"))
    }
    let allocation = try TipAllocation(
      grossReceipts: try Self.usd("100"), indirectlyReported: .zero(.usd), directlyTipped: people)
    #expect(allocation.people.map(\.allocated.amountText) == ["2.66", "2.66", "2.65"])
  }
}
