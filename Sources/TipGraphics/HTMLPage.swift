/// A self-contained HTML page written as text: headings, paragraphs, tables and inline SVG
/// drawings, one stylesheet in the head, no script and nothing fetched, in the order added.
package struct HTMLPage: Sendable {
  /// The page's title.
  package let title: String
  private var body: [String] = []
  private var style: String

  /// An empty page titled `title`, with `style` after the page's own stylesheet.
  package init(title: String, style: String = "") {
    self.title = title
    self.style = HTMLPage.baseStyle + style
  }

  /// Adds a heading of `level` (1 to 3).
  package mutating func heading(_ text: String, level: Int = 2) {
    body.append(Markup.element("h\(level)", [], text: text))
  }

  /// Adds a paragraph of `text`.
  package mutating func paragraph(_ text: String, classes: String = "") {
    body.append(Markup.element("p", classes.isEmpty ? [] : [("class", classes)], text: text))
  }

  /// Adds markup written by a drawing (an inline `<svg>`), as is.
  package mutating func drawing(_ svg: String) {
    body.append(svg)
  }

  /// Opens a block (`<div>` or `<figure>`) with `classes`; close it with ``close(_:)``.
  package mutating func open(_ element: String, classes: String) {
    body.append(Markup.startTag(element, [("class", classes)]))
  }

  /// Closes the block opened with ``open(_:classes:)``.
  package mutating func close(_ element: String) {
    body.append("</\(element)>")
  }

  /// Adds a caption for the `<figure>` just opened.
  package mutating func caption(_ text: String) {
    body.append(Markup.element("figcaption", [], text: text))
  }

  /// Adds a table with a header row; the columns in `numeric` are right-aligned, and each
  /// cell is isolated (`<bdi>`) so that an amount in a right-to-left format stays whole.
  package mutating func table(
    caption: String, header: [String], rows: [[String]], numeric: Set<Int> = []
  ) {
    var lines = ["<table>", Markup.element("caption", [], text: caption), "<thead><tr>"]
    for (index, cell) in header.enumerated() {
      let attributes = [("scope", "col")] + (numeric.contains(index) ? [("class", "num")] : [])
      lines.append(Markup.element("th", attributes, text: cell))
    }
    lines.append("</tr></thead><tbody>")
    for row in rows {
      var line = "<tr>"
      for (index, cell) in row.enumerated() {
        line += Markup.startTag("td", numeric.contains(index) ? [("class", "num")] : [])
        line += "<bdi>\(Markup.escapedText(cell))</bdi></td>"
      }
      lines.append(line + "</tr>")
    }
    lines.append("</tbody></table>")
    body.append(lines.joined(separator: "\n"))
  }

  /// The page as text, ending with a line feed.
  package func rendered() -> String {
    var lines = [
      "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
      Markup.element("title", [], text: title), "<style>\(style)</style>", "</head>", "<body>",
      Markup.element("h1", [], text: title),
    ]
    lines += body
    lines += ["</body>", "</html>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The page's own stylesheet: readable type, tables with rules, drawings side by side.
  static let baseStyle = """
    body{font-family:'DejaVu Sans',Verdana,Arial,sans-serif;color:#111;background:#fff;\
    margin:24px;max-width:1400px}\
    h1{font-size:24px}h2{font-size:19px;margin-top:28px}h3{font-size:16px}\
    table{border-collapse:collapse;margin:12px 0}caption{text-align:left;font-weight:bold;\
    padding:4px 0}th,td{border:1px solid #888;padding:4px 8px;text-align:left}\
    .num{text-align:right;font-variant-numeric:tabular-nums}\
    .row{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}\
    figure{margin:0}figcaption{font-size:13px;margin-top:4px;max-width:100%}
    """
}
