/// A declarative description of one command of the `tipcalc` tool: its name, its one-sentence
/// abstract, its positional arguments, its options and, for a command group such as the top-level
/// `tipcalc`, its subcommands.
///
/// Every command also accepts `-h`/`--help`; the root command passed to ``ArgumentParser`` also
/// accepts `--version` when it has a ``version``. Neither is declared in ``options``.
struct CommandSpec: Sendable, Equatable {
  /// A positional argument, such as `<subtotal>` or the repeating `<file> ...`.
  struct Argument: Sendable, Equatable {
    /// The name without angle brackets, such as `subtotal`; the key for
    /// ``ParsedArguments/positional(_:)``.
    var name: String
    /// One or more sentences for the `ARGUMENTS:` section of the help.
    var help: String
    /// Whether the command runs without it.
    var isOptional = false
    /// Whether it takes every remaining positional token; only the last argument may repeat.
    var isRepeating = false

    /// How the argument appears in a usage line: `<file>` or, when repeating, `<file> ...`.
    var usageLabel: String {
      isRepeating ? "<\(name)> ..." : "<\(name)>"
    }
  }

  /// A named option: a flag such as `--json`, or an option that takes a value such as
  /// `--tax <amount>`.
  struct Option: Sendable, Equatable {
    /// Whether an option takes a value, and how often it may be given.
    enum Kind: Sendable, Equatable {
      /// Takes no value, such as `--json`; at most once.
      case flag
      /// Takes one value, such as `--tax <amount>`; at most once.
      case singleValue
      /// Takes one value each time it is given, such as `--config <file>`; any number of times.
      case repeatableValue
    }

    /// The long name without dashes, such as `tip-percent`; the name that
    /// ``ParsedArguments/value(of:)`` and friends read the value by.
    var name: String
    /// The one-letter short name, such as `t` for `-t`, if any.
    var short: Character?
    /// The placeholder for the value without angle brackets, such as `amount`; empty for flags.
    var valueName: String
    /// One or more sentences for the `OPTIONS:` section of the help.
    var help: String
    /// Whether the option takes a value, and how often it may be given.
    var kind: Kind
    /// Whether the command refuses to run without it.
    var isRequired = false

    /// A flag, such as `--json`.
    static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
      Option(name: name, short: short, valueName: "", help: help, kind: .flag)
    }

    /// An option that takes one value and may be given once, such as `--tax <amount>`.
    static func value(
      _ name: String, short: Character? = nil, valueName: String, help: String,
      isRequired: Bool = false
    ) -> Option {
      Option(
        name: name, short: short, valueName: valueName, help: help, kind: .singleValue,
        isRequired: isRequired)
    }

    /// An option that takes one value each time and may be given any number of times, such as
    /// `--config <file>`.
    static func repeating(
      _ name: String, short: Character? = nil, valueName: String, help: String,
      isRequired: Bool = false
    ) -> Option {
      Option(
        name: name, short: short, valueName: valueName, help: help, kind: .repeatableValue,
        isRequired: isRequired)
    }

    /// The built-in `-h, --help` flag that every command accepts.
    static let helpFlag = Option.flag("help", short: "h", help: "Show help information.")

    /// The built-in `--version` flag that the root command accepts when it has a version.
    static let versionFlag = Option.flag("version", help: "Show the version.")

    /// Whether the option takes a value.
    var takesValue: Bool { kind != .flag }

    /// The option as written in a usage line, such as `--tax <amount>` or `--config <file> ...`.
    var usageLabel: String {
      switch kind {
      case .flag: "--\(name)"
      case .singleValue: "--\(name) <\(valueName)>"
      case .repeatableValue: "--\(name) <\(valueName)> ..."
      }
    }

