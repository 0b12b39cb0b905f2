import TipJSON

extension BillCondition: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case partySize, subtotal, channels, payments, days, time, dates, regions, gratuityApplied
  }

  /// Reads a `when` object; unknown keys, empty lists, empty windows and impossible ranges are
  /// errors at their key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    partySize = try container.decodeIfPresent(CountRange.self, forKey: .partySize)
    subtotal = try container.decodeIfPresent(AmountRange.self, forKey: .subtotal)
    channels = try BillCondition.set(of: Channel.self, .channels, in: container)
    payments = try BillCondition.set(of: Payment.self, .payments, in: container)
    days = try BillCondition.set(of: Weekday.self, .days, in: container)
    time = try container.decodeIfPresent(TimeWindow.self, forKey: .time)
    dates = try BillCondition.set(of: LocalDate.self, .dates, in: container)
    if let codes = try BillCondition.list(of: Region.self, .regions, in: container) {
      regions = codes
    }
    gratuityApplied = try container.decodeIfPresent(Bool.self, forKey: .gratuityApplied)
  }

  static func set<Element: Decodable & Hashable>(
    of type: Element.Type, _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
  ) throws -> Set<Element>? {
    guard let values = try list(of: type, key, in: container) else { return nil }
    return Set(values)
  }

  static func list<Element: Decodable>(
    of type: Element.Type, _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
  ) throws -> [Element]? {
    guard let values = try container.decodeIfPresent([Element].self, forKey: key) else {
      return nil
    }
    try PolicyError.checking(in: container) { () throws(PolicyError) in
      guard !values.isEmpty else {
        throw .invalidSetting(
          kind: "condition", setting: key.stringValue,
          problem: "the list is empty, so no bill qualifies",
          expected: "list at least one value, or leave '\(key.stringValue)' out to accept any")
      }
    }
    return values
  }
}

extension CountRange: Decodable {
  enum CodingKeys: String, CodingKey {
    case min, max
  }

  /// Reads `{"min": 6, "max": 10}`; either may be left out.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    // Read at any size, so that a number too large for `Int` is a party size's error.
    let min = try container.decodeWholeNumberIfPresent(forKey: .min)
    let max = try container.decodeWholeNumberIfPresent(forKey: .max)
    self = try PolicyError.checked(in: container) { () throws(PolicyError) in
      try CountRange(min: CountRange.count(min), max: CountRange.count(max))
    }
  }

  /// The value of a party size as written, or its error when it is too large for `Int`: below
  /// zero, in the words of a party of 0; above, with the range in numbers. Reported at
  /// `partySize`, as the range's other errors are.
  private static func count(_ number: WholeNumber?) throws(PolicyError) -> Int? {
    guard let number else { return nil }
    if let value = number.value { return value }
    let isNegative = number.text.hasPrefix("-")
    throw .invalidSetting(
      kind: "condition", setting: "partySize",
      problem: "a party of \(number.text)" + (isNegative ? "" : " is more than can be counted"),
      expected: isNegative
        ? "expected 1 guest or more" : "expected a whole number of guests from 1 to \(Int.max)")
  }
}

extension AmountRange: Decodable {
  enum CodingKeys: String, CodingKey {
    case min, max
  }

  /// Reads `{"min": "10", "max": "50"}` (amounts in major units); either may be left out.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let min = try container.decodeIfPresent(DecimalValue.self, forKey: .min)
    let max = try container.decodeIfPresent(DecimalValue.self, forKey: .max)
    // A negative amount is reported at its own key; the range's check below says it again at
    // `subtotal`, which follows from this and is not reported twice.
    for (key, amount) in [(CodingKeys.min, min), (.max, max)] {
      guard let amount, amount.isNegative else { continue }
      try PolicyError.checking(in: container) { () throws(PolicyError) in
        throw .invalidSetting(
          kind: "condition", setting: key.stringValue, problem: "the amount \(amount) is negative",
          expected: "expected amounts of 0 or more")
      }
    }
    self = try PolicyError.checked(in: container) { () throws(PolicyError) in
      try AmountRange(min: min, max: max)
    }
  }
}

extension TimeWindow: Decodable {
  enum CodingKeys: String, CodingKey {
    case from, until
  }

  /// Reads `{"from": "16:00", "until": "18:00"}`; both are required.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let from = try container.decode(LocalTime.self, forKey: .from)
    let until = try container.decode(LocalTime.self, forKey: .until)
    self = try PolicyError.checked(in: container) { () throws(PolicyError) in
      try TimeWindow(from: from, until: until)
    }
  }
}

extension LocalTime: Decodable {
  /// Reads `"HH:MM"`.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeText { text throws(OrderError) in
      try LocalTime(text)
    }
  }
}

extension LocalDate: Decodable {
  /// Reads `"YYYY-MM-DD"`.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeText { text throws(OrderError) in
      try LocalDate(text)
    }
  }
}

extension Region: Decodable {
  /// Reads an ISO 3166 code such as `"US"` or `"CA-QC"`.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeText { text throws(RegionError.Written) in
      do throws(RegionError) {
        return try Region(text)
      } catch {
        throw RegionError.Written(error: error)
      }
    }
  }
}

extension Channel: CatalogEnumeration {
  package static var catalogNoun: String { "channel" }
}

extension Payment: CatalogEnumeration {
  package static var catalogNoun: String { "payment" }
}

extension Weekday: CatalogEnumeration {
  package static var catalogNoun: String { "day" }
}
