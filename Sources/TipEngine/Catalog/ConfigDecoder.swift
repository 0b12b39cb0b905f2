import Foundation

/// A type whose catalog form is exact text, a JSON number or a numeric string, such as an amount
/// of money or a percentage.
///
/// ``ConfigDecoder`` hands such types the raw text instead of calling `init(from:)`, so that no
/// value passes through `Double` on its way in.
protocol ConfigScalarDecodable {
  /// Creates a value from its catalog text.
  ///
  /// - Parameters:
  ///   - configText: a number's source text (`18.50`) or a string's contents.
  ///   - isJSONNumber: whether the text was written as a JSON number rather than a string.
  /// - Throws: any error; the decoder reports it at the value's location.
  init(configText: String, isJSONNumber: Bool) throws
}

/// A coding key for building paths into a catalog: an object key or an array index.
///
/// Index keys spell their `stringValue` as `Index 3`, like Foundation's, and render as `[3]`.
struct ConfigCodingKey: CodingKey, Sendable {
  /// The object key, or `Index n` for an array index.
  let stringValue: String
  /// The array index, or `nil` for an object key.
  let intValue: Int?

  /// An object key.
  init(_ name: String) {
    stringValue = name
    intValue = nil
  }

  /// An array index.
  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  /// An object key.
  init?(stringValue: String) { self.init(stringValue) }

  /// An array index.
  init?(intValue: Int) { self.init(index: intValue) }
}

/// Decodes `Decodable` types from a ``JSONNode`` tree strictly, with errors that point at the
/// offending text.
///
/// Unlike `JSONDecoder` it keeps numbers exact, never converts between JSON types (no `"18"` for
/// a number, no `1` for `true`), rejects keys that the decoded types never asked for, and reports
/// every problem as a ``CatalogError`` with the file, path, line and column of the value.
struct ConfigDecoder {
  /// The file name to put in errors, or `nil` for in-memory data.
  var file: String?
  /// Context for the decoded types, such as a resolver for references between policies.
  var userInfo: [CodingUserInfoKey: Any] = [:]

  /// Decodes a `T` from `node`.
  ///
  /// - Parameters:
  ///   - codingPath: where `node` is in its document, as a prefix for paths in errors.
  ///   - ignoringKeys: keys of `node` itself that the caller handles, so they are not unknown.
  ///     Keys starting with `$` (such as `$schema`) are never unknown.
  /// - Throws: ``CatalogError``, whatever the decoded types threw.
  func decode<T: Decodable>(
    _ type: T.Type, from node: JSONNode, codingPath: [any CodingKey] = [],
    ignoringKeys: Set<String> = []
  ) throws -> T {
    let session = DecodingSession(
      file: file, userInfo: userInfo, root: node, rootPath: codingPath, ignoringKeys: ignoringKeys)
    return try session.decode(type, from: node, at: codingPath)
  }

  /// A coding path as errors show it, such as `policies[3].rate`; the root is the empty string.
  static func render(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue, key.stringValue == "Index \(index)" {
        text += "[\(index)]"
      } else {
        if !text.isEmpty { text += "." }
        text += key.stringValue
      }
    }
    return text
  }
}

/// The keys of one JSON object that decoding asked for, to find the ones nobody wanted.
private final class KeyUsage {
  let object: JSONObject
  let path: [any CodingKey]
  /// Keys the caller handles (the root's `ignoringKeys`).
  let alsoKnown: Set<String>
  /// Asked-for keys in the order asked, for deterministic suggestions.
  private(set) var asked: [String] = []
  private var askedSet: Set<String> = []
  /// Set when another type decoded the whole object and checked its keys itself.
  var isDelegated = false

  init(object: JSONObject, path: [any CodingKey], alsoKnown: Set<String>) {
    self.object = object
    self.path = path
    self.alsoKnown = alsoKnown
  }

  func ask(_ key: String) {
    if askedSet.insert(key).inserted { asked.append(key) }
  }

