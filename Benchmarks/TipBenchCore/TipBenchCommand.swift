import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `tip-bench` command: parses the arguments, runs the benchmark, prints the table or the
/// JSON on standard output and progress on standard error when it is a terminal.
public enum TipBenchCommand {
  /// Runs `tip-bench` with `arguments` (without the program name) and returns the exit status:
  /// 0, 1 for a failure, 64 for a usage error, 65 for a `--count` whose bills do not fit in the
  /// memory the process may use (see ``MemoryLimit``), refused before anything is allocated.
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
      return 0
    } catch {
      if showProgress { writeError("\r\u{1B}[K") }
      writeError("tip-bench: \(error)\n")
      return 1
    }
  }

  /// Writes `text` to standard error.
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
