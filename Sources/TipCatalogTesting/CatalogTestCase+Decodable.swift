import TipJSON
import TipPricing

extension CatalogTestCase: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, description, policy, bill, split, screen, expect
  }

  /// The keys of a case's `bill`: the batch columns, and its line items.
  enum BillKeys: String, CodingKey, CaseIterable {
    case subtotal, tax, discount, currency, region, party, channel, at, timeZone, payment, items
  }

  /// The keys of one line item of a bill, and of one expected service charge.
  enum LineKeys: String, CodingKey, CaseIterable {
    case name, category, amount
  }

  /// The keys of a case's `expect`.
  enum ExpectKeys: String, CodingKey, CaseIterable {
    case tip, total, payable, rounding, serviceCharges, shares, screen, error
  }

  /// The keys of `expect.screen`.
  enum ScreenKeys: String, CodingKey, CaseIterable {
    case name, tips
  }

  /// Reads one case of a catalog's `tests`: `name`, `bill` and `expect`, with the optional
  /// `description`, `policy`, `split` and `screen`. Every amount must fit the bill's currency;
  /// each mistake is reported at its key. The file and line are the reader's to set.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .name)
    let description = try container.decodeIfPresent(String.self, forKey: .description)
    let policy = try container.decodeIfPresent(String.self, forKey: .policy)
    let bill = try container.nestedContainer(keyedBy: BillKeys.self, forKey: .bill)
    let (order, items, time, zone) = try Self.bill(in: bill)
    let tenders = try Self.tenders(in: bill)
    // Read at any size, so that a number too large for the decoder gets the range below.
    let splitNumber = try container.decodeWholeNumberIfPresent(forKey: .split)
    let screen = try container.decodeIfPresent(String.self, forKey: .screen)
    let expect = try container.nestedContainer(keyedBy: ExpectKeys.self, forKey: .expect)
    let expectation = try Self.expectation(in: expect, currency: order.currency)
    var split: Int?
    if let splitNumber {
      try Self.check(in: container, .split) { () throws(CaseProblem) in
        guard let value = splitNumber.value, (1...Money.maximumParts).contains(value) else {
          throw CaseProblem(
            "split \(splitNumber.text) is not a number of people",
            expected: "write a whole number from 1 to \(Money.maximumParts)")
        }
        split = value
      }
    }
    // A split refused above has no number of shares to compare with.
    if let tenders, tenders.count > 1, splitNumber == nil || split != nil,
      tenders.count != split ?? 1
    {
      try Self.check(in: bill, .payment) { () throws(CaseProblem) in
        throw CaseProblem(
          "payment lists \(tenders.count) payments, but the bill is split into \(split ?? 1) "
            + "\(split == nil || split == 1 ? "share" : "shares")",
          expected: "list one payment per share, as many as \"split\", or give one for all")
      }
    }
    // Items that cannot be the bill's fail every run; a case may still expect that refusal.
    if !items.isEmpty, expectation.error == nil, (try? order.validate()) != nil {
      try Self.settle(in: bill, .items) { () throws(CaseProblem) in
        do throws(PolicyError) {
          try ItemizedBill(order, items: items).validate()
        } catch {
          guard case .invalidBill(let reason) = error else {
            throw CaseProblem(error.problem, expected: error.recoverySuggestion)
          }
          throw CaseProblem(
            reason,
            expected: "make the items add up to the subtotal, each zero or more, or expect "
              + "the refusal with \"expect\": {\"error\": …}")
        }
      }
    }
    self.init(
      name: name, description: description, policyName: policy, bill: order, items: items,
      people: split ?? 1, screenName: screen, tenders: tenders.flatMap { $0.count > 1 ? $0 : nil },
      expectation: expectation)
    self.time = time
    self.timeZone = zone
  }

  // MARK: - The bill

  /// The bill of a case's `bill` object, and its line items.
  static func bill(in container: KeyedDecodingContainer<BillKeys>) throws -> (
    bill: Bill, items: [LineItem], time: OrderTime?, timeZone: String?
  ) {
    let region = try container.decodeIfPresent(Region.self, forKey: .region)
    let currency =
      try container.decodeIfPresent(Currency.self, forKey: .currency) ?? region?.currency ?? .usd
    let subtotal = try amount(.subtotal, in: container, currency: currency)
    let tax = try amount(.tax, in: container, currency: currency)
    let discount = try amount(.discount, in: container, currency: currency)
    // Read at any size, so that a number too large for the decoder gets the range below.
    let partyNumber = try container.decodeWholeNumberIfPresent(forKey: .party)
    var party: Int?
    if let partyNumber {
      try check(in: container, .party) { () throws(CaseProblem) in
        guard let value = partyNumber.value, (1...Money.maximumParts).contains(value) else {
          throw CaseProblem(
            "party \(partyNumber.text) is not a number of guests",
            expected: "write a whole number of guests from 1 to \(Money.maximumParts), such as 6")
        }
        party = value
      }
    }
    let channel = try container.decodeIfPresent(Channel.self, forKey: .channel)
    let time = try orderTime(in: container)
    let zone = try timeZoneName(in: container)
    let payment = try tenders(in: container).flatMap { payments in
      payments.first.flatMap { first in payments.allSatisfy { $0 == first } ? first : nil }
    }
    let items = try lineItems(in: container, currency: currency)
    var bill = Bill(
      subtotal: try required(subtotal, .subtotal, in: container, currency: currency), tax: tax,
      partySize: party, region: region)
    bill.discount = discount
    bill.channel = channel
    if case .local(let wall)? = time { bill.localTime = wall }
    bill.payment = payment
    return (bill, items, time, zone)
  }

  /// The bill's `payment`: one payment for all (a list of one), or a non-empty list of one per
  /// share; `nil` without the key.
  static func tenders(in container: KeyedDecodingContainer<BillKeys>) throws -> [Payment]? {
    guard container.contains(.payment) else { return nil }
    guard var list = try? container.nestedUnkeyedContainer(forKey: .payment) else {
      return [try container.decode(Payment.self, forKey: .payment)]
    }
    var payments: [Payment] = []
    while !list.isAtEnd { payments.append(try list.decode(Payment.self)) }
    if payments.isEmpty {
      try check(in: container, .payment) { () throws(CaseProblem) in
        throw CaseProblem(
          "payment lists no payment",
          expected: "write \"cash\" or \"card\", or one per share such as [\"cash\", \"card\"]")
      }
      return nil
    }
    return payments
  }

  /// The bill's `at`: a local date and time such as `2026-11-27T22:30`, or an instant with `Z`
  /// or an offset such as `2026-11-28T06:15Z`; not `now`, since a case must give the same
  /// result whenever it runs.
  private static func orderTime(in container: KeyedDecodingContainer<BillKeys>) throws
    -> OrderTime?
  {
    guard let text = try container.decodeIfPresent(String.self, forKey: .at) else { return nil }
    var time: OrderTime?
    try check(in: container, .at) { () throws(CaseProblem) in
      do throws(OrderError) {
        time = try OrderTime(text)
      } catch .unrecognizedTime {
        // OrderTime's own words offer `now`, which a case refuses.
        throw CaseProblem(
          "'\(text)' is not a date and time",
          expected: "write a local time YYYY-MM-DDTHH:MM (optionally :SS), such as "
            + "2026-12-24T18:30, or an instant with Z or an offset, such as 2026-12-24T23:30Z "
            + "or 2026-12-24T18:30-05:00")
      } catch {
        // A date, time or offset that does not exist: the error says which, and why.
        throw CaseProblem(error.description, expected: nil)
      }
      if case .now? = time {
        throw CaseProblem(
          "'now' changes from run to run; a test case needs a fixed time",
          expected: "write the time to test, such as 2026-12-24T18:30")
      }
    }
    return time
  }

  /// The bill's `timeZone`: an IANA name such as `America/New_York`, in which an instant `at`
  /// is read before the catalog's `timeZones` and the region's own zone.
  private static func timeZoneName(in container: KeyedDecodingContainer<BillKeys>) throws
    -> String?
  {
    guard let name = try container.decodeIfPresent(String.self, forKey: .timeZone) else {
      return nil
    }
    try check(in: container, .timeZone) { () throws(CaseProblem) in
      do throws(TimeZoneError) {
        _ = try TimeZoneResolver.timeZone(named: name)
      } catch {
        throw CaseProblem(
          error.description,
          expected: error.nameToWrite.map { "write \($0)" }
            ?? (error.suggestion == nil
              ? "write an IANA time zone name such as America/New_York or Europe/Berlin" : nil))
      }
    }
    return name
  }

  /// The bill's `items`: each `{"name", "category", "amount"}`, `amount` required.
  private static func lineItems(
    in container: KeyedDecodingContainer<BillKeys>, currency: Currency
  ) throws -> [LineItem] {
    guard container.contains(.items) else { return [] }
    var list = try container.nestedUnkeyedContainer(forKey: .items)
    var items: [LineItem] = []
    while !list.isAtEnd {
      let item = try list.nestedContainer(keyedBy: LineKeys.self)
      let name = try item.decodeIfPresent(String.self, forKey: .name)
      let category = try item.decodeIfPresent(String.self, forKey: .category)
      let amount = try amount(.amount, in: item, currency: currency)
      items.append(
        LineItem(
          name: name, category: category,
          amount: try required(amount, .amount, in: item, currency: currency)))
    }
    return items
  }

  // MARK: - The expectation

  /// The figures of a case's `expect` object, amounts in `currency`.
  static func expectation(in container: KeyedDecodingContainer<ExpectKeys>, currency: Currency)
    throws -> CatalogTestExpectation
  {
    var expectation = CatalogTestExpectation()
    expectation.tip = try amount(.tip, in: container, currency: currency)
    expectation.total = try amount(.total, in: container, currency: currency)
    expectation.payable = try amount(.payable, in: container, currency: currency)
    expectation.rounding = try amount(.rounding, in: container, currency: currency)
    if container.contains(.serviceCharges) {
      var list = try container.nestedUnkeyedContainer(forKey: .serviceCharges)
      var charges: [CatalogTestExpectation.ServiceCharge] = []
      while !list.isAtEnd {
        let charge = try list.nestedContainer(keyedBy: LineKeys.self)
        let name = try charge.decode(String.self, forKey: .name)
        let amount = try amount(.amount, in: charge, currency: currency)
        charges.append(
          .init(name: name, amount: try required(amount, .amount, in: charge, currency: currency)))
      }
      expectation.serviceCharges = charges
    }
    expectation.shares = try amounts(.shares, in: container, currency: currency, noun: "share")
    if container.contains(.screen) {
      let screen = try container.nestedContainer(keyedBy: ScreenKeys.self, forKey: .screen)
      expectation.screen = CatalogTestExpectation.Screen(
        name: try screen.decodeIfPresent(String.self, forKey: .name),
        tips: try amounts(.tips, in: screen, currency: currency, noun: "tip"))
    }
    expectation.error = try container.decodeIfPresent(String.self, forKey: .error)
    if expectation.error != nil, expectation.checksFigures {
      try check(in: container, .error) { () throws(CaseProblem) in
        throw CaseProblem(
          "a case that expects the bill to be refused has no figures to check",
          expected: "keep \"error\" alone in \"expect\", or move the figures to a case of their "
            + "own")
      }
    }
    return expectation
  }

  // MARK: - Amounts

  /// The amount at `key` in `currency`, or `nil` when the key is absent or (reported) the
  /// amount does not fit the currency.
  static func amount<Key: CodingKey>(
    _ key: Key, in container: KeyedDecodingContainer<Key>, currency: Currency
  ) throws -> Money? {
    guard let value = try container.decodeIfPresent(DecimalValue.self, forKey: key) else {
      return nil
    }
    var money: Money?
    try check(in: container, key) { () throws(CaseProblem) in
      money = try CaseProblem.money(value, currency: currency, name: key.stringValue)
    }
    return money
  }

  /// The list of amounts at `key` in `currency`, each called `noun` and its number in messages.
  private static func amounts<Key: CodingKey>(
    _ key: Key, in container: KeyedDecodingContainer<Key>, currency: Currency, noun: String
  ) throws -> [Money]? {
    guard let values = try container.decodeIfPresent([DecimalValue].self, forKey: key) else {
      return nil
    }
    var amounts: [Money]?
    try check(in: container, key) { () throws(CaseProblem) in
      amounts = try values.enumerated().map { index, value throws(CaseProblem) in
        try CaseProblem.money(value, currency: currency, name: "\(noun) \(index + 1)")
      }
    }
    return amounts
  }

  /// The amount of a required `key`, read by ``amount(_:in:currency:)``.
  ///
  /// - Returns: zero when the amount was reported as not read (`null`, not a number) or not
  ///   fitting the currency: the decoder refuses the case for that error, and the other keys are
  ///   still read and checked.
  /// - Throws: a missing-key error when the key is absent: a required amount is never read as
  ///   zero.
  private static func required<Key: CodingKey>(
    _ amount: Money?, _ key: Key, in container: KeyedDecodingContainer<Key>, currency: Currency
  ) throws -> Money {
    if let amount { return amount }
    guard container.contains(key) else {
      throw DecodingError.keyNotFound(
        key,
        .init(
          codingPath: container.codingPath,
          debugDescription: "missing key '\(key.stringValue)'; add \"\(key.stringValue)\" with "
            + "an amount such as \"42.00\""))
    }
    // Present but refused (`null` among them): the decoder reported it where it is written.
    return .zero(currency)
  }

  /// Runs `rule` on the value at `key` as ``check(in:_:_:)`` does, for a rule about values read
  /// from all over the object: nothing is reported when one of them was refused already (an
  /// amount that does not fit the currency reads as zero), since the rule's error would be
  /// about that (see `PolicyError.building(in:_:)`).
  static func settle<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, _ key: Key, _ rule: () throws(CaseProblem) -> Void
  ) throws {
    try PolicyError.building(in: container) { () throws(PolicyError) in try run(rule, at: key) }
  }

  /// Runs `rule` on the value at `key`, reporting its problem there and reading on (see
  /// `PolicyError.checking(in:_:)`).
  static func check<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, _ key: Key, _ rule: () throws(CaseProblem) -> Void
  ) throws {
    try PolicyError.checking(in: container) { () throws(PolicyError) in try run(rule, at: key) }
  }

  /// Runs `rule`, its problem thrown as the invalid setting `key` of a test.
  private static func run<Key: CodingKey>(_ rule: () throws(CaseProblem) -> Void, at key: Key)
    throws(PolicyError)
  {
    do throws(CaseProblem) {
      try rule()
    } catch {
      throw .invalidSetting(
        kind: "test", setting: key.stringValue, problem: error.problem, expected: error.expected)
    }
  }
}
