/// Parses a command line against a tree of ``CommandSpec``s, following the conventions of
/// swift-argument-parser.
///
/// - Options: `--name value`, `--name=value`, `-n value` and grouped short flags (`-jt 5`, only
///   the last letter taking a value), in any order among the positional arguments; `--` ends the
///   options. A one-dash word such as `-split` is reported as an unknown option.
/// - A token that looks like a negative number (`-5`, `-1.005`) is a positional argument wherever
///   the command takes positional arguments, and a value wherever an option expects one.
/// - `-h`/`--help` anywhere before `--` wins over everything else, and so does the `help`
///   subcommand (`tipcalc help quote`); `--version` is accepted by the root command only.
/// - A command group given no subcommand asks for its help (exit status 0).
/// - Mistakes are found as an ``ArgumentError`` about the first bad token in command-line order,
///   which the tool turns into its own `Failure` (its words, its exit status) with ``makeFailure``.
package struct CommandLineParser<Failure: Error>: Sendable {
  /// What the command line asks for.
  package enum Outcome: Sendable, Equatable {
    /// Run the chosen command with these values.
    case run(ParsedArguments)
    /// Print the help of the command with this path, such as `["tipcalc", "quote"]`, to standard
    /// output and exit with status 0; ``CommandLineParser/helpText(for:)`` renders it.
    case help(commandPath: [String])
    /// Print this version to standard output and exit with status 0.
    case version(String)
  }

  /// The root command, such as `tipcalc`.
  package let root: CommandSpec
  /// The formatter for help screens and for the usage blocks of errors.
  package var formatter = HelpFormatter()
  /// The tool's error for a mistake on the command line.
  package let makeFailure: @Sendable (ArgumentError) -> Failure

  /// A parser for the commands under `root`, reporting mistakes as `makeFailure` words them.
  package init(root: CommandSpec, makeFailure: @escaping @Sendable (ArgumentError) -> Failure) {
    self.root = root
    self.makeFailure = makeFailure
  }

  /// Parses `arguments`, the command line without the program name.
  package func parse(_ arguments: [String]) throws(Failure) -> Outcome {
    assert(root.problems.isEmpty, "Unsound command spec: \(root.problems)")
    var session = Session(parser: self)
    do throws(ArgumentError) {
      return try session.run(arguments)
    } catch {
      throw makeFailure(error)
    }
  }

  /// The help screen of the command with the given path, ending with a newline; the root's help
  /// when the path names no command.
  package func helpText(for commandPath: [String]) -> String {
    formatter.help(for: chain(for: commandPath) ?? [root])
  }

  /// The commands from the root along `commandPath`, or `nil` when the path names no command.
  package func chain(for commandPath: [String]) -> [CommandSpec]? {
    guard commandPath.first == root.name else { return nil }
    var chain = [root]
    for name in commandPath.dropFirst() {
      guard let next = chain[chain.count - 1].subcommand(named: name) else { return nil }
      chain.append(next)
    }
    return chain
  }

  /// The mistake `kind` about the last command of `chain`, with its path and usage block.
  func error(_ kind: ArgumentError.Kind, in chain: [CommandSpec]) -> ArgumentError {
    ArgumentError(
      kind, commandPath: chain.map(\.name),
      synopsis: formatter.synopsis(for: chain, prefix: "Usage: "))
  }

  /// Whether `token` reads as a negative number, such as `-5`, `-1.005` or `-.5`, or as a
  /// comma-separated list of numbers that starts with one, such as `-1,-1` (weights).
  package static func looksLikeNegativeNumber(_ token: String) -> Bool {
    guard token.hasPrefix("-") else { return false }
    let body = token.dropFirst()
    let digits = "0123456789"
    guard let first = body.first else { return false }
    let startsNumber =
      digits.contains(first)
      || (first == "." && body.dropFirst().first.map(digits.contains) == true)
    guard startsNumber else { return false }
    // Each later item of a list may carry its own sign, but only at its start.
    return body.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { item in
      let unsigned = item.hasPrefix("-") ? item.dropFirst() : item[...]
      return unsigned.allSatisfy { digits.contains($0) || $0 == "." }
    }
  }

  /// The state of one pass over a command line.
  private struct Session {
    /// The parser whose root command the pass walks.
    let parser: CommandLineParser
    /// The commands chosen so far, from the root.
    var chain: [CommandSpec]
    /// The values of options that take a value, by long name.
    var values: [String: [String]] = [:]
    /// The flags given.
    var flags: Set<String> = []
    /// The long names of the options given, each once, in command-line order.
    var given: [String] = []
    /// The positional tokens for the last command in `chain`.
    var positionals: [String] = []
    /// The first mistake found; reported unless help is asked for.
    var firstError: ArgumentError?
    /// Whether `-h` or `--help` was given.
    var wantsHelp = false
    /// Whether `--version` was given to the root command.
    var wantsVersion = false

    /// Starts a pass at the root command.
    init(parser: CommandLineParser) {
      self.parser = parser
      self.chain = [parser.root]
    }

    /// The command that options and positional tokens currently apply to.
    var command: CommandSpec { chain[chain.count - 1] }

    /// Walks the tokens and decides the outcome.
    mutating func run(_ tokens: [String]) throws(ArgumentError) -> Outcome {
      var index = 0
      var optionsEnded = false
      while index < tokens.count {
        let token = tokens[index]
        index += 1
        if optionsEnded {
          positional(token, afterTerminator: true)
        } else if token == "--" {
          optionsEnded = true
        } else if token == "--help" || token == "-h" {
          wantsHelp = true
        } else if token.hasPrefix("--") {
          longOption(token, tokens: tokens, index: &index)
        } else if token.hasPrefix("-") && token.count > 1
          && !(CommandLineParser.looksLikeNegativeNumber(token) && !command.arguments.isEmpty)
        {
          shortOptions(token, tokens: tokens, index: &index)
        } else if chain.count == 1 && token == "help" && command.subcommand(named: "help") == nil
          && !command.subcommands.isEmpty
        {
          return try helpSubcommand(Array(tokens[index...]))
        } else {
          positional(token, afterTerminator: false)
        }
      }
      if wantsHelp { return .help(commandPath: chain.map(\.name)) }
      if let firstError { throw firstError }
      if wantsVersion, let version = parser.root.version { return .version(version) }
      if !command.subcommands.isEmpty { return .help(commandPath: chain.map(\.name)) }
      return .run(try finish())
    }

    /// Records the mistake `kind` about the current command unless one was found before.
    mutating func fail(_ kind: ArgumentError.Kind) {
      if firstError == nil { firstError = parser.error(kind, in: chain) }
    }

    /// Handles `--name` or `--name=value`.
    mutating func longOption(_ token: String, tokens: [String], index: inout Int) {
      let body = token.dropFirst(2)
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      if name == "version" && chain.count == 1 && parser.root.version != nil {
        if inlineValue != nil {
          fail(.unexpectedValue(option: "--version"))
        } else {
          wantsVersion = true
        }
        return
      }
      guard let option = command.option(named: name) else {
        let candidates = command.allOptions(isRoot: chain.count == 1).map(\.name)
        fail(
          .unknownOption(
            token: token, name: name, candidates: candidates,
            advice: command.unknownOptionAdvice[name]))
        return
      }
      if option.takesValue {
        let value = inlineValue ?? takeValue(tokens: tokens, index: &index)
        record(option, value: value, as: "--\(name)")
      } else if inlineValue != nil {
        fail(.unexpectedValue(option: "--\(name)"))
      } else {
        record(option, value: nil, as: "--\(name)")
      }
    }

    /// Handles `-x`, `-x value` and grouped flags such as `-jx`, where only the last letter may
    /// take a value (from the next token).
    mutating func shortOptions(_ token: String, tokens: [String], index: inout Int) {
      var rest = token.dropFirst()
      while let letter = rest.first {
        let isFirst = rest.count == token.count - 1
        rest = rest.dropFirst()
        let option = command.option(short: letter)
        if letter == "h" && option == nil {
          wantsHelp = true
          continue
        }
        guard let option, !(option.takesValue && !rest.isEmpty && isFirst) else {
          if isFirst && !rest.isEmpty {
            // Most likely a long name written with one dash, such as `-split`: quote it whole.
            let candidates = command.allOptions(isRoot: chain.count == 1).map(\.name)
            fail(.unknownOptionWord(token: token, candidates: candidates))
          } else {
            fail(.unknownShortOption(letter))
          }
          return
        }
        if !option.takesValue {
          record(option, value: nil, as: "-\(letter)")
        } else if rest.isEmpty {
          record(option, value: takeValue(tokens: tokens, index: &index), as: "-\(letter)")
        } else {
          fail(.missingValue(option: "-\(letter)"))
          return
        }
      }
    }

    /// The token at `index` as an option's value, advancing past it, or `nil` when there is none
    /// or it is another option.
    func takeValue(tokens: [String], index: inout Int) -> String? {
      guard index < tokens.count else { return nil }
      let candidate = tokens[index]
      let isOption =
        candidate == "--"
        || (candidate.hasPrefix("-") && candidate.count > 1
          && !CommandLineParser.looksLikeNegativeNumber(candidate))
      if isOption { return nil }
      index += 1
      return candidate
    }

    /// Records an option given on the command line, with `value` for an option that takes one
    /// (`nil` when it is missing), checking repetition and exclusive groups; `spelling` is the name
    /// as written, such as `-t`, for the message about a missing value.
    mutating func record(_ option: CommandSpec.Option, value: String?, as spelling: String) {
      let name = option.name
      if option.takesValue && value == nil {
        fail(.missingValue(option: spelling))
        return
      }
      let seen = given.contains(name)
      if seen && option.kind != .repeatableValue {
        fail(.repeatedOption("--\(name)"))
        return
      }
      for group in command.groups(containing: name) {
        if let other = given.first(where: { $0 != name && group.names.contains($0) }) {
          fail(.conflictingOptions("--\(other)", "--\(name)"))
          return
        }
      }
      if !seen { given.append(name) }
      if let value {
        values[name, default: []].append(value)
      } else {
        flags.insert(name)
      }
    }

    /// Handles a positional token: a subcommand name for a command group, otherwise a value for
    /// the command's arguments.
    mutating func positional(_ token: String, afterTerminator: Bool) {
      if !command.subcommands.isEmpty {
        if let next = command.subcommand(named: token), !afterTerminator {
          chain.append(next)
        } else if afterTerminator {
          fail(.unexpectedArgument(token))
        } else {
          var candidates = command.subcommands.map(\.name)
          if chain.count == 1 { candidates.append("help") }
          fail(.unknownCommand(token, candidates: candidates))
        }
        return
      }
      let takesMore = command.arguments.last?.isRepeating == true
      if !takesMore && positionals.count >= command.arguments.count {
        fail(.unexpectedArgument(token))
        return
      }
      positionals.append(token)
    }

    /// Resolves `tipcalc help [<subcommand> ...]` to the help of the named command.
    func helpSubcommand(_ tokens: [String]) throws(ArgumentError) -> Outcome {
      var chain = [parser.root]
      for token in tokens where !token.hasPrefix("-") {
        let current = chain[chain.count - 1]
        if let next = current.subcommand(named: token) {
          chain.append(next)
        } else if current.subcommands.isEmpty {
          throw parser.error(.unexpectedArgument(token), in: chain)
        } else {
          let candidates = current.subcommands.map(\.name)
          throw parser.error(.unknownCommand(token, candidates: candidates), in: chain)
        }
      }
      return .help(commandPath: chain.map(\.name))
    }

    /// Assigns the positional tokens to arguments and checks that nothing required is missing.
    func finish() throws(ArgumentError) -> ParsedArguments {
      var parsed = ParsedArguments(
        commandPath: chain.map(\.name), optionValues: values, flags: flags)
      var remaining = positionals[...]
      for argument in command.arguments {
        if remaining.isEmpty {
          if argument.isOptional { continue }
          throw parser.error(.missingArgument([argument.usageLabel]), in: chain)
        }
        let count = argument.isRepeating ? remaining.count : 1
        parsed.positionalValues[argument.name] = Array(remaining.prefix(count))
        remaining = remaining.dropFirst(count)
      }
      for option in command.options
      where option.isRequired && !given.contains(option.name) {
        throw parser.error(.missingArgument([option.usageLabel]), in: chain)
      }
      for group in command.exclusiveGroups
      where group.isRequired && !group.names.contains(where: given.contains) {
        let labels = group.names.compactMap { command.option(named: $0)?.usageLabel }
        throw parser.error(.missingArgument(labels), in: chain)
      }
      return parsed
    }
  }
}
