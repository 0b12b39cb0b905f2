import TipEngine

/// `tipcalc policies`: the names, kinds and descriptions of the catalog's policies.
enum PoliciesCommand: TipCommand {
  static let spec = CommandSpec(
    name: "policies",
    abstract: "List the policies of the catalog: names, kinds and one-line descriptions.",
    options: CatalogOptions.options + [
      .flag("json", help: "Print a JSON array of {name, kind, description} objects.")
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let catalog = try CatalogOptions.load(arguments, context: context)
    let entries = catalog.names.compactMap { try? catalog.entry(named: $0) }
    if arguments.isSet("json") {
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
    var table = TextTable()
    table.append("Name", "Kind", "Description")
    for entry in entries { table.append(entry.name, entry.kind, entry.description) }
    var text = table.text
    if let name = catalog.defaultPolicyName {
      text += "\n\nThe default policy is '\(name)'; see 'tipcalc explain <name>' for details."
    }
    context.print(text)
  }
}
