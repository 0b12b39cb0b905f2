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

  /// Adds `other`'s hours and amounts; `false` when a sum passes the largest amount (the
  /// figures are then not to be used).
  mutating func add(_ other: PayrollFigures) -> Bool {
    var fits = true
    func sum(_ a: Money, _ b: Money) -> Money {
      let (units, overflow) = a.minorUnits.addingReportingOverflow(b.minorUnits)
      if overflow || units > Money.maximumMinorUnits { fits = false }
      return Money(minorUnits: units, currency: a.currency)
    }
    hundredths += other.hundredths
    cardTips = sum(cardTips, other.cardTips)
    cashTips = sum(cashTips, other.cashTips)
    fees = sum(fees, other.fees)
    contributed = sum(contributed, other.contributed)
    received = sum(received, other.received)
    net = sum(net, other.net)
    cashWage = sum(cashWage, other.cashWage)
    tipCredit = sum(tipCredit, other.tipCredit)
    topUp = sum(topUp, other.topUp)
    return fits
  }
}
