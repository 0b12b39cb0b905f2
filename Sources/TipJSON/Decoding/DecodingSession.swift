import Foundation

/// One top-level ``ConfigDecoder/decode(_:from:codingPath:ignoringKeys:)`` call: the document,
/// where it sits, and the conversions from JSON values to Swift values that every container
/// shares.
package final class DecodingSession {
  package let file: String?
  package let userInfo: [CodingUserInfoKey: Any]
  package let root: JSONNode
  package let rootPath: [any CodingKey]
  package let ignoringKeys: Set<String>

  package init(
    file: String?, userInfo: [CodingUserInfoKey: Any], root: JSONNode, rootPath: [any CodingKey],
    ignoringKeys: Set<String>
  ) {
    self.file = file
    self.userInfo = userInfo
    self.root = root
    self.rootPath = rootPath
    self.ignoringKeys = ignoringKeys
  }

  /// Decodes a `T` from `node`, checking that every key of the objects it read was asked for.
  ///
  /// - Throws: ``CatalogError`` only: errors from `init(from:)` are translated into the
  ///   catalog's words at the value they are about. Every independent error is reported: the
  ///   first thrown carries the others in ``CatalogError/additionalErrors`` (see
  ///   ``DecodingErrorCollector``).
  package func decode<T: Decodable>(_ type: T.Type, from node: JSONNode, at path: [any CodingKey])
    throws(CatalogError) -> T
  {
    if let collector = DecodingErrorCollector.current, collector.session === self {
      return try decodeCollecting(type, from: node, at: path, into: collector)
    }
    let collector = DecodingErrorCollector(session: self)
    let result = DecodingErrorCollector.$current.withValue(collector) {
      () -> Result<T, CatalogError> in
      do throws(CatalogError) {
        return .success(try decodeCollecting(type, from: node, at: path, into: collector))
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(let value):
      if let error = collector.combined() { throw error }
      return value
    case .failure(let error):
      throw collector.combined(with: error) ?? error
    }
  }

  /// ``decode(_:from:at:)`` within a decoding that `collector` records for: the errors it goes
  /// on past are recorded, the one it stops at is thrown.
  private func decodeCollecting<T: Decodable>(
    _ type: T.Type, from node: JSONNode, at path: [any CodingKey],
    into collector: DecodingErrorCollector
  ) throws(CatalogError) -> T {
    if let scalarType = type as? any ConfigScalarDecodable.Type,
      let value = try decodeScalar(scalarType, from: node, at: path) as? T
    {
      return value
    }
    if let stringType = type as? any ConfigStringDecodable.Type,
      let value = try decodeString(stringType, from: node, at: path) as? T
    {
      return value
    }
    if type == Decimal.self, let value = try decodeDecimal(from: node, at: path) as? T {
      return value
    }
    if type == WholeNumber.self, let value = try wholeNumber(node, at: path) as? T {
      return value
    }
    let scope = DecodingScope()
    let decoder = NodeDecoder(node: node, codingPath: path, session: self, scope: scope)
    let value: T
    do {
      value = try T(from: decoder)
    } catch {
      throw translate(error, decoding: type, at: node, path: path)
    }
    // An object whose type never opened a keyed container still has its keys checked.
    if case .object(let object) = node.value {
      _ = scope.usage(of: object, at: path, session: self)
    }
    // A misspelled key is a value the type did not get: rules checked on it are unsure.
    for (error, object) in unknownKeyErrors(in: scope) {
      collector.recordAbsent(error, in: object)
    }
    return value
  }

  /// Hands the exact text of a number or numeric string to a ``ConfigScalarDecodable`` type.
  package func decodeScalar(
    _ type: any ConfigScalarDecodable.Type, from node: JSONNode, at path: [any CodingKey]
  ) throws(CatalogError) -> any ConfigScalarDecodable {
    let text: String
    let isNumber: Bool
    switch node.value {
    case .number(let number): (text, isNumber) = (number, true)
    case .string(let string): (text, isNumber) = (string, false)
    default: throw mismatch(expected: "a number or a numeric string", found: node, at: path)
    }
    do {
      return try type.init(configText: text, isJSONNumber: isNumber)
    } catch {
      throw translate(error, decoding: type, at: node, path: path)
    }
  }

  /// Hands a string to a ``ConfigStringDecodable`` type.
  package func decodeString(
    _ type: any ConfigStringDecodable.Type, from node: JSONNode, at path: [any CodingKey]
  ) throws(CatalogError) -> any ConfigStringDecodable {
    guard case .string(let text) = node.value else {
      throw mismatch(expected: type.catalogExpectation, found: node, at: path)
    }
    do {
      return try type.init(configString: text)
    } catch {
      throw translate(error, decoding: type, at: node, path: path)
    }
  }

  /// Decimals come straight from the text: `Decimal`'s own `init(from:)` expects a keyed form.
  package func decodeDecimal(from node: JSONNode, at path: [any CodingKey]) throws(CatalogError)
    -> Decimal
  {
    let text: String
    switch node.value {
    case .number(let number): text = number
    case .string(let string): text = string
    default: throw mismatch(expected: "a number or a numeric string", found: node, at: path)
    }
    guard Self.isNumberText(text) else {
      throw invalid("\"\(text)\" is not a number", at: node, path: path)
    }
    // Decimal holds 38 significant digits and would round more silently.
    let significand = text.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
      .filter { $0 >= 0x30 && $0 <= 0x39 }
      .drop { $0 == 0x30 }
    guard significand.reversed().drop(while: { $0 == 0x30 }).count <= 38 else {
      throw invalid("\(text) has more than 38 significant digits", at: node, path: path)
    }
    guard let value = Decimal(string: text, locale: nil), !value.isNaN else {
      // What `Decimal` reads: a whole number of up to 38 digits times 10 to the power -128 to
      // 127; stated as sizes a person can check.
      throw invalid(
        "\(text) is out of range", at: node, path: path,
        suggestion: "write a number from 1e-90 to 1e127 in size, or 0")
    }
    return value
  }

  package func string(_ node: JSONNode, at path: [any CodingKey]) throws(CatalogError) -> String {
    guard case .string(let text) = node.value else {
      throw mismatch(expected: "a string", found: node, at: path)
    }
    return text
  }

  package func bool(_ node: JSONNode, at path: [any CodingKey]) throws(CatalogError) -> Bool {
    guard case .bool(let flag) = node.value else {
      throw mismatch(expected: "true or false", found: node, at: path)
    }
    return flag
  }

  /// A whole number of any size: a JSON number of digits with an optional `-`.
  package func wholeNumber(_ node: JSONNode, at path: [any CodingKey]) throws(CatalogError)
    -> WholeNumber
  {
    guard case .number(let text) = node.value else {
      throw mismatch(expected: "a whole number", found: node, at: path)
    }
    let digits = text.utf8.drop { $0 == UInt8(ascii: "-") }
    guard !digits.isEmpty, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
      throw CatalogError(
        .typeMismatch, file: file, path: ConfigDecoder.render(path), line: node.line,
        column: node.column, message: "expected a whole number, found \(text)")
    }
    return WholeNumber(text: text)
  }

  package func integer<I: FixedWidthInteger>(
    _ type: I.Type, _ node: JSONNode, at path: [any CodingKey]
  )
    throws(CatalogError) -> I
  {
    let number = try wholeNumber(node, at: path)
    guard let value = I(number.text) else {
      // The range in numbers: a person does not know what fits an `Int`.
      throw invalid(
        "\(number.text) is out of range", at: node, path: path,
        suggestion: "write a whole number from \(I.min) to \(I.max)")
    }
    return value
  }

  package func floatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: F.Type, _ node: JSONNode, at path: [any CodingKey]
  ) throws(CatalogError) -> F {
    guard case .number(let text) = node.value else {
      throw mismatch(expected: "a number", found: node, at: path)
    }
    guard let value = F(text), value.isFinite else {
      let largest = F.greatestFiniteMagnitude
      throw invalid(
        "\(text) is out of range", at: node, path: path,
        suggestion: "write a number from -\(largest) to \(largest)")
    }
    return value
  }

  package func keyedContainer<Key: CodingKey>(
    keyedBy type: Key.Type, for node: JSONNode, at path: [any CodingKey], scope: DecodingScope
  ) throws(CatalogError) -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = node.value else {
      throw mismatch(expected: "an object", found: node, at: path)
    }
    let usage = scope.usage(of: object, at: path, session: self)
    return KeyedDecodingContainer(
      NodeKeyedContainer<Key>(
        node: node, object: object, codingPath: path, session: self, scope: scope, usage: usage))
  }

  package func unkeyedContainer(for node: JSONNode, at path: [any CodingKey], scope: DecodingScope)
    throws(CatalogError) -> any UnkeyedDecodingContainer
  {
    guard case .array(let elements) = node.value else {
      throw mismatch(expected: "an array", found: node, at: path)
    }
    return NodeUnkeyedContainer(
      node: node, elements: elements, codingPath: path, session: self, scope: scope)
  }

  /// Whether `text` is exactly one JSON number, reusing the reader's grammar.
  package static func isNumberText(_ text: String) -> Bool {
    guard let node = try? JSONReader.parse(Array(text.utf8), file: nil, maximumDepth: 0),
      case .number(let parsed) = node.value
    else { return false }
    return parsed == text
  }
}