  func isKnown(_ key: String) -> Bool {
    key.hasPrefix("$") || askedSet.contains(key) || alsoKnown.contains(key)
  }

  /// The first member, in document order, whose key nobody asked for.
  var firstUnknownMember: JSONObject.Member? {
    isDelegated ? nil : object.members.first { !isKnown($0.key) }
  }

  /// The keys that count as known, asked-for ones first.
  var knownKeys: [String] {
    asked + alsoKnown.sorted().filter { !askedSet.contains($0) }
  }
}

/// The objects one `init(from:)` call reads: its own and those of nested containers.
private final class Scope {
  private(set) var usages: [KeyUsage] = []
  private var usageByPath: [String: KeyUsage] = [:]

  func usage(of object: JSONObject, at path: [any CodingKey], session: DecodingSession)
    -> KeyUsage
  {
    let key = ConfigDecoder.render(path)
    if let existing = usageByPath[key] { return existing }
    let isRoot = path.count == session.rootPath.count
    let usage = KeyUsage(object: object, path: path, alsoKnown: isRoot ? session.ignoringKeys : [])
    usages.append(usage)
    usageByPath[key] = usage
    return usage
  }
}

/// One top-level ``ConfigDecoder/decode(_:from:codingPath:ignoringKeys:)`` call.
private final class DecodingSession {
  let file: String?
  let userInfo: [CodingUserInfoKey: Any]
  let root: JSONNode
  let rootPath: [any CodingKey]
  let ignoringKeys: Set<String>

  init(
    file: String?, userInfo: [CodingUserInfoKey: Any], root: JSONNode, rootPath: [any CodingKey],
    ignoringKeys: Set<String>
  ) {
    self.file = file
    self.userInfo = userInfo
    self.root = root
    self.rootPath = rootPath
    self.ignoringKeys = ignoringKeys
  }

  // MARK: Decoding

  func decode<T: Decodable>(_ type: T.Type, from node: JSONNode, at path: [any CodingKey]) throws
    -> T
  {
    if let scalarType = type as? any ConfigScalarDecodable.Type {
      return try decodeScalar(scalarType, from: node, at: path) as! T
    }
    if type == Decimal.self {
      return try decodeDecimal(from: node, at: path) as! T
    }
    let scope = Scope()
    let decoder = NodeDecoder(node: node, codingPath: path, session: self, scope: scope)
    let value: T
    do {
      value = try T(from: decoder)
    } catch {
      throw translate(error, at: node, path: path)
    }
    // An object whose type never opened a keyed container still has its keys checked.
    if case .object(let object) = node.value {
      _ = scope.usage(of: object, at: path, session: self)
    }
    try checkUnknownKeys(in: scope)
    return value
  }

  func decodeScalar(
    _ type: any ConfigScalarDecodable.Type, from node: JSONNode, at path: [any CodingKey]
  ) throws -> any ConfigScalarDecodable {
    let text: String
    let isNumber: Bool
    switch node.value {
    case .number(let number): (text, isNumber) = (number, true)
    case .string(let string): (text, isNumber) = (string, false)
    default: throw mismatch(expected: "a number or a numeric string", found: node, at: path)
    }
    do {
      return try type.init(configText: text, isJSONNumber: isNumber)
    } catch let error as CatalogError {
      throw error
    } catch {
      throw invalid(String(describing: error), at: node, path: path)
    }
  }

