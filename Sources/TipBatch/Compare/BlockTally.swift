import TipEngine

/// The sums of one block's rows priced under both policies, taken on the worker that priced the
/// block, so that the engine's serial part only adds a few sums per block.
///
/// Rows are looked up in small tables that remember the last key they saw, so that a run of
/// rows in one currency, region or channel costs no hashing. A value, so that summing a block
/// touches no class property (each would be checked for exclusive access at run time).
struct BlockTally {
  /// A row whose payable amount changed, kept for the changes output or as an extreme.
  struct ChangedRow {
    /// The row's index in its block.
    var index: Int
    /// The offset of the record's first byte in its block.
    var start: Int
    /// The tips before and after.
    var tipBefore: Money
    var tipAfter: Money
    /// What is payable before and after.
    var before: Money
    var after: Money
    /// After less before.
    var difference: Money
  }

  /// The sums of a group's rows in one currency.
  struct GroupSum {
    var rows = 0
    var changed = 0
    var tipDifference: Money
  }

  /// A group's value and a currency: regions and channels are summed per currency.
  struct GroupKey<Value: Hashable>: Hashable {
    var value: Value
    var currency: Currency
  }

  /// Whether the changed rows are kept for the changes output.
  let keepsChanges: Bool
  /// Rows priced under both policies, and those whose payable amount changed.
  private(set) var rows = 0
  private(set) var changed = 0
  private(set) var currencies = SlotTable<Currency, CurrencyComparison>()
  private(set) var regions = SlotTable<GroupKey<Region?>, GroupSum>()
  private(set) var channels = SlotTable<GroupKey<Channel?>, GroupSum>()
  /// The block's first row with the largest increase (compared in major units), and decrease.
  private(set) var increase: ChangedRow?
  private(set) var decrease: ChangedRow?
  /// The changed rows, in order, when ``keepsChanges``.
  private(set) var changes: [ChangedRow] = []
  /// The first row whose sums do not fit, and why.
  private(set) var overflow: (index: Int, error: MoneyError)?

  init(keepsChanges: Bool) { self.keepsChanges = keepsChanges }

  /// Sums the rows that both `before` and `after` priced, in order.
  mutating func tally(before: [PricedRow], after: [PricedRow]) {
    rows = 0
    changed = 0
    currencies.removeAll()
    regions.removeAll()
    channels.removeAll()
    increase = nil
    decrease = nil
    changes.removeAll(keepingCapacity: true)
    overflow = nil
    for index in 0..<min(before.count, after.count) {
      let (old, new) = (before[index], after[index])
      guard old.isPriced && new.isPriced else { continue }
      do {
        try add(old, new, index: index)
      } catch {
        overflow = (index, error)
        return
      }
    }
  }

  private mutating func add(_ old: PricedRow, _ new: PricedRow, index: Int) throws(MoneyError) {
    let currency = old.payable.currency
    let slot = currencies.slot(for: currency) { CurrencyComparison(currency: currency) }
    try currencies.values[slot].add(before: old, after: new)
    let tipDifference = try new.tip.subtracting(old.tip)
    currencies.values[slot].tipChanges.add(tipDifference.minorUnits)
    let difference = try new.payable.subtracting(old.payable)
    let isChanged = difference.minorUnits != 0
    let empty = GroupSum(tipDifference: .zero(currency))
    let region = regions.slot(for: GroupKey(value: old.region, currency: currency)) { empty }
    try regions.values[region].add(tipDifference, isChanged: isChanged)
    let channel = channels.slot(for: GroupKey(value: old.channel, currency: currency)) { empty }
    try channels.values[channel].add(tipDifference, isChanged: isChanged)
    rows += 1
    guard isChanged else { return }
    changed += 1
    let row = ChangedRow(
      index: index, start: old.start, tipBefore: old.tip, tipAfter: new.tip, before: old.payable,
      after: new.payable, difference: difference)
    if difference.minorUnits > 0,
      increase.map({ BlockTally.majorUnits(difference, exceed: $0.difference) }) ?? true
    {
      increase = row
    }
    if difference.minorUnits < 0,
      decrease.map({ BlockTally.majorUnits($0.difference, exceed: difference) }) ?? true
    {
      decrease = row
    }
    if keepsChanges { changes.append(row) }
  }

  /// Whether `first` is larger than `second` once both are in major units: exact, in twice the
  /// width, with both scaled to six fraction digits (the most a currency has).
  static func majorUnits(_ first: Money, exceed second: Money) -> Bool {
    func scaled(_ money: Money) -> (high: Int64, low: UInt64) {
      var factor: Int64 = 1
      for _ in money.currency.minorUnitDigits..<6 { factor *= 10 }
      return money.minorUnits.multipliedFullWidth(by: factor)
    }
    let (a, b) = (scaled(first), scaled(second))
    return a.high != b.high ? a.high > b.high : a.low > b.low
  }
}

extension BlockTally.GroupSum {
  /// Adds a row of the group.
  mutating func add(_ tip: Money, isChanged: Bool) throws(MoneyError) {
    rows += 1
    if isChanged { changed += 1 }
    tipDifference = try tipDifference.adding(tip)
  }

  /// Adds the sums of the same group in another block.
  mutating func add(_ other: Self) throws(MoneyError) {
    rows += other.rows
    changed += other.changed
    tipDifference = try tipDifference.adding(other.tipDifference)
  }
}

extension CurrencyComparison {
  /// Adds a row's amounts under both policies.
  mutating func add(before: PricedRow, after: PricedRow) throws(MoneyError) {
    rows += 1
    tipBefore = try tipBefore.adding(before.tip)
    tipAfter = try tipAfter.adding(after.tip)
    payableBefore = try payableBefore.adding(before.payable)
    payableAfter = try payableAfter.adding(after.payable)
  }

  /// Adds the sums of another block in the same currency.
  mutating func add(_ other: CurrencyComparison) throws(MoneyError) {
    rows += other.rows
    tipBefore = try tipBefore.adding(other.tipBefore)
    tipAfter = try tipAfter.adding(other.tipAfter)
    payableBefore = try payableBefore.adding(other.payableBefore)
    payableAfter = try payableAfter.adding(other.payableAfter)
    tipChanges.add(other.tipChanges)
  }
}

/// Values by key, in the order the keys came, with the slot of the last key remembered: a run of
/// rows with one key costs a comparison, not a hash.
struct SlotTable<Key: Hashable, Value> {
  private(set) var keys: [Key] = []
  var values: [Value] = []
  private var slots: [Key: Int] = [:]
  private var last = -1

  /// The slot of `key`, made with `make()` when it is new.
  @inline(__always)
  mutating func slot(for key: Key, make: () -> Value) -> Int {
    if last >= 0 && keys[last] == key { return last }
    if let slot = slots[key] {
      last = slot
      return slot
    }
    keys.append(key)
    values.append(make())
    last = keys.count - 1
    slots[key] = last
    return last
  }

  /// Empties the table, keeping its storage.
  mutating func removeAll() {
    keys.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
    slots.removeAll(keepingCapacity: true)
    last = -1
  }
}
