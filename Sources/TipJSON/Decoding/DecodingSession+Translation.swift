import Foundation

/// Errors thrown by the decoded types' `init(from:)`, turned into ``CatalogError``s in the
/// catalog's own words, at the value they are about.
///
/// Swift's own decoding messages (`Cannot initialize TipBase from invalid String value totl`,
/// `Expected to decode Int but found a string instead.`) never reach a person: an enumeration
/// with string raw values gets the list of its values and the nearest match, a type mismatch
/// names what was expected and what was found, and the library's errors keep their problem and
/// suggestion apart.
extension DecodingSession {
  /// Turns an error from decoding a `type` at `node` into a ``CatalogError``.
  package func translate(
    _ error: any Error, decoding type: Any.Type, at node: JSONNode, path: [any CodingKey]
  )
    -> CatalogError
  {
    if let following = error as? FollowingError {
      var translated = translate(following.underlying, decoding: type, at: node, path: path)
      translated.followsRecordedError = true
      return translated
    }
    // An enumeration's value is one of its names, whatever its `init(from:)` said about it.
    if let names = Self.caseNames(of: type), !Self.isAccepted(node, among: names) {
      return enumerationError(names: names, type: type, at: node, path: path)
    }
    if let error = error as? CatalogError { return error }
    // Swift's own "Cannot initialize … from invalid String value …", for enumerations that cannot
    // list their values.
    if case .dataCorrupted = error as? DecodingError, Self.hasStringRawValue(type),
      case .string(let text) = node.value
    {
      let shown = text.count > 40 ? text.prefix(37) + "..." : Substring(text)
      return invalid("unknown \(Self.words(for: type)) '\(shown)'", at: node, path: path)
    }
    switch error {
    case let error as any DecodedValueError:
      return valueError(error, at: path)
    case let error as DecodingError:
      return decodingError(error, at: node, path: path)
    case let error as LocalizedError:
      return invalid(error.errorDescription ?? String(describing: error), at: node, path: path)
    default:
      return invalid(String(describing: error), at: node, path: path)
    }
  }

  /// A `DecodingError` at the node its coding path leads to.
  private func decodingError(_ error: DecodingError, at node: JSONNode, path: [any CodingKey])
    -> CatalogError
  {
    switch error {
    case .typeMismatch(let type, let context):
      return mismatch(expecting: type, at: context.codingPath, found: nil)
    case .valueNotFound(let type, let context):
      return mismatch(expecting: type, at: context.codingPath, found: "null")
    case .keyNotFound(let key, let context):
      // The kind's own words when it wrote some; Swift's stock text otherwise never shows.
      let own = context.debugDescription
      let isStock = own.isEmpty || own.hasPrefix("No value associated with key")
      let target = locate(context.codingPath)
      return CatalogError(
        .missingKey, file: file, path: ConfigDecoder.render(context.codingPath),
        line: target.line, column: target.column,
        message: isStock ? "missing key '\(key.stringValue)'" : own)
    case .dataCorrupted(let context):
      if let underlying = context.underlyingError as? any DecodedValueError {
        return valueError(underlying, at: context.codingPath)
      }
      let target = locate(context.codingPath)
      let located = CatalogError(
        .invalidValue, file: file, path: ConfigDecoder.render(context.codingPath),
        line: target.line, column: target.column, message: "invalid value")
      let own = context.debugDescription
      return own.isEmpty ? located : Self.replacing(located, message: own, suggestion: nil)
    @unknown default:
      return invalid(String(describing: error), at: node, path: path)
    }
  }

  /// A value of another JSON type than `type` at `codingPath`: `found` names it, or the value
  /// there does.
  private func mismatch(expecting type: Any.Type, at codingPath: [any CodingKey], found: String?)
    -> CatalogError
  {
    let target = locate(codingPath)
    let expected = Self.expectation(of: type)
    let found = found ?? target.foundDescription
    return CatalogError(
      .typeMismatch, file: file, path: ConfigDecoder.render(codingPath), line: target.line,
      column: target.column, message: "expected \(expected), found \(found)",
      suggestion: Self.nullFix(expected: expected, at: codingPath, found: found))
  }

  /// A value's own rule, broken: at the setting's key when the error names one that exists.
  private func valueError(_ error: any DecodedValueError, at path: [any CodingKey])
    -> CatalogError
  {
    var path = path
    var target = locate(path)
    guard let (setting, problem) = error.settingProblem else {
      return invalid(error.problem, at: target, path: path, suggestion: error.recoverySuggestion)
    }
    if path.last?.stringValue != setting, let child = target.member(setting) {
      path.append(ConfigCodingKey(setting))
      target = child
    }
    return invalid(problem, at: target, path: path, suggestion: error.recoverySuggestion)
  }

