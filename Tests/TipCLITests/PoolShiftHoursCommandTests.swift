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
}
