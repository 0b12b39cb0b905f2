import Foundation
import Testing

@testable import TipEngine
@testable import TipJSON
@testable import TipPricing

private func parse(_ text: String, maximumDepth: Int = 64) throws -> JSONNode {
  try JSONReader.parse(Array(text.utf8), file: "t.json", maximumDepth: maximumDepth)
}

private func parseError(_ bytes: [UInt8], maximumDepth: Int = 64) -> CatalogError? {
  #expect(throws: CatalogError.self) {
    try JSONReader.parse(bytes, file: "t.json", maximumDepth: maximumDepth)
  }
}

/// A compact rendering with numbers as written, to compare whole trees in one string.
private func canonical(_ node: JSONNode) -> String {
  switch node.value {
  case .null: return "null"
  case .bool(let flag): return flag ? "true" : "false"
  case .number(let text): return text
  case .string(let text): return "\"\(text)\""
  case .array(let elements): return "[" + elements.map(canonical).joined(separator: ",") + "]"
  case .object(let object):
    let members = object.members.map { "\"\($0.key)\":" + canonical($0.value) }
    return "{" + members.joined(separator: ",") + "}"
  }
}

/// Deterministic pseudo-random bytes, so that a failure can be replayed.
private struct ByteGenerator {
  var state: UInt64

  mutating func next() -> UInt8 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return UInt8(truncatingIfNeeded: state >> 33)
  }
}

