import TipJSON
import TipPricing

/// A problem with a shift, or with sharing its tips by a pool's rules, described so that a person
/// can find and fix it.
///
/// Every error names the JSON path of the offending value (`staff[2].hours`) and, for a shift
/// read from JSON, the file, line and column; the message names the person it is about, says what
/// was wrong and, where possible, what would be right. Errors of kind ``PoolProblem/lawViolation`` name
/// the law the shift or the pool would break.
///
/// ```
/// friday.json:9:5: at staff[3]: Dana (role 'bartender') is a manager, and in the US managers and supervisors may not receive any part of a tip pool (FLSA section 3(m)(2)(B), 2018 amendment); leave Dana out of the recipients
/// ```
public typealias PoolError = DocumentError<PoolProblem>

/// The kinds of ``PoolError``: the categories of a pool problem.
public enum PoolProblem: String, Sendable, Hashable, CaseIterable {
  /// The text is not JSON (or not UTF-8), or it is empty.
  case invalidJSON
  /// The text is larger than ``Shift/Limits/maximumFileSize``.
  case tooLarge
  /// A value has the wrong JSON type, a key is missing, or a key is not part of the format.
  case invalidFormat
  /// An amount that does not fit the currency: too many fraction digits, negative, too large.
  case invalidAmount
  /// Hours or points out of range, or with too many fraction digits.
  case invalidQuantity
  /// A currency code that ISO 4217 does not know, or a missing currency.
  case unknownCurrency
  /// A region code that is malformed or unknown, or a shift in another country than its pool.
  case invalidRegion
  /// A shift without staff, or with more than ``Shift/Limits/maximumStaff``.
  case invalidStaff
  /// A person listed twice, or without a name or role.
  case invalidPerson
  /// Tips that nobody on the shift can have contributed.
  case noContributors
  /// A pool that the catalog does not define.
  case unknownPool
  /// A pool built in code whose rules do not pass ``TipPool/check()``, such as percentages
  /// that do not add up to 100.
  case invalidPool
  /// The shift or the pool would break the region's law; the message names the law.
  case lawViolation
  /// A sum that does not fit in 64-bit minor units.
  case overflow
}

extension PoolProblem: DocumentValueErrorKind {}
