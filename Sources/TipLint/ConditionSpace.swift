import TipPricing

/// The bills that a list of conditions can tell apart, cut into finitely many atoms per
/// dimension so that every condition of the list holds for all of an atom or for none of it.
///
/// Each dimension is cut at the boundary points the conditions name: party sizes at each `min`
/// and after each `max`, up to ``largestParty``; subtotals at each `min` and `max` (exact
/// decimals, an atom kept only when some amount in some currency's minor units lies in it);
/// dates into every date the conditions name (and the day after, for a window across
/// midnight) and one other date for each day of the week; times of day at the windows' ends;
/// regions into each country named (with its subdivisions not named), each subdivision named,
/// and everywhere else. Each field a bill may leave out also has an atom of its own for
/// "absent" (a bill without a time is date atom 0, whatever its time atom). A condition is
/// then one box (``ConditionBox``: a set of atoms per dimension), or two for a window across
/// midnight (its evening, tested on the day it opens, and its morning, tested on the day
/// before), or none when no bill meets it. Whether an atom is in a box is asked of the real
/// ``BillCondition/holds(for:)`` on a bill made of the atom's example value, so the analysis
/// and the engine cannot disagree on what a condition means.
///
/// Dates and times of day are two dimensions, not one of their pairs: a list of a thousand
/// rules, each a date and a window, has a few thousand atoms, not millions.
struct ConditionSpace: Sendable {
  /// The dimensions of a bill that conditions test.
  enum Dimension: Int, CaseIterable, Sendable {
    case partySize, subtotal, channel, payment, date, time, region, gratuity
  }

  /// The parts of a condition, as its reasons name them: the date and the time of day are one
  /// part, the moment, since a window across midnight moves the day they are tested on.
  enum Part: CaseIterable, Sendable {
    case partySize, subtotal, channel, payment, moment, region, gratuity
  }

  /// The first party size of each party atom, ascending; the last atom ends at
  /// ``largestParty``.
  let partyStarts: [Int]
  /// An amount in each subtotal atom that has one, ascending.
  let amounts: [Money]
  /// An example date of each date atom after atom 0 (no time).
  let dates: [LocalDate]
  /// The date atom of each date of ``dates``.
  let dateAtoms: [LocalDate: Int]
  /// The first minute of each time atom, ascending from 0.
  let minutes: [Int]
  /// An example region of each region atom after atom 0 (no region).
  let regions: [Region]

  /// The number of atoms in each dimension, by ``Dimension/rawValue``.
  let counts: [Int]

  /// The largest party the tools price: `quote --party`, a batch's `party` column and a
  /// catalog test's `party` take 1 to ``Money/maximumParts`` guests.
  static let largestParty = Money.maximumParts

  /// The space that tells apart every bill `conditions` tell apart.
  init(_ conditions: [BillCondition]) {
    partyStarts = ConditionSpace.partyStarts(conditions)
    amounts = ConditionSpace.amounts(conditions)
    dates = ConditionSpace.dates(conditions)
    dateAtoms = Dictionary(
      dates.enumerated().map { ($0.element, $0.offset + 1) }, uniquingKeysWith: { a, _ in a })
    minutes = ConditionSpace.minutes(conditions)
    regions = ConditionSpace.regions(conditions)
    counts = [
      partyStarts.count + 1, amounts.count, Channel.allCases.count + 1,
      Payment.allCases.count + 1, 1 + dates.count, minutes.count, regions.count + 1, 2,
    ]
  }

  /// The machine words of one box: what comparing two boxes costs.
  var wordsPerBox: Int { counts.reduce(0) { $0 + ($1 + 63) / 64 } }

  // MARK: - Boxes and bills

