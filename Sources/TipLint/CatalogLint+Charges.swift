import TipJSON
import TipPricing

extension CatalogLint {
  /// The section of a catalog file that lists service charges.
  static let serviceChargesKey = "serviceCharges"

  /// Each pair of the catalog's gratuity charges that can apply to the same bill, reported at
  /// the later one where a linted file defines it (else at the earlier one).
  static func gratuityFindings(in catalog: PolicyCatalog, documents: [LintDocument])
    -> [LintFinding]
  {
    let gratuities = catalog.charges.serviceCharges.filter(\.isGratuity)
    guard gratuities.count > 1 else { return [] }
    // The file whose charge of each name applies: the last file that defines one.
    func place(of charge: ServiceCharge) -> DocumentLocation? {
      guard
        let document = documents.last(where: {
          $0.names(in: serviceChargesKey).contains(charge.name)
        }), document.file != CatalogSource.builtIn.name,
        let path = document.path(of: charge.name, in: serviceChargesKey)
      else { return nil }
      return document.location(path)
    }
    let space = ConditionSpace(gratuities.map(\.condition))
    let boxes = gratuities.map { space.box(of: $0.condition) }
    var findings: [LintFinding] = []
    for later in gratuities.indices {
      for earlier in gratuities.indices where earlier < later {
        guard boxes[later].intersection(boxes[earlier]) != nil,
          let location = place(of: gratuities[later]) ?? place(of: gratuities[earlier])
        else { continue }
        let (first, second) = (gratuities[earlier], gratuities[later])
        findings.append(
          LintFinding(
            location: location, rule: .doubleGratuity,
            message: "service charges '\(first.name)' (\(whenText(first))) and "
              + "'\(second.name)' (\(whenText(second))) are both gratuities and both apply to "
              + "some bills, which then pay staff twice",
            suggestion: "give them conditions no bill meets together (such as party sizes "
              + "that do not overlap), or mark one \"gratuity\": false"))
      }
    }
    return findings
  }

  /// A charge's condition in words, `always` when it has none.
  private static func whenText(_ charge: ServiceCharge) -> String {
    charge.condition.summary
  }
}
