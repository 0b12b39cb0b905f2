import TipJSON
import TipPricing

/// The `screens` section of a catalog: each file's screens and rules, resolved once every file
/// is read (a later file's screen replaces an earlier one of the same name), with the screens
/// derived from the `regional` policy.
package struct ScreenCatalogSection: CatalogSection {
  package static let keys = [PolicyCatalog.screensKey]

  /// Each file's section, in load order, until they are resolved.
  private var files: [PolicyCatalog.ScreenSection] = []
  /// The resolved screens.
  package private(set) var screens = CatalogScreens()

  package init() {}

  package mutating func read(_ object: JSONObject, file: String, errors: inout [CatalogError]) {
    let section = PolicyCatalog.readScreenSection(of: object, file: file)
    files.append(section)
    errors += section.errors
  }

  package mutating func complete(with catalog: PolicyCatalog, errors: inout [CatalogError]) {
    let resolved = PolicyCatalog.resolveScreens(files, regional: catalog.regionalPolicy)
    screens = resolved.screens
    errors += resolved.errors
    files = []
  }
}

extension PolicyCatalog {
  /// The tip screens of every source, by name and by region, with those derived from the
  /// `regional` policy (see ``CatalogScreens``).
  public var screens: CatalogScreens { section(ScreenCatalogSection.self).screens }
}
