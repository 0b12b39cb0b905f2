// tip-bench: release builds only; the command lives in TipBenchCore so tests can reach it.
import Foundation
import TipBenchCore

#if DEBUG
  // Drawing a saved report (--from) measures nothing, so a debug build may do it.
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.contains(where: { $0 == "--from" || $0.hasPrefix("--from=") }) {
    exit(TipBenchCommand.main(arguments: arguments))
  }
  FileHandle.standardError.write(
    Data(
      "tip-bench: refusing to report figures from a debug build; run 'swift run -c release tip-bench'\n"
        .utf8))
  exit(1)
#else
  exit(TipBenchCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
#endif
