import Foundation
import Testing

@testable import TipEngine

private func decode<T: Decodable>(
  _ type: T.Type, _ json: String, ignoring: Set<String> = [],
  userInfo: [CodingUserInfoKey: Any] = [:]
) throws -> T {
  let node = try JSONReader.parse(Array(json.utf8), file: "c.json")
  return try ConfigDecoder(file: "c.json", userInfo: userInfo)
    .decode(type, from: node, ignoringKeys: ignoring)
}

private func decodeError<T: Decodable>(
  _ type: T.Type, _ json: String, ignoring: Set<String> = []
) -> CatalogError? {
  #expect(throws: CatalogError.self) { try decode(type, json, ignoring: ignoring) }
}

private struct Tip: Decodable, Equatable {
  var name: String
  var rate: Int
  var split: Int?
  var note: String?
}

private struct Catalog: Decodable {
  var tips: [Tip]
}

private struct Box<Value: Decodable>: Decodable {
  var v: Value
}

/// Validates in `init(from:)` the way catalog types do, throwing a `DecodingError`.
private struct Percent: Decodable {
  enum CodingKeys: String, CodingKey { case rate }
  var rate: Int

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rate = try container.decode(Int.self, forKey: .rate)
    guard (0...100).contains(rate) else {
      throw DecodingError.dataCorruptedError(
        forKey: .rate, in: container, debugDescription: "rate must be between 0 and 100")
    }
  }
}

private struct Percents: Decodable {
  var tips: [Percent]
}

/// An exact scalar in the manner of the library's money types.
private struct Cents: ConfigScalarDecodable, Decodable {
  struct Malformed: Error, CustomStringConvertible {
    var description: String { "'bad' is not an amount" }
  }

  var text: String
  var isNumber: Bool

  init(configText: String, isJSONNumber: Bool) throws {
    if configText == "bad" { throw Malformed() }
    if configText == "catalog" {
      throw CatalogError(.invalidValue, path: "elsewhere", message: "thrown as is")
    }
    text = configText
    isNumber = isJSONNumber
  }

  init(from decoder: any Decoder) throws {
    throw Malformed()  // Never called: the decoder hands over the text instead.
  }
}

private enum Shape: Decodable, Equatable {
  case percent(rate: Int)
  case fixed(amount: Int)
}

private enum Color: String, Decodable {
  case red, green
}

private enum ServiceMode: String, Decodable, CaseIterable {
  case counter, table, bar
}

/// Throws `DecodingError`s with Swift's own wording, as generated code does.
private struct StockErrors: Decodable {
  enum CodingKeys: String, CodingKey { case mode, count }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let mode = try container.decode(String.self, forKey: .mode)
    let context = DecodingError.Context(
      codingPath: container.codingPath,
      debugDescription: "Expected to decode Int but found a dictionary instead.")
    switch mode {
    case "mismatch": throw DecodingError.typeMismatch(Int.self, context)
    case "missing":
      throw DecodingError.keyNotFound(
        CodingKeys.count,
        .init(
          codingPath: container.codingPath,
          debugDescription:
            "No value associated with key CodingKeys(stringValue: \"count\", intValue: nil)."))
    default: throw DecodingError.valueNotFound(String.self, context)
    }
  }
}

/// Reads everything through a single-value container, as wrapper types do.
private struct Wrapper: Decodable {
  var tip: Tip

  init(from decoder: any Decoder) throws {
    tip = try decoder.singleValueContainer().decode(Tip.self)
  }
}

private struct Nothing: Decodable {}

private struct Triple: Decodable {
  var values: [Int]

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    values = try (0..<3).map { _ in try container.decode(Int.self) }
  }
}

private struct Thrower: Decodable {
  struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
  }

  init(from decoder: any Decoder) throws { throw Boom() }
}

private struct Passthrough: Decodable {
  init(from decoder: any Decoder) throws {
    throw CatalogError(.unknownPolicy, file: "other.json", path: "x", message: "unknown policy 'y'")
  }
}

private struct NeedsKey: Decodable {
  enum CodingKeys: String, CodingKey { case id }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    throw DecodingError.keyNotFound(
      CodingKeys.id,
      .init(codingPath: container.codingPath, debugDescription: "an id is required"))
  }
}

private let contextKey = CodingUserInfoKey(rawValue: "context")!

private struct ContextReader: Decodable {
  var context: String?

  init(from decoder: any Decoder) throws {
    context = decoder.userInfo[contextKey] as? String
  }
}

private class Base: Decodable {
  var id: Int
}

