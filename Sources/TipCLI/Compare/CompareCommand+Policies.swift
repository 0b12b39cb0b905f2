import TipArguments
import TipEngine

/// The two policies `compare` prices with, and the message for a name one side's catalog does
/// not have: which option gave the name, which catalog files it was looked up in, and a
/// `tipcalc policies` command that lists that side's names.
extension CompareCommand {
  /// One side of the comparison: the option that names its policy and the catalog it is looked
  /// up in.
  struct Side {
    /// `--policy <name>` or `--with <name>`.
    var option: CommandSpec.Option
    /// Whether the name is `--policy`'s, taken by `--with` because it was not given.
    var isDefaulted = false
    /// The files and the choice of the built-in catalog that make the side's catalog.
    var catalog: CatalogOptions
    /// Where the side's files come from, as the message says it (`the --config files`); `nil`
    /// when there is nothing to say, as for the built-in catalog alone.
    var source: String?
  }

  /// The policy `name` in `catalog`, or the data error (65) saying which option gave it and
  /// where it was looked up; `other` is the other side's catalog, named in the message when it
  /// has the name.
  static func policy(
    _ name: String, for side: Side, in catalog: PolicyCatalog,
    other: (catalog: PolicyCatalog, source: String)?
  ) throws(CLIError) {
    guard (try? catalog.policy(named: name)) == nil else { return }
    var message = "Unknown policy '\(TerminalText.echoed(name))' for '\(side.option.usageLabel)'"
    if side.isDefaulted {
      message += " (the --\(Key.policy.name) name, as --\(Key.with.name) is not given)"
    }
    let files = side.catalog.files.map(TerminalText.path)
    var notes = [side.source].compactMap { $0 }
    if !side.catalog.includesBuiltIn {
      notes.append(
        "without the built-in catalog, as --\(CatalogOptions.noDefaultCatalog.name) asks")
    }
    if let other, (try? other.catalog.policy(named: name)) != nil {
      notes.append("'\(TerminalText.echoed(name))' is in \(other.source)")
    }
    let place =
      files.isEmpty
      ? "the built-in catalog"
      : listed(files) + (side.catalog.includesBuiltIn ? " over the built-in catalog" : "")
    message += ": not in \(place)"
    message += notes.isEmpty ? "." : " (\(notes.joined(separator: "; ")))."
    if let near = suggestion(for: name, among: catalog.names) {
      message += " Did you mean '\(near)'?"
    }
    let listing =
      ["tipcalc policies"] + files.map { "--config \($0)" }
      + (side.catalog.includesBuiltIn ? [] : ["--\(CatalogOptions.noDefaultCatalog.name)"])
    message += " See '\(listing.joined(separator: " "))' for the list"
    message += side.isDefaulted ? ", or give '\(Key.with.usageLabel)'." : "."
    throw CLIError.dataError(message)
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func listed(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
