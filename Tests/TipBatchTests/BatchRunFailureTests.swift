import Foundation
import Testing
import TipBatch
import TipEngine
import TipTestSupport

/// A sink that fails on its `failingWrite`-th write (1-based), after keeping the earlier ones.
final class FailingSink: BatchByteSink {
  /// What was written before the failure.
  private(set) var bytes: [UInt8] = []
  private var writes = 0
  private let failingWrite: Int

  /// A sink whose `failingWrite`-th write fails.
  init(failingWrite: Int) { self.failingWrite = failingWrite }

  func write(_ bytes: UnsafeRawBufferPointer) throws {
    writes += 1
    if writes >= failingWrite { throw POSIXError(.ENOSPC) }
    self.bytes += bytes
  }
}

/// A source that hands out `prefix`, then fails.
final class FailingSource: BatchByteSource {
  private var prefix: [UInt8]

  init(_ prefix: String) { self.prefix = Array(prefix.utf8) }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    guard !prefix.isEmpty else { throw POSIXError(.EIO) }
    let count = min(buffer.count, prefix.count)
    buffer.copyBytes(from: prefix[..<count])
    prefix.removeFirst(count)
    return count
  }
}

/// A batch run that fails to write, or stops before it starts, says how far it got and never
/// truncates an existing output file. The command's side is in TipCLITests.
@Suite("Batch: a run that fails to write or stops early")
struct BatchRunFailureTests {
  @Test("A failed write ends the run as a write failure that counts the rows written")
  func failedWriteCountsRows() throws {
    let catalog = try PolicyCatalog.builtIn()
    let job = BatchJob(policy: .named("percent-10", in: catalog), limits: tinyLimits())
    let rows = (1...40).map { "\($0),\($0).00" }.joined(separator: "\n")
    let sink = FailingSink(failingWrite: 3)
    let error = try #require(throws: BatchError.self) {
      try job.run(input: .text("id,subtotal\n" + rows + "\n"), output: .sink(sink))
    }
    #expect(error.kind == .writeFailure)
    let summary = try #require(error.summary)
    #expect(summary.written > 0)
    #expect(summary.written < 40)
    let count = summary.written == 1 ? "1 row was" : "\(summary.written) rows were"
    #expect(error.message.hasPrefix("cannot write the output: "))
    #expect(error.message.hasSuffix("; \(count) written before the failure"))
    // The rows counted as written are the ones the sink holds, after the header.
    let lines = String(decoding: sink.bytes, as: UTF8.self).split(separator: "\n")
    #expect(lines.count == summary.written + 1)
  }

  @Test("A failed write of the rejections leaves the existing output file as it was")
  func failedRejectionsWriteKeepsOutput() throws {
    let catalog = try PolicyCatalog.builtIn()
    let job = BatchJob(policy: .named("percent-10", in: catalog), limits: tinyLimits())
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("out.csv", "the last good result\n")
    let failed = try #require(throws: BatchError.self) {
      try job.run(
        input: .text("id,subtotal\n1,1\n2,x\n"),
        output: .file(scratch.file("out.csv"), name: "out.csv"),
        rejections: .sink(FailingSink(failingWrite: 1)))
    }
    #expect(failed.kind == .writeFailure)
    #expect(failed.message.hasSuffix("; 'out.csv' was left as it was"))
    #expect(scratch.read("out.csv") == "the last good result\n")
    #expect(scratch.names() == ["out.csv"])
  }

  @Test("Existing output files are never truncated by a run that stops")
  func stoppedRunKeepsFiles() throws {
    let catalog = try PolicyCatalog.builtIn()
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("out.csv", "keep me\n")
    try scratch.write("err.csv", "keep me too\n")
    let out = BatchOutput.file(scratch.file("out.csv"))
    let err = BatchOutput.file(scratch.file("err.csv"))
    let job = BatchJob(policy: .named("percent-10", in: catalog))
    let stopped: [(String, BatchInput, BatchJob, BatchOutput?)] = [
      ("invalid header", .text("id,amount\n1,2\n"), job, err),
      ("empty input", .text(""), job, err),
      ("same file twice", .text("subtotal\n1\n"), job, .file(scratch.file("out.csv"))),
      (
        "unknown policy", .text("subtotal\n1\n"),
        BatchJob(policy: .named("nope", in: catalog)), err
      ),
      ("failed read", .source(FailingSource("subtotal\n1\n2\n")), job, err),
    ]
    for (name, input, job, rejections) in stopped {
      #expect(throws: BatchError.self, "\(name)") {
        try job.run(input: input, output: out, rejections: rejections)
      }
      #expect(scratch.read("out.csv") == "keep me\n", "\(name)")
      #expect(scratch.read("err.csv") == "keep me too\n", "\(name)")
      #expect(scratch.names() == ["err.csv", "out.csv"], "\(name)")
    }
    // Two outputs on one new file: refused before either is created.
    let twice = try #require(throws: BatchError.self) {
      try job.run(
        input: .text("subtotal\n1\n"), output: .file(scratch.file("new.csv")),
        rejections: .file(scratch.path + "/./new.csv"))
    }
    #expect(twice.kind == .invalidJob)
    #expect(scratch.names() == ["err.csv", "out.csv"])
  }
}
