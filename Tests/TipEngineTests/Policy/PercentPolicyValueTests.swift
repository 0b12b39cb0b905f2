import Testing
import TipEngine

/// A percent policy keeps its settings in one shared, immutable box. It must still behave as a
/// value: setting a copy's base or rounding changes the copy's tips and leaves the original's
/// alone, and equality and hashing follow the settings, not the box.
@Suite("Percent policy: a value, whatever its storage")
struct PercentPolicyValueTests {
  static let bill = Bill(
    subtotal: Money(minorUnits: 1_005, currency: .usd), tax: Money(minorUnits: 95, currency: .usd))

  @Test("Setting a copy's rounding or base leaves the original as it was")
  func copiesAreIndependent() throws {
    let original = try PercentPolicy(rate: 15)
    var copy = original
    copy.rounding = .floor
    // 15 % of 10.05 is 1.5075.
    #expect(try original.tip(for: Self.bill).minorUnits == 151)
    #expect(try copy.tip(for: Self.bill).minorUnits == 150)
    #expect(original.rounding == .halfUp && copy.rounding == .floor)
    copy.base = .total
    // 15 % of 11.00 is 1.65.
    #expect(try copy.tip(for: Self.bill).minorUnits == 165)
    #expect(try original.tip(for: Self.bill).minorUnits == 151)
    #expect(original.base == .subtotal && copy.base == .total)
    #expect(copy.rate == original.rate)
    #expect(try copy.quote(for: Self.bill).tip.minorUnits == 165)
    #expect(try copy.tips(for: [Self.bill, Self.bill]).map(\.minorUnits) == [165, 165])
  }

  @Test("Equal settings make equal policies with equal hashes; any difference tells them apart")
  func equality() throws {
    let a = try PercentPolicy(rate: 18, rounding: .halfEven)
    var b = try PercentPolicy(rate: 18)
    #expect(a != b)
    b.rounding = .halfEven
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b]).count == 1)
    b.base = .gross
    #expect(a != b)
    #expect(try a != PercentPolicy(rate: 18, categories: ["food"], rounding: .halfEven))
    #expect(try a != PercentPolicy(rate: 20, rounding: .halfEven))
  }
}
