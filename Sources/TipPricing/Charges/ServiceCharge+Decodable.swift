extension ServiceCharge: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, rate, amount, currency, base, when, taxRate, gratuity, note, rounding
  }

  /// Reads one object of a catalog's `serviceCharges`: `name`, and `rate` or `amount` (one of
  /// them), with the optional `currency` (for an amount), `base`, `when`, `taxRate`, `gratuity`,
  /// `note` and `rounding`. Every mistake is reported at its key; a `when` sets at least one
  /// condition (leaving it out is how a charge applies to every bill).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .name)
    let rate = try container.decodeIfPresent(Percentage.self, forKey: .rate)
    let value = try container.decodeIfPresent(DecimalValue.self, forKey: .amount)
    let currency = try container.decodeIfPresent(Currency.self, forKey: .currency)
    let base = try container.decodeIfPresent(Base.self, forKey: .base) ?? .subtotal
    let condition = try container.decodeIfPresent(BillCondition.self, forKey: .when)
    let taxRate = try container.decodeIfPresent(Percentage.self, forKey: .taxRate)
    let isGratuity = try container.decodeIfPresent(Bool.self, forKey: .gratuity) ?? false
    let note = try container.decodeIfPresent(String.self, forKey: .note)
    let rounding = try container.decodeIfPresent(RoundingRule.self, forKey: .rounding) ?? .halfUp
    var amount = Amount.rate(.zero)
    try PolicyError.building(in: container) { () throws(PolicyError) in
      try ServiceCharge.check(name: name)
      amount = try ServiceCharge.amount(rate: rate, value: value, currency: currency)
      try ServiceCharge.check(amount: amount)
      try ServiceCharge.check(taxRate: taxRate)
    }
    try PolicyError.checking(in: container) { [condition] () throws(PolicyError) in
      if let condition { try ServiceCharge.check(written: condition) }
    }
    self.name = name
    self.amount = amount
    self.base = base
    self.condition = condition ?? BillCondition()
    self.taxRate = taxRate
    self.isGratuity = isGratuity
    self.note = note
    self.rounding = rounding
  }

  /// The amount from the catalog's keys: exactly one of `rate` and `amount`, and `currency` only
  /// with an amount.
  static func amount(rate: Percentage?, value: DecimalValue?, currency: Currency?)
    throws(PolicyError) -> Amount
  {
    switch (rate, value) {
    case (let rate?, nil):
      guard currency == nil else {
        throw .invalidSetting(
          kind: kind, setting: CodingKeys.currency.stringValue,
          problem: "'currency' goes with a fixed 'amount', not with a 'rate'",
          expected: "remove it: a rate applies to the bill in its own currency")
      }
      return .rate(rate)
    case (nil, let value?):
      return .fixed(value, currency: currency)
    case (_?, _?):
      throw .invalidSetting(
        kind: kind, setting: CodingKeys.amount.stringValue,
        problem: "both 'rate' and 'amount' are given",
        expected: "keep one: a rate in percent of the base, or a fixed amount")
    case (nil, nil):
      // No setting to point at: the error is reported at the charge itself.
      throw .invalidSetting(
        kind: kind, setting: "", problem: "neither 'rate' nor 'amount' is given",
        expected: "add one, such as \"rate\": \"18\" (percent of the base) or \"amount\": \"5.00\"")
    }
  }
}
