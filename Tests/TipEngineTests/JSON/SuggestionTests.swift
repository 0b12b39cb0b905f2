import Testing
import TipEngine

// editDistance and suggestion(for:among:) are `package`: shared with the CLI.

@Suite("Did-you-mean suggestions")
struct SuggestionTests {
  static let countries = ["AE", "AU", "AZ", "CZ", "DE", "ES", "GB", "ID", "SE", "US", "ZA"]
  static let currencies = ["CAD", "EUR", "USD", "XBC", "XBD"]

  @Test(
    "Suggests only what was plausibly meant: a slip in a short code, a typo in a longer word",
    arguments: [
      // Longer words: one typo in four or five characters, two in longer ones.
      ("splt", ["name", "split", "rate"], "split"),
      ("rtae", ["name", "rate", "split"], "rate"),
      ("percnt", ["fixed", "percent"], "percent"),
      ("regoin", ["currency", "region"], "region"),
      ("Rate", ["rate"], "rate"),
      ("xyz", ["rate", "split", "tax"], nil),
      ("x", ["y"], nil),
      ("rate", [], nil),
      // An unfinished word names the one candidate it begins, ahead of equally near others.
      ("percent-12", ["percent-10", "percent-12.5", "percent-15"], "percent-12.5"),
      ("percent-1", ["percent-10", "percent-12.5", "percent-15"], nil),
      // Equally near candidates: no telling which was meant.
      ("percent-11", ["percent-10", "percent-15"], nil),
      // Short codes: a swap, a neighbouring key, a letter left out or added; nothing else.
      ("SU", countries, "US"),
      ("Ed", countries, "DE"),
      ("ZZ", countries, nil),
      ("EE", countries, nil),
      ("UD", countries, nil),
      ("GV", countries, "GB"),
      ("ABC", currencies, nil),
      ("XBV", currencies, "XBC"),
      ("UDS", currencies, "USD"),
      ("EUX", currencies, "EUR"),
      ("XBZ", currencies, nil),
      ("EUE", currencies, "EUR"),
      ("CA", currencies, "CAD"),
      ("tx", ["tax", "tip"], "tax"),
      ("cat", ["bat", "hat"], nil),
      ("cst", ["cat", "cut"], "cat"),
      ("QCX", ["AB", "QC", "ON"], "QC"),
      ("02", ["01", "03"], nil),
      ("0w", ["02", "05"], "02"),
    ] as [(String, [String], String?)])
  func suggestsPlausibleWords(word: String, candidates: [String], expected: String?) {
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
