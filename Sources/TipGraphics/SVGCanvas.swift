/// An SVG drawing built in integer pixels and written as text: rectangles, lines and text in the
/// order drawn, with the stylesheet and the fill patterns inline, so the file needs nothing
/// else and the same drawing always gives the same bytes.
///
/// Text stays text (`<text>` elements, found by a screen reader and by `grep`); text that runs
/// right to left is marked with `direction` and `unicode-bidi`, and its anchor mirrored, so that
/// it sits where left-to-right text would.
package struct SVGCanvas: Sendable {
  /// Where a line of text is anchored at its `x`, as read left to right.
  package enum Anchor: String, Sendable {
    /// Its left edge.
    case start
    /// Its middle.
    case middle
    /// Its right edge.
    case end
  }

  /// A fill that does not rely on colour, so a picture reads in grey or in print.
  package enum Pattern: String, Sendable, CaseIterable {
    /// Diagonal stripes.
    case hatch
    /// A grid of dots.
    case dots
  }

  /// The width in pixels.
  package let width: Int
  /// The height in pixels.
  package let height: Int
  /// A prefix for the drawing's element ids, unique in a page that holds several drawings.
  package let idPrefix: String
  private var elements: [String] = []

  /// An empty drawing of `width` by `height` pixels.
  package init(width: Int, height: Int, idPrefix: String = "p") {
    self.width = width
    self.height = height
    self.idPrefix = idPrefix
  }

  /// Draws a rectangle with the stylesheet's `classes`, filled with `pattern` when one is given.
  package mutating func rect(
    x: Int, y: Int, width: Int, height: Int, radius: Int = 0, classes: String,
    pattern: Pattern? = nil
  ) {
    var attributes = [
      ("x", "\(x)"), ("y", "\(y)"), ("width", "\(width)"), ("height", "\(height)"),
    ]
    if radius > 0 { attributes.append(("rx", "\(radius)")) }
    attributes.append(("class", classes))
    if let pattern { attributes.append(("fill", "url(#\(idPrefix)-\(pattern.rawValue))")) }
    elements.append(Markup.emptyElement("rect", attributes))
  }

  /// Draws a line with the stylesheet's `classes`.
  package mutating func line(x1: Int, y1: Int, x2: Int, y2: Int, classes: String) {
    elements.append(
      Markup.emptyElement(
        "line",
        [("x1", "\(x1)"), ("y1", "\(y1)"), ("x2", "\(x2)"), ("y2", "\(y2)"), ("class", classes)]
      ))
  }

  /// Writes one line of `text` with its baseline at `y`, `size` pixels high.
  package mutating func text(
    _ text: String, x: Int, y: Int, size: Int, anchor: Anchor = .start, classes: String = "t"
  ) {
    var anchor = anchor
    var attributes = [("x", "\(x)"), ("y", "\(y)"), ("font-size", "\(size)")]
    if TextMeasure.isRightToLeft(text) {
      // In right-to-left text `start` is the right edge: mirror the anchor so the text sits
      // where it was placed.
      anchor = anchor == .start ? .end : anchor == .end ? .start : .middle
      attributes += [("direction", "rtl"), ("unicode-bidi", "embed")]
    }
    if anchor != .start { attributes.append(("text-anchor", anchor.rawValue)) }
    attributes.append(("class", classes))
    elements.append(Markup.element("text", attributes, text: text))
  }

  /// Opens a group that a screen reader announces as `label`; close it with ``endGroup()``.
  package mutating func beginGroup(label: String, classes: String = "group") {
    elements.append(
      Markup.startTag("g", [("role", "group"), ("aria-label", label), ("class", classes)]))
  }

  /// Closes the group opened last.
  package mutating func endGroup() {
    elements.append("</g>")
  }

  /// The drawing as an `<svg>` element titled `title`, with `style` as its stylesheet, for a
  /// file of its own (`standalone`, with the XML declaration) or for a page.
  package func rendered(title: String, style: String, standalone: Bool) -> String {
    var lines: [String] = []
    if standalone { lines.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") }
    lines.append(
      Markup.startTag(
        "svg",
        [
          ("xmlns", "http://www.w3.org/2000/svg"), ("width", "\(width)"), ("height", "\(height)"),
          ("viewBox", "0 0 \(width) \(height)"), ("role", "img"),
          ("aria-labelledby", "\(idPrefix)-title"), ("class", "picture"),
        ]))
    lines.append(Markup.element("title", [("id", "\(idPrefix)-title")], text: title))
    lines.append("<style>\(style)</style>")
    lines.append("<defs>")
    lines.append(
      "<pattern id=\"\(idPrefix)-hatch\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" "
        + "patternTransform=\"rotate(45)\"><rect width=\"8\" height=\"8\" class=\"pattern-ground\"/>"
        + "<rect width=\"3\" height=\"8\" class=\"pattern-ink\"/></pattern>")
    lines.append(
      "<pattern id=\"\(idPrefix)-dots\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\">"
        + "<rect width=\"6\" height=\"6\" class=\"pattern-ground\"/>"
        + "<rect x=\"2\" y=\"2\" width=\"2\" height=\"2\" class=\"pattern-ink\"/></pattern>")
    lines.append("</defs>")
    lines += elements
    lines.append("</svg>")
    return lines.joined(separator: "\n") + (standalone ? "\n" : "")
  }

  /// The stylesheet every drawing starts from: the font, text, frames and the patterns' ink.
  /// A drawing adds its own classes after it.
  package static let baseStyle = """
    .picture{font-family:'DejaVu Sans',Verdana,Arial,sans-serif}\
    .t{fill:#111}.muted{fill:#444}.strong{font-weight:bold}\
    .frame{fill:#fff;stroke:#111;stroke-width:2}\
    .pattern-ground{fill:#fff}.pattern-ink{fill:#777}
    """
}
