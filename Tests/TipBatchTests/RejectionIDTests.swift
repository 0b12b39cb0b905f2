import Testing
import TipBatch
import TipEngine
import TipTestSupport

/// The rejections a summary keeps name the row's `id`, as the rejections file does, so that a
/// library caller merging shards' summaries has what the command line's files give.
@Suite("A kept rejection carries the row's id, as the rejections file does")
struct RejectionIDTests {
  /// Rows of 32 bytes at most, reported by their first 16, so that the overlong rows below are
  /// cut: one after its id, one inside it.
  static var limits: BatchLimits {
    var limits = BatchLimits()
    limits.maximumRecordLength = 32
    limits.reportedRowPrefix = 16
    limits.bufferSize = 256
    return limits
  }

  static let longAmount = String(repeating: "9", count: 60)

  @Test(
    "The summary's id is the row's id cell, quotes undone; nil where the file's field is empty",
    arguments: [
      ("id,subtotal\n7,abc\n", "7", "2,7,"),
      ("id,subtotal\n\"a,1\",abc\n", "a,1", "2,\"a,1\","),
      ("subtotal,id\nabc,x-9\n", "x-9", "2,x-9,"),
      ("id,subtotal\n9\n", "9", "2,9,"),
      ("id,subtotal\n\"x\"y,1.00\n", nil, "2,,"),
      ("subtotal\nabc\n", nil, "2,"),
      ("id,subtotal\nlong-1,\(longAmount)\n", "long-1", "2,long-1,"),
      ("id,subtotal\n\(longAmount),1.00\n", nil, "2,,"),
    ] as [(String, String?, String)])
  func keptID(input: String, id: String?, report: String) throws {
    let catalog = try PolicyCatalog.builtIn()
    for format in BatchFormat.allCases {
      let rejections = MemorySink()
      let summary = try BatchJob(
        policy: .named("percent-18", in: catalog), format: format, limits: Self.limits
      ).run(input: .text(input), output: .sink(MemorySink()), rejections: .sink(rejections))
      #expect(summary.rejections.map(\.id) == [id], "\(format)")
      #expect(summary.rejections.map(\.line) == [2])
      if format == .csv {
        let header = input.hasPrefix("subtotal\n") ? "line,reason,row\n" : "line,id,reason,row\n"
        #expect(rejections.text.hasPrefix(header + report), "\(rejections.text.debugDescription)")
      }
    }
    let compared = try CompareJob(
      before: .named("percent-18", in: catalog), after: .named("percent-20", in: catalog),
      limits: Self.limits
    ).run(input: .text(input))
    #expect(compared.rejections.map(\.id) == [id])
  }
}
