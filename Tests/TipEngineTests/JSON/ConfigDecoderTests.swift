import Foundation
import Testing

@testable import TipEngine
@testable import TipJSON
@testable import TipPricing

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
        {"name": "none", "rate": 0}
      ]}
      """
    let catalog = try decode(Catalog.self, json)
    #expect(
      catalog.tips == [
        Tip(name: "standard", rate: 18, split: 2, note: nil),
        Tip(name: "none", rate: 0, split: nil, note: nil),
      ])
  }

  @Test("null on an optional key is refused, not read as absent: only leaving it out is")
  func refusesNullForAnOptionalKey() throws {
    let json = #"{"tips": [{"name": "none", "rate": 0, "note": null, "split": null}]}"#
    let error = #expect(throws: CatalogError.self) { try decode(Catalog.self, json) }
    #expect(
      error?.allErrors.map(\.description) == [
        "c.json:1:47: at tips[0].note: expected a string, found null; write a string, or leave "
          + "'note' out",
        "c.json:1:62: at tips[0].split: expected a whole number, found null; write a whole "
          + "number, or leave 'split' out",
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
    (.int8, "128", .invalidValue, "128 is out of range"),
    (.int64, "42000000000000000000", .invalidValue, "42000000000000000000 is out of range"),
    (.uint8, "256", .invalidValue, "256 is out of range"),
    (.uint8, "-1", .invalidValue, "-1 is out of range"),
    (.uint64, "-1", .invalidValue, "-1 is out of range"),
    (.double, "1e999", .invalidValue, "1e999 is out of range"),
    (.double, #""1.5""#, .typeMismatch, #"expected a number, found the string "1.5""#),
    (.float, "1e39", .invalidValue, "1e39 is out of range"),
    (.decimal, #""abc""#, .invalidValue, #""abc" is not a number"#),
    (.decimal, #"" 1""#, .invalidValue, #"" 1" is not a number"#),
    (.decimal, "[1]", .typeMismatch, "expected a number or a numeric string, found an array"),
    (.decimal, "1e200", .invalidValue, "1e200 is out of range"),
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

  @Test(
    "A number out of range states the range in numbers, never the name of a Swift type",
    arguments: [
      (
        Target.int, "99999999999999999999",
        "write a whole number from -9223372036854775808 to 9223372036854775807"
      ),
      (.int8, "-129", "write a whole number from -128 to 127"),
      (.uint8, "-1", "write a whole number from 0 to 255"),
      (
        .double, "-1e999",
        "write a number from -1.7976931348623157e+308 to 1.7976931348623157e+308"
      ),
      (.float, "1e39", "write a number from -3.4028235e+38 to 3.4028235e+38"),
      (.decimal, "1e-200", "write a number from 1e-90 to 1e127 in size, or 0"),
    ])
  func outOfRange(target: Target, json: String, suggestion: String) {
    let error = #expect(throws: CatalogError.self) { try target.decode(json) }
    #expect(error?.description == "c.json:1:7: at v: \(json) is out of range; \(suggestion)")
  }

  @Test("The ends of each range it states are read")
  func rangeEnds() throws {
    #expect(try Target.int.decode("9223372036854775807") == "9223372036854775807")
    #expect(try Target.decimal.decode("1e127").count == 128)
    #expect(try Target.decimal.decode("-1.2345678901234567890123456789012345678e-90") != "0")
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
    #expect(
      plain?.description == #"c.json:1:1: missing key 'rate'; add "rate" with a whole number"#)
  }
}
