/// Where every path writes: the tip, the total and each of the three shares of every bill, in
/// arrays allocated once, so that nothing a path computes can be optimised away and every path
/// can be checked against the Int64 loop afterwards.
struct Outputs {
  /// The people every bill is split among.
  static let people = 3

  let tips: UnsafeMutableBufferPointer<Int64>
  let totals: UnsafeMutableBufferPointer<Int64>
  /// `people` shares a bill, bill after bill.
  let shares: UnsafeMutableBufferPointer<Int64>

  init(count: Int) {
    tips = .allocate(capacity: count)
    totals = .allocate(capacity: count)
    shares = .allocate(capacity: count * Outputs.people)
    clear()
  }

  /// Zeroes every slot, so that a path that skips a store is caught by the check.
  func clear() {
    tips.initialize(repeating: 0)
    totals.initialize(repeating: 0)
    shares.initialize(repeating: 0)
  }

  /// Frees the arrays; the outputs are not used afterwards.
  func deallocate() {
    tips.deallocate()
    totals.deallocate()
    shares.deallocate()
  }
}