  /// Decimals come straight from the text: `Decimal`'s own `init(from:)` expects a keyed form.
  func decodeDecimal(from node: JSONNode, at path: [any CodingKey]) throws -> Decimal {
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
      throw invalid("\(text) is out of range for Decimal", at: node, path: path)
    }
    return value
  }

  func string(_ node: JSONNode, at path: [any CodingKey]) throws -> String {
    guard case .string(let text) = node.value else {
      throw mismatch(expected: "a string", found: node, at: path)
    }
    return text
  }

  func bool(_ node: JSONNode, at path: [any CodingKey]) throws -> Bool {
    guard case .bool(let flag) = node.value else {
      throw mismatch(expected: "true or false", found: node, at: path)
    }
    return flag
  }

  func integer<I: FixedWidthInteger>(_ type: I.Type, _ node: JSONNode, at path: [any CodingKey])
    throws -> I
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
    guard let value = I(text) else {
      throw invalid("\(text) is out of range for \(I.self)", at: node, path: path)
    }
    return value
  }

  func floatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: F.Type, _ node: JSONNode, at path: [any CodingKey]
  ) throws -> F {
    guard case .number(let text) = node.value else {
      throw mismatch(expected: "a number", found: node, at: path)
    }
    guard let value = F(text), value.isFinite else {
      throw invalid("\(text) is out of range for \(F.self)", at: node, path: path)
    }
    return value
  }

  func keyedContainer<Key: CodingKey>(
    keyedBy type: Key.Type, for node: JSONNode, at path: [any CodingKey], scope: Scope
  ) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = node.value else {
      throw mismatch(expected: "an object", found: node, at: path)
    }
    let usage = scope.usage(of: object, at: path, session: self)
    return KeyedDecodingContainer(
      KeyedContainer<Key>(
        node: node, object: object, codingPath: path, session: self, scope: scope, usage: usage))
  }

  func unkeyedContainer(for node: JSONNode, at path: [any CodingKey], scope: Scope) throws
    -> any UnkeyedDecodingContainer
  {
    guard case .array(let elements) = node.value else {
      throw mismatch(expected: "an array", found: node, at: path)
    }
    return UnkeyedContainer(
      node: node, elements: elements, codingPath: path, session: self, scope: scope)
  }

  /// Whether `text` is exactly one JSON number, reusing the reader's grammar.
  static func isNumberText(_ text: String) -> Bool {
    guard let node = try? JSONReader.parse(Array(text.utf8), file: nil, maximumDepth: 0),
      case .number(let parsed) = node.value
    else { return false }
    return parsed == text
  }

  // MARK: Errors

  func mismatch(expected: String, found node: JSONNode, at path: [any CodingKey]) -> CatalogError {
    CatalogError(
      .typeMismatch, file: file, path: ConfigDecoder.render(path), line: node.line,
      column: node.column, message: "expected \(expected), found \(node.foundDescription)")
  }

  func invalid(_ message: String, at node: JSONNode, path: [any CodingKey]) -> CatalogError {
    CatalogError(
      .invalidValue, file: file, path: ConfigDecoder.render(path), line: node.line,
      column: node.column, message: message)
  }

  func missingKey(_ key: String, in node: JSONNode, usage: KeyUsage) -> CatalogError {
    // A missing key is often a misspelled one: point at the likely culprit.
    let unasked = usage.object.members.filter { !usage.isKnown($0.key) }
    let misspelled = suggestion(for: key, among: unasked.map(\.key))
    let hint = misspelled.flatMap { candidate in
      usage.object.member(forKey: candidate).map {
        "is '\(candidate)' (line \($0.keyLine)) a misspelling of '\(key)'?"
      }
    }
    return CatalogError(
      .missingKey, file: file, path: ConfigDecoder.render(usage.path), line: node.line,
      column: node.column, message: "missing key '\(key)'", suggestion: hint)
  }

  func checkUnknownKeys(in scope: Scope) throws {
    var first: (usage: KeyUsage, member: JSONObject.Member)?
    for usage in scope.usages {
      guard let member = usage.firstUnknownMember else { continue }
      if let current = first?.member,
        (current.keyLine, current.keyColumn) <= (member.keyLine, member.keyColumn)
      {
        continue
      }
      first = (usage, member)
    }
    guard let (usage, member) = first else { return }
    let known = usage.knownKeys
    let hint: String
    if let close = suggestion(for: member.key, among: known) {
      hint = "did you mean '\(close)'?"
    } else if known.isEmpty {
      hint = "no keys are expected here"
    } else {
      hint = "known keys: " + known.map { "'\($0)'" }.joined(separator: ", ")
    }
    throw CatalogError(
      .unknownKey, file: file,
      path: ConfigDecoder.render(usage.path + [ConfigCodingKey(member.key)]),
      line: member.keyLine, column: member.keyColumn, message: "unknown key '\(member.key)'",
      suggestion: hint)
  }

  /// Turns an error from `init(from:)` into a ``CatalogError`` at the value it is about.
  func translate(_ error: any Error, at node: JSONNode, path: [any CodingKey]) -> CatalogError {
    if let error = error as? CatalogError { return error }
    guard let decodingError = error as? DecodingError else {
      return invalid(String(describing: error), at: node, path: path)
    }
    let kind: CatalogError.Kind
    let context: DecodingError.Context
    let fallback: String
    switch decodingError {
    case .typeMismatch(let type, let errorContext):
      (kind, context, fallback) = (.typeMismatch, errorContext, "expected \(type)")
    case .valueNotFound(let type, let errorContext):
      (kind, context, fallback) = (.typeMismatch, errorContext, "expected \(type), found null")
    case .keyNotFound(let key, let errorContext):
      (kind, context, fallback) = (.missingKey, errorContext, "missing key '\(key.stringValue)'")
    case .dataCorrupted(let errorContext):
      (kind, context, fallback) = (.invalidValue, errorContext, "invalid value")
    @unknown default:
      return invalid(String(describing: error), at: node, path: path)
    }
    let target = locate(context.codingPath)
    return CatalogError(
      kind, file: file, path: ConfigDecoder.render(context.codingPath), line: target.line,
      column: target.column,
      message: context.debugDescription.isEmpty ? fallback : context.debugDescription)
  }

  /// The deepest node of the tree on `codingPath`.
  func locate(_ codingPath: [any CodingKey]) -> JSONNode {
    guard codingPath.count >= rootPath.count else { return root }
    return root.descendant(at: Array(codingPath.dropFirst(rootPath.count))) ?? root
  }

}

