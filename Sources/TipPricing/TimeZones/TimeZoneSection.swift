import Foundation
import TipJSON

/// The `timeZones` section of a catalog: region or subdivision codes to IANA time zone names,
/// such as `{"US-NY": "America/New_York"}`. A later file's entry for a region replaces an earlier
/// one's.
package struct TimeZoneSection: CatalogSection {
  /// The section's key.
  package static let key = "timeZones"
  package static let keys = [key]

  /// The zones of every file read so far, by region.
  package private(set) var zones: [Region: String] = [:]

  package init() {}

  package mutating func read(_ object: JSONObject, file: String, errors: inout [CatalogError]) {
    guard
      let members = PolicyCatalog.sectionMembers(
        of: object, key: Self.key, file: file,
        expected: "an object of region codes and IANA time zone names, such as "
          + "{\"US-NY\": \"America/New_York\"}", errors: &errors)
    else { return }
    for member in members {
      let path = "\(Self.key).\(member.key)"
      let node = member.value
      guard member.key == member.key.uppercased(), let region = try? Region(member.key) else {
        errors.append(
          CatalogError(
            .invalidValue, file: file, path: path, at: node,
            "unknown region '\(member.key)'",
            suggestion: Region.expectedCatalogKey(for: member.key)))
        continue
      }
      guard case .string(let name) = node.value else {
        errors.append(
          CatalogError(
            .typeMismatch, file: file, path: path, at: node,
            "expected an IANA time zone name such as \"America/New_York\", found "
              + node.foundDescription))
        continue
      }
      do {
        _ = try TimeZoneError.zone(named: name)
      } catch {
        let expected = "expected an IANA time zone name such as \"America/New_York\""
        let message: String
        if case .abbreviation = error {
          message = error.description
        } else {
          message = "unknown time zone '\(name)'"
        }
        errors.append(
          CatalogError(
            .invalidValue, file: file, path: path, at: node, message,
            suggestion: error.nameToWrite.map { "write \($0)" }
              ?? error.suggestion.map { "did you mean '\($0)'?" } ?? expected))
        continue
      }
      zones[region] = name
    }
  }
}

extension PolicyCatalog {
  /// The time zones of the catalog's `timeZones` section, by region (countries and
  /// subdivisions); empty when its files have none.
  public var timeZones: [Region: String] { section(TimeZoneSection.self).zones }

  /// The resolver of bills' local times with the catalog's `timeZones` (see
  /// ``TimeZoneResolver``).
  public var timeZoneResolver: TimeZoneResolver {
    TimeZoneResolver(catalogZones: timeZones)
  }
}
