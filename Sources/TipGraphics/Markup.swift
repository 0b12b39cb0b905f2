/// Text made safe for XML and HTML: the one place where SVG and HTML pages escape what they
/// draw, so that a label such as `Tips & <more>` is shown as written and never read as markup.
package enum Markup {
  /// `text` for an element's content: `&`, `<` and `>` escaped.
  package static func escapedText(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// `value` for a double-quoted attribute: as ``escapedText(_:)``, and `"` and `'` too.
  package static func escapedAttribute(_ value: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(value.utf8.count)
    for character in escapedText(value) {
      switch character {
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// A start tag such as `<rect x="1" class="button">`, attributes in the order given, so that
  /// the same drawing always gives the same bytes.
  package static func startTag(_ name: String, _ attributes: [(String, String)]) -> String {
    var tag = "<" + name
    for (key, value) in attributes { tag += " \(key)=\"\(escapedAttribute(value))\"" }
    return tag + ">"
  }

  /// An element with no content, such as `<rect x="1"/>`.
  package static func emptyElement(_ name: String, _ attributes: [(String, String)]) -> String {
    var tag = startTag(name, attributes)
    tag.insert("/", at: tag.index(before: tag.endIndex))
    return tag
  }

  /// An element whose content is `text`, escaped.
  package static func element(_ name: String, _ attributes: [(String, String)], text: String)
    -> String
  {
    startTag(name, attributes) + escapedText(text) + "</\(name)>"
  }
}
