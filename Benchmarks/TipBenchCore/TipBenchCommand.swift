import Foundation
import TipBatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `tip-bench` command: parses the arguments, runs the benchmark, prints the table or the
/// JSON on standard output and progress on standard error when it is a terminal.
public enum TipBenchCommand {
  /// Runs `tip-bench` with `arguments` (without the program name) and returns the exit status:
  /// 0, 1 for a failure, 64 for a usage error (an `--html` page that names the `--from` report
  /// included), 65 for a `--count` whose bills do not fit in the
  /// memory the process may use (see ``MemoryLimit``), refused before anything is allocated,
  /// or a `--from` file that is not a report; 66 for a `--from` file that cannot be read, 74
  /// for an `--html` page that cannot be written.
  ///
  /// It does not refuse debug builds itself (the executable's entry does), so that tests can
  /// run it on a few bills; the report names the build.
  public static func main(arguments: [String]) -> Int32 {
    let options: BenchmarkOptions
    do {
      options = try BenchmarkOptions.parse(arguments)
    } catch {
      writeError("tip-bench: \(error)\nRun 'tip-bench --help' for usage.\n")
      return 64
    }
    if options.help {
      print(BenchmarkOptions.usage, terminator: "")
      return 0
    }
    do {
      try options.checkWrittenFiles()
    } catch {
      writeError("tip-bench: \(error)\nRun 'tip-bench --help' for usage.\n")
      return 64
    }
    if let saved = options.from, let page = options.html {
      return draw(from: saved, to: page)
    }
    do {
      try options.checkMemory(MemoryLimit.current())
    } catch {
      writeError("tip-bench: \(error)\n")
      return 65
    }
    let showProgress = isatty(STDERR_FILENO) == 1
    let clock = ContinuousClock()
    let start = clock.now
    do {
      let report = try TipBenchmark.run(options) { step in
        guard showProgress else { return }
        let elapsed = Targets.format(start.duration(to: clock.now).seconds, 1)
        writeError("\r\u{1B}[K[\(elapsed) s] \(step)…")
      }
      if showProgress { writeError("\r\u{1B}[K") }
      print(
        options.json ? try report.jsonText() : report.tableText,
        terminator: options.json ? "\n" : "")
      if let page = options.html { return write(report.htmlPage, to: page) }
      return 0
    } catch {
      if showProgress { writeError("\r\u{1B}[K") }
      writeError("tip-bench: \(error)\n")
      return 1
    }
  }

  /// Draws the saved `--json` report at `saved` to the page `page`: 0, 66 when the report
  /// cannot be read, 65 when it is not a report (``BenchmarkReport/init(json:file:)`` says
  /// where and why), 74 when the page cannot be written.
  static func draw(from saved: String, to page: String) -> Int32 {
    guard let data = FileManager.default.contents(atPath: saved) else {
      writeError(
        "tip-bench: cannot read the report '\(saved)'; give a file 'tip-bench --json' wrote\n")
      return 66
    }
    let report: BenchmarkReport
    do {
      report = try BenchmarkReport(json: [UInt8](data), file: saved)
    } catch {
      writeError("tip-bench: \(error)\n")
      return 65
    }
    return write(report.htmlPage, to: page)
  }

  /// Writes `text` to the file `path`, whole, as `tipcalc` writes its files
  /// (`WholeFileOutput`: a device or a pipe in place, never replaced): 0, or 74 with the reason.
  static func write(_ text: String, to path: String) -> Int32 {
    do {
      try WholeFileOutput.write(text, toPath: path, name: path)
      return 0
    } catch {
      writeError("tip-bench: --html: \(error.message)\n")
      return 74
    }
  }

  /// Writes `text` to standard error.
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
