import TipJSON
import TipPricing
import TipScreens

/// The `tests` section of a catalog: every file's cases, in load order. A case's policy and
/// screen are checked once every file is read, against the layered catalog.
package struct CatalogTestSection: CatalogSection {
  /// The top-level key of a catalog file that holds its test cases: `tests`.
  package static let key = "tests"
  package static let keys = [key]

  /// A name a case refers to, and the error to report, at its key, if the catalog lacks it.
  private struct Reference: Sendable {
    enum Target: Sendable {
      case policy(String?)
      case screen(String)
      /// An instant, read in the case's zone or the catalog's or the region's.
      case time(CatalogTestCase)
    }
    var target: Target
    var caseName: String
    var error: CatalogError
  }

  /// The cases of the built-in catalog, not yet read: they are read when asked for (see
  /// ``cases``), so that loading the built-in catalog for a quote does not read them. Its own
  /// tests load `Policies/default.json` as a file, which reads and checks every case.
  private var builtInItems: [JSONNode] = []
  /// The cases of the other files, in load order.
  private var fileCases: [CatalogTestCase] = []

  /// The cases of every file, in load order: the built-in catalog's first.
  package var cases: [CatalogTestCase] {
    let file = CatalogSource.builtIn.name
    let builtIn = builtInItems.enumerated().compactMap { index, item in
      try? Self.decode(item, index: index, file: file)
    }
    return builtIn + fileCases
  }
  /// The names the cases refer to, checked by ``complete(with:errors:)``.
  private var references: [Reference] = []

  package init() {}

  package mutating func read(_ object: JSONObject, file: String, errors: inout [CatalogError]) {
    let key = Self.key
    guard let node = object[key] else { return }
    guard case .array(let items) = node.value else {
      errors.append(
        CatalogError(
          .typeMismatch, file: file, path: key, at: node,
          "expected an array of test cases, found \(node.foundDescription)",
          suggestion: "write [{\"name\": …, \"bill\": {\"subtotal\": \"84.50\"}, \"expect\": "
            + "{\"tip\": \"15.21\"}}]"))
      return
    }
    if file == CatalogSource.builtIn.name {
      builtInItems = items
      return
    }
    var seen: [String: Int] = [:]
    for (index, item) in items.enumerated() {
      let path = "\(key)[\(index)]"
      let testCase: CatalogTestCase
      do {
        testCase = try Self.decode(item, index: index, file: file)
      } catch {
        errors.append(error)
        continue
      }
      let nameNode = item.member("name") ?? item
      if testCase.name.allSatisfy(\.isWhitespace) {
        errors.append(
          CatalogError(
            .invalidValue, file: file, path: "\(path).name", at: nameNode,
            "a test case's name is empty",
            suggestion: "say what the case checks, such as \"large party on Friday night\""))
        continue
      }
      if let first = seen[testCase.name] {
        errors.append(
          CatalogError(
            .duplicateName, file: file, path: "\(path).name", at: nameNode,
            "duplicate test case name '\(testCase.name)' (first at line \(first))",
            suggestion: "rename one of them; case names are unique within a file"))
        continue
      }
      seen[testCase.name] = item.line
      // A case that expects nothing passes whatever the catalog gives, and counts as coverage.
      let expectation = testCase.expectation
      if expectation.error == nil, !expectation.checksFigures {
        errors.append(
          CatalogError(
            .invalidValue, file: file, path: "\(path).expect", at: item.member("expect") ?? item,
            "test case '\(testCase.name)' checks nothing: its \"expect\" names no figure, so it "
              + "passes whatever the catalog gives",
            suggestion: "add what the bill should give, such as \"tip\": \"10.00\", or the "
              + "\"error\" that refuses it"))
        continue
      }
      // A case about its screen alone is not priced, so it needs no policy and no default.
      if !testCase.checksScreenOnly {
        references.append(
          Reference(
            target: .policy(testCase.policyName), caseName: testCase.name,
            error: CatalogError(
              .unknownPolicy, file: file,
              path: testCase.policyName == nil ? path : "\(path).policy",
              at: item.member("policy") ?? item, "")))
      }
      if let screen = testCase.screenName {
        references.append(
          Reference(
            target: .screen(screen), caseName: testCase.name,
            error: CatalogError(
              .unknownPolicy, file: file, path: "\(path).screen",
              at: item.member("screen") ?? item, "")))
      }
      if case .instant? = testCase.time {
        let at = item.member("bill")?.member("at") ?? item
        references.append(
          Reference(
            target: .time(testCase), caseName: testCase.name,
            error: CatalogError(.invalidValue, file: file, path: "\(path).bill.at", at: at, "")))
      }
      fileCases.append(testCase)
    }
  }

  /// The case at `index` of a file's `tests`, with its file, line and column.
  private static func decode(_ item: JSONNode, index: Int, file: String) throws(CatalogError)
    -> CatalogTestCase
  {
    var testCase = try ConfigDecoder(file: file).decode(
      CatalogTestCase.self, from: item,
      codingPath: [ConfigCodingKey(key), ConfigCodingKey(index: index)])
    testCase.file = file
    testCase.line = item.line
    testCase.column = item.column
    return testCase
  }

  package mutating func complete(with catalog: PolicyCatalog, errors: inout [CatalogError]) {
    // A policy that some file defines counts even when its definition has errors of its own:
    // those are reported where they are, not again at every case that names the policy.
    let defined = Set(catalog.names)
    for reference in references {
      var located = reference.error
      switch reference.target {
      case .policy(let name?):
        guard !defined.contains(name) else { continue }
        located.details.message =
          "test case '\(reference.caseName)' names the policy '\(name)', which is not defined"
        located.details.suggestion = nameSuggestion(
          name, among: catalog.names, noun: "policies", empty: "the catalog defines no policies")
      case .policy(nil):
        guard catalog.defaultPolicyName == nil else { continue }
        located.details.message =
          "test case '\(reference.caseName)' names no policy, and the catalog has no default"
        located.details.suggestion =
          "add \"policy\": \"<name>\" to the case, or \"default\" to the catalog"
      case .time(let testCase):
        do throws(TimeZoneError) {
          _ = try testCase.bill(in: catalog)
          continue
        } catch {
          located.details.message = "test case '\(reference.caseName)': \(error.description)"
          // A region of several offsets is shown a zone of its own (Asia/Jakarta for ID).
          located.details.suggestion =
            "give the bill a \"timeZone\" such as \"\(error.exampleZone)\", or the catalog a "
            + "\"timeZones\" entry for the bill's region"
        }
      case .screen(let name):
        // As for a policy: a screen defined with errors of its own is not undefined.
        if catalog.screens.refusedNames.contains(name) { continue }
        do {
          _ = try catalog.screens.entry(named: name)
          continue
        } catch {
          located.details.message =
            "test case '\(reference.caseName)' shows the screen '\(name)', which is not defined"
          located.details.suggestion = error.recoverySuggestion
        }
      }
      errors.append(located)
    }
    references = []
  }
}

extension PolicyCatalog {
  /// The test cases of every source, in load order (see ``CatalogTestCase``);
  /// ``CatalogTestRunner`` runs them.
  public var tests: [CatalogTestCase] { section(CatalogTestSection.self).cases }
}
