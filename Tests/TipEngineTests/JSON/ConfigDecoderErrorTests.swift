import Foundation
import Testing

@testable import TipEngine
@testable import TipJSON
@testable import TipPricing

@Suite("Config decoder: keys, paths and errors in the catalog's words")
struct ConfigDecoderErrorTests {
  @Test(arguments: [
    (#"{"name": "a", "rate": 1, "splt": 2}"#, "splt", 26, "did you mean 'split'?"),
    (#"{"name": "a", "rate": 1, "Note": "x"}"#, "Note", 26, "did you mean 'note'?"),
    (
      #"{"name": "a", "rate": 1, "zzz": 2}"#, "zzz", 26,
      "known keys: 'name', 'rate', 'split', 'note'"
    ),
    (
      #"{"zzz": 1, "name": "a", "aaa": 2, "rate": 1}"#, "zzz", 2,
      "known keys: 'name', 'rate', 'split', 'note'"
    ),
    (
      #"{"name": "a", "kind": "x", "rate": 1}"#, "kind", 15,
      "known keys: 'name', 'rate', 'split', 'note'"
    ),
  ])
  func rejectsUnknownKeys(json: String, key: String, column: Int, suggestion: String) {
    let error = decodeError(Tip.self, json)
    #expect(error?.kind == .unknownKey)
    #expect(error?.message == "unknown key '\(key)'")
    #expect(error?.path == key)
    #expect(error?.line == 1)
    #expect(error?.column == column)
    #expect(error?.suggestion == suggestion)
  }

  @Test func reportsNestedUnknownKeysWithPathAndLocation() {
    let json = """
      {"tips": [
        {"name": "a", "rate": 1},
        {"name": "b", "rate": 2, "rtae": 3}
      ]}
      """
    let error = decodeError(Catalog.self, json)
    #expect(
      error?.description
        == "c.json:3:28: at tips[1].rtae: unknown key 'rtae'; did you mean 'rate'?")
  }

  @Test func allowsDollarKeysAndIgnoredRootKeys() throws {
    let json = #"{"$schema": "x", "kind": "tip", "name": "a", "rate": 1}"#
    #expect(try decode(Tip.self, json, ignoring: ["kind"]).rate == 1)
    let nested = #"{"tips": [{"kind": "tip", "name": "a", "rate": 1}], "kind": "x"}"#
    let error = decodeError(Catalog.self, nested, ignoring: ["kind"])
    #expect(error?.path == "tips[0].kind")
    // Root keys that the caller handles are offered as suggestions too.
    let misspelled = decodeError(
      Tip.self, #"{"kidn": "tip", "name": "a", "rate": 1}"#, ignoring: ["kind"])
    #expect(misspelled?.suggestion == "did you mean 'kind'?")
  }

  @Test func dictionariesAskForAllTheirKeys() throws {
    let limits = try decode([String: Int].self, #"{"$schema": "s", "a": 1, "b": 2}"#)
    #expect(limits == ["a": 1, "b": 2])
    let error = decodeError([String: Int].self, #"{"a": 1, "b": true}"#)
    #expect(error?.path == "b")
    #expect(error?.message == "expected a whole number, found true")
  }

  @Test func checksKeysOfEnumsAndNestedContainers() throws {
    #expect(try decode(Shape.self, #"{"percent": {"rate": 5}}"#) == .percent(rate: 5))
    let extraCase = decodeError(Shape.self, #"{"percent": {"rate": 5}, "bogus": 1}"#)
    #expect(extraCase?.kind == .unknownKey)
    #expect(extraCase?.path == "bogus")
    let extraField = decodeError(Shape.self, #"{"fixed": {"amount": 5, "amont": 1}}"#)
    #expect(extraField?.path == "fixed.amont")
    #expect(extraField?.suggestion == "did you mean 'amount'?")
  }

  @Test func delegatingThroughSingleValueContainerChecksOnce() throws {
    #expect(try decode(Wrapper.self, #"{"name": "a", "rate": 2}"#).tip.rate == 2)
    #expect(decodeError(Wrapper.self, #"{"name": "a", "rate": 2, "x": 1}"#)?.path == "x")
    #expect(try decode(Tip?.self, "null") == nil)
    #expect(decodeError(Tip?.self, #"{"name": "a", "rate": 2, "x": 1}"#)?.path == "x")
  }

  @Test func typesThatReadNothingRejectEveryKey() throws {
    #expect(throws: Never.self) { try decode(Nothing.self, "{}") }
    let error = decodeError(Nothing.self, #"{"a": 1}"#)
    #expect(error?.message == "unknown key 'a'")
    #expect(error?.suggestion == "no keys are expected here")
  }

  @Test func superDecoderKeysAreChecked() throws {
    let value = try decode(Derived.self, #"{"extra": "e", "super": {"id": 7}}"#)
    #expect((value.id, value.extra) == (7, "e"))
    let error = decodeError(Derived.self, #"{"extra": "e", "super": {"id": 7, "idd": 1}}"#)
    #expect(error?.path == "super.idd")
  }

  @Test func mapsDecodingErrorsToTheNodeTheyName() {
    let json = "{\"tips\": [\n  {\"rate\": 150}\n]}"
    let error = decodeError(Percents.self, json)
    #expect(error?.kind == .invalidValue)
    #expect(error?.message == "rate must be between 0 and 100")
    #expect(error?.path == "tips[0].rate")
    #expect((error?.line, error?.column) == (2, 12))
    let missing = decodeError(Box<NeedsKey>.self, #"{"v": {}}"#)
    #expect(missing?.kind == .missingKey)
    #expect(missing?.message == "an id is required")
    #expect((missing?.path, missing?.column) == ("v", 7))
    let color = decodeError(Box<Color>.self, #"{"v": "blue"}"#)
    #expect(color?.kind == .invalidValue)
    #expect(color?.path == "v")
    #expect(color?.column == 7)
    // Swift's "Cannot initialize Color from invalid String value blue" never
    // shows.
    #expect(color?.message == "unknown color 'blue'")
    #expect(color?.suggestion == nil)
  }

  @Test("A kind's own enumerations list their values and the nearest one")
  func enumerationsInTheCatalogsWords() throws {
    let misspelled = decodeError(Box<ServiceMode>.self, #"{"v": "tabel"}"#)
    #expect(misspelled?.kind == .invalidValue)
    #expect(misspelled?.message == "unknown service mode 'tabel'")
    #expect(misspelled?.suggestion == "did you mean 'table'? Expected one of: counter, table, bar")
    #expect((misspelled?.path, misspelled?.column) == ("v", 7))
    let wrongType = decodeError(Box<ServiceMode>.self, #"{"v": 2}"#)
    #expect(wrongType?.kind == .typeMismatch)
    #expect(wrongType?.message == "expected a service mode name, found the number 2")
    #expect(wrongType?.suggestion == "write one of: counter, table, bar")
    #expect(try decode(Box<ServiceMode>.self, #"{"v": "bar"}"#).v == .bar)
  }

  @Test("Swift's stock decoding messages are replaced by the catalog's")
  func stockMessagesReplaced() {
    let mismatch = decodeError(Box<StockErrors>.self, #"{"v": {"mode": "mismatch"}}"#)
    #expect(mismatch?.kind == .typeMismatch)
    #expect(mismatch?.message == "expected a whole number, found an object")
    let missing = decodeError(Box<StockErrors>.self, #"{"v": {"mode": "missing"}}"#)
    #expect(missing?.kind == .missingKey)
    #expect(missing?.message == "missing key 'count'")
    let null = decodeError(Box<StockErrors>.self, #"{"v": {"mode": "null"}}"#)
    #expect(null?.message == "expected a string, found null")
  }

  @Test func passesCatalogErrorsThroughAndWrapsOthers() {
    let passed = decodeError(Box<Passthrough>.self, #"{"v": 1}"#)
    #expect(
      passed
        == CatalogError(
          .unknownPolicy, file: "other.json", path: "x", message: "unknown policy 'y'"))
    let wrapped = decodeError(Box<Thrower>.self, #"{"v": [1]}"#)
    #expect(
      wrapped
        == CatalogError(
          .invalidValue, file: "c.json", path: "v", line: 1, column: 7, message: "boom"))
  }

  @Test func handsExactTextToScalarTypes() throws {
    let number = try decode(Box<Cents>.self, #"{"v": 18.50}"#).v
    #expect((number.text, number.isNumber) == ("18.50", true))
    let string = try decode(Box<Cents>.self, #"{"v": "7.25"}"#).v
    #expect((string.text, string.isNumber) == ("7.25", false))
    let optionals = try decode([Cents?].self, #"[null, 1e2]"#)
    #expect(optionals.map { $0?.text } == [nil, "1e2"])
    let mismatch = decodeError(Box<Cents>.self, #"{"v": true}"#)
    #expect(
      mismatch
        == CatalogError(
          .typeMismatch, file: "c.json", path: "v", line: 1, column: 7,
          message: "expected a number or a numeric string, found true"))
    let invalid = decodeError([Cents].self, "[1,\n \"bad\"]")
    #expect(
      invalid
        == CatalogError(
          .invalidValue, file: "c.json", path: "[1]", line: 2, column: 2,
          message: "'bad' is not an amount"))
    let passed = decodeError(Box<Cents>.self, #"{"v": "catalog"}"#)
    #expect(passed == CatalogError(.invalidValue, path: "elsewhere", message: "thrown as is"))
  }

  @Test func passesUserInfo() throws {
    let value = try decode(ContextReader.self, "null", userInfo: [contextKey: "resolver"])
    #expect(value.context == "resolver")
  }

  @Test func reportsShortArrays() throws {
    #expect(try decode(Triple.self, "[1, 2, 3]").values == [1, 2, 3])
    let error = decodeError(Triple.self, " [1, 2]")
    #expect(
      error
        == CatalogError(
          .invalidValue, file: "c.json", path: "", line: 1, column: 2,
          message: "expected at least 3 elements, found 2"))
  }

  @Test func usesTheCallersCodingPath() throws {
    let node = try JSONReader.parse(Array("{\"rate\": true}".utf8), file: nil)
    let error = #expect(throws: CatalogError.self) {
      try ConfigDecoder().decode(
        Percent.self, from: node,
        codingPath: [ConfigCodingKey("policies"), ConfigCodingKey(index: 3)])
    }
    #expect(error?.path == "policies[3].rate")
    #expect(error?.column == 10)
    #expect(error?.file == nil)
  }

  @Test(
    arguments: [
      ([], ""),
      (
        [ConfigCodingKey("policies"), ConfigCodingKey(index: 3), ConfigCodingKey("rate")],
        "policies[3].rate"
      ),
      ([ConfigCodingKey(index: 0), ConfigCodingKey(index: 1)], "[0][1]"),
      ([ConfigCodingKey("limits"), ConfigCodingKey("3")], "limits.3"),
    ] as [([ConfigCodingKey], String)])
  func rendersPaths(path: [ConfigCodingKey], expected: String) {
    #expect(ConfigDecoder.render(path) == expected)
  }

  @Test func rendersForeignKeys() {
    #expect(ConfigDecoder.render([Percent.CodingKeys.rate]) == "rate")
    #expect(ConfigDecoder.render([ConfigCodingKey("a"), ConfigCodingKey(intValue: 2)!]) == "a[2]")
  }
}
