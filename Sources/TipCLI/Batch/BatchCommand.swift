import Foundation
import TipEngine

/// The streams and surroundings of a `tipcalc batch` run, injectable so that tests run the
/// command in-process on bytes in memory.
struct BatchIO {
  /// Read when there is no `--input` (or it is `-`).
  var standardInput: any BatchByteSource
  /// Written when there is no `--output` (or it is `-`).
  var standardOutput: any BatchByteSink
  /// Receives the summary, error messages, the progress line, and rejected rows when there is no
  /// `--errors`.
  var standardError: any BatchByteSink
  /// Whether standard error is a terminal, which turns the progress line on.
  var standardErrorIsTerminal: Bool
  /// The directory that relative paths are resolved against; `nil` for the process's own.
  var currentDirectory: String?

  /// Creates the surroundings of a run.
  init(
    standardInput: any BatchByteSource, standardOutput: any BatchByteSink,
    standardError: any BatchByteSink, standardErrorIsTerminal: Bool = false,
    currentDirectory: String? = nil
  ) {
    self.standardInput = standardInput
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.standardErrorIsTerminal = standardErrorIsTerminal
    self.currentDirectory = currentDirectory
  }

  /// The process's standard streams, with the progress line when standard error is a terminal.
  static func process(currentDirectory: String? = nil) -> BatchIO {
    let standardError = FileDescriptorStream.standardError()
    return BatchIO(
      standardInput: FileDescriptorStream.standardInput(),
      standardOutput: FileDescriptorStream.standardOutput(), standardError: standardError,
      standardErrorIsTerminal: standardError.isTerminal, currentDirectory: currentDirectory)
  }

  /// `path` as given when it is absolute or there is no ``currentDirectory``, otherwise resolved
  /// against it.
  func resolve(_ path: String) -> String {
    guard let currentDirectory, !path.hasPrefix("/"), !currentDirectory.isEmpty else {
      return path
    }
    return currentDirectory.hasSuffix("/") ? currentDirectory + path : currentDirectory + "/" + path
  }
}

/// `tipcalc batch`: prices every bill of a CSV file through one policy, streaming.
enum BatchCommand {
  /// The command's declaration for the parser and the help screen.
  static let spec = CommandSpec(
    name: "batch",
    abstract: "Compute the tip, total and shares of every bill in a CSV file.",
    discussion: """
      The input is CSV with a header row (RFC 4180: quoted fields, embedded commas, quotes and \
      line breaks, LF or CRLF). It needs a 'subtotal' column and may have 'tax', 'currency', \
      'region', 'split' (people sharing the bill) and 'id' columns, in any order; every other \
      column is passed through. The output is each input row followed by 'tip', 'total' and \
      'shares' (the shares joined with ';'), in input order.

      A row that cannot be priced (a bad amount, an unknown currency or region, an overflow, a \
      wrong number of fields) is reported with its line number, its text and the reason, and \
      the run goes on unless --strict is given. A summary of rows read, written and rejected \
      goes to standard error; the exit status is 0 when no row was rejected and 65 otherwise.

      Without --policy, the catalog's 'regional' policy applies when the input has a 'region' \
      column, and the catalog's default policy otherwise. A row's currency is its 'currency' \
      value, else --currency, else its region's currency, else USD.
      """,
    options: [
      .value("policy", valueName: "name", help: "The catalog policy to apply to every row."),
      .value(
        "region-column", valueName: "col",
        help: "Take each row's region from this column and apply the 'regional' policy."),
      .repeating(
        "config", valueName: "file",
        help: "A policy catalog to load over the built-in one; may be repeated."),
      .value("input", valueName: "file", help: "The CSV file to read; standard input by default."),
      .value(
        "output", valueName: "file", help: "The file to write; standard output by default."),
      .value(
        "errors", valueName: "file",
        help: "The file for rejected rows; standard error by default."),
      .value(
        "currency", valueName: "code",
        help: "The currency of rows without a 'currency' value, such as EUR."),
      .flag("strict", help: "Stop at the first rejected row."),
      .flag("json-lines", help: "Write one JSON object per row instead of CSV."),
    ],
    exclusiveGroups: [.init(names: ["policy", "region-column"])])

  /// The policy applied to rows with a region when no policy is named.
  static let regionalPolicyName = "regional"

  /// Runs `tipcalc batch` and returns the exit status: 0 when every row was written, 65 when a
  /// row was rejected or the input is unusable, 64 for a usage mistake, 66 for an unreadable
  /// input or catalog, 1 for a failed read or write.
  ///
  /// - Parameters:
  ///   - arguments: the parsed command line of `tipcalc batch`.
  ///   - io: the streams; ``BatchIO/process(currentDirectory:)`` for the real ones.
  ///   - limits: bounds on memory; tests shrink them.
  static func run(_ arguments: ParsedArguments, io: BatchIO, limits: BatchLimits? = nil) -> Int32 {
    do {
      return try execute(arguments, io: io, limits: limits)
    } catch {
      let reported = TipCommandLine.withUsage(
        error, commandPath: ["tipcalc", spec.name], parser: TipCommandLine.parser)
      try? io.standardError.write(reported.description + "\n")
      return reported.exitCode
    }
  }

