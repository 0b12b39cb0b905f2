import Foundation
import Testing
import TipTestSupport

/// `tipcalc pool`, run as the built executable, on what is shared by hours: the shift's own
/// tips and service charges among the first tip-out's contributors, and staff with 0 hours.
@Suite("tipcalc pool: sharing by hours")
struct PoolShiftHoursCommandTests {
  /// A London pool: servers give 10 % of their tips to the porters, equally.
  static let londonPool = """
    {"version": 1, "policies": [], "pools": {"p": {"region": "GB", "allocationPolicy": "x",
      "tipOuts": [{"name": "t", "from": ["server"], "percentOfTips": "10",
        "distribution": "equal", "to": ["porter"]}]}}}
    """

  /// Runs the built `tipcalc pool shift.json --config pools.json --no-default-catalog` on the
  /// given files.
  static func pool(shift: String, pools: String) throws -> RunResult? {
    guard let url = Executable.require() else { return nil }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("shift.json", shift)
    try directory.write("pools.json", pools)
    return try Executable.run(
      url, ["pool", "shift.json", "--config", "pools.json", "--no-default-catalog"],
      directory: directory.path)
  }

  @Test("The shift's card, cash tips and service charges: equal hours, parts a penny apart")
  func shiftTipsByHours() throws {
    let shift = """
      {"currency": "GBP", "region": "GB", "tips": {"card": "100.00", "cash": "50.00"},
       "serviceCharges": "50.00",
       "staff": [{"name": "Ana", "role": "server", "hours": "1"},
                 {"name": "Ben", "role": "server", "hours": "1"},
                 {"name": "Cy", "role": "server", "hours": "1"},
                 {"name": "Dot", "role": "porter", "hours": "1"}]}
      """
    guard let result = try Self.pool(shift: shift, pools: Self.londonPool) else { return }
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        Pool: p

        Person  Role    Hours     Tips  Card fee  Contributed  Received      Net
        Ana     server      1   £66.67     £0.00        £6.67     £0.00   £60.00
        Ben     server      1   £66.67     £0.00        £6.67     £0.00   £60.00
        Cy      server      1   £66.66     £0.00        £6.67     £0.00   £59.99
        Dot     porter      1    £0.00     £0.00        £0.00    £20.01   £20.01
        Total                  £200.00     £0.00       £20.01    £20.01  £200.00

        Tip-outs: t £20.01.
        Law: in the UK tips and service charges are paid to workers in full, with nothing \
        withheld, under a written allocation policy (Employment (Allocation of Tips) Act 2023).
        Allocation policy: x

        """)
  }

  /// A US pool: servers, bussers and bartenders pool all their tips and share them by hours.
  static let hoursPool = """
    {"version": 1, "policies": [], "pools": {"h": {"region": "US", "cardFeeRate": "3",
      "tipOuts": [{"name": "all", "from": ["server", "busser", "bartender"],
        "percentOfTips": "100", "distribution": "hours",
        "to": ["server", "busser", "bartender"]}]}}}
    """

  @Test("Recipients on the shift with 0 hours: 'nobody worked any hours as', not 'nobody worked'")
  func recipientsWithNoHours() throws {
    let shift = """
      {"currency": "USD", "region": "US",
       "staff": [{"name": "A", "role": "server", "hours": "0", "tips": {"card": "100.00"}},
                 {"name": "B", "role": "busser", "hours": "0"}]}
      """
    guard let result = try Self.pool(shift: shift, pools: Self.hoursPool) else { return }
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout.contains(
        "Tip-outs: all $97.00 ($97.00 returned: nobody worked as bartender and nobody worked "
          + "any hours as server, busser).\n"))
  }

  @Test("The shift's tips when every contributor has 0 hours: exit 65 at 'tips', naming them")
  func shiftTipsWithNoHours() throws {
    let shift = """
      {"currency": "USD", "region": "US", "tips": {"cash": "90.00"},
       "staff": [{"name": "A", "role": "server", "hours": "0"},
                 {"name": "B", "role": "busser", "hours": "0"}]}
      """
    guard let result = try Self.pool(shift: shift, pools: Self.hoursPool) else { return }
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: shift.json:1:45: at tips: the shift's tips are shared by hours among the first \
        tip-out's roles (server, busser, bartender), but nobody in them worked any hours: A, B \
        have 0 hours; give the hours they worked, or give the tips per person.

        """)
  }
}
