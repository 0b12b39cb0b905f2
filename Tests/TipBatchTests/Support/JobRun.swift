import Foundation
import TipBatch
import TipEngine

/// What a run of a ``BatchJob`` on bytes in memory produced.
struct JobRun {
  /// The priced rows.
  var output: String
  /// The rejected-rows report: the `line,reason,row` header (`line,id,reason,row` when the
  /// input has an `id` column) and records for CSV.
  var rejections: String
  /// The summary, or `nil` when the run threw.
  var summary: BatchSummary?
  /// The error, when the run threw.
  var error: BatchError?

  /// The output's lines, without the final empty one.
  var outputLines: [String] {
    // Split on the byte: "\r\n" is one Character, so a Character split would miss it.
    output.utf8.split(separator: 10, omittingEmptySubsequences: false).dropLast()
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// The rejected-rows report's records, without the CSV header.
  var rejectionLines: [String] {
    rejections.split(separator: "\n").map(String.init).filter {
      $0 != "line,reason,row" && $0 != "line,id,reason,row"
    }
  }

  /// The line numbers of the rejected rows, from the report.
  var rejectedLines: [Int] {
    rejectionLines.compactMap { Int($0.prefix(while: \.isNumber)) }
  }

  /// The counts: read, written, rejected.
  var counts: (read: Int, written: Int, rejected: Int)? {
    summary.map { ($0.read, $0.written, $0.rejected) }
  }
}

/// The built-in catalog, loaded once.
let builtInCatalog: PolicyCatalog = {
  do {
    return try PolicyCatalog.builtIn()
  } catch {
    preconditionFailure("the built-in catalog does not load: \(error)")
  }
}()

/// Runs a job on `input` with the built-in catalog's policy `policy` (or its automatic choice
/// when `nil`).
func runJob(
  policy: String?, input: [UInt8], format: BatchFormat = .csv, currency: Currency? = nil,
  region: Region? = nil, regionColumn: String? = nil, strict: Bool = false,
  limits: BatchLimits = BatchLimits(), readSize: Int = .max
) -> JobRun {
  let job = BatchJob(
    policy: policy.map { .named($0, in: builtInCatalog) } ?? .automatic(builtInCatalog),
    format: format, defaultCurrency: currency, regionColumn: regionColumn, defaultRegion: region,
    isStrict: strict, limits: limits)
  let output = MemorySink()
  let rejections = MemorySink()
  do {
    let summary = try job.run(
      input: .source(MemorySource(input, maximumReadSize: readSize)), output: .sink(output),
      rejections: .sink(rejections))
    return JobRun(output: output.text, rejections: rejections.text, summary: summary)
  } catch {
    return JobRun(output: output.text, rejections: rejections.text, error: error)
  }
}

/// Runs a job on the UTF-8 bytes of `input`.
func runJob(
  policy: String?, input: String, format: BatchFormat = .csv, currency: Currency? = nil,
  region: Region? = nil, regionColumn: String? = nil, strict: Bool = false,
  limits: BatchLimits = BatchLimits(), readSize: Int = .max
) -> JobRun {
  runJob(
    policy: policy, input: Array(input.utf8), format: format, currency: currency, region: region,
    regionColumn: regionColumn, strict: strict, limits: limits, readSize: readSize)
}

/// A fresh temporary directory, removed by `remove()`.
struct ScratchDirectory {
  /// The directory's path.
  let path: String

  /// Creates an empty directory under the system's temporary directory.
  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("tipbatch-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The path of `name` in the directory.
  func file(_ name: String) -> String { path + "/" + name }

  /// Writes `text` to `name` and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    try text.write(toFile: file(name), atomically: false, encoding: .utf8)
    return file(name)
  }

  /// The text of `name`, or `nil` when it does not exist.
  func read(_ name: String) -> String? { try? String(contentsOfFile: file(name), encoding: .utf8) }

  /// The names in the directory, sorted.
  func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  /// Removes the directory.
  func remove() { try? FileManager.default.removeItem(atPath: path) }
}