private final class Derived: Base {
  enum CodingKeys: String, CodingKey { case extra }
  var extra: String

  required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    extra = try container.decode(String.self, forKey: .extra)
    try super.init(from: container.superDecoder())
  }
}

private func describeDecoded<T: Decodable>(_ type: Box<T>.Type, _ json: String) throws
  -> String
{
  String(describing: try decode(type, json).v)
}

@Suite("Config decoder")
struct ConfigDecoderTests {
  /// The Swift types the strict-typing table decodes, each from `{"v": …}`.
  enum Target: String, Sendable, CaseIterable {
    case string, bool, int, int8, int64, uint8, uint64, double, float, decimal, intArray, tip

    func decode(_ json: String) throws -> String {
      let document = #"{"v": \#(json)}"#
      switch self {
      case .string: return try describeDecoded(Box<String>.self, document)
      case .bool: return try describeDecoded(Box<Bool>.self, document)
      case .int: return try describeDecoded(Box<Int>.self, document)
      case .int8: return try describeDecoded(Box<Int8>.self, document)
      case .int64: return try describeDecoded(Box<Int64>.self, document)
      case .uint8: return try describeDecoded(Box<UInt8>.self, document)
      case .uint64: return try describeDecoded(Box<UInt64>.self, document)
      case .double: return try describeDecoded(Box<Double>.self, document)
      case .float: return try describeDecoded(Box<Float>.self, document)
      case .decimal: return try describeDecoded(Box<Decimal>.self, document)
      case .intArray: return try describeDecoded(Box<[Int]>.self, document)
      case .tip: return try describeDecoded(Box<Tip>.self, document)
      }
    }
  }

