import Foundation
import Testing
import TipEngine

@testable import TipPricing

/// The zones of subdivisions that are also countries (`FR-974` is Réunion), of China, and the
/// principal zones a refusal quotes.
@Suite("Time zones of subdivisions that are countries, of China, and refusals' examples")
struct OwnCountryTimeZoneTests {
  /// 2026-11-28T19:00:00Z.
  static let evening = OrderTime.instant(Instant(secondsSince1970: 1_795_892_400), utcOffset: nil)

  /// A resolver with the catalog zones `zones`, by region code.
  static func resolver(_ zones: [String: String] = [:]) throws -> TimeZoneResolver {
    var catalogZones: [Region: String] = [:]
    for (code, zone) in zones { catalogZones[try Region(code)] = zone }
    return TimeZoneResolver(catalogZones: catalogZones)
  }

  @Test(
    "A subdivision that is also a country is in that country's zone, not its parent's",
    arguments: [
      ("FR-974", "2026-11-28T23:00", "Indian/Reunion"),
      ("FR-973", "2026-11-28T16:00", "America/Cayenne"),
      ("FR-NC", "2026-11-29T06:00", "Pacific/Noumea"),
      ("NL-AW", "2026-11-28T15:00", "America/Aruba"),
      ("NL-BQ1", "2026-11-28T15:00", "America/Kralendijk"),
      ("US-PR", "2026-11-28T15:00", "America/Puerto_Rico"),
      ("CN-HK", "2026-11-29T03:00", "Asia/Hong_Kong"),
      ("NO-21", "2026-11-28T20:00", "Arctic/Longyearbyen"),
      // The parent's other subdivisions keep the parent's zone.
      ("FR-IDF", "2026-11-28T20:00", "Europe/Paris"),
      ("NL-NH", "2026-11-28T20:00", "Europe/Amsterdam"),
    ])
  func ownCountryZone(region: String, wall: String, zone: String) throws {
    let resolved = try Self.resolver().localTime(
      of: Self.evening, timeZone: nil, region: try Region(region))
    #expect(resolved.localTime.description == wall)
    #expect(resolved.timeZone?.identifier == zone)
    #expect(resolved.source == .region)
  }

  @Test("A subdivision that is a country of several offsets is refused, even in a parent of one")
  func ownCountryOfSeveralOffsets() throws {
    let resolver = try Self.resolver(["FR": "Europe/Paris", "US": "America/New_York"])
    for (code, example) in [("FR-PF", "Pacific/Tahiti"), ("US-UM", "Pacific/Midway")] {
      let region = try Region(code)
      do throws(TimeZoneError) {
        let found = try resolver.timeZone(for: region)
        Issue.record("\(code) was placed in \(String(describing: found?.zone.identifier))")
      } catch {
        #expect(error == .severalOffsets(region, example: nil))
        #expect(error.exampleZone == example)
      }
    }
    // Its own country's catalog entry settles it.
    let settled = try Self.resolver(["PF": "Pacific/Marquesas"]).timeZone(for: try Region("FR-PF"))
    #expect(settled?.zone.identifier == "Pacific/Marquesas")
    #expect(settled?.source == .catalog)
  }

  @Test("China keeps Beijing Time; only Xinjiang, with its informal time too, is refused")
  func china() throws {
    for region in ["CN", "CN-BJ", "CN-SH"] {
      let resolved = try Self.resolver().localTime(
        of: Self.evening, timeZone: nil, region: try Region(region))
      #expect(resolved.localTime.description == "2026-11-29T03:00")
      #expect(resolved.timeZone?.identifier == "Asia/Shanghai")
    }
    let xinjiang = try Region("CN-XJ")
    do throws(TimeZoneError) {
      _ = try TimeZoneResolver().timeZone(for: xinjiang)
      Issue.record("CN-XJ was not refused")
    } catch {
      #expect(error == .severalOffsets(xinjiang, example: nil))
      #expect(error.exampleZone == "Asia/Shanghai")
    }
    let settled = try Self.resolver(["CN": "Asia/Urumqi"]).timeZone(for: try Region("CN-XJ"))
    #expect(settled?.zone.identifier == "Asia/Urumqi")
  }

  @Test(
    "A refusal's example zone is the region's principal one, or its country's capital's",
    arguments: [
      ("MX", "America/Mexico_City"), ("MX-CMX", "America/Mexico_City"),
      ("BR", "America/Sao_Paulo"), ("BR-SP", "America/Sao_Paulo"), ("RU", "Europe/Moscow"),
      ("RU-MOW", "Europe/Moscow"), ("KI", "Pacific/Tarawa"), ("ID", "Asia/Jakarta"),
      ("UA", "Europe/Kyiv"), ("US", "America/New_York"), ("CA", "America/Toronto"),
      ("CA-QC", "America/Toronto"), ("US-TX", "America/Chicago"),
    ])
  func exampleZone(region: String, zone: String) throws {
    let code = try Region(region)
    do throws(TimeZoneError) {
      let found = try TimeZoneResolver().timeZone(for: code)
      Issue.record("\(region) was placed in \(String(describing: found?.zone.identifier))")
    } catch {
      #expect(error.exampleZone == zone)
      #expect(error.recoverySuggestion?.contains("an IANA name such as \(zone))") == true)
    }
  }

  @Test("Every region of several offsets has a principal zone that Foundation knows")
  func everyRegionOfSeveralOffsetsHasPrincipalZone() {
    for code in RegionTimeZones.severalOffsets {
      let zone = RegionTimeZones.principalZones[code]
      #expect(zone.flatMap(TimeZone.init(identifier:)) != nil, "\(code): \(zone ?? "none")")
    }
    for (code, country) in RegionTimeZones.overseasCountries {
      #expect((try? Region(code))?.isSubdivision == true, "\(code)")
      #expect((try? Region(country))?.isSubdivision == false, "\(code): \(country)")
    }
  }
}
