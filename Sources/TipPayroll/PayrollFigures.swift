import TipPricing

/// What payroll sums for a person's workweek, a person's period or the whole period: hours, tips
/// and what became of them, and the tip credit's wages.
///
/// Every amount is exact, in minor units of the period's currency: `net` is `cardTips + cashTips
/// − fees − contributed + received`, and over the whole period the nets and the fees sum to the
/// tips.
public struct PayrollFigures: Sendable, Hashable {
  /// Hours worked, in hundredths.
  var hundredths: Int64 = 0
  /// Tips paid by card, before the card fee.
  public internal(set) var cardTips: Money
  /// Tips paid in cash.
  public internal(set) var cashTips: Money
  /// The card fees taken from the card tips.
  public internal(set) var fees: Money
  /// What was given to tip-outs, less anything returned.
  public internal(set) var contributed: Money
  /// What was received from tip-outs.
  public internal(set) var received: Money
  /// The tips kept: card and cash tips less fees and contributions, plus what was received.
  public internal(set) var net: Money
  /// The cash wage paid for the hours (each role's rate times its hours, summed and rounded
  /// half-up to the minor unit once per workweek); zero for someone without a tip credit.
  public internal(set) var cashWage: Money
  /// The tip credit taken against the minimum wage.
  public internal(set) var tipCredit: Money
  /// What the employer owes on top, when cash wage and tips kept fall below the minimum wage.
  public internal(set) var topUp: Money

  /// Nothing yet, in `currency`.
  init(currency: Currency) {
    let zero = Money.zero(currency)
    (cardTips, cashTips, fees, contributed, received, net) = (zero, zero, zero, zero, zero, zero)
    (cashWage, tipCredit, topUp) = (zero, zero, zero)
  }

  /// Hours worked, with at most two fraction digits and no trailing zeros.
  public var hours: DecimalValue { PayrollFigures.hours(hundredths) }

  /// All tips, card and cash, before the card fee.
  public var tips: Money {
    Money(minorUnits: cardTips.minorUnits + cashTips.minorUnits, currency: cardTips.currency)
  }

  /// `hundredths` as hours, without trailing zeros (`6`, `6.5`, `6.25`).
  static func hours(_ hundredths: Int64) -> DecimalValue {
    if hundredths % 100 == 0 { return DecimalValue(hundredths / 100) }
    if hundredths % 10 == 0 { return DecimalValue(significand: hundredths / 10, scale: 1) }
    return DecimalValue(significand: hundredths, scale: 2)
  }

  /// Adds `other`'s hours and amounts; the figure whose sum passes the largest amount, as
  /// messages name it (`tips kept`), or `nil` when all fit (the figures are then not to be used).
  mutating func add(_ other: PayrollFigures) -> Figure? {
    var past: Figure?
    func sum(_ a: Money, _ b: Money, _ figure: Figure) -> Money {
      let (units, overflow) = a.minorUnits.addingReportingOverflow(b.minorUnits)
      if overflow || units > Money.maximumMinorUnits { past = past ?? figure }
      return Money(minorUnits: units, currency: a.currency)
    }
    hundredths += other.hundredths
    cardTips = sum(cardTips, other.cardTips, .cardTips)
    cashTips = sum(cashTips, other.cashTips, .cashTips)
    fees = sum(fees, other.fees, .fees)
    contributed = sum(contributed, other.contributed, .contributed)
    received = sum(received, other.received, .received)
    net = sum(net, other.net, .net)
    cashWage = sum(cashWage, other.cashWage, .cashWage)
    tipCredit = sum(tipCredit, other.tipCredit, .tipCredit)
    topUp = sum(topUp, other.topUp, .topUp)
    if past == nil, tips.minorUnits > Money.maximumMinorUnits || tips.minorUnits < 0 {
      past = .tips
    }
    return past
  }

  /// One amount of the figures, as messages name it.
  enum Figure: String {
    case cardTips = "card tips"
    case cashTips = "cash tips"
    case tips = "tips"
    case fees = "card fees"
    case contributed = "tips given to tip-outs"
    case received = "tips received from tip-outs"
    case net = "tips kept"
    case cashWage = "cash wage"
    case tipCredit = "tip credit"
    case topUp = "top-up"

    /// Whether the figure comes from the wages (the minimum wage and the cash wages) rather
    /// than from the shifts' tips.
    var isWage: Bool { self == .cashWage || self == .tipCredit || self == .topUp }
  }
}
