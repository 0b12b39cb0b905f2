import TipJSON
import TipPricing

/// One catalog file as lint reads it beside the loaded catalog: its parsed JSON, to place each
/// finding at the line and column of the value it is about, and the names the file uses that
/// the catalog does not keep (its `default`, its tests' policies).
struct LintDocument {
  /// The file's name, as the catalog's sources name it.
  let file: String
  /// The parsed file; `nil` when it does not parse (it then did not load either).
  let root: JSONNode?

  /// Parses `source`.
  init(_ source: CatalogSource) {
    file = source.name
    root = try? JSONReader.parse(
      source.bytes, file: source.name, maximumDepth: PolicyCatalog.Limits.maximumJSONDepth)
  }

  /// The location of the value at `path`: its line and column, or the nearest enclosing
  /// value's when the path goes further than the file.
  func location(_ path: DocumentPath) -> DocumentLocation {
    guard let node = root?.descendant(at: path.codingKeys) else {
      return DocumentLocation(file: file, path: path.rendered)
    }
    return DocumentLocation(file: file, path: path.rendered, at: node)
  }

  /// The path of the element of the top-level array `section` whose `name` is `name`:
  /// `policies[2]`.
  func path(of name: String, in section: String) -> DocumentPath? {
    guard case .array(let items) = root?.member(section)?.value,
      let index = items.firstIndex(where: { $0.member("name")?.stringValue == name })
    else { return nil }
    return DocumentPath.key(section).index(index)
  }

  /// The names of the elements of the top-level array `section`.
  func names(in section: String) -> [String] {
    guard case .array(let items) = root?.member(section)?.value else { return [] }
    return items.compactMap { $0.member("name")?.stringValue }
  }

  /// The file's `default` policy name, if any.
  var defaultName: String? { root?.member("default")?.stringValue }

  /// The `policy` of each case of the file's `tests`, read from the JSON (a test names a policy
  /// it checks, so that policy is in use).
  var testedPolicies: [String] {
    guard case .array(let cases) = root?.member("tests")?.value else { return [] }
    return cases.compactMap { $0.member("policy")?.stringValue }
  }
}

extension JSONNode {
  /// The text of a JSON string.
  fileprivate var stringValue: String? {
    if case .string(let text) = value { return text }
    return nil
  }
}
