import Foundation
import Testing

@testable import TipCLI

/// Tables line up by the columns a terminal gives text, not by characters: East Asian wide
/// characters and emoji take two columns, joiners, variation selectors and combining marks none.
@Suite("Display width and the tables that pad by it")
struct DisplayWidthTests {
  @Test(
    "Text takes the columns a terminal gives it",
    arguments: [
      ("", 0), ("Alice", 5), ("$33.24", 6),
      ("渡辺さくら", 10),  // kanji and hiragana: W
      ("👩‍🍳Chef", 6),  // a ZWJ sequence is one character, two columns
      ("👩‍🍳", 2), ("👍🏽", 2),  // an emoji with a skin-tone modifier
      ("❤️", 2), ("❤", 1),  // text-default heart, and asked for as emoji with U+FE0F
      ("🇯🇵", 2),  // a flag: two regional indicators
      ("Ｔｉｐ", 6), ("ｶﾌｪ", 3),  // fullwidth (F) and halfwidth (H) forms
      ("한국", 4), ("€5,00", 5), ("¥1,213", 6),
      ("Zoë", 3), ("Zoe\u{0308}", 3),  // precomposed and combining diaeresis
      ("a\u{200B}b", 2), ("a\u{200D}b", 2),  // zero-width space and joiner
      ("\u{20000}", 2),  // CJK Extension B
    ])
  func widths(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns, "\(text.unicodeScalars.map { $0.value })")
  }

  @Test("A table pads wide names so that every column starts at the same terminal column")
  func tableOfWideNames() {
    var table = TextTable(alignments: [.right, .left])
    table.append("Person", "Total", "Note")
    table.append("渡辺さくら", "¥1,273", "x")
    table.append("👩‍🍳Chef", "$5.00", "y")
    table.append("Zoe\u{0308}", "€10.00", "z")
    #expect(
      table.text == """
        Person       Total  Note
        渡辺さくら  ¥1,273  x
        👩‍🍳Chef       $5.00  y
        Zoë         €10.00  z
        """)
    let starts = table.text.split(separator: "\n").map { line in
      DisplayWidth.of(line.prefix { $0 != "x" && $0 != "y" && $0 != "z" && $0 != "N" })
    }
    #expect(Set(starts).count == 1, "the last column starts at columns \(starts)")
  }

  @Test("A receipt shared by people with wide names prints its columns in line")
  func receiptWithWideNames() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "names.json",
      """
      {
        "currency": "USD",
        "people": ["渡辺さくら", "👩‍🍳Chef", "Bob"],
        "items": [
          {"name": "ramen", "amount": "14.00", "people": ["渡辺さくら"]},
          {"name": "tasting", "amount": "30.00", "people": ["👩‍🍳Chef"]},
          {"name": "tea", "amount": "6.00", "people": ["Bob"]}
        ],
        "tip": {"percent": "20"}
      }
      """)
    let result = tipcalc(["split", "--receipt", "names.json"], directory: directory.path)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        Person      Subtotal  Discount    Tax  Charges     Tip   Total
        渡辺さくら    $14.00     $0.00  $0.00    $0.00   $2.80  $16.80
        👩‍🍳Chef        $30.00     $0.00  $0.00    $0.00   $6.00  $36.00
        Bob            $6.00     $0.00  $0.00    $0.00   $1.20   $7.20
        Total         $50.00     $0.00  $0.00    $0.00  $10.00  $60.00

        """)
  }
}