  /// An enumeration's value that is not one of its names, or not a string at all.
  private func enumerationError(
    names: [String], type: Any.Type, at node: JSONNode, path: [any CodingKey]
  ) -> CatalogError {
    let noun = Self.words(for: type)
    let list = names.joined(separator: ", ")
    guard case .string(let text) = node.value else {
      return CatalogError(
        .typeMismatch, file: file, path: ConfigDecoder.render(path), line: node.line,
        column: node.column,
        message: "expected \(Self.withArticle("\(noun) name")), found \(node.foundDescription)",
        suggestion: "write one of: \(list)")
    }
    let shown = text.count > 40 ? text.prefix(37) + "..." : Substring(text)
    let hint = suggestion(for: text, among: names).map {
      "did you mean '\($0)'? Expected one of: \(list)"
    }
    return invalid(
      "unknown \(noun) '\(shown)'", at: node, path: path,
      suggestion: hint ?? "expected one of: \(list)")
  }

  /// `error` with another message and suggestion.
  private static func replacing(_ error: CatalogError, message: String, suggestion: String?)
    -> CatalogError
  {
    var copy = error
    copy.details.message = message
    copy.details.suggestion = suggestion
    return copy
  }

  /// The deepest node of the tree on `codingPath`.
  package func locate(_ codingPath: [any CodingKey]) -> JSONNode {
    guard codingPath.count >= rootPath.count else { return root }
    return root.descendant(at: Array(codingPath.dropFirst(rootPath.count))) ?? root
  }

  /// The names of an enumeration with string raw values (`RoundingRule`, `TipBase`, a kind's
  /// own), or `nil` for any other type.
  package static func caseNames(of type: Any.Type) -> [String]? {
    guard let enumeration = type as? any (CaseIterable & RawRepresentable).Type else {
      return nil
    }
    return names(of: enumeration)
  }

  private static func names<E: CaseIterable & RawRepresentable>(of type: E.Type) -> [String]? {
    let names = E.allCases.compactMap { $0.rawValue as? String }
    return names.isEmpty ? nil : names
  }

  /// Whether `type` is `RawRepresentable` with `String` raw values.
  package static func hasStringRawValue(_ type: Any.Type) -> Bool {
    guard let representable = type as? any RawRepresentable.Type else { return false }
    return rawValueIsString(representable)
  }

  private static func rawValueIsString<R: RawRepresentable>(_ type: R.Type) -> Bool {
    R.RawValue.self == String.self
  }

  private static func isAccepted(_ node: JSONNode, among names: [String]) -> Bool {
    guard case .string(let text) = node.value else { return false }
    return names.contains(text)
  }

  /// What a value of `type` is written as in a catalog, with an article: `a whole number`.
  package static func expectation(of type: Any.Type) -> String {
    if let described = type as? any CatalogExpectation.Type { return described.catalogExpectation }
    if let names = caseNames(of: type) {
      return withArticle("\(words(for: type)) name") + " (one of: \(names.joined(separator: ", ")))"
    }
    switch type {
    case is String.Type, is Substring.Type: return "a string"
    case is Bool.Type: return "true or false"
    case is any FixedWidthInteger.Type: return "a whole number"
    case is any BinaryFloatingPoint.Type, is Decimal.Type: return "a number"
    case is any ConfigScalarDecodable.Type: return "a number or a numeric string"
    default: break
    }
    let name = String(describing: type)
    if name.hasPrefix("Array<") || name.hasPrefix("Set<") { return "an array" }
    if name.hasPrefix("Dictionary<") { return "an object" }
    if name.hasPrefix("Optional<") { return "a value or null" }
    return withArticle(words(for: type))
  }

  /// `noun` after `a` or `an`, by its first letter: `an absent-role rule name`. A type whose
  /// name is not a singular noun (`Tips`) says what it is written as itself
  /// (``CatalogExpectation``).
  package static func withArticle(_ noun: String) -> String {
    let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    return (vowels.contains(noun.first ?? "x") ? "an " : "a ") + noun
  }

  /// A type's name in words: `TipBase` is `tip base`, `RoundingRule` is `rounding rule`, unless
  /// the type names itself (``CatalogEnumeration``).
  package static func words(for type: Any.Type) -> String {
    if let named = type as? any CatalogEnumeration.Type { return named.catalogNoun }
    var words = ""
    var previous: Character?
    for character in String(describing: type) {
      if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
        words.append(" ")
      }
      words.append(contentsOf: character.lowercased())
      previous = character
    }
    return words
  }
}