private struct NodeDecoder: Decoder {
  let node: JSONNode
  let codingPath: [any CodingKey]
  let session: DecodingSession
  let scope: Scope

  var userInfo: [CodingUserInfoKey: Any] { session.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try session.keyedContainer(keyedBy: type, for: node, at: codingPath, scope: scope)
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try session.unkeyedContainer(for: node, at: codingPath, scope: scope)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueContainer(node: node, codingPath: codingPath, session: session, scope: scope)
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let node: JSONNode
  let object: JSONObject
  let codingPath: [any CodingKey]
  let session: DecodingSession
  let scope: Scope
  let usage: KeyUsage

  /// The keys `Key` accepts, in document order; listing a key counts as asking for it.
  ///
  /// `$` keys are left out: they annotate the file (`$schema`) and are not data.
  var allKeys: [Key] {
    object.members.compactMap { member in
      guard !member.key.hasPrefix("$"), let key = Key(stringValue: member.key) else { return nil }
      usage.ask(member.key)
      return key
    }
  }

  func contains(_ key: Key) -> Bool {
    usage.ask(key.stringValue)
    return object[key.stringValue] != nil
  }

  private func child(_ key: Key) throws -> JSONNode {
    usage.ask(key.stringValue)
    guard let child = object[key.stringValue] else {
      throw session.missingKey(key.stringValue, in: node, usage: usage)
    }
    return child
  }

  private func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

  private func integer<I: FixedWidthInteger>(_ type: I.Type, _ key: Key) throws -> I {
    try session.integer(type, child(key), at: path(key))
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    guard case .null = try child(key).value else { return false }
    return true
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try session.bool(child(key), at: path(key))
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try session.string(child(key), at: path(key))
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try session.floatingPoint(type, child(key), at: path(key))
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try session.floatingPoint(type, child(key), at: path(key))
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try session.decode(type, from: child(key), at: path(key))
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try session.keyedContainer(keyedBy: type, for: child(key), at: path(key), scope: scope)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try session.unkeyedContainer(for: child(key), at: path(key), scope: scope)
  }

  func superDecoder() throws -> any Decoder {
    superDecoder(for: ConfigCodingKey("super"))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    superDecoder(for: key)
  }

  /// A decoder for the member `key`, or for `null` when it is absent (as `JSONDecoder` does);
  /// its objects' keys are checked with this container's.
  private func superDecoder(for key: any CodingKey) -> any Decoder {
    usage.ask(key.stringValue)
    let child =
      object[key.stringValue] ?? JSONNode(value: .null, line: node.line, column: node.column)
    return NodeDecoder(node: child, codingPath: codingPath + [key], session: session, scope: scope)
  }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
  let node: JSONNode
  let elements: [JSONNode]
  let codingPath: [any CodingKey]
  let session: DecodingSession
  let scope: Scope
  private(set) var currentIndex = 0

  init(
    node: JSONNode, elements: [JSONNode], codingPath: [any CodingKey], session: DecodingSession,
    scope: Scope
  ) {
    self.node = node
    self.elements = elements
    self.codingPath = codingPath
    self.session = session
    self.scope = scope
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// Decodes the current element with `body`, moving on only when that succeeds (as
  /// `JSONDecoder` does, so that callers may retry an element as another type).
  private mutating func next<V>(_ body: (JSONNode, [any CodingKey]) throws -> V) throws -> V {
    guard !isAtEnd else { throw pastEnd() }
    let value = try body(
      elements[currentIndex], codingPath + [ConfigCodingKey(index: currentIndex)])
    currentIndex += 1
    return value
  }

  private mutating func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    try next { [session] in try session.integer(type, $0, at: $1) }
  }

  private func pastEnd() -> CatalogError {
    session.invalid(
      "expected at least \(currentIndex + 1) elements, found \(elements.count)", at: node,
      path: codingPath)
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { throw pastEnd() }
    guard case .null = elements[currentIndex].value else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try next { [session] in try session.bool($0, at: $1) }
  }

  mutating func decode(_ type: String.Type) throws -> String {
    try next { [session] in try session.string($0, at: $1) }
  }

  mutating func decode(_ type: Double.Type) throws -> Double {
    try next { [session] in try session.floatingPoint(type, $0, at: $1) }
  }

  mutating func decode(_ type: Float.Type) throws -> Float {
    try next { [session] in try session.floatingPoint(type, $0, at: $1) }
  }

  mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next { [session] in try session.decode(type, from: $0, at: $1) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next { [session, scope] in
      try session.keyedContainer(keyedBy: type, for: $0, at: $1, scope: scope)
    }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next { [session, scope] in try session.unkeyedContainer(for: $0, at: $1, scope: scope) }
  }

  mutating func superDecoder() throws -> any Decoder {
    try next { [session, scope] in
      NodeDecoder(node: $0, codingPath: $1, session: session, scope: scope)
    }
  }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
  let node: JSONNode
  let codingPath: [any CodingKey]
  let session: DecodingSession
  let scope: Scope

  private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    try session.integer(type, node, at: codingPath)
  }

  func decodeNil() -> Bool {
    guard case .null = node.value else { return false }
    return true
  }

  func decode(_ type: Bool.Type) throws -> Bool { try session.bool(node, at: codingPath) }
  func decode(_ type: String.Type) throws -> String { try session.string(node, at: codingPath) }

  func decode(_ type: Double.Type) throws -> Double {
    try session.floatingPoint(type, node, at: codingPath)
  }

  func decode(_ type: Float.Type) throws -> Float {
    try session.floatingPoint(type, node, at: codingPath)
  }

  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let value = try session.decode(type, from: node, at: codingPath)
    // `T` checked the object's keys; the type that delegated to it must not check them again.
    if case .object(let object) = node.value {
      scope.usage(of: object, at: codingPath, session: session).isDelegated = true
    }
    return value
  }
}
