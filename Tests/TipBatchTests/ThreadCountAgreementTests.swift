import Foundation
import Testing
import TipBatch
import TipEngine
import TipTestSupport

/// A batch or comparison run gives the same bytes whatever its thread count: seeded inputs with
/// rejected rows, quoted fields with commas, quotes and line breaks, blank lines, CRLF, and
/// blocks of a few rows, run on 1, 2, 3 and 8 threads.
@Suite("Batch and compare give the same output on any number of threads")
struct ThreadCountAgreementTests {
  /// A seeded input and what a correct run must report about it.
  struct Input {
    /// The CSV: `id,subtotal,tax,note`.
    var text: String
    /// The rows (blank lines are not rows).
    var rows = 0
    /// The 1-based lines where the rejected rows start, in input order.
    var rejectedLines: [Int] = []
  }

  /// `count` rows, one in 9 with a subtotal that does not read and one in 40 with a field too
  /// many; notes with commas, doubled quotes and line breaks; now and then a blank line. With
  /// `onlyFault`, that row alone does not read.
  static func input(count: Int, terminator: String, seed: UInt64, onlyFault: Int? = nil) -> Input {
    var generator = SeededGenerator(seed: seed)
    var input = Input(text: "id,subtotal,tax,note" + terminator)
    var line = 2
    let notes = [
      "", "plain", #""a, b""#, "\"two\nlines\"", #""say ""hi""""#, "\"three\r\nlines\nhere\"",
    ]
    for id in 1...count {
      if Int.random(in: 0..<30, using: &generator) == 0 {
        input.text += terminator
        line += 1
      }
      let cents = Int.random(in: 1...500_000, using: &generator)
      var subtotal = "\(cents / 100).\(String(cents % 100 + 100).dropFirst())"
      let note = notes[Int.random(in: 0..<notes.count, using: &generator)]
      var fields = [String(id), subtotal, "\(cents / 1_250).00", note]
      var fault = Int.random(in: 0..<360, using: &generator)
      if let onlyFault { fault = id == onlyFault ? 0 : 360 }
      if fault < 40 {
        subtotal = "n/a"
        fields[1] = subtotal
      } else if fault < 49 {
        fields.append("extra")
      }
      if fault < 49 { input.rejectedLines.append(line) }
      input.text += fields.joined(separator: ",") + terminator
      input.rows += 1
      line += 1 + note.utf8.filter { $0 == 10 }.count
    }
    return input
  }

  /// Limits that cut the input into blocks of a few rows each, over many rounds.
  static let smallBlocks = tinyLimits(
    recordLength: 256, buffer: 600, blocks: 3, bills: 2, budget: 1_500)

  /// Runs `job` on `text` with `threads` threads.
  static func run(_ job: BatchJob, _ text: String, threads: Int) -> JobRun {
    var job = job
    job.threadCount = threads
    let output = MemorySink()
    let rejections = MemorySink()
    do {
      let summary = try job.run(
        input: .text(text), output: .sink(output), rejections: .sink(rejections))
      return JobRun(output: output.text, rejections: rejections.text, summary: summary)
    } catch {
      return JobRun(output: output.text, rejections: rejections.text, error: error)
    }
  }

  @Test(
    "Output, rejected rows and counts are the same on 1, 2, 3 and 8 threads",
    arguments: [
      ("\n", BatchFormat.csv, true), ("\r\n", .csv, true), ("\n", .jsonLines, true),
      ("\n", .csv, false),
    ])
  func sameOutputOnAnyThreadCount(terminator: String, format: BatchFormat, small: Bool) throws {
    let input = Self.input(count: 1_500, terminator: terminator, seed: 0x7A_0B5)
    let job = BatchJob(
      policy: .named("percent-18", in: builtInCatalog), format: format,
      limits: small ? Self.smallBlocks : BatchLimits())
    let single = Self.run(job, input.text, threads: 1)
    let summary = try #require(single.summary, "\(String(describing: single.error))")
    #expect(summary.read == input.rows)
    #expect(summary.rejected == input.rejectedLines.count)
    #expect(summary.rejections.map(\.line) == input.rejectedLines)
    #expect(input.rejectedLines.count > 40, "the input has rejected rows")
    #expect(summary.written == input.rows - input.rejectedLines.count)
    for threads in [2, 3, 8] {
      let run = Self.run(job, input.text, threads: threads)
      #expect(run.summary == single.summary, "\(threads) threads")
      #expect(run.output == single.output, "\(threads) threads")
      #expect(run.rejections == single.rejections, "\(threads) threads")
    }
  }

