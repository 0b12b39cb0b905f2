extension RoundingRule {
  /// A rule as the branch-free rounding reads it: what a tie does, and which inexact
  /// magnitudes are forced up or down whatever their remainder.
  ///
  /// Which way an amount rounds depends on its remainder, which changes from one amount to the
  /// next; a branch on it is mispredicted about half the time. The rule, the same for a whole
  /// batch, is turned into these bits once, and the remainder only enters arithmetic
  /// (``WideArithmetic/roundingIncrement(remainder:divisor:quotientIsOdd:negative:directions:)``).
  /// Each `down…` member is its `up…` member shifted by ``downShift``, so that one mask selects
  /// the members that apply to a sign in both halves.
  @frozen
  @usableFromInline
  struct Directions: OptionSet, Sendable, Hashable {
    /// The bits.
    @usableFromInline
    let rawValue: UInt64

    /// The set with these bits.
    @inlinable
    init(rawValue: UInt64) { self.rawValue = rawValue }

    /// A tie rounds the magnitude up (half-up).
    @inlinable
    static var tieUp: Directions { Directions(rawValue: 1 << 0) }
    /// A tie rounds the magnitude up when the quotient is odd (half-even).
    @inlinable
    static var tieUpWhenOdd: Directions { Directions(rawValue: 1 << 1) }
    /// An inexact magnitude always rounds up (`up`).
    @inlinable
    static var up: Directions { Directions(rawValue: 1 << 2) }
    /// An inexact negative value's magnitude rounds up (`floor`).
    @inlinable
    static var upWhenNegative: Directions { Directions(rawValue: 1 << 3) }
    /// An inexact positive value's magnitude rounds up (`ceiling`).
    @inlinable
    static var upWhenPositive: Directions { Directions(rawValue: 1 << 4) }
    /// How far each `down…` member is from its `up…` member.
    @inlinable
    static var downShift: UInt64 { 3 }
    /// An inexact magnitude always rounds down (`down`).
    @inlinable
    static var down: Directions { Directions(rawValue: up.rawValue << downShift) }
    /// An inexact negative value's magnitude rounds down (`ceiling`).
    @inlinable
    static var downWhenNegative: Directions {
      Directions(rawValue: upWhenNegative.rawValue << downShift)
    }
    /// An inexact positive value's magnitude rounds down (`floor`).
    @inlinable
    static var downWhenPositive: Directions {
      Directions(rawValue: upWhenPositive.rawValue << downShift)
    }

    /// `rule`'s directions. The nearest rules that force nothing round by the remainder alone.
    @inlinable
    @inline(__always)
    init(_ rule: RoundingRule) {
      // A statement, not a `switch` expression: the expression was measured to slow a loop
      // whose rule is a constant.
      let directions: Directions
      switch rule {
      case .halfUp: directions = .tieUp
      case .halfDown: directions = []
      case .halfEven: directions = .tieUpWhenOdd
      case .up: directions = .up
      case .down: directions = .down
      case .ceiling: directions = Directions.upWhenPositive.union(.downWhenNegative)
      case .floor: directions = Directions.upWhenNegative.union(.downWhenPositive)
      }
      self = directions
    }
  }
}