  /// The boxes whose union is the bills `condition` holds for: one, two for a window across
  /// midnight, none when no bill meets it. Each atom asked costs `budget` one step of
  /// ``AnalysisBudget/perCondition``; `nil` when the budget runs out first.
  func boxes(of condition: BillCondition, budget: inout AnalysisBudget) -> [ConditionBox]? {
    var sets = counts.map(AtomSet.all)
    // A party or subtotal range is a run of atoms, found by bisection on their ascending
    // examples with the range's own test.
    if let range = condition.partySize {
      sets[Dimension.partySize.rawValue] = AtomSet(count: counts[Dimension.partySize.rawValue])
      sets[Dimension.partySize.rawValue].insert(
        ConditionSpace.run(
          of: partyStarts, below: { start in range.min.map { start < $0 } ?? false },
          outside: { !range.contains($0) }))
    }
    if let range = condition.subtotal {
      sets[Dimension.subtotal.rawValue] = AtomSet(count: counts[Dimension.subtotal.rawValue])
      sets[Dimension.subtotal.rawValue].insert(
        ConditionSpace.run(
          of: amounts, below: { amount in range.min.map { amount.decimalValue < $0 } ?? false },
          outside: { !range.contains($0) }))
    }
    for dimension in Dimension.allCases
    where ![.date, .time, .partySize, .subtotal].contains(dimension) {
      let part = ConditionSpace.part(of: condition, in: dimension)
      guard part != BillCondition() else { continue }
      guard budget.spend(counts[dimension.rawValue] * AnalysisBudget.perCondition) else {
        return nil
      }
      sets[dimension.rawValue] = AtomSet.atoms(counts[dimension.rawValue]) { atom in
        part.holds(for: bill(setting: dimension, to: atom))
      }
    }
    let moment = ConditionSpace.part(of: condition, in: .date)
    var pieces: [(dates: AtomSet, times: AtomSet)] = []
    if moment != BillCondition() {
      // Dates named are asked about alone (see `momentPieces`).
      let dateSteps = moment.dates.map { $0.count * 4 } ?? counts[Dimension.date.rawValue] * 2
      guard
        budget.spend((dateSteps + counts[Dimension.time.rawValue]) * AnalysisBudget.perCondition)
      else { return nil }
      pieces = momentPieces(of: moment)
    } else {
      pieces = [(sets[Dimension.date.rawValue], sets[Dimension.time.rawValue])]
    }
    return pieces.compactMap { piece in
      var box = ConditionBox(sets: sets)
      box.sets[Dimension.date.rawValue] = piece.dates
      box.sets[Dimension.time.rawValue] = piece.times
      return box.isEmpty ? nil : box
    }
  }

  /// The indices of `examples` (ascending) in a range: from the first not `below` it, up to
  /// the first after that which is `outside` it.
  private static func run<Value>(
    of examples: [Value], below: (Value) -> Bool, outside: (Value) -> Bool
  ) -> Range<Int> {
    let start = partition(examples, 0) { !below($0) }
    return start..<partition(examples, start, outside)
  }

