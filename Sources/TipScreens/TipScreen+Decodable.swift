import TipJSON
import TipPricing

extension TipScreen.Option: ConfigScalarDecodable, Decodable {
  /// Reads `"15%"` (a percentage) or `"1.50"` / `1.5` (an amount), as Adyen writes its tip
  /// options.
  package init(configText: String, isJSONNumber: Bool) throws {
    var body = Substring(configText).trimmingWhitespace()
    let option: Self
    if body.hasSuffix("%") {
      body = body.dropLast().trimmingWhitespace()
      // The error quotes the option as written (`15%%`), not what is left without its '%'.
      guard let rate = try? DecimalValue(body) else {
        throw MoneyError.invalidNumber(
          text: configText,
          reason: "a percentage is digits and one '%'; write it such as \"15%\", or an amount "
            + "such as \"1.50\"")
      }
      option = .percent(try Percentage(rate))
    } else {
      option = .amount(try DecimalValue(body))
    }
    do {
      try TipScreen.check(option: option, setting: "options")
    } catch {
      throw error.policyError
    }
    self = option
  }

  /// Reads a string such as `"15%"` or `"1.50"`.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    try self.init(configText: text, isJSONNumber: false)
  }
}

extension CustomTip: Decodable {
  enum CodingKeys: String, CodingKey {
    case minimum, maximum, maximumRate, tiers
  }

  /// Reads `minimum`, `maximum`, `maximumRate` and `tiers`, all optional.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let minimum = try container.decodeIfPresent(DecimalValue.self, forKey: .minimum)
    let maximum = try container.decodeIfPresent(DecimalValue.self, forKey: .maximum)
    let rate = try container.decodeIfPresent(Percentage.self, forKey: .maximumRate)
    let tiers = try container.decodeIfPresent([Tier].self, forKey: .tiers) ?? []
    var limits = CustomTip()
    try ScreenError.building(in: container) { () throws(ScreenError) in
      limits = try CustomTip(minimum: minimum, maximum: maximum, maximumRate: rate, tiers: tiers)
    }
    self = limits
  }
}

extension CustomTip.Tier: Decodable {
  enum CodingKeys: String, CodingKey {
    case above, maximum, maximumRate
  }

  /// Reads `above`, `maximum` and `maximumRate`; a tier needs a maximum or a maximum rate.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let tier = CustomTip.Tier(
      above: try container.decodeIfPresent(DecimalValue.self, forKey: .above),
      maximum: try container.decodeIfPresent(DecimalValue.self, forKey: .maximum),
      maximumRate: try container.decodeIfPresent(Percentage.self, forKey: .maximumRate))
    try ScreenError.checking(in: container) { () throws(ScreenError) in
      try CustomTip.checkOwn(tier, label: "the tier", prefix: "", setting: "")
    }
    self = tier
  }
}

extension TipScreen.DefaultSelection {
  /// The catalog spelling of ``noTip``.
  static let noTipName = "no-tip"
}
