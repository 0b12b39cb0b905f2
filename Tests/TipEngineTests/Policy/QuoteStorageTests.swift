import Testing
import TipEngine
import TipTestSupport

/// A quote holds a plain bill's amounts in place and keeps order fields, service
/// charges and weighted shares out of line. Whatever the storage, a quote must read back as the
/// bill, tip, charges, totals and shares it was made from.
@Suite("Quote storage: plain quotes in place, everything else read back intact")
struct QuoteStorageTests {
  private var percent: PercentPolicy { get throws { try PercentPolicy(rate: 18) } }

  @Test("A plain bill's quote reads back its bill, totals and even shares")
  func plainQuote() throws {
    let bill = Bill(
      subtotal: try Money("84.50", currency: .usd), tax: try Money("7.10", currency: .usd),
      partySize: 3, region: try Region("US"))
    let quote = try percent.quote(for: bill)
    #expect(quote.bill == bill)
    #expect(quote.tip.amountText == "15.21")
    #expect(quote.total.amountText == "106.81")
    #expect(quote.rounding.amountText == "0.00")
    #expect(quote.payable == quote.total)
    #expect(quote.serviceCharges.isEmpty)
    #expect(quote.shares.map(\.amountText) == ["35.61", "35.60", "35.60"])
    #expect(quote.tax.amountText == "7.10")
    #expect(quote.discount.amountText == "0.00")
  }

  @Test(
    "Even shares read back in their currency, larger first, mirrored for a refund",
    arguments: [
      // total (minor units), currency, people, expected shares
      (1_000, Currency.jpy, 3, ["334", "333", "333"]),
      (10_001, .kwd, 4, ["2.501", "2.500", "2.500", "2.500"]),
      (-1_001, .usd, 3, ["-3.34", "-3.34", "-3.33"]),
      (0, .eur, 2, ["0.00", "0.00"]),
      (Int64.min, .usd, 1, ["-92233720368547758.08"]),
    ] as [(Int64, Currency, Int, [String])])
  func evenShares(total: Int64, currency: Currency, people: Int, expected: [String]) throws {
    let shares = try Shares(splitting: Money(minorUnits: total, currency: currency), into: people)
    #expect(shares.map(\.amountText) == expected)
    #expect(shares.allSatisfy { $0.currency == currency })
    #expect(shares.total == Money(minorUnits: total, currency: currency))
    #expect(shares.areEqual == (Set(expected).count == 1))
  }

  @Test("A bill's order fields survive the quote, and two quotes of it are equal")
  func orderFieldsSurvive() throws {
    let bill = try orderBill(
      "100", tax: "8", discount: "20", party: 4, channel: .dineIn, payment: .card,
      at: "2026-11-23T19:30", region: "CA-QC", gratuity: true)
    let quote = try percent.quote(for: bill, splitting: .evenly(people: 2))
    #expect(quote.bill == bill)
    #expect(quote.bill.channel == .dineIn)
    #expect(quote.bill.gratuityApplied)
    #expect(quote.discount.amountText == "20.00")
    // 18 % of 80.00 after the discount; total 80 + 8 + 14.40.
    #expect(quote.tip.amountText == "14.40")
    #expect(quote.total.amountText == "102.40")
    #expect(quote.shares.map(\.amountText) == ["51.20", "51.20"])
    #expect(quote == (try percent.quote(for: bill, splitting: .evenly(people: 2))))
    #expect(quote != (try percent.quote(for: bill, splitting: .evenly(people: 1))))
  }

  @Test("A weighted split is kept as its list and sums to the total")
  func weightedShares() throws {
    let bill = Bill(subtotal: try Money("10.00", currency: .usd))
    let quote = try percent.quote(for: bill, splitting: .weighted([1, 2]))
    #expect(quote.total.amountText == "11.80")
    #expect(quote.shares.map(\.amountText) == ["3.93", "7.87"])
    #expect(!quote.sharesAreEqual)
    #expect(quote.shares.total == quote.total)
    let even = try percent.quote(for: bill, splitting: .evenly(people: 2))
    #expect(quote != even)
    #expect(Set([quote, even, quote]).count == 2)
  }