    /// The option as written in the `OPTIONS:` section, such as `-t, --tax <amount>`.
    var helpLabel: String {
      let names = short.map { "-\($0), --\(name)" } ?? "--\(name)"
      return takesValue ? "\(names) <\(valueName)>" : names
    }
  }

  /// Options of which at most one may be given, such as `--split` and `--weights`; when the group
  /// is required, exactly one must be given.
  struct ExclusiveGroup: Sendable, Equatable {
    /// The long names of the options, without dashes, in the order the usage line shows them.
    var names: [String]
    /// Whether one of the options must be given.
    var isRequired = false
  }

  /// The name that selects the command, such as `quote`, or the tool name for the root.
  var name: String
  /// One sentence, ending with a full stop, shown after `OVERVIEW:` and in the parent's
  /// `SUBCOMMANDS:` list.
  var abstract: String
  /// An optional longer explanation shown after the overview; blank lines separate paragraphs.
  var discussion: String?
  /// The version printed for `--version`; used only on the root command.
  var version: String?
  /// The positional arguments, in order.
  var arguments: [Argument] = []
  /// The declared options, in the order the help shows them.
  var options: [Option] = []
  /// Groups of mutually exclusive options.
  var exclusiveGroups: [ExclusiveGroup] = []
  /// The subcommands; a command with subcommands takes no positional arguments of its own.
  var subcommands: [CommandSpec] = []
  /// For options that people may expect but the command does not take, by long name without
  /// dashes: a sentence added to the unknown-option error saying what to do instead.
  var unknownOptionAdvice: [String: String] = [:]

  /// The declared options followed by the built-in ones: `--version` (root only, when there is a
  /// version) and `-h, --help`.
  func allOptions(isRoot: Bool) -> [Option] {
    var all = options
    if isRoot && version != nil { all.append(.versionFlag) }
    all.append(.helpFlag)
    return all
  }

  /// The declared option with the given long name, if any.
  func option(named name: String) -> Option? {
    options.first { $0.name == name }
  }

  /// The declared option with the given short name, if any.
  func option(short: Character) -> Option? {
    options.first { $0.short == short }
  }

  /// The subcommand with the given name, if any.
  func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// The exclusive groups that contain the option with the given long name.
  func groups(containing name: String) -> [ExclusiveGroup] {
    exclusiveGroups.filter { $0.names.contains(name) }
  }

  /// Mistakes in the declaration of this command and its subcommands, one sentence each; empty
  /// when the declaration is sound. ``ArgumentParser`` asserts that there are none.
  var problems: [String] {
    var found: [String] = []
    let label = "Command '\(name)'"
    if !abstract.hasSuffix(".") {
      found.append("\(label): the abstract must be a sentence ending with a full stop.")
    }
    var longNames: Set<String> = ["help", "version"]
    var shortNames: Set<Character> = ["h"]
    for option in options {
      if !longNames.insert(option.name).inserted {
        found.append("\(label): option '--\(option.name)' is declared more than once.")
      }
      if let short = option.short, !shortNames.insert(short).inserted {
        found.append("\(label): short name '-\(short)' is declared more than once.")
      }
      if let short = option.short, short.isNumber {
        found.append("\(label): short name '-\(short)' would hide negative numbers.")
      }
      if option.takesValue == option.valueName.isEmpty {
        found.append("\(label): option '--\(option.name)' has a wrong value name.")
      }
    }
    for group in exclusiveGroups {
      for member in group.names where option(named: member) == nil {
        found.append("\(label): exclusive group names unknown option '--\(member)'.")
      }
    }
    if let index = arguments.firstIndex(where: \.isOptional),
      let required = arguments[index...].first(where: { !$0.isOptional })
    {
      found.append("\(label): required argument '<\(required.name)>' follows an optional one.")
    }
    if let repeating = arguments.dropLast().first(where: \.isRepeating) {
      found.append("\(label): only the last argument may repeat, not '<\(repeating.name)>'.")
    }
    if !subcommands.isEmpty && !arguments.isEmpty {
      found.append("\(label): a command with subcommands cannot take arguments.")
    }
    var subcommandNames: Set<String> = []
    for subcommand in subcommands {
      if !subcommandNames.insert(subcommand.name).inserted {
        found.append("\(label): subcommand '\(subcommand.name)' is declared more than once.")
      }
      found += subcommand.problems
    }
    return found
  }
}
