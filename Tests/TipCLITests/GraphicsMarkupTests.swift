import Testing
import TipGraphics

/// `TipGraphics`: escaping, the width estimate and the direction of text, which every picture
/// relies on.
@Suite("Pictures' markup: escaping, text widths and right-to-left text")
struct GraphicsMarkupTests {
  @Test(
    "Text and attributes are escaped so that a label is shown as written",
    arguments: [
      ("Tips & <more>", "Tips &amp; &lt;more&gt;", "Tips &amp; &lt;more&gt;"),
      ("say \"hi\" 'there'", "say \"hi\" 'there'", "say &quot;hi&quot; &#39;there&#39;"),
      ("$1,234.50", "$1,234.50", "$1,234.50"),
      // What XML does not allow even escaped is written visibly; tab and line breaks stay.
      ("Service\u{B}charge", "Service\\u{B}charge", "Service\\u{B}charge"),
      ("a\u{1}b\u{FFFF}c\u{1F}", "a\\u{1}b\\u{FFFF}c\\u{1F}", "a\\u{1}b\\u{FFFF}c\\u{1F}"),
      ("tab\tline\nreturn\r", "tab\tline\nreturn\r", "tab\tline\nreturn\r"),
      ("é\u{301} \u{7F}", "é\u{301} \u{7F}", "é\u{301} \u{7F}"),
    ])
  func escaping(raw: String, text: String, attribute: String) {
    #expect(Markup.escapedText(raw) == text)
    #expect(Markup.escapedAttribute(raw) == attribute)
  }

  @Test("Elements keep their attributes in order")
  func elements() {
    #expect(
      Markup.element("text", [("x", "1"), ("y", "2")], text: "a<b")
        == "<text x=\"1\" y=\"2\">a&lt;b</text>")
    #expect(Markup.emptyElement("rect", [("class", "a\"b")]) == "<rect class=\"a&quot;b\"/>")
  }

  @Test(
    "Widths are generous whole pixels: wide letters, wide scripts, invisible marks",
    arguments: [
      ("", 10, 0), ("1", 10, 7), ("MW", 10, 22), ("i.l", 100, 108), ("¥", 20, 14),
      ("円", 20, 21), ("\u{200F}", 20, 0), ("$84.50", 36, 140),
    ])
  func widths(text: String, size: Int, width: Int) {
    #expect(TextMeasure.width(text, fontSize: size) == width)
  }

  @Test(
    "Each character counts at least as wide as DejaVu Sans Bold draws it (advance ÷ 2048 em)",
    arguments: [
      ("%", 2052), ("&", 1786), ("<", 1716), ("=", 1716), (">", 1716), ("—", 2048), ("…", 2048),
      ("W", 2259), ("m", 2134), ("1", 1425), (" ", 713), ("\\", 748), ("{", 1458),
    ] as [(Character, Int)])
  func atLeastTheFontsWidth(character: Character, advance: Int) {
    // A thousand of them at 2,048 px: the font draws exactly `advance` px for each.
    let text = String(repeating: character, count: 1000)
    #expect(TextMeasure.width(text, fontSize: 2048) >= advance * 1000)
    #expect(TextMeasure.width(text, fontSize: 2048) <= (advance + 21) * 1000, "not too generous")
  }

  @Test("Text is measured as it is written: a control character as the \\u{7} drawn for it")
  func measuredAsWritten() {
    let name = "x" + String(repeating: "\u{7}", count: 60)
    #expect(Markup.shownText(name) == "x" + String(repeating: "\\u{7}", count: 60))
    #expect(
      TextMeasure.width(name, fontSize: 15)
        == TextMeasure.width(Markup.shownText(name), fontSize: 15))
    #expect(TextMeasure.width(name, fontSize: 15) > 60 * 5 * 15 / 2)
  }

  @Test(
    "Text runs right to left when its first letter does; such amounts are isolated in a line",
    arguments: [
      ("\u{200F}١٢٫٣٤٥ د.ك.\u{200F}", true, true), ("Tip ١٫٨٥٢ د.ك.", false, true),
      ("KWD 12.345", false, false), ("12.345", false, false), ("₪ 5", false, false),
      ("שקל", true, true),
    ])
  func direction(text: String, isRightToLeft: Bool, isIsolated: Bool) {
    #expect(TextMeasure.isRightToLeft(text) == isRightToLeft)
    #expect(TextMeasure.isolated(text) == (isIsolated ? "\u{2068}\(text)\u{2069}" : text))
  }

  @Test("Right-to-left text is marked and its anchor mirrored, so it sits where it was put")
  func mirroredAnchor() {
    var canvas = SVGCanvas(width: 10, height: 10)
    canvas.text("د.ك.", x: 5, y: 5, size: 10)
    canvas.text("KWD", x: 5, y: 5, size: 10, anchor: .end)
    let svg = canvas.rendered(title: "t", style: "", standalone: false)
    #expect(svg.contains("direction=\"rtl\" unicode-bidi=\"embed\" text-anchor=\"end\""))
    #expect(
      svg.contains(
        "<text x=\"5\" y=\"5\" font-size=\"10\" text-anchor=\"end\" class=\"t\">KWD</text>"))
  }
}
