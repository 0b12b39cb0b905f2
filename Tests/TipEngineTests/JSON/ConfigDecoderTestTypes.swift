import Foundation
import Testing

@testable import TipEngine
@testable import TipJSON
@testable import TipPricing

// Decodable types and helpers shared by the ConfigDecoder tests.

func decode<T: Decodable>(
  _ type: T.Type, _ json: String, ignoring: Set<String> = [],
  userInfo: [CodingUserInfoKey: Any] = [:]
) throws -> T {
  let node = try JSONReader.parse(Array(json.utf8), file: "c.json")
  return try ConfigDecoder(file: "c.json", userInfo: userInfo)
    .decode(type, from: node, ignoringKeys: ignoring)
}

func decodeError<T: Decodable>(
  _ type: T.Type, _ json: String, ignoring: Set<String> = []
) -> CatalogError? {
  #expect(throws: CatalogError.self) { try decode(type, json, ignoring: ignoring) }
}

struct Tip: Decodable, Equatable {
  var name: String
  var rate: Int
  var split: Int?
  var note: String?
}

struct Catalog: Decodable {
  var tips: [Tip]
}

struct Box<Value: Decodable>: Decodable {
  var v: Value
}

/// Validates in `init(from:)` the way catalog types do, throwing a `DecodingError`.
struct Percent: Decodable {
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

struct Percents: Decodable {
  var tips: [Percent]
}

/// An exact scalar in the manner of the library's money types.
struct Cents: ConfigScalarDecodable, Decodable {
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

enum Shape: Decodable, Equatable {
  case percent(rate: Int)
  case fixed(amount: Int)
}

enum Color: String, Decodable {
  case red, green
}

enum ServiceMode: String, Decodable, CaseIterable {
  case counter, table, bar
}

/// Throws `DecodingError`s with Swift's own wording, as generated code does.
struct StockErrors: Decodable {
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
struct Wrapper: Decodable {
  var tip: Tip

  init(from decoder: any Decoder) throws {
    tip = try decoder.singleValueContainer().decode(Tip.self)
  }
}

struct Nothing: Decodable {}

struct Triple: Decodable {
  var values: [Int]

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    values = try (0..<3).map { _ in try container.decode(Int.self) }
  }
}

struct Thrower: Decodable {
  struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
  }

  init(from decoder: any Decoder) throws { throw Boom() }
}

struct Passthrough: Decodable {
  init(from decoder: any Decoder) throws {
    throw CatalogError(.unknownPolicy, file: "other.json", path: "x", message: "unknown policy 'y'")
  }
}

struct NeedsKey: Decodable {
  enum CodingKeys: String, CodingKey { case id }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    throw DecodingError.keyNotFound(
      CodingKeys.id,
      .init(codingPath: container.codingPath, debugDescription: "an id is required"))
  }
}

let contextKey = CodingUserInfoKey(rawValue: "context")!

struct ContextReader: Decodable {
  var context: String?

  init(from decoder: any Decoder) throws {
    context = decoder.userInfo[contextKey] as? String
  }
}

class Base: Decodable {
  var id: Int
}

final class Derived: Base {
  enum CodingKeys: String, CodingKey { case extra }
  var extra: String

  required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    extra = try container.decode(String.self, forKey: .extra)
    try super.init(from: container.superDecoder())
  }
}

func describeDecoded<T: Decodable>(_ type: Box<T>.Type, _ json: String) throws
  -> String
{
  String(describing: try decode(type, json).v)
}
