// libFuzzer target: any bytes as the CSV input of a TipBatch job. The run must never trap, and
// every row is accounted for: read = written + rejected, the output holds one row per row
// written, the rejected-rows report one per row rejected, and a run that throws before reading
// a row wrote nothing.
import TipBatch
import TipEngine

/// The built-in catalog, loaded once.
private let catalog: PolicyCatalog? = try? PolicyCatalog.builtIn()

/// The libFuzzer entry point: one input, as bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCsv(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let catalog else { fatalError("the built-in catalog does not load") }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // Small reads and small limits reach the buffer edges and the limits with small inputs.
  var limits = BatchLimits()
  limits.maximumRecordLength = 64
  limits.bufferSize = 128
  limits.roundOutputBudget = 256
  limits.blocksPerRound = 3
  limits.billsPerCall = 2
  limits.keptRejections = 4
  let format: BatchFormat = size % 3 == 0 ? .jsonLines : .csv
  let policy: BatchPolicy = size % 2 == 0 ? .automatic(catalog) : .named("smart", in: catalog)
  let job = BatchJob(
    policy: policy, format: format, isStrict: size % 5 == 0, limits: limits)
  let output = MemorySink()
  let rejections = MemorySink()
  let summary: BatchSummary
  do {
    summary = try job.run(
      input: .source(MemorySource(bytes, maximumReadSize: 1 + size % 7)), output: .sink(output),
      rejections: .sink(rejections))
  } catch {
    // Only the input as a whole can stop the run (an empty input, an unusable header).
    guard error.kind == .badData, error.summary == nil, output.bytes.isEmpty else {
      fatalError("unexpected failure: \(error.kind): \(error.message)")
    }
    return 0
  }
  guard summary.read == summary.written + summary.rejected else {
    fatalError("rows not accounted for: \(summary)")
  }
  guard summary.rejections.count == min(summary.rejected, limits.keptRejections) else {
    fatalError("kept \(summary.rejections.count) rejections of \(summary.rejected)")
  }
  if format == .jsonLines {
    // One line per object: the input's line breaks are escaped in JSON strings.
    let lines = output.bytes.filter { $0 == 10 }.count
    let reports = rejections.bytes.filter { $0 == 10 }.count
    guard lines == summary.written, reports == summary.rejected else {
      fatalError("\(lines) lines for \(summary.written) rows, \(reports) for \(summary.rejected)")
    }
  }
  return 0
}
