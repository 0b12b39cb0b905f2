import TipArguments
import TipEngine

/// The parser of `tipcalc`'s command line: the shared ``CommandLineParser``, reporting each
/// mistake as a ``CLIError`` with exit status 64 in swift-argument-parser's words.
typealias ArgumentParser = CommandLineParser<CLIError>

extension CommandLineParser where Failure == CLIError {
  /// A parser for the commands under `root` that reports mistakes as `tipcalc` does.
  init(root: CommandSpec) {
    self.init(root: root, makeFailure: CLIError.init(usage:))
  }
}

extension CLIError {
  /// A command-line mistake (64) with the usage block of its command.
  init(usage error: ArgumentError) {
    self.init(
      .usage, error.message, commandPath: error.commandPath, synopsis: error.synopsis)
  }
}

extension ArgumentError {
  /// The mistake as `tipcalc` says it, quoting the first bad token (see
  /// ``TerminalText/echoed(_:)``) and suggesting the closest known name:
  /// `Unknown option '--splt'. Did you mean '--split'?`
  var message: String {
    switch kind {
    case .unknownOption(_, let name, let candidates, let advice):
      var hint = Self.hint(for: name, among: candidates, prefix: "--")
      if let advice { hint += " " + advice }
      return "Unknown option '--\(TerminalText.echoed(name))'.\(hint)"
    case .unknownOptionWord(let token, let candidates):
      // Most likely a long name written with one dash, such as `-split`: quoted whole.
      let hint = Self.hint(for: String(token.dropFirst()), among: candidates, prefix: "--")
      return "Unknown option '\(TerminalText.echoed(token))'.\(hint)"
    case .unknownShortOption(let letter):
      return "Unknown option '-\(TerminalText.echoed(String(letter)))'."
    case .unexpectedValue(let option):
      return "Option '\(option)' does not take a value."
    case .missingValue(let option):
      return "Missing value for option '\(option)'."
    case .repeatedOption(let option):
      return "Option '\(option)' given more than once."
    case .conflictingOptions(let first, let second):
      return "'\(first)' and '\(second)' cannot be used together."
    case .unexpectedArgument(let token):
      return "Unexpected argument '\(TerminalText.echoed(token))'."
    case .unknownCommand(let token, let candidates):
      let hint = Self.hint(for: token, among: candidates, prefix: "")
      return "Unknown command '\(TerminalText.echoed(token))'.\(hint)"
    case .missingArgument(let labels):
      let quoted = labels.map { "'\($0)'" }
      let listed =
        quoted.count > 1
        ? quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
        : quoted.joined()
      return "Missing expected argument \(listed)."
    }
  }

  /// `Did you mean '…'?` for the candidate closest to `word`, with a leading space, or nothing.
  private static func hint(for word: String, among candidates: [String], prefix: String) -> String {
    guard let match = suggestion(for: word, among: candidates) else { return "" }
    return " Did you mean '\(prefix)\(match)'?"
  }
}
