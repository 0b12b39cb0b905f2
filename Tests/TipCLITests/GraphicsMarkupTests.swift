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
      ("", 10, 0), ("1", 10, 8), ("MW", 10, 22), ("i.l", 100, 126), ("¥", 20, 18),
      ("円", 20, 21), ("\u{200F}", 20, 0), ("$84.50", 36, 149),
    ])
  func widths(text: String, size: Int, width: Int) {
    #expect(TextMeasure.width(text, fontSize: size) == width)
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
