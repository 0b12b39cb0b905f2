import TipArguments
import TipEngine

/// `tipcalc policies`: the names, kinds and descriptions of the catalog's policies.
enum PoliciesCommand: TipCommand {
  /// The options, declared once for the spec and for ``run(_:context:)``.
  enum Key {
    /// `--json`.
    static let json = CommonOptions.json(
      help: "Print a JSON array of {name, kind, description} objects.")
  }

  static let spec = CommandSpec(
    name: "policies",
    abstract: "List the policies of the catalog: names, kinds and one-line descriptions.",
    options: CatalogOptions.options + [Key.json])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let catalog = try CatalogOptions(arguments).load(context: context)
    let entries = catalog.names.compactMap { try? catalog.entry(named: $0) }
    if arguments.isSet(Key.json) {
      let json = JSONOutput.array(
        entries.map { entry in
          .object([
            ("name", .string(entry.name)),
            ("kind", .string(entry.kind)),
            ("description", .string(entry.description)),
          ])
        })
      context.print(json.text)
      return
    }
    // Catalog text is shown with its control characters escaped, never sent to the terminal.
    let shown: (String) -> String = TerminalText.escaped
    var table = TextTable()
    table.append("Name", "Kind", "Description")
    for entry in entries {
      table.append(shown(entry.name), shown(entry.kind), shown(entry.description))
    }
    var text = table.text
    if let name = catalog.defaultPolicyName {
      text +=
        "\n\nThe default policy is '\(shown(name))'; see 'tipcalc explain <name>' for "
        + "details."
    }
    context.print(text)
  }
}