@Suite("JSON reader")
struct JSONNodeTests {
  @Test(arguments: [
    ("18.50", "18.50"),
    ("-1e3", "-1e3"),
    ("0", "0"),
    ("-0.0", "-0.0"),
    ("1E+2", "1E+2"),
    ("2.50e-10", "2.50e-10"),
    ("123456789012345678901234567890.000", "123456789012345678901234567890.000"),
    (" true ", "true"),
    ("false", "false"),
    ("\n\tnull\r\n", "null"),
    ("[1, [2, {}], []]", "[1,[2,{}],[]]"),
    (#"{"b": 1, "a": [true, null], "c": {"d": "e"}}"#, #"{"b":1,"a":[true,null],"c":{"d":"e"}}"#),
  ])
  func parsesValuesKeepingNumberText(text: String, expected: String) throws {
    #expect(canonical(try parse(text)) == expected)
  }

  @Test(arguments: [
    (#""plain""#, "plain"),
    (#""caf\u00e9 \u20AC""#, "café €"),
    (#""\ud83d\ude00""#, "😀"),
    (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
    (#""nul\u0000""#, "nul\u{0}"),
    (#""raw € and 😀""#, "raw € and 😀"),
    (#""""#, ""),
  ])
  func decodesStrings(text: String, expected: String) throws {
    let node = try parse(text)
    guard case .string(let value) = node.value else {
      Issue.record("not a string: \(canonical(node))")
      return
    }
    #expect(value == expected)
  }

  @Test func recordsLinesAndColumnsOfValuesAndKeys() throws {
    let text =
      "{\n  \"tip\": 18.50,\r\n  \"list\": [1,\n    \"€\", {\"x\": null}],\n\t\"€k\": true\n}"
    let root = try parse(text)
    #expect((root.line, root.column) == (1, 1))
    guard case .object(let object) = root.value else {
      Issue.record("not an object")
      return
    }
    #expect(object.keys == ["tip", "list", "€k"])
    let tip = try #require(object.member(forKey: "tip"))
    #expect((tip.keyLine, tip.keyColumn, tip.value.line, tip.value.column) == (2, 3, 2, 10))
    let list = try #require(object["list"])
    #expect((list.line, list.column) == (3, 11))
    guard case .array(let elements) = list.value else {
      Issue.record("not an array")
      return
    }
    #expect(elements.map { [$0.line, $0.column] } == [[3, 12], [4, 5], [4, 10]])
    guard case .object(let inner) = elements[2].value else {
      Issue.record("not an object")
      return
    }
    let innerMember = try #require(inner.member(forKey: "x"))
    #expect((innerMember.keyLine, innerMember.keyColumn) == (4, 11))
    #expect((innerMember.value.line, innerMember.value.column) == (4, 16))
    // A tab is one column; "€k" counts as two scalars before the colon.
    let flag = try #require(object.member(forKey: "€k"))
    #expect((flag.keyLine, flag.keyColumn, flag.value.line, flag.value.column) == (5, 2, 5, 8))
  }

  @Test func countsColumnsInScalarsNotBytes() throws {
    let error = parseError(Array("[\"é😀\", x]".utf8))
    #expect(error?.message == "unexpected word 'x'; expected a value")
    #expect(error?.line == 1)
    #expect(error?.column == 8)
  }

  @Test func skipsByteOrderMark() throws {
    let node = try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8), file: nil)
    #expect(canonical(node) == #"{"a":1}"#)
    #expect((node.line, node.column) == (1, 1))
    guard case .object(let object) = node.value else {
      Issue.record("not an object")
      return
    }
    #expect(object["a"]?.column == 7)
  }

  @Test(arguments: [
    (#"{"a": }"#, 1, 7, "unexpected character '}'; expected a value"),
    ("[1, 2,]", 1, 6, "trailing comma before ']'"),
    ("{\"a\": 1,\n}", 1, 8, "trailing comma before '}'"),
    (#""abc"#, 1, 1, "unterminated string"),
    (#"["a\qb"]"#, 1, 4, #"invalid escape '\q'"#),
    ("{\"rate\": 1,\n \"rate\": 2}", 2, 2, "duplicate key 'rate' (first at line 1)"),
    ("[1] x", 1, 5, "unexpected text after the JSON value"),
    ("{} {}", 1, 4, "unexpected text after the JSON value"),
    ("\"a\tb\"", 1, 3, "unescaped control character U+0009 in a string"),
    ("\"a\nb\"", 1, 3, "line break inside a string"),
    (#""\ud800""#, 1, 2, #"lone surrogate '\ud800' in a string"#),
    (#"" \udc00x""#, 1, 3, #"lone surrogate '\udc00' in a string"#),
    (#""\ud800\u0041""#, 1, 2, #"lone surrogate '\ud800' in a string"#),
    (#""\u12G4""#, 1, 2, #"invalid escape '\u12G4'"#),
    (#""\u12""#, 1, 2, #"invalid escape '\u12'"#),
    ("012", 1, 1, "numbers must not have leading zeros: '012'"),
    ("[-00]", 1, 2, "numbers must not have leading zeros: '-00'"),
    ("-", 1, 1, "'-' must be followed by digits"),
    ("[-x]", 1, 2, "'-' must be followed by digits"),
    ("1.", 1, 1, "expected a digit after the decimal point in '1.'"),
    ("[1.e5]", 1, 2, "expected a digit after the decimal point in '1.'"),
    ("1e+", 1, 1, "expected digits in the exponent of '1e+'"),
    ("[NaN]", 1, 2, "'NaN' is not a JSON number; JSON has no NaN or Infinity"),
    ("Infinity", 1, 1, "'Infinity' is not a JSON number; JSON has no NaN or Infinity"),
    ("-Infinity", 1, 1, "'-Infinity' is not a JSON number; JSON has no NaN or Infinity"),
    (".5", 1, 1, "a number must start with a digit, not '.'"),
    ("+1", 1, 1, "a number must not start with '+'"),
    ("{'a': 1}", 1, 2, "keys must be in double quotes, not single quotes"),
    ("{a: 1}", 1, 2, "unquoted key 'a'"),
    ("['a']", 1, 2, "strings must be in double quotes, not single quotes"),
    ("// note\n{}", 1, 1, "JSON does not allow comments"),
    ("[True]", 1, 2, "unexpected word 'True'; expected a value"),
    ("[yes]", 1, 2, "unexpected word 'yes'; expected a value"),
    ("[1 2]", 1, 4, "missing ',' between array elements"),
    (#"{"a": 1 "b": 2}"#, 1, 9, "missing ',' between object members"),
    (#"{"a" 1}"#, 1, 6, "unexpected character '1'; expected ':' after key 'a'"),
    ("[1;2]", 1, 3, "unexpected character ';'; expected ',' or ']'"),
    (#"{"a": 1]"#, 1, 8, "unexpected character ']'; expected ',' or '}'"),
    ("{1: 2}", 1, 2, "unquoted key '1'"),
    ("{,}", 1, 2, "unexpected character ','; expected a key in double quotes"),
    ("[,1]", 1, 2, "unexpected character ','; expected a value"),
    ("[1,\n2", 2, 2, "unexpected end of input; the array opened at line 1, column 1 is not closed"),
    (
      "{\"a\": [1], ", 1, 12,
      "unexpected end of input; the object opened at line 1, column 1 is not closed"
    ),
    (#"{"a":"#, 1, 6, "unexpected end of input; expected a value"),
    (#"{"a""#, 1, 5, "unexpected end of input; expected ':' after key 'a'"),
    ("[\u{A0}1]", 1, 2, "unexpected character U+00A0; expected a value"),
    ("\u{0}", 1, 1, "unexpected character U+0000; expected a value"),
    ("\"é\" x", 1, 5, "unexpected text after the JSON value"),
  ])
  func reportsInvalidJSON(text: String, line: Int, column: Int, message: String) {
    let error = parseError(Array(text.utf8))
    #expect(error?.kind == .invalidJSON)
    #expect(error?.file == "t.json")
    #expect(error?.line == line)
    #expect(error?.column == column)
    #expect(error?.message == message)
  }

  @Test func explainsCommonMistakesInSuggestions() {
    #expect(
      parseError(Array("[1,]".utf8))?.suggestion
        == "JSON does not allow a comma after the last item")
    #expect(
      parseError(Array("[True]".utf8))?.suggestion
        == "did you mean 'true'? JSON's literals are lowercase")
    #expect(
      parseError(Array("[yes]".utf8))?.suggestion == #"strings must be in double quotes: "yes""#)
    #expect(parseError(Array("{a: 1}".utf8))?.suggestion == #"keys must be in double quotes: "a""#)
    #expect(parseError(Array(#"["C:\dir"]"#.utf8))?.suggestion == #"write a backslash as \\"#)
    #expect(parseError(Array("\"\t\"".utf8))?.suggestion == #"write it as \t"#)
    #expect(parseError(Array("\"\u{1}\"".utf8))?.suggestion == #"write it as \u0001"#)
  }

  @Test func describesErrorsLikeACompiler() {
    let error = parseError(Array("{\n  \"rate\": 1,\n}".utf8))
    #expect(
      error?.description
        == "t.json:2:12: trailing comma before '}'; JSON does not allow a comma after the last item"
    )
  }

  @Test(arguments: [
    ([UInt8](), "the file is empty"),
    (Array(" \n\t\r\n".utf8), "the file contains only white space"),
    ([0xEF, 0xBB, 0xBF], "the file is empty"),
    ([0xEF, 0xBB, 0xBF, 0x20], "the file contains only white space"),
  ])
  func reportsEmptyInput(bytes: [UInt8], message: String) {
    let error = parseError(bytes)
    #expect(error?.kind == .empty)
    #expect(error?.message == message)
    #expect(error?.file == "t.json")
    #expect(error?.line == nil)
  }

  @Test(arguments: [
    (Array("{\n\"".utf8) + [0xFF], 3, 2, 2),
    ([0xC0, 0x80], 0, 1, 1),
    (Array("\"€".utf8) + [0xED, 0xA0, 0x80, 0x22], 4, 1, 3),
    (Array("[\"ab".utf8) + [0xE2, 0x82], 4, 1, 5),
    ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 1, 2),
    ([0x22, 0xF0, 0x80, 0x80, 0x80, 0x22], 1, 1, 2),
    ([0x22, 0xC3, 0x28, 0x22], 1, 1, 2),
    (Array("\r\n\r\n  ".utf8) + [0x80], 6, 3, 3),
  ])
  func reportsInvalidUTF8(bytes: [UInt8], offset: Int, line: Int, column: Int) {
    let error = parseError(bytes)
    #expect(error?.kind == .invalidJSON)
    #expect(error?.message == "invalid UTF-8 at byte offset \(offset)")
    #expect(error?.line == line)
    #expect(error?.column == column)
    #expect(error?.suggestion == "save the file as UTF-8 text")
  }

  @Test func recognizesUTF16() {
    let error = parseError([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00])
    #expect(error?.message == "invalid UTF-8 at byte offset 0")
    #expect(error?.suggestion == "the file looks like UTF-16; save it as UTF-8")
  }

  @Test func failsCleanlyOnBinaryAndTruncatedInput() {
    var generator = ByteGenerator(state: 42)
    for length in 1...300 {
      let bytes = (0..<length).map { _ in generator.next() }
      // Random bytes may happen to be JSON (a digit) or blank; anything else must be a clean error.
      do {
        _ = try JSONReader.parse(bytes, file: nil)
      } catch {
        // The reader throws only CatalogError (typed throws).
        #expect(error.kind == .invalidJSON || error.kind == .empty, "input \(bytes)")
      }
    }
    let document = Array(#"{"a": [1, -2.5e3, "x\u00e9\n", {"b": null}], "c": true}"#.utf8)
    for end in 0..<document.count {
      let error = parseError(Array(document[..<end]))
      #expect(error?.kind == (end == 0 ? .empty : .invalidJSON), "prefix of \(end) bytes")
    }
  }

  @Test func limitsNestingDepth() throws {
    let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(try parse(deepest).line == 1)
    let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
    let error = parseError(Array(tooDeep.utf8))
    #expect(error?.message == "nesting deeper than 64 levels")
    #expect(error?.column == 65)
    let objects = String(repeating: #"{"a":"#, count: 3) + "1" + String(repeating: "}", count: 3)
    #expect(
      parseError(Array(objects.utf8), maximumDepth: 2)?.message == "nesting deeper than 2 levels")
    #expect(throws: Never.self) { try parse(objects, maximumDepth: 3) }
  }

  @Test func survivesHostileNesting() {
    let error = parseError(Array(repeating: UInt8(ascii: "["), count: 200_000))
    #expect(error?.message == "nesting deeper than 64 levels")
    let deep = parseError(
      Array(repeating: UInt8(ascii: "["), count: 200_000), maximumDepth: 1_000_000)
    #expect(deep?.message == "unexpected end of input; expected a value")
    #expect(deep?.column == 200_001)
  }

  @Test func parsesAMegabyteQuickly() throws {
    var text = "{\"policies\": ["
    var index = 0
    while text.utf8.count < 1_000_000 {
      if index > 0 { text += ",\n" }
      text += #"  {"name": "policy-\#(index)", "rate": 18.\#(index % 100), "tags": ["a", "é"],"#
      text += #" "enabled": true, "note": null, "limit": -1e3, "esc": "a\"b\u00e9"}"#
      index += 1
    }
    text += "]}"
    let clock = ContinuousClock()
    let start = clock.now
    let root = try parse(text)
    let elapsed = clock.now - start
    #expect(elapsed < .seconds(10))
    guard case .object(let object) = root.value,
      case .array(let policies)? = object["policies"]?.value
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(policies.count == index)
    guard case .object(let last) = policies[index - 1].value else {
      Issue.record("not an object")
      return
    }
    #expect(last["name"].map(canonical) == "\"policy-\(index - 1)\"")
    #expect(last["rate"].map(canonical) == "18.\((index - 1) % 100)")
    #expect(last["esc"].map(canonical) == "\"a\"bé\"")
    #expect(last["rate"]?.line == index)
  }

  @Test func objectKeepsOrderAndFirstOfDuplicates() {
    func member(_ key: String, _ number: String) -> JSONObject.Member {
      .init(
        key: key, keyLine: 1, keyColumn: 1,
        value: JSONNode(value: .number(number), line: 1, column: 1))
    }
    var object = JSONObject([member("b", "1"), member("a", "2")])
    #expect(object.keys == ["b", "a"])
    #expect(object.count == 2)
    let existing = object.append(member("b", "3"))
    #expect(existing?.value.foundDescription == "the number 1")
    let added = object.append(member("c", "4"))
    #expect(added == nil)
    #expect(object.keys == ["b", "a", "c"])
    #expect(object["a"]?.foundDescription == "the number 2")
    #expect(object["z"] == nil)
  }

  @Test(arguments: [
    ("null", "null"),
    ("true", "true"),
    ("false", "false"),
    ("18.50", "the number 18.50"),
    (#""abc""#, #"the string "abc""#),
    (
      #""0123456789012345678901234567890123456789x""#,
      #"the string "0123456789012345678901234567890123456...""#
    ),
    ("[1]", "an array"),
    ("{}", "an object"),
  ])
  func describesFoundValues(text: String, description: String) throws {
    #expect(try parse(text).foundDescription == description)
  }
}