  @Test("Strict mode stops at the same row on 1, 2, 3 and 8 threads", arguments: [false, true])
  func strictStopsAtTheSameRow(small: Bool) throws {
    // The only rejected row is far enough in to be in a later block.
    let input = Self.input(count: 1_500, terminator: "\n", seed: 0x5_7B1C7, onlyFault: 900)
    let late = input.text
    let job = BatchJob(
      policy: .named("percent-18", in: builtInCatalog), isStrict: true,
      limits: small ? Self.smallBlocks : BatchLimits())
    let single = Self.run(job, late, threads: 1)
    let summary = try #require(single.summary)
    #expect(summary.stoppedAtRejection)
    #expect(summary.rejected == 1)
    #expect(summary.rejections.map(\.line) == input.rejectedLines)
    #expect(input.rejectedLines.count == 1 && input.rejectedLines[0] > 900)
    #expect(summary.written == 899)
    #expect(single.rejections.hasPrefix("line,id,reason,row\n\(input.rejectedLines[0]),900,"))
    for threads in [2, 3, 8] {
      let run = Self.run(job, late, threads: threads)
      #expect(run.summary == single.summary, "\(threads) threads")
      #expect(run.output == single.output, "\(threads) threads")
      #expect(run.rejections == single.rejections, "\(threads) threads")
    }
  }

  @Test("The progress handler sees counts that only grow, ending at the summary's")
  func progressGrows() throws {
    let input = Self.input(count: 600, terminator: "\n", seed: 0x9_0E55)
    var job = BatchJob(policy: .named("percent-18", in: builtInCatalog), limits: Self.smallBlocks)
    job.threadCount = 3
    let seen = ProgressLog()
    let summary = try job.run(
      input: .text(input.text), output: .sink(MemorySink()), rejections: .sink(MemorySink()),
      progress: { seen.append($0.read) })
    #expect(seen.values.count > 10)
    #expect(seen.values == seen.values.sorted())
    #expect(seen.values.last == summary.read)
  }

  @Test("A comparison gives the same summary on 1, 2 and 8 threads")
  func compareAgrees() throws {
    let input = Self.input(count: 800, terminator: "\r\n", seed: 0xC0_4B)
    var job = CompareJob(
      before: .named("percent-18", in: builtInCatalog),
      after: .named("percent-20", in: builtInCatalog), limits: Self.smallBlocks)
    var results: [(CompareSummary, String, String)] = []
    for threads in [1, 2, 8] {
      job.threadCount = threads
      let rejections = MemorySink()
      let changes = MemorySink()
      let summary = try job.run(
        input: .text(input.text), rejections: .sink(rejections), changes: .sink(changes))
      results.append((summary, rejections.text, changes.text))
    }
    #expect(results[0].0.rejected == input.rejectedLines.count)
    #expect(results[0].0.rows == input.rows - input.rejectedLines.count)
    for result in results.dropFirst() {
      #expect(result.0 == results[0].0)
      #expect(result.1 == results[0].1)
      #expect(result.2 == results[0].2)
    }
  }

  @Test("A thread count below 1 is refused before anything is read", arguments: [0, -2])
  func threadCountBelowOne(threads: Int) {
    var job = BatchJob(policy: .named("percent-18", in: builtInCatalog))
    job.threadCount = threads
    let run = Self.run(job, "id,subtotal\n1,10.00\n", threads: threads)
    #expect(run.error?.kind == .invalidJob)
    #expect(run.error?.message == "the thread count is \(threads); give 1 thread or more")
    #expect(run.output == "")
  }
}

/// The counts a progress handler was called with, from whichever thread delivers.
final class ProgressLog: @unchecked Sendable {
  private let lock = NSLock()
  private var read: [Int] = []

  /// The counts so far.
  var values: [Int] { lock.withLock { read } }

  /// Adds `count`.
  func append(_ count: Int) { lock.withLock { read.append(count) } }
}
