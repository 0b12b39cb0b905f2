import TipEngine

/// What pricing every bill of an input under two policies gave: the counts, the totals before and
/// after in each currency, the rows whose payable amount moved most, and the same counts and tip
/// differences by region and by channel.
///
/// "Before" is the first policy of the ``CompareJob``, "after" the second. A row counts only when
/// both policies priced it; a row either one refuses is ``rejected``. Every total is exact and
/// kept per currency, since amounts in different currencies do not add up.
public struct CompareSummary: Sendable, Hashable {
  /// The rows priced under both policies.
  public internal(set) var rows = 0
  /// The rows that could not be priced under one policy or both.
  public internal(set) var rejected = 0
  /// The rows whose payable amount differs between the two policies.
  public internal(set) var changed = 0
  /// The totals of each currency that has rows.
  public internal(set) var currencies: [Currency: CurrencyComparison] = [:]
  /// The row whose payable amount grew most (compared in major units across currencies; the
  /// first such row on a tie), or `nil` when none grew.
  public internal(set) var largestIncrease: ComparedRow?
  /// The row whose payable amount fell most, or `nil` when none fell.
  public internal(set) var largestDecrease: ComparedRow?
  /// The counts by the bills' region code (`CA-QC`), with `none` for bills without a region.
  public internal(set) var byRegion: [String: GroupComparison] = [:]
  /// The counts by the bills' channel (`dine-in`), with `none` for bills without one.
  public internal(set) var byChannel: [String: GroupComparison] = [:]
  /// The first rejected rows, in input order, at most ``BatchLimits/keptRejections`` of them;
  /// the rejections output has them all.
  public internal(set) var rejections: [BatchRejection] = []

  /// An empty summary.
  public init() {}

  /// The name of the group of bills without a region or without a channel.
  public static let noGroup = "none"
}

/// The totals of one currency's rows under the two policies.
public struct CurrencyComparison: Sendable, Hashable {
  /// The rows in this currency priced under both policies.
  public internal(set) var rows = 0
  /// The tips under the first policy.
  public internal(set) var tipBefore: Money
  /// The tips under the second policy.
  public internal(set) var tipAfter: Money
  /// What is payable under the first policy.
  public internal(set) var payableBefore: Money
  /// What is payable under the second policy.
  public internal(set) var payableAfter: Money
  /// How many rows' tips changed by how much (after less before).
  public internal(set) var tipChanges = ChangeHistogram()

  /// Zero totals in `currency`.
  public init(currency: Currency) {
    tipBefore = .zero(currency)
    tipAfter = .zero(currency)
    payableBefore = .zero(currency)
    payableAfter = .zero(currency)
  }

  /// The tips after less the tips before.
  ///
  /// - Throws: `MoneyError.overflow` when the difference does not fit.
  public func tipDifference() throws(MoneyError) -> Money { try tipAfter.subtracting(tipBefore) }

  /// What is payable after less what is payable before.
  ///
  /// - Throws: `MoneyError.overflow` when the difference does not fit.
  public func payableDifference() throws(MoneyError) -> Money {
    try payableAfter.subtracting(payableBefore)
  }

  /// The mean change of a row's payable amount, rounded to the currency's minor unit, halves
  /// away from zero; zero when there are no rows.
  ///
  /// - Throws: `MoneyError.overflow` when the difference does not fit.
  public func meanPayableChange() throws(MoneyError) -> Money {
    let difference = try payableDifference()
    guard rows > 0 else { return .zero(difference.currency) }
    let count = Int64(rows)
    var mean = difference.minorUnits / count
    let remainder = difference.minorUnits % count
    if remainder.magnitude * 2 >= count.magnitude { mean += remainder < 0 ? -1 : 1 }
    return Money(minorUnits: mean, currency: difference.currency)
  }
}

/// A row whose payable amount changed: its id and what it was before and after.
public struct ComparedRow: Sendable, Hashable {
  /// The row's `id` value (read from the header ``CompareJob/columnMapping`` maps `id` to, if
  /// any), or its 1-based number among the data rows when the input has no `id` column.
  public var id: String
  /// What was payable under the first policy.
  public var before: Money
  /// What is payable under the second policy.
  public var after: Money

  /// Creates a row.
  public init(id: String, before: Money, after: Money) {
    self.id = id
    self.before = before
    self.after = after
  }
}

/// The counts of a region's or a channel's rows.
public struct GroupComparison: Sendable, Hashable {
  /// The rows of the group priced under both policies.
  public internal(set) var rows = 0
  /// The rows of the group whose payable amount changed.
  public internal(set) var changed = 0
  /// The tips after less the tips before, by currency.
  public internal(set) var tipDifference: [Currency: Money] = [:]

  /// An empty group.
  public init() {}
}