  @Test("Iterating a quote's shares gives what indexing gives, however they are stored")
  func iterationMatchesIndexing() throws {
    let catalog = try SampleCatalogs.restaurantGroupCatalog()
    let percent = try percent
    let plain = Bill(subtotal: try Money("10.01", currency: .usd))
    let charged = try orderBill(
      "200.30", party: 8, channel: .dineIn, payment: .cash, region: "CH", currency: .chf)
    let quotes: [(Quote, [String])] = [
      (try percent.quote(for: plain, splitting: .evenly(people: 3)), ["3.94", "3.94", "3.93"]),
      (try percent.quote(for: plain, splitting: .weighted([1, 2])), ["3.94", "7.87"]),
      // Service charges and an even split: the box holds the charges, not the shares.
      (
        try catalog.quote(for: charged, policy: try catalog.policy(named: "percent-10")),
        ["32.50", "32.50", "32.50", "32.50", "32.50", "32.50", "32.50", "32.50"]
      ),
    ]
    for (quote, expected) in quotes {
      let shares = quote.shares
      var iterated: [String] = []
      for share in shares { iterated.append(share.amountText) }
      #expect(iterated == expected)
      #expect(shares.indices.map { shares[$0].amountText } == expected)
      var iterator = shares.makeIterator()
      for _ in expected { _ = iterator.next() }
      #expect(iterator.next() == nil)
    }
  }

  @Test("Listed shares that do not sum to the total are refused")
  func listedSharesChecked() throws {
    let bill = Bill(subtotal: try Money("10.00", currency: .usd))
    let five = try Money("5.00", currency: .usd)
    #expect(throws: PolicyError.self) {
      _ = try Quote(bill: bill, tip: .zero(.usd), shares: [five, five, five])
    }
    let quote = try Quote(bill: bill, tip: .zero(.usd), shares: [five, five])
    #expect(quote.shares.count == 2)
    #expect(quote.sharesAreEqual)
  }

  @Test("A catalog quote's charges and rounding read back from the quote")
  func chargesAndRounding() throws {
    let catalog = try SampleCatalogs.restaurantGroupCatalog()
    let bill = try orderBill(
      "200.30", party: 8, channel: .dineIn, payment: .cash, region: "CH", currency: .chf)
    let quote = try catalog.quote(for: bill, policy: try catalog.policy(named: "percent-10"))
    #expect(quote.serviceCharges.map(\.name) == ["large-party"])
    #expect(quote.serviceCharges.map(\.amount.amountText) == ["36.05"])
    #expect(quote.bill.gratuityApplied)
    #expect(quote.tip.amountText == "20.03")
    #expect(quote.total.amountText == "259.99")
    #expect(quote.rounding.amountText == "0.01")
    #expect(quote.payable.amountText == "260.00")
    #expect(quote.shares.count == 8)
    #expect(quote.shares.total == quote.payable)
  }
}

/// Fixed tips and round-up increments are converted to a currency's minor units once,
/// not per bill; the result and the errors must not change.
@Suite("Fixed and round-up amounts in every currency exponent")
struct MinorUnitAmountTests {
  @Test(
    "A fixed tip is exact in each currency",
    arguments: [
      ("2.5", Currency.usd, "2.50"), ("2.5", Currency.kwd, "2.500"), ("300", Currency.jpy, "300"),
      ("0", Currency.jpy, "0"), ("0.125", Currency.kwd, "0.125"),
    ])
  func fixedTip(amount: String, currency: Currency, expected: String) throws {
    let policy = try FixedPolicy(amount: try DecimalValue(amount))
    let tip = try policy.tip(for: Bill(subtotal: try Money("10", currency: currency)))
    #expect(tip.amountText == expected)
    #expect(tip.currency == currency)
  }

  @Test("A fixed tip finer than the bill's currency is still refused with the reason")
  func fixedTipTooFine() throws {
    let policy = try FixedPolicy(amount: try DecimalValue("0.5"))
    let error = #expect(throws: PolicyError.self) {
      _ = try policy.tip(for: Bill(subtotal: try Money("1000", currency: .jpy)))
    }
    #expect(error.map { "\($0)" }?.contains("more fraction digits than JPY") == true)
  }

  @Test(
    "A round-up increment is exact in each currency",
    arguments: [
      ("0.05", Currency.chf, "41.42", "2.08"), ("1", Currency.usd, "10.20", "0.80"),
      ("100", Currency.jpy, "1234", "66"), ("0.5", Currency.kwd, "1.234", "0.266"),
    ])
  func roundUp(increment: String, currency: Currency, subtotal: String, tip: String) throws {
    let inner = try PercentPolicy(rate: 5)
    let policy = try RoundUpPolicy(
      wrapping: inner, increment: try DecimalValue(increment))
    let bill = Bill(subtotal: try Money(subtotal, currency: currency))
    #expect(try policy.tip(for: bill).amountText == tip)
  }

  @Test("An increment finer than the bill's currency is still refused with the reason")
  func roundUpTooFine() throws {
    let policy = try RoundUpPolicy(
      wrapping: try FixedPolicy(amount: 0), increment: try DecimalValue("0.05"))
    let error = #expect(throws: PolicyError.self) {
      _ = try policy.tip(for: Bill(subtotal: try Money("1000", currency: .jpy)))
    }
    #expect(error.map { "\($0)" }?.contains("finer than JPY") == true)
  }
}

