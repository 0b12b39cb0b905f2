import TipArguments
import TipEngine

/// `tipcalc policies`: the names, kinds and descriptions of the catalog's policies.
enum PoliciesCommand: CatalogListing {
  static let name = "policies"
  static let abstract =
    "List the policies of the catalog: names, kinds and one-line descriptions."
  static let fields = "{name, kind, description, default}"

  static func listing(of catalog: PolicyCatalog, asJSON: Bool) -> String {
    let entries = catalog.names.compactMap { try? catalog.entry(named: $0) }
    if asJSON {
      return JSONOutput.array(
        entries.map { entry in
          .object([
            ("name", .string(entry.name)),
            ("kind", .string(entry.kind)),
            ("description", .string(entry.description)),
            // The text's closing note, per policy: whether it is the catalog's default.
            ("default", .boolean(entry.name == catalog.defaultPolicyName)),
          ])
        }
      ).text
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
    return text
  }
}
