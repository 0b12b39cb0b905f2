import TipJSON

extension PolicyCatalog {
  /// The top-level keys of a catalog file that hold its charges.
  package enum ChargeSectionKey {
    /// `serviceCharges`: an array of charge objects.
    package static let serviceCharges = "serviceCharges"
    /// `cashRounding`: an object from region codes to rules.
    package static let cashRounding = "cashRounding"
  }

  /// What one file's `serviceCharges` and `cashRounding` sections hold, and their errors.
  struct ChargeSections {
    /// The charges, in file order.
    var serviceCharges: [ServiceCharge] = []
    /// The rules, in file order.
    var cashRounding: [(region: Region, rounding: CashRounding)] = []
    /// Every problem found, in file order.
    var errors: [CatalogError] = []
  }

  /// Reads the `serviceCharges` and `cashRounding` sections of a file's root object, reporting
  /// every problem rather than stopping at the first.
  static func readChargeSections(of object: JSONObject, file: String) -> ChargeSections {
    var sections = ChargeSections()
    let decoder = ConfigDecoder(file: file)
    func error(
      _ kind: CatalogError.Kind, _ path: String, _ node: JSONNode, _ message: String,
      _ suggestion: String? = nil
    ) -> CatalogError {
      CatalogError(kind, file: file, path: path, at: node, message, suggestion: suggestion)
    }
    let chargesKey = ChargeSectionKey.serviceCharges
    if let node = object[chargesKey] {
      if case .array(let items) = node.value {
        var seen: [String: JSONNode] = [:]
        for (index, item) in items.enumerated() {
          let codingPath: [any CodingKey] = [
            ConfigCodingKey(chargesKey), ConfigCodingKey(index: index),
          ]
          let charge: ServiceCharge
          do {
            charge = try decoder.decode(ServiceCharge.self, from: item, codingPath: codingPath)
          } catch {
            sections.errors.append(error)
            continue
          }
          if let first = seen[charge.name] {
            sections.errors.append(
              error(
                .duplicateName, ConfigDecoder.render(codingPath), item,
                "duplicate service charge name '\(charge.name)' (first at line \(first.line))",
                "rename one of them; names are unique within a file"))
            continue
          }
          seen[charge.name] = item
          sections.serviceCharges.append(charge)
        }
      } else {
        sections.errors.append(
          error(
            .typeMismatch, chargesKey, node,
            "expected an array of service charge objects, found \(node.foundDescription)",
            "write \"\(chargesKey)\": [{\"name\": \"large-party\", \"rate\": \"18\", …}]"))
      }
    }
    let roundingKey = ChargeSectionKey.cashRounding
    if let node = object[roundingKey] {
      if case .object(let rules) = node.value {
        for member in rules.members where !member.key.hasPrefix("$") {
          let path = "\(roundingKey).\(member.key)"
          let region: Region
          do {
            region = try checkedRegion(member.key)
          } catch {
            sections.errors.append(
              CatalogError(
                .invalidValue, file: file, path: path, line: member.value.line,
                column: member.value.column, message: error.problemWithoutKind,
                suggestion: error.recoverySuggestion))
            continue
          }
          let rounding: CashRounding
          do {
            rounding = try decoder.decode(
              CashRounding.self, from: member.value,
              codingPath: [ConfigCodingKey(roundingKey), ConfigCodingKey(member.key)])
            try CashRounding.check(increment: rounding.increment, in: region.currency)
          } catch let problem as PolicyError {
            let target = member.value.member("increment") ?? member.value
            sections.errors.append(
              error(
                .invalidValue, "\(path).increment", target, problem.problemWithoutKind,
                problem.recoverySuggestion))
            continue
          } catch let failure as CatalogError {
            sections.errors.append(failure)
            continue
          } catch {
            sections.errors.append(
              CatalogError(.invalidValue, file: file, path: path, message: "\(error)"))
            continue
          }
          sections.cashRounding.append((region, rounding))
        }
      } else {
        sections.errors.append(
          error(
            .typeMismatch, roundingKey, node,
            "expected an object of region codes and cash-rounding rules, such as "
              + "{\"CH\": {\"increment\": \"0.05\"}}, found \(node.foundDescription)"))
      }
    }
    return sections
  }

  /// The region of a `cashRounding` key: an upper-case ISO 3166-1 code or ISO 3166-2
  /// subdivision.
  private static func checkedRegion(_ code: String) throws(PolicyError) -> Region {
    guard code == code.uppercased(), let region = try? Region(code) else {
      throw .invalidSetting(
        kind: CashRounding.kind, setting: code, problem: "unknown region '\(code)'",
        expected: Region.expectedCatalogKey(for: code))
    }
    return region
  }
}
