import Testing
import TipEngine
import TipTestSupport

/// The short form of a condition that traces and coverage write.
@Suite("Conditions in traces")
struct BillConditionTraceTextTests {
  @Test("Every condition kind in its short form, in the order they are tested")
  func everyKind() throws {
    var condition = BillCondition()
    condition.partySize = try CountRange(min: 2, max: 4)
    condition.subtotal = try AmountRange(min: 50, max: 100)
    condition.channels = [.takeout, .dineIn]
    condition.payments = [.card]
    condition.days = [.sunday, .monday]
    condition.time = try TimeWindow(from: LocalTime("22:00"), until: LocalTime("02:00"))
    condition.dates = [try LocalDate("2026-12-25"), try LocalDate("2026-12-24")]
    condition.regions = [try Region("US"), try Region("CA-QC")]
    condition.gratuityApplied = false
    #expect(
      condition.traceText
        == "party 2–4; subtotal from 50 below 100; channel dine-in,takeout; payment card; "
        + "days mon,sun; 22:00–02:00; dates 2026-12-24,2026-12-25; regions US,CA-QC; no gratuity")
  }

  @Test(
    "Ranges open at either end",
    arguments: [
      (6, nil, "party 6+"), (nil, 4, "party up to 4"), (3, 3, "party 3"),
    ] as [(Int?, Int?, String)])
  func partyRanges(min: Int?, max: Int?, text: String) throws {
    var condition = BillCondition()
    condition.partySize = try CountRange(min: min, max: max)
    #expect(condition.traceText == text)
  }

  @Test("A charge that does not apply names each part that does not hold")
  func failingParts() throws {
    var when = BillCondition()
    when.partySize = try CountRange(min: 6, max: nil)
    when.channels = [.dineIn]
    when.gratuityApplied = false
    let charge = try ServiceCharge(name: "large-party", amount: .rate(18), when: when)
    let trace = try CatalogCharges(serviceCharges: [charge]).trace(
      of: ItemizedBill(try orderBill("100", party: 2, channel: .takeout), items: []),
      policy: PolicyReference(try PercentPolicy(rate: 18), name: "p"))
    #expect(
      trace.steps.first { $0.kind == "serviceCharge" }?.decision
        == "not applied: party 6+, channel dine-in does not hold")
  }
}
