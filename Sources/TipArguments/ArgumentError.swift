/// A mistake on the command line, as ``CommandLineParser`` finds it: what was wrong, and about
/// which command. It carries no wording: each tool says it in its own words and with its own
/// exit status (the parser's `makeFailure`).
package struct ArgumentError: Error, Sendable, Equatable {
  /// What was wrong. Options are named as written (`--tax`, `-t`); tokens are quoted as given,
  /// for the tool to make safe to show.
  package enum Kind: Sendable, Equatable {
    /// `--name` (`token` as written, perhaps with `=value`) is not an option of the command;
    /// `candidates` are the long names it has, without dashes, and `advice` the command's
    /// sentence for this name, if any.
    case unknownOption(token: String, name: String, candidates: [String], advice: String?)
    /// A word written with one dash, such as `-split`, that is no group of short options;
    /// `candidates` are the long names the command has, without dashes.
    case unknownOptionWord(token: String, candidates: [String])
    /// A letter of a group of short options, such as the `x` of `-jx`, that is not an option.
    case unknownShortOption(Character)
    /// A flag given a value, such as `--json=yes`.
    case unexpectedValue(option: String)
    /// An option that takes a value, given none (at the end, or before another option).
    case missingValue(option: String)
    /// An option that may be given once, given again (by its long name).
    case repeatedOption(String)
    /// Two options of which at most one may be given (by their long names, in order).
    case conflictingOptions(String, String)
    /// A positional token that the command has no room for.
    case unexpectedArgument(String)
    /// A word where a subcommand's name was expected; `candidates` are the names there are.
    case unknownCommand(String, candidates: [String])
    /// Something required is missing: one usage label, such as `<subtotal>`, or the labels of a
    /// required group of options, one of which must be given.
    case missingArgument([String])
  }

  /// What was wrong.
  package var kind: Kind
  /// The command it is about, from the root, such as `["tipcalc", "quote"]`.
  package var commandPath: [String]
  /// That command's usage block, starting with `Usage: `.
  package var synopsis: String

  /// A mistake of `kind` about the command at `commandPath`, whose usage block is `synopsis`.
  package init(_ kind: Kind, commandPath: [String], synopsis: String) {
    self.kind = kind
    self.commandPath = commandPath
    self.synopsis = synopsis
  }
}
