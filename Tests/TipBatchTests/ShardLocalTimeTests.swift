import Testing
import TipBatch
import TipEngine
import TipTestSupport

/// The shard contract for a file whose `at` column mixes wall times and instants: by default a
/// run adds `local_time` when its first row's `at` is an instant, so pieces that start
/// differently would get different columns; with ``BatchJob/writesLocalTime`` set on every run
/// (`--local-time`) the pieces concatenate into the whole file's output again.
@Suite("Batch shard contract with wall times and instants")
struct ShardLocalTimeTests {
  static let columns = "id,subtotal,region,at"

  /// Runs the built-in regional policy on `input`, with `header` supplied when given.
  static func run(_ input: String, header: String? = nil, localTime: Bool?) throws -> String {
    var job = BatchJob(policy: .automatic(builtInCatalog))
    job.writesLocalTime = localTime
    if let header {
      job.suppliedHeader = header
      job.writesHeader = false
    }
    let output = MemorySink()
    _ = try job.run(input: .text(input), output: .sink(output), rejections: .sink(MemorySink()))
    return output.text
  }

  @Test("By default the first row decides: a piece that starts with an instant gets local_time")
  func firstRowDecides() throws {
    let wallFirst = "1,10.00,US-NY,2026-11-27T19:05\n"
    let instant = "2,20.00,US-NY,2026-11-28T03:31Z\n"
    let whole = try Self.run(Self.columns + "\n" + wallFirst + instant, localTime: nil)
    #expect(
      whole == """
        id,subtotal,region,at,tip,total,shares
        1,10.00,US-NY,2026-11-27T19:05,1.80,11.80,11.80
        2,20.00,US-NY,2026-11-28T03:31Z,3.60,23.60,23.60

        """)
    let piece = try Self.run(instant, header: Self.columns, localTime: nil)
    #expect(piece == "2,20.00,US-NY,2026-11-28T03:31Z,3.60,23.60,23.60,2026-11-27T22:31\n")
  }

  @Test("With local_time asked for, every row has it, wall times and rows without a time too")
  func everyRowHasLocalTime() throws {
    let input = """
      id,subtotal,region,at
      1,10.00,US-NY,2026-11-27T19:05
      2,20.00,US-NY,2026-11-28T03:31Z
      3,30.00,FR,

      """
    #expect(
      try Self.run(input, localTime: true) == """
        id,subtotal,region,at,tip,total,shares,local_time
        1,10.00,US-NY,2026-11-27T19:05,1.80,11.80,11.80,2026-11-27T19:05
        2,20.00,US-NY,2026-11-28T03:31Z,3.60,23.60,23.60,2026-11-27T22:31
        3,30.00,FR,,0.00,30.00,30.00,

        """)
  }

  @Test("Property: with local_time asked for, pieces of a mixed file concatenate into one run's")
  func piecesConcatenate() throws {
    var generator = SeededGenerator(seed: 0x71_4E_2026)
    let times = [
      "", "2026-11-27T19:05", "2026-11-28T03:31Z", "2026-11-27T22:31-05:00",
      "2026-03-08T07:30Z", "2026-13-01T00:00",
    ]
    let regions = ["US-NY", "FR", "JP", ""]
    var withTime = 0
    for trial in 0..<40 {
      let rows = (0..<Int.random(in: 0...40, using: &generator)).map { index in
        let cents = Int.random(in: 1...200_000, using: &generator)
        let region = regions.randomElement(using: &generator) ?? ""
        let subtotal =
          region == "JP" ? "\(cents)" : "\(cents / 100).\(String(cents % 100 + 100).dropFirst())"
        let at = times.randomElement(using: &generator) ?? ""
        if !at.isEmpty { withTime += 1 }
        return "R\(index),\(subtotal),\(region),\(at)\n"
      }
      let whole = try Self.run(Self.columns + "\n" + rows.joined(), localTime: true)
      let cuts = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
        Int.random(in: 0...rows.count, using: &generator)
      }.sorted()
      let bounds = [0] + cuts + [rows.count]
      var output = ""
      for index in 0..<bounds.count - 1 {
        let body = rows[bounds[index]..<bounds[index + 1]].joined()
        output +=
          index == 0
          ? try Self.run(Self.columns + "\n" + body, localTime: true)
          : try Self.run(body, header: Self.columns, localTime: true)
      }
      #expect(output == whole, "trial \(trial), cuts \(cuts)")
      #expect(whole.hasPrefix("id,subtotal,region,at,tip,total,shares,local_time\n"))
    }
    #expect(withTime > 300)
  }
}
