import TipArguments
import TipEngine

/// `tipcalc regions`: the regions the catalog's `regional` policy covers.
enum RegionsCommand: CatalogListing {
  static let name = "regions"
  static let abstract =
    "List the regions of the catalog's 'regional' policy: currency, policy and note."
  /// With a fallback, the last object has a null region and currency: the policy elsewhere.
  static let fields = "{region, currency, policy, note}"

  static func listing(of catalog: PolicyCatalog, asJSON: Bool) throws(CLIError) -> String {
    guard let regional = catalog.regionalPolicy else {
      throw CLIError.dataError(
        "The catalog has no per-region policy named '\(PolicyCatalog.regionalPolicyName)'; "
          + "define one of kind 'region' with --config.")
    }
    let rows = regional.regionCodes.compactMap { code in
      regional.rule(for: code).map { (code: code, rule: $0) }
    }
    if asJSON {
      var objects: [JSONOutput] = rows.map { row in
        .object([
          ("region", .string(row.code)),
          ("currency", (try? Region(row.code)).map { .string($0.currency.code) } ?? .null),
          ("policy", .string(policyName(row.rule.policy))),
          ("note", row.rule.note.map { .string($0) } ?? .null),
        ])
      }
      // The text's "Elsewhere" line: the policy of every region not listed.
      if let fallback = regional.fallback {
        objects.append(
          .object([
            ("region", .null), ("currency", .null), ("policy", .string(policyName(fallback))),
            ("note", .null),
          ]))
      }
      return JSONOutput.array(objects).text
    }
    var table = TextTable()
    table.append("Region", "Currency", "Policy", "Note")
    for row in rows {
      // Catalog text is shown with its control characters escaped, never sent to the terminal.
      table.append(
        row.code, (try? Region(row.code))?.currency.code ?? "",
        TerminalText.escaped(policyName(row.rule.policy)), TerminalText.escaped(row.rule.note ?? "")
      )
    }
    var text = table.text
    if let fallback = regional.fallback {
      text += "\n\nElsewhere: \(TerminalText.escaped(policyName(fallback)))."
    }
    return text
  }

  /// The catalog name of a referenced policy, or its summary when it has none.
  static func policyName(_ reference: PolicyReference) -> String {
    reference.name ?? reference.policy.summary
  }
}
