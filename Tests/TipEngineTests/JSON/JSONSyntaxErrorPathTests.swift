import Testing

@testable import TipJSON

/// A syntax error names the JSON path where the parser was, besides the line and column: the
/// value being read, or the array or object whose key, `,` or closing bracket was expected.
@Suite struct JSONSyntaxErrorPathTests {
  @Test(arguments: [
    // A value that cannot be read: its own path.
    (#"{"policies": [{"name": "x", "rate": 018}]}"#, "policies[0].rate"),
    (#"{"policies": [{"name": "x"}, {"rate": tru}]}"#, "policies[1].rate"),
    (#"{"a": {"b": [1, {"c": nul}]}}"#, "a.b[1].c"),
    (#"[1, [2, 'x']]"#, "[1][1]"),
    (#"{"a": "unterminated}"#, "a"),
    // A key, a separator or a closing bracket: the container's path.
    (#"{"policies": [{"name": "x", "rate": 18,}]}"#, "policies[0]"),
    (#"{"policies": [{"name": "x" "kind": "percent"}]}"#, "policies[0]"),
    (#"{"policies": [{"name": "x", kind: "percent"}]}"#, "policies[0]"),
    (#"{"policies": [1 2]}"#, "policies"),
    (#"{"policies": [{"name": "x""#, "policies[0]"),
    // A duplicate key: the key itself, so that a top-level one has a path too.
    (#"{"a": {"k": 1, "k": 2}}"#, "a.k"),
    (#"{"version": 1, "version": 1}"#, "version"),
    // At the top level there is no path to name.
    (#"{"version": 1,}"#, ""),
    ("[1, 2,]", ""),
    (#"{"a": 1} x"#, ""),
  ])
  func namesWhereTheParserWas(text: String, path: String) throws {
    let error = #expect(throws: CatalogError.self) {
      try JSONReader.parse(Array(text.utf8), file: "t.json")
    }
    #expect(error?.kind == .invalidJSON)
    #expect(error?.path == path)
  }

  @Test(arguments: [
    ("tru", "did you mean 'true'? A string must be in double quotes: \"tru\""),
    ("nul", "did you mean 'null'? A string must be in double quotes: \"nul\""),
    ("False", "did you mean 'false'? JSON's literals are lowercase"),
    ("yes", "strings must be in double quotes: \"yes\""),
    ("t", "strings must be in double quotes: \"t\""),
  ])
  func suggestsTheLiteralAWordShortens(word: String, suggestion: String) throws {
    let error = #expect(throws: CatalogError.self) {
      try JSONReader.parse(Array("{\"rate\": \(word)}".utf8), file: "t.json")
    }
    #expect(error?.message == "unexpected word '\(word)'; expected a value")
    #expect(error?.suggestion == suggestion)
  }

  @Test func showsThePathBeforeTheMessage() throws {
    let error = #expect(throws: CatalogError.self) {
      try JSONReader.parse(Array("{\"policies\": [\n  {\"rate\": 18,}\n]}".utf8), file: "t.json")
    }
    #expect(
      error?.description
        == "t.json:2:14: at policies[0]: trailing comma before '}'; "
        + "JSON does not allow a comma after the last item")
  }

  @Test(
    "Each syntax mistake says what would be right",
    arguments: [
      (
        "{\"rate\": 1,\n \"rate\": 2}",
        "duplicate key 'rate' (first at line 1)",
        "keep one of them: a key appears once in an object"
      ),
      (
        "// note\n{}", "JSON does not allow comments",
        "remove the comment; a note can go in a \"description\" where the format has one"
      ),
      (#"{"a": "abc}"#, "unterminated string", "close the string that starts here with '\"'"),
    ])
  func suggestsTheFix(text: String, message: String, suggestion: String) throws {
    let error = #expect(throws: CatalogError.self) {
      try JSONReader.parse(Array(text.utf8), file: "t.json")
    }
    #expect(error?.message == message)
    #expect(error?.suggestion == suggestion)
  }

  @Test("Nesting too deep names the first levels and how many, not every one")
  func tooDeepShortensThePath() throws {
    let text = #"{"policies": [{"description": "# + String(repeating: "[", count: 70)
    let error = #expect(throws: CatalogError.self) {
      try JSONReader.parse(Array(text.utf8), file: "t.json")
    }
    #expect(error?.message == "nesting deeper than 64 levels")
    #expect(error?.path == "policies[0].description… (64 levels)")
    #expect(
      error?.suggestion
        == "nest arrays and objects at most 64 deep; a '[' or '{' left open earlier in the file "
        + "nests everything after it")
  }
}