/// The region table computes plain percentages, fixed amounts and round-ups of either
/// in place; every other rule, and every bill with order fields, still goes to the region's
/// policy, and both ways give the same tip.
@Suite("Region table: percentages in place, everything else by the region's policy")
struct RegionTableTests {
  @Test(
    "Each built-in region's tip is its policy's tip, with and without order fields",
    arguments: ["US", "CA", "CA-QC", "US-NY", "GB", "FR", "DE", "CH", "JP", "AU", "MX"])
  func matchesRegionPolicy(code: String) throws {
    let catalog = try PolicyCatalog.builtIn()
    let regional = try catalog.policy(named: "regional")
    let region = try Region(code)
    let rulePolicy = try #require((regional as? RegionPolicy)?.rule(for: region)).policy
    let amounts: [(Currency, String, String, String)] = [
      (.usd, "84.37", "7.01", "10.00"), (.jpy, "8437", "701", "1000"),
      (.kwd, "84.375", "7.012", "10.000"),
    ]
    for (currency, subtotal, tax, discount) in amounts {
      for discounted in [false, true] {
        var bill = Bill(
          subtotal: try Money(subtotal, currency: currency),
          tax: try Money(tax, currency: currency), region: region)
        if discounted { bill.discount = try Money(discount, currency: currency) }
        #expect(try regional.tip(for: bill) == rulePolicy.tip(for: bill))
      }
    }
  }

  @Test("Round-up regions in place: nothing, 10 % or 5 % rounded up to the unit; and no tip")
  func roundUpRegions() throws {
    let regional = try PolicyCatalog.builtIn().policy(named: "regional")
    func tip(_ code: String, _ subtotal: String, _ currency: Currency) throws -> String {
      try regional.tip(
        for: Bill(subtotal: try Money(subtotal, currency: currency), region: try Region(code))
      ).amountText
    }
    #expect(try tip("FR", "41.20", .eur) == "0.80")
    #expect(try tip("DE", "41.20", .eur) == "4.80")
    #expect(try tip("CH", "41.20", .chf) == "2.80")
    #expect(try tip("JP", "4120", .jpy) == "0")
  }

  @Test("A discount lowers the tip of a percentage region (the in-place path is not taken)")
  func discountCounts() throws {
    let regional = try PolicyCatalog.builtIn().policy(named: "regional")
    var bill = Bill(subtotal: try Money("100", currency: .usd), region: try Region("US"))
    #expect(try regional.tip(for: bill).amountText == "18.00")
    bill.discount = try Money("50", currency: .usd)
    #expect(try regional.tip(for: bill).amountText == "9.00")
  }
}

/// A plain bill's amount before the tip is computed inline, a bill with order fields out of
/// line; both must give the same amounts and the same errors.
@Suite("Amount before the tip, with and without order fields")
struct AmountBeforeTipTests {
  @Test(
    "Subtotal − discount + tax, on the plain path and the order path",
    arguments: [
      // subtotal, tax, discount, payment (an order field without a discount), expected
      ("84.50", nil, nil, nil, "84.50"),
      ("84.50", "7.10", nil, nil, "91.60"),
      ("84.50", "7.10", nil, Payment.card, "91.60"),
      ("84.50", nil, nil, Payment.cash, "84.50"),
      ("84.50", "7.10", "4.50", nil, "87.10"),
      ("84.50", nil, "84.50", nil, "0.00"),
      ("0", "0", nil, nil, "0.00"),
    ] as [(String, String?, String?, Payment?, String)])
  func amounts(
    subtotal: String, tax: String?, discount: String?, payment: Payment?, expected: String
  ) throws {
    let bill = try orderBill(subtotal, tax: tax, discount: discount, payment: payment)
    #expect(try bill.amountBeforeTip().amountText == expected)
    // Through a quote as well: the total is that amount plus the tip.
    let quote = try PercentPolicy(rate: 10).quote(for: bill, splitting: .evenly(people: 2))
    #expect(quote.total == (try bill.amountBeforeTip().adding(quote.tip)))
  }

  @Test("Overflow and a tax in another currency throw on both paths")
  func errors() throws {
    let largest = Money(minorUnits: .max, currency: .usd)
    for payment in [nil, Payment.card] {
      var bill = Bill(subtotal: largest, tax: Money(minorUnits: 1, currency: .usd))
      bill.payment = payment
      #expect(throws: MoneyError.self) { try bill.amountBeforeTip() }
      // A tax in another currency is an error whatever its amount, zero included.
      for units: Int64 in [1, 0] {
        bill.tax = Money(minorUnits: units, currency: .eur)
        #expect {
          try bill.amountBeforeTip()
        } throws: { error in
          error as? MoneyError == .currencyMismatch(combining: .usd, with: .eur)
        }
      }
    }
  }
}
