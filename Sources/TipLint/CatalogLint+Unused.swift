import TipJSON
import TipPricing

extension CatalogLint {
  /// The policies of the linted files that no policy, test or default refers to, as notes.
  /// `regional` is in use wherever it is defined: a bill's region picks it, and its rules
  /// become the regions' screens.
  static func unusedFindings(in catalog: PolicyCatalog, documents: [LintDocument])
    -> [LintFinding]
  {
    var used: Set<String> = [PolicyCatalog.regionalPolicyName]
    if let name = catalog.defaultPolicyName { used.insert(name) }
    for document in documents {
      if let name = document.defaultName { used.insert(name) }
      used.formUnion(document.testedPolicies)
    }
    for name in catalog.names {
      guard let entry = try? catalog.entry(named: name) else { continue }
      for component in entry.policy.components {
        if let referenced = component.reference.name, referenced != name {
          used.insert(referenced)
        }
      }
    }
    var findings: [LintFinding] = []
    for document in documents where document.file != CatalogSource.builtIn.name {
      for name in document.names(in: "policies") where !used.contains(name) {
        guard let entry = try? catalog.entry(named: name), entry.source == document.file,
          let path = document.path(of: name, in: "policies")
        else { continue }
        findings.append(
          LintFinding(
            location: document.location(path), rule: .unusedPolicy,
            message: "policy '\(name)' is not used: no policy, screen, charge, test or default "
              + "refers to it",
            suggestion: "refer to it, make it the \"default\", or remove it"))
      }
    }
    return findings
  }
}
