import TipPricing

/// The bills that a list of conditions can tell apart, cut into finitely many atoms per
/// dimension so that every condition of the list holds for all of an atom or for none of it.
///
/// Each dimension is cut at the boundary points the conditions name: party sizes at each `min`
/// and after each `max`; subtotals at each `min` and `max` (exact decimals, an atom kept only
/// when some amount in some currency's minor units lies in it); the moment into every date the
/// conditions name (and the day after, for a window across midnight) or else the day of the
/// week, times the minutes between the windows' ends; regions into each country named (with
/// its subdivisions not named), each subdivision named, and everywhere else. Each field a bill
/// may leave out also has an atom of its own for "absent". A condition is then a box: a set of
/// atoms per dimension (``ConditionBox``), and whether an atom is in it is asked of the real
/// ``BillCondition/holds(for:)`` on a bill made of the atom's example value, so the analysis
/// and the engine cannot disagree on what a condition means.
struct ConditionSpace: Sendable {
  /// The dimensions of a bill that conditions test.
  enum Dimension: Int, CaseIterable, Sendable {
    case partySize, subtotal, channel, payment, moment, region, gratuity
  }

  /// A date atom: one date a condition names, or every other date on a day of the week.
  enum DateAtom: Sendable, Hashable {
    case date(LocalDate)
    case otherDate(Weekday)
  }

  /// The first party size of each party atom, ascending; the last atom ends at the largest
  /// party a bill holds.
  let partyStarts: [Int]
  /// An amount in each subtotal atom that has one, ascending.
  let amounts: [Money]
  /// An example date of each date atom.
  let dates: [LocalDate]
  /// The first minute of each time atom, ascending from 0.
  let minutes: [Int]
  /// An example region of each region atom.
  let regions: [Region]

  /// The number of atoms in each dimension, by ``Dimension/rawValue``.
  let counts: [Int]

  /// The largest party a bill holds (``Bill/partySize`` keeps 32 bits).
  static let largestParty = Int(Int32.max)

  /// The space that tells apart every bill `conditions` tell apart.
  init(_ conditions: [BillCondition]) {
    partyStarts = ConditionSpace.partyStarts(conditions)
    amounts = ConditionSpace.amounts(conditions)
    dates = ConditionSpace.dates(conditions)
    minutes = ConditionSpace.minutes(conditions)
    regions = ConditionSpace.regions(conditions)
    counts = [
      partyStarts.count + 1, amounts.count, Channel.allCases.count + 1,
      Payment.allCases.count + 1, 1 + dates.count * minutes.count, regions.count + 1, 2,
    ]
  }

  // MARK: - Boxes and bills

  /// The atoms for which `condition` holds, dimension by dimension.
  func box(of condition: BillCondition) -> ConditionBox {
    ConditionBox(
      sets: Dimension.allCases.map { dimension in
        let part = ConditionSpace.part(of: condition, in: dimension)
        return AtomSet.atoms(counts[dimension.rawValue]) { atom in
          part.holds(for: bill(setting: dimension, to: atom))
        }
      })
  }

  /// A bill in the cell that `cell` names: one atom per dimension.
  func bill(at cell: [Int]) -> Bill {
    var bill = Bill(subtotal: amounts[cell[Dimension.subtotal.rawValue]])
    for dimension in Dimension.allCases where dimension != .subtotal {
      set(dimension, to: cell[dimension.rawValue], of: &bill)
    }
    return bill
  }

  /// A bill with only `dimension` set, to an example of `atom`.
  private func bill(setting dimension: Dimension, to atom: Int) -> Bill {
    var bill = Bill(subtotal: amounts.first ?? .zero(.usd))
    if dimension == .subtotal {
      bill.subtotal = amounts[atom]
    } else {
      set(dimension, to: atom, of: &bill)
    }
    return bill
  }

  /// Sets `dimension` of `bill` to an example of `atom` (not for the subtotal).
  private func set(_ dimension: Dimension, to atom: Int, of bill: inout Bill) {
    switch dimension {
    case .partySize: bill.partySize = atom < partyStarts.count ? partyStarts[atom] : nil
    case .subtotal: bill.subtotal = amounts[atom]
    case .channel: bill.channel = atom == 0 ? nil : Channel.allCases[atom - 1]
    case .payment: bill.payment = atom == 0 ? nil : Payment.allCases[atom - 1]
    case .moment: bill.localTime = moment(atom)
    case .region: bill.region = atom == 0 ? nil : regions[atom - 1]
    case .gratuity: bill.gratuityApplied = atom == 1
    }
  }

