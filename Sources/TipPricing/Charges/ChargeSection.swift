import TipJSON

/// The `serviceCharges` and `cashRounding` sections of a catalog: a later file's charge replaces
/// an earlier one of the same name, and its rule for a region an earlier rule for that region.
package struct ChargeSection: CatalogSection {
  package static let keys = [
    PolicyCatalog.ChargeSectionKey.serviceCharges, PolicyCatalog.ChargeSectionKey.cashRounding,
  ]

  /// The charges and rules of every file read so far.
  package private(set) var charges = CatalogCharges()
  /// The file that defined each service charge, by name.
  package private(set) var serviceChargeSources: [String: String] = [:]

  package init() {}

  package mutating func read(_ object: JSONObject, file: String, errors: inout [CatalogError]) {
    let sections = PolicyCatalog.readChargeSections(of: object, file: file)
    for charge in sections.serviceCharges {
      serviceChargeSources[charge.name] = file
      if let index = charges.serviceCharges.firstIndex(where: { $0.name == charge.name }) {
        charges.serviceCharges[index] = charge
      } else {
        charges.serviceCharges.append(charge)
      }
    }
    for rule in sections.cashRounding { charges.cashRounding[rule.region] = rule.rounding }
    errors += sections.errors
  }
}