  /// The first index from `start` whose example meets `isPast`, which holds from some index
  /// on; `examples.count` when none does.
  private static func partition<Value>(
    _ examples: [Value], _ start: Int, _ isPast: (Value) -> Bool
  ) -> Int {
    var low = start
    var high = examples.count
    while low < high {
      let middle = (low + high) / 2
      if isPast(examples[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The dates and times of day of `moment` (its days, dates and window alone), as a product,
  /// or as two for a window across midnight.
  private func momentPieces(of moment: BillCondition) -> [(dates: AtomSet, times: AtomSet)] {
    let dateCount = counts[Dimension.date.rawValue]
    let timeCount = counts[Dimension.time.rawValue]
    func dates(at minute: Int, of condition: BillCondition) -> AtomSet {
      // Date atom 0 is a bill without a time, which a condition on the moment never holds for.
      guard let named = condition.dates else {
        return AtomSet.atoms(dateCount) {
          $0 > 0 && condition.holds(for: bill(onDateAtom: $0, minute: minute))
        }
      }
      // With dates, it holds only on one of them or (after midnight) the day after one: only
      // their atoms are asked.
      var set = AtomSet(count: dateCount)
      for date in named {
        for day in [date, CalendarSteps.day(after: date)].compactMap({ $0 }) {
          guard let atom = dateAtoms[day],
            condition.holds(for: bill(onDateAtom: atom, minute: minute))
          else { continue }
          set.insert(atom)
        }
      }
      return set
    }
    guard let window = moment.time, window.crossesMidnight else {
      // Within one day: the days and dates test the date, the window the time.
      var timeless = moment
      timeless.time = nil
      var timeOnly = BillCondition()
      timeOnly.time = moment.time
      let times = AtomSet.atoms(timeCount) {
        timeOnly.holds(for: bill(onDateAtom: 1, minute: minutes[$0]))
      }
      return [(dates(at: 0, of: timeless), times)]
    }
    // The evening is tested on the day it opens, the morning after midnight on the day before.
    let from = window.from.minuteOfDay
    let until = window.until.minuteOfDay
    let evening = AtomSet.atoms(timeCount) { minutes[$0] >= from }
    let morning = AtomSet.atoms(timeCount) { minutes[$0] < until }
    return [(dates(at: from, of: moment), evening), (dates(at: 0, of: moment), morning)]
  }

  /// A bill in the cell that `cell` names: one atom per dimension.
  func bill(at cell: [Int]) -> Bill {
    var bill = Bill(subtotal: amounts[cell[Dimension.subtotal.rawValue]])
    for dimension in Dimension.allCases where dimension != .subtotal && dimension != .time {
      set(dimension, to: cell[dimension.rawValue], of: &bill)
    }
    let date = cell[Dimension.date.rawValue]
    bill.localTime = moment(onDateAtom: date, minute: minutes[cell[Dimension.time.rawValue]])
    return bill
  }

  /// A bill with only `dimension` set, to an example of `atom` (not for the date or time).
  private func bill(setting dimension: Dimension, to atom: Int) -> Bill {
    var bill = Bill(subtotal: amounts.first ?? .zero(.usd))
    set(dimension, to: atom, of: &bill)
    return bill
  }

  /// A bill with only its moment set: date atom `atom` at `minute`.
  private func bill(onDateAtom atom: Int, minute: Int) -> Bill {
    var bill = Bill(subtotal: amounts.first ?? .zero(.usd))
    bill.localTime = moment(onDateAtom: atom, minute: minute)
    return bill
  }

  /// Sets `dimension` of `bill` to an example of `atom` (not for the date or time).
  private func set(_ dimension: Dimension, to atom: Int, of bill: inout Bill) {
    switch dimension {
    case .partySize: bill.partySize = atom < partyStarts.count ? partyStarts[atom] : nil
    case .subtotal: bill.subtotal = amounts[atom]
    case .channel: bill.channel = atom == 0 ? nil : Channel.allCases[atom - 1]
    case .payment: bill.payment = atom == 0 ? nil : Payment.allCases[atom - 1]
    case .date, .time: break
    case .region: bill.region = atom == 0 ? nil : regions[atom - 1]
    case .gratuity: bill.gratuityApplied = atom == 1
    }
  }

  /// The moment on date atom `atom` at `minute`; `nil` for atom 0, a bill without a time.
  private func moment(onDateAtom atom: Int, minute: Int) -> LocalDateTime? {
    guard atom > 0, let time = try? LocalTime(hour: minute / 60, minute: minute % 60) else {
      return nil
    }
    return LocalDateTime(date: dates[atom - 1], time: time)
  }

  /// The part of `condition` that tests `dimension` alone (the date's and the time's are one:
  /// the days, the window and the dates).
  static func part(of condition: BillCondition, in dimension: Dimension) -> BillCondition {
    switch dimension {
    case .partySize: part(of: condition, in: Part.partySize)
    case .subtotal: part(of: condition, in: Part.subtotal)
    case .channel: part(of: condition, in: Part.channel)
    case .payment: part(of: condition, in: Part.payment)
    case .date, .time: part(of: condition, in: Part.moment)
    case .region: part(of: condition, in: Part.region)
    case .gratuity: part(of: condition, in: Part.gratuity)
    }
  }

  /// The part of `condition` that `part` names.
  static func part(of condition: BillCondition, in part: Part) -> BillCondition {
    var result = BillCondition()
    switch part {
    case .partySize: result.partySize = condition.partySize
    case .subtotal: result.subtotal = condition.subtotal
    case .channel: result.channels = condition.channels
    case .payment: result.payments = condition.payments
    case .moment:
      result.days = condition.days
      result.time = condition.time
      result.dates = condition.dates
    case .region: result.regions = condition.regions
    case .gratuity: result.gratuityApplied = condition.gratuityApplied
    }
    return result
  }

  // MARK: - Cutting each dimension

  /// 1, each `min` and the count after each `max`, within the parties the tools price.
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
