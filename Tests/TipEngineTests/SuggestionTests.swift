import Testing
import TipEngine

// editDistance and suggestion(for:among:) are `package`: shared with the CLI.

@Suite("Did-you-mean suggestions")
struct SuggestionTests {
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
