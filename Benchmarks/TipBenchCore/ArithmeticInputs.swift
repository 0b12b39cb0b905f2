import TipEngine

/// The sample's amounts in one arithmetic, converted once, before any timing: how an app that
/// holds money in that number type would hold them (`Double(cents) / 100` for `Double`).
struct ArithmeticInputs<A: TipArithmetic> {
  /// `exact`, `double` or `decimal`.
  let name: String
  /// The arithmetic.
  let arithmetic: A
  /// Subtotals.
  let subtotals: [A.Amount]
  /// Taxes (zero for bills without tax).
  let taxes: [A.Amount]

  /// Bills in this arithmetic: all of them, or the Decimal subsample.
  var count: Int { subtotals.count }

  /// The first `count` bills of `sample` in `arithmetic`.
  init(_ name: String, _ arithmetic: A, sample: BillSample, count: Int) {
    self.name = name
    self.arithmetic = arithmetic
    self.subtotals = sample.subtotals[0..<count].map(arithmetic.amount(minorUnits:))
    self.taxes = sample.taxes[0..<count].map(arithmetic.amount(minorUnits:))
  }

  /// A zero-filled output buffer for every bill, written before timing so that no page is
  /// faulted in a timed loop.
  func outputs() -> [A.Amount] {
    Array(repeating: arithmetic.amount(minorUnits: 0), count: count)
  }
}