  /// The example moment of moment atom `atom`; `nil` for atom 0, a bill without a time.
  private func moment(_ atom: Int) -> LocalDateTime? {
    guard atom > 0 else { return nil }
    let date = dates[(atom - 1) / minutes.count]
    let minute = minutes[(atom - 1) % minutes.count]
    guard let time = try? LocalTime(hour: minute / 60, minute: minute % 60) else { return nil }
    return LocalDateTime(date: date, time: time)
  }

  /// The part of `condition` that tests `dimension` alone (the moment's days, time and dates
  /// together, since a window across midnight moves the day they are tested on).
  static func part(of condition: BillCondition, in dimension: Dimension) -> BillCondition {
    var part = BillCondition()
    switch dimension {
    case .partySize: part.partySize = condition.partySize
    case .subtotal: part.subtotal = condition.subtotal
    case .channel: part.channels = condition.channels
    case .payment: part.payments = condition.payments
    case .moment:
      part.days = condition.days
      part.time = condition.time
      part.dates = condition.dates
    case .region: part.regions = condition.regions
    case .gratuity: part.gratuityApplied = condition.gratuityApplied
    }
    return part
  }

  // MARK: - Cutting each dimension

  /// 1, each `min` and the count after each `max`, within the parties a bill holds.
  private static func partyStarts(_ conditions: [BillCondition]) -> [Int] {
    var starts: Set<Int> = [1]
    for range in conditions.compactMap(\.partySize) {
      if let min = range.min { starts.insert(min) }
      if let max = range.max, max < largestParty { starts.insert(max + 1) }
    }
    return starts.filter { (1...largestParty).contains($0) }.sorted()
  }

  /// An amount from each stretch between the subtotal boundaries, where there is one.
  private static func amounts(_ conditions: [BillCondition]) -> [Money] {
    var bounds: Set<DecimalValue> = [.zero]
    for range in conditions.compactMap(\.subtotal) {
      if let min = range.min { bounds.insert(min) }
      if let max = range.max { bounds.insert(max) }
    }
    let sorted = bounds.filter { !$0.isNegative }.sorted()
    return sorted.indices.compactMap { index in
      AmountExample.amount(
        from: sorted[index],
        below: sorted.indices.contains(index + 1)
          ? sorted[index + 1] : nil)
    }
  }

  /// The dates named and the day after each (a window across midnight tests the day before),
  /// then one other date for each day of the week.
  private static func dates(_ conditions: [BillCondition]) -> [LocalDate] {
    var named: Set<LocalDate> = []
    for date in conditions.compactMap(\.dates).joined() {
      named.insert(date)
      if let next = CalendarSteps.day(after: date) { named.insert(next) }
    }
    return named.sorted() + CalendarSteps.otherDates(avoiding: named)
  }

  /// 0 and each window's ends, in minutes.
  private static func minutes(_ conditions: [BillCondition]) -> [Int] {
    var starts: Set<Int> = [0]
    for window in conditions.compactMap(\.time) {
      starts.insert(window.from.minuteOfDay)
      starts.insert(window.until.minuteOfDay)
    }
    return starts.sorted()
  }

  /// Each country named, each subdivision named, and one country named by none.
  private static func regions(_ conditions: [BillCondition]) -> [Region] {
    let named = Set(conditions.compactMap(\.regions).joined())
    var atoms = named.sorted()
    let countries = Set(named.filter { !$0.isSubdivision })
    if let elsewhere = Region.allCountries.first(where: { !countries.contains($0) }) {
      atoms.append(elsewhere)
    }
    return atoms
  }
}

/// A condition as a box of a ``ConditionSpace``: the atoms it holds for, per dimension.
struct ConditionBox: Sendable, Hashable {
  /// One set per ``ConditionSpace/Dimension``.
  var sets: [AtomSet]

  /// Whether no bill is in the box.
  var isEmpty: Bool { sets.contains(where: \.isEmpty) }

  /// The box of the bills in both, or `nil` when there is none.
  func intersection(_ other: ConditionBox) -> ConditionBox? {
    let box = ConditionBox(sets: zip(sets, other.sets).map { $0.intersection($1) })
    return box.isEmpty ? nil : box
  }

  /// A cell of the box: its first atom in each dimension, when it is not empty.
  var firstCell: [Int]? {
    let cell = sets.compactMap(\.first)
    return cell.count == sets.count ? cell : nil
  }
}