  @Test func decodesTypedValues() throws {
    let json = """
      {"tips": [
        {"name": "standard", "rate": 18, "split": 2, "$comment": "ignored"},
        {"name": "none", "rate": 0, "note": null}
      ]}
      """
    let catalog = try decode(Catalog.self, json)
    #expect(
      catalog.tips == [
        Tip(name: "standard", rate: 18, split: 2, note: nil),
        Tip(name: "none", rate: 0, split: nil, note: nil),
      ])
  }

  @Test(arguments: [
    (Target.string, #""€ 5""#, "€ 5"),
    (.bool, "true", "true"),
    (.int, "-0", "0"),
    (.int, "-42", "-42"),
    (.int8, "-128", "-128"),
    (.int64, "-9223372036854775808", "-9223372036854775808"),
    (.uint8, "255", "255"),
    (.uint64, "18446744073709551615", "18446744073709551615"),
    (.double, "-1e3", "-1000.0"),
    (.double, "0.1", "0.1"),
    (.float, "2.5", "2.5"),
    (.decimal, "18.50", "18.5"),
    (.decimal, #""0.1""#, "0.1"),
    (.decimal, "-1E-2", "-0.01"),
    (.decimal, "12345678901234567890123456789012345678", "12345678901234567890123456789012345678"),
    (.intArray, "[1, 2]", "[1, 2]"),
  ])
  func decodesScalarsStrictly(target: Target, json: String, expected: String) throws {
    #expect(try target.decode(json) == expected)
  }

  @Test(arguments: [
    (Target.string, "18", CatalogError.Kind.typeMismatch, "expected a string, found the number 18"),
    (.string, "true", .typeMismatch, "expected a string, found true"),
    (.string, "null", .typeMismatch, "expected a string, found null"),
    (.bool, #""yes""#, .typeMismatch, #"expected true or false, found the string "yes""#),
    (.bool, "1", .typeMismatch, "expected true or false, found the number 1"),
    (.int, "2.5", .typeMismatch, "expected a whole number, found 2.5"),
    (.int, "1e3", .typeMismatch, "expected a whole number, found 1e3"),
    (.int, "1.0", .typeMismatch, "expected a whole number, found 1.0"),
    (.int, #""12""#, .typeMismatch, #"expected a whole number, found the string "12""#),
    (.int8, "128", .invalidValue, "128 is out of range for Int8"),
    (
      .int64, "42000000000000000000", .invalidValue,
      "42000000000000000000 is out of range for Int64"
    ),
    (.uint8, "256", .invalidValue, "256 is out of range for UInt8"),
    (.uint8, "-1", .invalidValue, "-1 is out of range for UInt8"),
    (.uint64, "-1", .invalidValue, "-1 is out of range for UInt64"),
    (.double, "1e999", .invalidValue, "1e999 is out of range for Double"),
    (.double, #""1.5""#, .typeMismatch, #"expected a number, found the string "1.5""#),
    (.float, "1e39", .invalidValue, "1e39 is out of range for Float"),
    (.decimal, #""abc""#, .invalidValue, #""abc" is not a number"#),
    (.decimal, #"" 1""#, .invalidValue, #"" 1" is not a number"#),
    (.decimal, "[1]", .typeMismatch, "expected a number or a numeric string, found an array"),
    (.decimal, "1e200", .invalidValue, "1e200 is out of range for Decimal"),
    (
      .decimal, "1234567890123456789012345678901234567891", .invalidValue,
      "1234567890123456789012345678901234567891 has more than 38 significant digits"
    ),
    (.intArray, "{}", .typeMismatch, "expected an array, found an object"),
    (.tip, #""x""#, .typeMismatch, #"expected an object, found the string "x""#),
  ])
  func rejectsWrongTypes(
    target: Target, json: String, kind: CatalogError.Kind, message: String
  ) {
    let error = #expect(throws: CatalogError.self) { try target.decode(json) }
    #expect(error?.kind == kind)
    #expect(error?.message == message)
    #expect(error?.file == "c.json")
    #expect(error?.path == "v")
    #expect(error?.line == 1)
    #expect(error?.column == 7)
  }

  @Test func decimalsAreExact() throws {
    let value = try decode(Box<Decimal>.self, #"{"v": 0.1}"#).v
    #expect(value == Decimal(string: "0.1"))
    #expect(value.description == "0.1")
    // A Double in between would round this to 0.3.
    let precise = try decode(Box<Decimal>.self, #"{"v": 0.30000000000000001}"#).v
    #expect(precise.description == "0.30000000000000001")
  }

  @Test func reportsErrorsInsideArraysWithTheirPath() {
    let json = """
      {"tips": [
        {"name": "a", "rate": 1},
        {"name": "b", "rate": "2"}
      ]}
      """
    let error = decodeError(Catalog.self, json)
    #expect(error?.kind == .typeMismatch)
    #expect(error?.path == "tips[1].rate")
    #expect(error?.line == 3)
    #expect(error?.column == 25)
    #expect(
      error?.description
        == #"c.json:3:25: at tips[1].rate: expected a whole number, found the string "2""#)
  }

  @Test func reportsMissingKeysAtTheObjectWithAHint() {
    let error = decodeError(Catalog.self, "{\"tips\": [\n  {\"name\": \"a\",\n   \"rtae\": 5}]}")
    #expect(error?.kind == .missingKey)
    #expect(error?.message == "missing key 'rate'")
    #expect(error?.path == "tips[0]")
    #expect((error?.line, error?.column) == (2, 3))
    #expect(error?.suggestion == "is 'rtae' (line 3) a misspelling of 'rate'?")
    let plain = decodeError(Tip.self, #"{"name": "a"}"#)
    #expect(plain?.description == "c.json:1:1: missing key 'rate'")
  }

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
    // issue 13 item 9: Swift's "Cannot initialize Color from invalid String value blue" never
    // shows.
    #expect(color?.message == "unknown color 'blue'")
    #expect(color?.suggestion == nil)
  }

  @Test("issue 13 item 9: a kind's own enumerations list their values and the nearest one")
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

  @Test("issue 13 item 9: Swift's stock decoding messages are replaced by the catalog's")
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

  @Test(
    arguments: [
      ("splt", ["name", "split", "rate"], "split"),
      ("rtae", ["name", "rate", "split"], "rate"),
      ("percnt", ["fixed", "percent"], "percent"),
      ("regoin", ["currency", "region"], "region"),
      ("Rate", ["rate"], "rate"),
      ("cat", ["bat", "hat"], "bat"),
      ("xyz", ["rate", "split", "tax"], nil),
      ("x", ["y"], nil),
      ("rate", [], nil),
    ] as [(String, [String], String?)])
  func suggestsCloseWords(word: String, candidates: [String], expected: String?) {
    #expect(suggestion(for: word, among: candidates) == expected)
  }

  @Test(arguments: [
    ("", "abc", 3),
    ("abc", "", 3),
    ("abc", "abc", 0),
    ("ab", "ba", 1),
    ("kitten", "sitting", 3),
    ("ca", "abc", 3),
    ("Rate", "rate", 1),
    ("😀a", "a😀", 1),
  ])
  func measuresEditDistance(a: String, b: String, distance: Int) {
    #expect(editDistance(a, b) == distance)
    #expect(editDistance(b, a) == distance)
  }
}
