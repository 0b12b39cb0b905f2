import Testing
import TipEngine
import TipTestSupport

/// A bill keeps its optional fields without optional wrappers (absent ones zeroed and marked),
/// so that it is 64 bytes of plain data: every field must read back as it was set, whatever else
/// is set, and two bills must be equal (and hash alike) exactly when their fields are.
@Suite("Bill storage: every field reads back, equality is field by field")
struct BillStorageTests {
  /// One bill's fields, as a caller sets them.
  struct Fields: Equatable {
    var tax: Money?
    var partySize: Int?
    var region: Region?
    var discount: Money?
    var channel: Channel?
    var localTime: LocalDateTime?
    var payment: Payment?
    var gratuityApplied: Bool
  }

  /// Random fields: each present about half the time, amounts of either sign and in another
  /// currency now and then, a party of zero or negative (which `validate` must still see).
  static func fields(_ random: inout SeededGenerator) throws -> Fields {
    func coin() -> Bool { random.next() % 2 == 0 }
    func amount() -> Money {
      let units = Int64(bitPattern: random.next() % 2_000_000) - 1_000_000
      return Money(minorUnits: units, currency: random.next() % 5 == 0 ? .eur : .usd)
    }
    let codes = ["US", "CA-QC", "GB", "JP", "US-NY", "CH"]
    let tax = coin() ? amount() : nil
    let party = coin() ? Int(random.next() % 40) - 5 : nil
    let region = coin() ? try Region(codes[Int(random.next() % UInt64(codes.count))]) : nil
    let discount = coin() ? amount() : nil
    let channel = coin() ? Channel.allCases[Int(random.next() % 3)] : nil
    let time =
      coin()
      ? LocalDateTime(
        date: try LocalDate(
          year: 1 + Int(random.next() % 9999), month: 1 + Int(random.next() % 12),
          day: 1 + Int(random.next() % 28)),
        time: try LocalTime(hour: Int(random.next() % 24), minute: Int(random.next() % 60)))
      : nil
    let payment = coin() ? Payment.allCases[Int(random.next() % 2)] : nil
    return Fields(
      tax: tax, partySize: party, region: region, discount: discount, channel: channel,
      localTime: time, payment: payment, gratuityApplied: coin())
  }

  static func bill(_ fields: Fields) -> Bill {
    var bill = Bill(
      subtotal: Money(minorUnits: 12_345, currency: .usd), tax: fields.tax,
      partySize: fields.partySize, region: fields.region)
    bill.discount = fields.discount
    bill.channel = fields.channel
    bill.localTime = fields.localTime
    bill.payment = fields.payment
    bill.gratuityApplied = fields.gratuityApplied
    return bill
  }

  static func fields(of bill: Bill) -> Fields {
    Fields(
      tax: bill.tax, partySize: bill.partySize, region: bill.region, discount: bill.discount,
      channel: bill.channel, localTime: bill.localTime, payment: bill.payment,
      gratuityApplied: bill.gratuityApplied)
  }

  @Test("2,000 random bills: fields read back, then cleared one by one")
  func fieldsReadBack() throws {
    var random = SeededGenerator(seed: 15)
    for _ in 0..<2_000 {
      let fields = try Self.fields(&random)
      var bill = Self.bill(fields)
      #expect(Self.fields(of: bill) == fields)
      // Clearing a field leaves the others as they were, and the bill equals one built without it.
      var cleared = fields
      cleared.tax = nil
      cleared.discount = nil
      cleared.localTime = nil
      cleared.partySize = nil
      bill.tax = nil
      bill.discount = nil
      bill.localTime = nil
      bill.partySize = nil
      #expect(Self.fields(of: bill) == cleared)
      #expect(bill == Self.bill(cleared))
      #expect(bill.hashValue == Self.bill(cleared).hashValue)
    }
  }

  @Test("Bills are equal exactly when their fields are")
  func equalityIsFieldByField() throws {
    var random = SeededGenerator(seed: 16)
    for _ in 0..<2_000 {
      let a = try Self.fields(&random)
      let b = random.next() % 3 == 0 ? a : try Self.fields(&random)
      #expect((Self.bill(a) == Self.bill(b)) == (a == b))
      if a == b { #expect(Self.bill(a).hashValue == Self.bill(b).hashValue) }
    }
    // A zero that is set is not a field that is absent.
    var zero = Bill(subtotal: Money(minorUnits: 100, currency: .usd))
    let plain = zero
    zero.discount = .zero(.usd)
    #expect(zero != plain)
    #expect(zero.discount == .zero(.usd))
    var zeroTax = plain
    zeroTax.tax = .zero(.usd)
    #expect(zeroTax != plain)
    #expect(zeroTax.tax == .zero(.usd))
    zeroTax.tax = nil
    #expect(zeroTax == plain)
  }

  @Test("A bill describes the fields that are set, not its storage")
  func description() throws {
    var bill = Bill(
      subtotal: try Money("84.50", currency: .usd), tax: try Money("7.10", currency: .usd),
      partySize: 3, region: try Region("US"))
    #expect("\(bill)" == "Bill(subtotal: 84.50 USD, tax: 7.10 USD, party: 3, region: US)")
    bill.discount = try Money("4.50", currency: .usd)
    bill.channel = .dineIn
    bill.localTime = try LocalDateTime("2026-11-28T01:15")
    bill.payment = .cash
    bill.gratuityApplied = true
    #expect(
      "\(bill)"
        == "Bill(subtotal: 84.50 USD, tax: 7.10 USD, party: 3, region: US, discount: 4.50 USD, "
        + "channel: dine-in, at: 2026-11-28T01:15, payment: cash, gratuity applied)")
  }

  @Test("A new subtotal in another currency takes an absent tax along, never a set one")
  func subtotalCurrencyChange() throws {
    var bill = Bill(subtotal: Money(minorUnits: 1_000, currency: .usd))
    bill.subtotal = Money(minorUnits: 2_000, currency: .eur)
    #expect(bill.tax == nil)
    #expect(bill == Bill(subtotal: Money(minorUnits: 2_000, currency: .eur)))
    try bill.validate()
    #expect(try bill.amountBeforeTip() == Money(minorUnits: 2_000, currency: .eur))
    #expect(try PercentPolicy(rate: 10).quote(for: bill).total.amountText == "22.00")

    bill.tax = Money(minorUnits: 100, currency: .eur)
    bill.subtotal = Money(minorUnits: 3_000, currency: .usd)
    #expect(bill.tax == Money(minorUnits: 100, currency: .eur))
    #expect(throws: PolicyError.invalidBill(reason: "the tax is in EUR but the subtotal in USD")) {
      try bill.validate()
    }
  }

  @Test("Validation sees a party of 0 and a discount in another currency through the storage")
  func validationSeesStoredFields() throws {
    var bill = Bill(subtotal: Money(minorUnits: 100, currency: .usd), partySize: 0)
    #expect(throws: PolicyError.invalidBill(reason: "a party of 0; expected 1 or more people")) {
      try bill.validate()
    }
    bill.partySize = 2
    // A tax of zero is still a tax, and in another currency it is still an error.
    bill.tax = .zero(.eur)
    #expect(throws: PolicyError.invalidBill(reason: "the tax is in EUR but the subtotal in USD")) {
      try bill.validate()
    }
    bill.tax = nil
    bill.discount = Money(minorUnits: 10, currency: .eur)
    #expect(
      throws: PolicyError.invalidBill(reason: "the discount is in EUR but the subtotal in USD")
    ) { try bill.validate() }
  }
}
