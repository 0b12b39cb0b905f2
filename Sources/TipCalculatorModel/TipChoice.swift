import TipEngine

/// The tip a person picked in a tip calculator.
public enum TipChoice: Sendable, Hashable {
  /// No tip.
  case none
  /// One of the preset buttons, usually one of ``presetRates`` (10 %, 15 %, 20 %).
  case preset(Percentage)
  /// "Custom tip": a fixed amount in major units of the bill's currency (`2.5` is $2.50).
  case customAmount(DecimalValue)
  /// A custom rate, 0 % to 100 %.
  case customPercentage(Percentage)
  /// A policy of the calculator's catalog, by name, such as `smart` or `regional`.
  case policy(name: String)

  /// The rates of the preset buttons: 10 %, 15 % and 20 %.
  public static let presetRates: [Percentage] = [10, 15, 20]

  /// The preset choices, in button order.
  public static var presets: [TipChoice] { presetRates.map(TipChoice.preset) }

  /// A custom amount parsed from what a person typed (`"2.50"`, `"$2.50"`), checked against the
  /// currency's digits.
  ///
  /// - Throws: a `MoneyError` saying what is wrong with the text, or
  ///   `MoneyError.negativeAmount(text:)`.
  public static func customAmount(parsing text: String, currency: Currency) throws(MoneyError)
    -> TipChoice
  {
    // Read as a bill text is, so that a refusal counts the digits as typed.
    let money = try BillEntry.Separators.period.amount(text, currency: currency)
    guard !money.isNegative else { throw .negativeAmount(text: text) }
    return .customAmount(money.decimalValue)
  }

  /// The policy that computes this tip, resolved in `catalog` for ``policy(name:)``.
  ///
  /// Percentages are of the subtotal and rounded half-up to the minor unit, as in the catalog's
  /// `percent-*` policies.
  ///
  /// - Throws: `MoneyError.invalidValue(text:meaning:expected:)`, meaning `tip rate`, for a rate
  ///   outside 0 % to 100 %; `PolicyError` for a negative amount, `CatalogError` for an unknown
  ///   policy name or a missing catalog.
  public func policy(in catalog: PolicyCatalog?) throws -> any TipPolicy {
    switch self {
    case .none:
      return try PercentPolicy(rate: .zero)
    case .preset(let rate), .customPercentage(let rate):
      guard rate >= .zero, rate <= PercentPolicy.maximumRate else {
        throw MoneyError.invalidValue(
          text: rate.description, meaning: "tip rate", expected: "expected 0% to 100%")
      }
      return try PercentPolicy(rate: rate)
    case .customAmount(let amount):
      return try FixedPolicy(amount: amount)
    case .policy(let name):
      guard let catalog else {
        throw CatalogError(
          .unknownPolicy, message: "no policy named '\(name)': the calculator has no catalog")
      }
      // The catalog chooses, as for `tipcalc quote --policy`: one rule for every front end.
      do {
        return try catalog.selectPolicy(named: name).policy
      } catch .unknownPolicy(let error) {
        throw error
      } catch {
        throw CatalogError(.unknownPolicy, message: error.description)
      }
    }
  }
}

extension TipChoice: CustomStringConvertible {
  /// Such as `no tip`, `15%`, `custom 2.5`, `custom 12.5%` or `policy smart`.
  public var description: String {
    switch self {
    case .none: return "no tip"
    case .preset(let rate): return rate.description
    case .customAmount(let amount): return "custom \(amount)"
    case .customPercentage(let rate): return "custom \(rate)"
    case .policy(let name): return "policy \(name)"
    }
  }
}
