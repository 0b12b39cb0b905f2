/// A declarative description of one command of a tool such as `tipcalc`: its name, its one-sentence
/// abstract, its positional arguments, its options and, for a command group such as the top-level
/// `tipcalc`, its subcommands.
///
/// Every command also accepts `-h`/`--help`; the root command passed to ``ArgumentParser`` also
/// accepts `--version` when it has a ``version``. Neither is declared in ``options``.
package struct CommandSpec: Sendable, Equatable {
  /// A positional argument, such as `<subtotal>` or the repeating `<file> ...`.
  package struct Argument: Sendable, Equatable {
    /// The name without angle brackets, such as `subtotal`; the key for
    /// ``ParsedArguments/positional(_:)``.
    package var name: String
    /// One or more sentences for the `ARGUMENTS:` section of the help.
    package var help: String
    /// Whether the command runs without it.
    package var isOptional = false
    /// Whether it takes every remaining positional token; only the last argument may repeat.
    package var isRepeating = false

    /// An argument called `name`, described by `help`.
    package init(name: String, help: String, isOptional: Bool = false, isRepeating: Bool = false) {
      self.name = name
      self.help = help
      self.isOptional = isOptional
      self.isRepeating = isRepeating
    }

    /// How the argument appears in a usage line: `<file>` or, when repeating, `<file> ...`.
    package var usageLabel: String {
      isRepeating ? "<\(name)> ..." : "<\(name)>"
    }
  }

  /// A named option: a flag such as `--json`, or an option that takes a value such as
  /// `--tax <amount>`.
  package struct Option: Sendable, Equatable {
    /// Whether an option takes a value, and how often it may be given.
    package enum Kind: Sendable, Equatable {
      /// Takes no value, such as `--json`; at most once.
      case flag
      /// Takes one value, such as `--tax <amount>`; at most once.
      case singleValue
      /// Takes one value each time it is given, such as `--config <file>`; any number of times.
      case repeatableValue
    }

    /// The long name without dashes, such as `tip-percent`; the name that
    /// ``ParsedArguments/value(of:)`` and friends read the value by.
    package var name: String
    /// The one-letter short name, such as `t` for `-t`, if any.
    package var short: Character?
    /// The placeholder for the value without angle brackets, such as `amount`; empty for flags.
    package var valueName: String
    /// One or more sentences for the `OPTIONS:` section of the help.
    package var help: String
    /// Whether the option takes a value, and how often it may be given.
    package var kind: Kind
    /// Whether the command refuses to run without it.
    package var isRequired = false

    /// An option called `--name`; see ``flag(_:short:help:)``, ``value(_:short:valueName:help:isRequired:)``
    /// and ``repeating(_:short:valueName:help:isRequired:)``.
    package init(
      name: String, short: Character? = nil, valueName: String, help: String, kind: Kind,
      isRequired: Bool = false
    ) {
      self.name = name
      self.short = short
      self.valueName = valueName
      self.help = help
      self.kind = kind
      self.isRequired = isRequired
    }

    /// A flag, such as `--json`.
    package static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
      Option(name: name, short: short, valueName: "", help: help, kind: .flag)
    }

    /// An option that takes one value and may be given once, such as `--tax <amount>`.
    package static func value(
      _ name: String, short: Character? = nil, valueName: String, help: String,
      isRequired: Bool = false
    ) -> Option {
      Option(
        name: name, short: short, valueName: valueName, help: help, kind: .singleValue,
        isRequired: isRequired)
    }

    /// An option that takes one value each time and may be given any number of times, such as
    /// `--config <file>`.
    package static func repeating(
      _ name: String, short: Character? = nil, valueName: String, help: String,
      isRequired: Bool = false
    ) -> Option {
      var option = value(
        name, short: short, valueName: valueName, help: help, isRequired: isRequired)
      option.kind = .repeatableValue
      return option
    }

    /// The built-in `-h, --help` flag that every command accepts.
    package static let helpFlag = Option.flag("help", short: "h", help: "Show help information.")

    /// The built-in `--version` flag that the root command accepts when it has a version.
    package static let versionFlag = Option.flag("version", help: "Show the version.")

    /// Whether the option takes a value.
    package var takesValue: Bool { kind != .flag }

    /// The option as written in a usage line, such as `--tax <amount>` or `--config <file> ...`.
    package var usageLabel: String {
      switch kind {
      case .flag: "--\(name)"
      case .singleValue: "--\(name) <\(valueName)>"
      case .repeatableValue: "--\(name) <\(valueName)> ..."
      }
    }

    /// The option as written in the `OPTIONS:` section, such as `-t, --tax <amount>`.
    package var helpLabel: String {
      let names = short.map { "-\($0), --\(name)" } ?? "--\(name)"
      return takesValue ? "\(names) <\(valueName)>" : names
    }
  }

  /// Options of which at most one may be given, such as `--split` and `--weights`; when the group
  /// is required, exactly one must be given.
  package struct ExclusiveGroup: Sendable, Equatable {
    /// The long names of the options, without dashes, in the order the usage line shows them.
    package var names: [String]
    /// Whether one of the options must be given.
    package var isRequired = false

    /// A group of the options with these long names.
    package init(names: [String], isRequired: Bool = false) {
      self.names = names
      self.isRequired = isRequired
    }
  }

  /// The name that selects the command, such as `quote`, or the tool name for the root.
  package var name: String
  /// One sentence, ending with a full stop, shown after `OVERVIEW:` and in the parent's
  /// `SUBCOMMANDS:` list.
  package var abstract: String
  /// An optional longer explanation shown after the overview; blank lines separate paragraphs.
  package var discussion: String?
  /// The version printed for `--version`; used only on the root command.
  package var version: String?
  /// The positional arguments, in order.
  package var arguments: [Argument] = []
  /// The declared options, in the order the help shows them.
  package var options: [Option] = []
  /// Groups of mutually exclusive options.
  package var exclusiveGroups: [ExclusiveGroup] = []
  /// The subcommands; a command with subcommands takes no positional arguments of its own.
  package var subcommands: [CommandSpec] = []
  /// For options that people may expect but the command does not take, by long name without
  /// dashes: a sentence added to the unknown-option error saying what to do instead.
  package var unknownOptionAdvice: [String: String] = [:]

  /// A command called `name`; see the properties for the rest.
  package init(
    name: String, abstract: String, discussion: String? = nil, version: String? = nil,
    arguments: [Argument] = [], options: [Option] = [], exclusiveGroups: [ExclusiveGroup] = [],
    subcommands: [CommandSpec] = [], unknownOptionAdvice: [String: String] = [:]
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.version = version
    self.arguments = arguments
    self.options = options
    self.exclusiveGroups = exclusiveGroups
    self.subcommands = subcommands
    self.unknownOptionAdvice = unknownOptionAdvice
  }

  /// The declared options followed by the built-in ones: `--version` (root only, when there is a
  /// version) and `-h, --help`.
  package func allOptions(isRoot: Bool) -> [Option] {
    var all = options
    if isRoot && version != nil { all.append(.versionFlag) }
    all.append(.helpFlag)
    return all
  }

  /// The declared option with the given long name, if any.
  package func option(named name: String) -> Option? {
    options.first { $0.name == name }
  }

  /// The declared option with the given short name, if any.
  package func option(short: Character) -> Option? {
    options.first { $0.short == short }
  }

  /// The subcommand with the given name, if any.
  package func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// The exclusive groups that contain the option with the given long name.
  package func groups(containing name: String) -> [ExclusiveGroup] {
    exclusiveGroups.filter { $0.names.contains(name) }
  }

  /// Mistakes in the declaration of this command and its subcommands, one sentence each; empty
  /// when the declaration is sound. ``ArgumentParser`` asserts that there are none.
  package var problems: [String] {
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
