import TipJSON
import TipPricing

/// A problem with a pay period, its shifts, its tip credit or its tip allocation, described so
/// that a person can find and fix it.
///
/// Every error names the JSON path of the offending value (`shifts[2].date`) and, for a period or
/// shift read from JSON, the file, line and column; the message says what was wrong and, where
/// possible, what would be right. Errors about the law name it:
///
/// ```
/// november.json:3:13: at region: US-CA forbids a tip credit: the employer pays the full state minimum wage before tips (DOL, "Minimum Wages for Tipped Employees", July 2024); set "tipCredit": false
/// ```
public typealias PayrollError = DocumentError<PayrollProblem>

/// The kinds of ``PayrollError``: the categories of a payroll problem.
public enum PayrollProblem: String, Sendable, Hashable, CaseIterable {
  /// The text is not JSON (or not UTF-8), or it is empty.
  case invalidJSON
  /// The text is larger than ``PayPeriod/Limits/maximumFileSize``.
  case tooLarge
  /// A value has the wrong JSON type, a key is missing, a key is not part of the format, or a
  /// key is given without the one it depends on (`cashWages` without a tip credit).
  case invalidFormat
  /// An amount that does not fit the currency: too many fraction digits, negative, too large.
  case invalidAmount
  /// A currency code that ISO 4217 does not know, a missing currency, or a shift in another
  /// currency than its period.
  case unknownCurrency
  /// A region code that is malformed or unknown.
  case invalidRegion
  /// A date that is not `YYYY-MM-DD`, a period that ends before it starts, or a shift outside
  /// the period.
  case invalidDate
  /// A shift that cannot be read or shared: the message is the shift's own error.
  case invalidShift
  /// A shift file that cannot be read at all (missing, a directory, no permission).
  case unreadableShift
  /// A tip credit the law does not allow: a state that forbids it, a cash wage below the
  /// federal minimum, a region outside the US, or a state's wages missing.
  case tipCreditRefused
  /// A tip allocation that cannot be made: a rate outside 2 to 8 %, the hours method for a
  /// large establishment, or no receipts to share by.
  case allocationRefused
  /// A sum that does not fit in 64-bit minor units.
  case overflow
}

extension PayrollProblem: DocumentValueErrorKind {}
