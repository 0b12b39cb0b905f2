// libFuzzer target: any bytes as the CSV input of `tipcalc batch`. The run must never trap,
// and every row is accounted for: the summary says read = written + rejected, and the output
// and the rejected-row report hold exactly that many rows.
@testable import TipCLI

/// The libFuzzer entry point: one input, as bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCsv(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // Small reads and small limits reach the buffer edges and the limits with small inputs.
  let source = MemorySource(bytes, maximumReadSize: 1 + size % 7)
  let output = MemorySink()
  let errors = MemorySink()
  let parser = ArgumentParser(root: TipCommandLine.root)
  let arguments = size % 3 == 0 ? ["batch", "--json-lines"] : ["batch", "--policy", "smart"]
  guard case .run(let parsed)? = try? parser.parse(arguments) else {
    fatalError("the fuzz command line does not parse")
  }
  var limits = BatchLimits()
  limits.maximumRecordLength = 64
  limits.bufferSize = 128
  limits.roundOutputBudget = 256
  limits.blocksPerRound = 3
  limits.billsPerCall = 2
  let status = BatchCommand.run(
    parsed, io: BatchIO(standardInput: source, standardOutput: output, standardError: errors),
    limits: limits)
  guard status == 0 || status == 65 || status == 64 else { fatalError("exit status \(status)") }
  let report = errors.text
  guard let range = report.range(of: "Rows read: ") else { return 0 }  // a fatal input error
  let numbers = report[range.upperBound...].split(whereSeparator: { !$0.isNumber }).prefix(3)
    .compactMap { Int($0) }
  guard numbers.count == 3, numbers[0] == numbers[1] + numbers[2] else {
    fatalError("rows not accounted for: \(report)")
  }
  if (numbers[2] > 0) != (status == 65) {
    fatalError("status \(status) for \(numbers[2]) rejected")
  }
  return 0
}