  /// Runs the command, throwing the errors that stop it before or while reading; returns 0, or
  /// 65 when rows were rejected.
  static func execute(_ arguments: ParsedArguments, io: BatchIO, limits: BatchLimits?)
    throws(CLIError) -> Int32
  {
    let limits =
      limits ?? .standard(processorCount: ProcessInfo.processInfo.activeProcessorCount)
    let format: BatchOutputFormat = arguments.isSet("json-lines") ? .jsonLines : .csv
    var currency: Currency?
    if let code = arguments.value(of: "currency") {
      do {
        currency = try Currency(code: code)
      } catch {
        throw usageError("Invalid value '\(code)' for '--currency': \(error).")
      }
    }
    let catalog: PolicyCatalog
    do {
      let files = arguments.values(of: "config").map(io.resolve)
      // The built-in catalog alone is loaded once per process and shared.
      catalog = try files.isEmpty ? PolicyCatalog.builtIn() : PolicyCatalog(files: files)
    } catch {
      throw CLIError(
        exitCode: error.kind == .unreadable ? ExitCode.noInput : ExitCode.dataError,
        message: error.description)
    }
    var explicitPolicy: (name: String, policy: any TipPolicy)?
    if let name = arguments.value(of: "policy") {
      explicitPolicy = (name, try QuoteCommand.named(name, in: catalog))
    }

    let streams = try openStreams(arguments, io: io)
    let reader = RecordReader(source: streams.input, limits: limits)
    guard let header = try reader.readHeader() else {
      throw .dataError("the input is empty; expected a header row with a 'subtotal' column")
    }
    let regionColumn = arguments.value(of: "region-column")
    let schema = try BatchSchema(
      names: header.names, rawHeader: header.raw, lineTerminator: header.lineTerminator,
      regionColumn: regionColumn)
    let (policyName, policy) =
      if let explicitPolicy { explicitPolicy } else {
        try implicitPolicy(schema: schema, catalog: catalog)
      }

    let settings = BatchSettings(
      policy: policy, policyName: policyName, currency: currency, format: format,
      isStrict: arguments.isSet("strict"), limits: limits)
    let progress = io.standardErrorIsTerminal ? ProgressLine(sink: io.standardError) : nil
    var summary = BatchSummary()
    var failure: BatchIOError?
    do {
      let rejections = try RejectedRowWriter(
        sink: streams.errors, format: format, isFile: streams.errorsIsFile)
      if let progress, !streams.errorsIsFile {
        rejections.beforeWrite = { () throws(BatchIOError) in try progress.clear() }
      }
      let engine = BatchEngine(
        settings: settings, schema: schema, header: header, reader: reader,
        output: streams.output, rejections: rejections, progress: progress)
      try engine.run(summary: &summary)
    } catch {
      failure = error
    }
    try? progress?.clear()
    var report = summary.description
    if settings.isStrict && summary.rejected > 0 {
      report += " Stopped at the first rejected row (--strict)."
    }
    try? io.standardError.write(report + "\n")
    if let failure { throw .failure(failure.message) }
    return summary.rejected == 0 ? ExitCode.success : ExitCode.dataError
  }

  /// The `regional` policy when the input has a region column, else the catalog's default.
  private static func implicitPolicy(schema: BatchSchema, catalog: PolicyCatalog)
    throws(CLIError) -> (String, any TipPolicy)
  {
    let name: String
    if schema.region != nil {
      name = regionalPolicyName
    } else if let defaultName = catalog.defaultPolicyName {
      name = defaultName
    } else {
      throw usageError("The catalog names no default policy; give one with '--policy <name>'.")
    }
    do {
      return (name, try catalog.policy(named: name))
    } catch {
      throw usageError("\(error.description); give one with '--policy <name>'.")
    }
  }

  /// The opened input, output and errors streams.
  private struct Streams {
    var input: any BatchByteSource
    var output: any BatchByteSink
    var errors: any BatchByteSink
    var errorsIsFile: Bool
  }

  /// Opens `--input`, `--output` and `--errors`, refusing to write over the input; the output
  /// files are emptied only once every check has passed.
  private static func openStreams(_ arguments: ParsedArguments, io: BatchIO) throws(CLIError)
    -> Streams
  {
    var input: any BatchByteSource = io.standardInput
    var inputIdentity: FileIdentity?
    if let path = arguments.value(of: "input"), path != "-" {
      do {
        let file = try FileDescriptorStream.open(reading: io.resolve(path))
        inputIdentity = file.fileIdentity
        input = file
      } catch {
        throw .noInput("Cannot read the input file '\(path)': \(error.message).")
      }
    } else if let standardInput = io.standardInput as? FileDescriptorStream {
      inputIdentity = standardInput.fileIdentity
    }
    var toTruncate: [FileDescriptorStream] = []
    var identities: [(String, FileIdentity)] = []
    func open(_ option: String) throws(CLIError) -> FileDescriptorStream? {
      guard let path = arguments.value(of: option), path != "-" else { return nil }
      let file: FileDescriptorStream
      do {
        file = try FileDescriptorStream.open(writing: io.resolve(path))
      } catch {
        throw .failure("Cannot write the \(option) file '\(path)': \(error.message).")
      }
      if let identity = file.fileIdentity {
        if identity == inputIdentity {
          throw usageError("'--\(option) \(path)' is the input file; write to another file.")
        }
        if let other = identities.first(where: { $0.1 == identity }) {
          throw usageError("'--\(option)' and '--\(other.0)' name the same file '\(path)'.")
        }
        identities.append((option, identity))
      }
      toTruncate.append(file)
      return file
    }
    let output = try open("output")
    let errors = try open("errors")
    for file in toTruncate {
      do {
        try file.truncate()
      } catch {
        throw .failure(error.message)
      }
    }
    return Streams(
      input: input, output: output ?? io.standardOutput, errors: errors ?? io.standardError,
      errorsIsFile: errors != nil)
  }

  /// A usage error (exit status 64) that points at `tipcalc batch --help`.
  private static func usageError(_ message: String) -> CLIError {
    CLIError(exitCode: ExitCode.usage, message: message)
  }
}
