import Testing
import TipEngine
import TipTestSupport

/// Random periods of random shifts: every cent of every shift is accounted for, per person and
/// workweek and for the period.
@Suite("Pay periods: properties of random periods")
struct PayPeriodPropertyTests {
  @Test(
    "Nets and fees sum to the tips; weeks sum to the person; people to the total",
    arguments: 0..<150)
  func conservesEveryCent(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let from = try LocalDate("2026-10-29")
    var dates: [LocalDate] = []
    var day = try LocalDate("2026-11-20")
    while from <= day, let previous = day.previousDay {
      dates.append(day)
      day = previous
    }
    // A date for each shift, none twice: a person has at most one shift's hours (12) a date.
    let shiftDates = dates.shuffled(using: &random).prefix(Int.random(in: 1...8, using: &random))
    let shifts = shiftDates.map { date in
      var shift = TipPoolPropertyTests.shift(&random, house: false)
      // The same names on every shift, so that people span shifts and weeks.
      shift.staff = shift.staff.enumerated().map { index, person in
        var person = person
        person.name = "P\(index)"
        return person
      }
      return PayPeriod.DatedShift(date: date, shift: shift)
    }
    let tipOuts = (0..<Int.random(in: 1...3, using: &random)).map { _ in
      TipPoolPropertyTests.tipOut(
        &random,
        distribution: TipPool.Distribution.allCases.randomElement(using: &random) ?? .equal)
    }
    let pool = TipPool(
      name: "random", cardFeeRate: seed % 2 == 0 ? try Percentage("2.9") : nil, tipOuts: tipOuts)
    let period = PayPeriod(
      currency: .usd, region: try Region("US"), from: from, until: try LocalDate("2026-11-20"),
      workweekStarts: Weekday.allCases[Int(seed % 7)], tipCredit: seed % 3 == 0,
      indirectlyTipped: TipPoolPropertyTests.roles, shifts: shifts)
    let payroll = try period.payroll(by: pool)
    let tips = shifts.flatMap(\.shift.staff).map {
      ($0.tips?.card?.minorUnits ?? 0) + ($0.tips?.cash?.minorUnits ?? 0)
    }.reduce(0, +)
    #expect(payroll.total.tips.minorUnits == tips)
    #expect(payroll.total.net.minorUnits + payroll.total.fees.minorUnits == tips)
    #expect(payroll.total.contributed == payroll.total.received)
    let hours = shifts.flatMap(\.shift.staff).map {
      $0.hours.significand(atScale: 2, rule: .down) ?? 0
    }.reduce(0, +)
    #expect(payroll.total.hours.significand(atScale: 2, rule: .down) == hours)
    for person in payroll.people {
      let weeks = person.weeks.map(\.figures)
      #expect(weeks.map(\.net.minorUnits).reduce(0, +) == person.total.net.minorUnits)
      #expect(weeks.map(\.topUp.minorUnits).reduce(0, +) == person.total.topUp.minorUnits)
      #expect(person.weeks.map(\.start) == person.weeks.map(\.start).sorted())
      for week in person.weeks {
        #expect(week.start.weekday == period.workweekStarts)
        let figures = week.figures
        // The credit never exceeds the tips kept; credit and top-up make up the most credit.
        #expect(figures.tipCredit.minorUnits <= max(0, figures.net.minorUnits))
        #expect(!figures.topUp.isNegative)
      }
    }
    #expect(Set(payroll.people.map(\.name)).count == payroll.people.count)
  }

  @Test("Cash wage, tips kept and top-up reach the rounded minimum, with no top-up to spare")
  func topUpIsExactlyWhatIsNeeded() throws {
    var random = SeededGenerator(seed: 8027)
    for _ in 0..<400 {
      let hundredths = Int64.random(in: 1...6_000, using: &random)
      let wage = Int64.random(in: 213...800, using: &random)
      let tips =
        Int64.random(in: 0...2, using: &random) == 0
        ? 0 : Int64.random(in: 0...40_000, using: &random)
      // The week's hours over three days, none over 24 hours; the tips on the first.
      let days = [hundredths / 3 + hundredths % 3, hundredths / 3, hundredths / 3]
      var period = try PayPeriodPayrollTests.period(
        zip(["2026-11-03", "2026-11-04", "2026-11-05"], days).map { date, part in
          (
            date,
            .init(
              name: "Dot", role: "server", hours: DecimalValue(significand: part, scale: 2),
              tips: date == "2026-11-03"
                ? .init(cash: Money(minorUnits: tips, currency: .usd)) : nil)
          )
        })
      period.cashWages = ["server": Money(minorUnits: wage, currency: .usd)]
      let week = try #require(
        try period.payroll(by: PayPeriodPayrollTests.pool)["Dot"]?.weeks.first?.figures)
      let minimum = (725 * hundredths + 50) / 100
      let (cash, kept) = (week.cashWage.minorUnits, week.net.minorUnits)
      let (credit, topUp) = (week.tipCredit.minorUnits, week.topUp.minorUnits)
      #expect(cash == (wage * hundredths + 50) / 100, "\(hundredths) at \(wage)")
      #expect(cash + kept + topUp >= minimum, "\(hundredths) at \(wage), kept \(kept)")
      #expect(topUp == 0 || cash + kept + topUp == minimum, "\(hundredths) at \(wage)")
      #expect(credit <= kept && credit + topUp == max(0, minimum - cash))
    }
  }
}
