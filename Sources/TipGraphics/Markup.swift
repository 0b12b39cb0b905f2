/// Text made safe for XML and HTML: the one place where SVG and HTML pages escape what they
/// draw, so that a label such as `Tips & <more>` is shown as written and never read as markup.
package enum Markup {
  /// `text` as a picture shows it: the characters that XML 1.0 does not allow even escaped
  /// (control characters other than tab, line feed and carriage return, U+FFFE and U+FFFF)
  /// written visibly as `\u{B}`, the way the terminal shows them, so that a name holding one
  /// still makes a well-formed document; other text unchanged. ``TextMeasure`` measures this.
  package static func shownText(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { !isAllowedInXML($0) }) else { return text }
    var shown = ""
    shown.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if isAllowedInXML(scalar) {
        shown.unicodeScalars.append(scalar)
      } else {
        shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return shown
  }

  /// `text` for an element's content: as ``shownText(_:)``, with `&`, `<` and `>` escaped.
  package static func escapedText(_ text: String) -> String {
    let shown = shownText(text)
    var escaped = ""
    escaped.reserveCapacity(shown.utf8.count)
    for scalar in shown.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// Whether XML 1.0 allows `scalar` in a document at all (its `Char` production).
  static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: true
    case 0x0...0x1F, 0xFFFE, 0xFFFF: false
    default: true
    }
  }

  /// `value` for a double-quoted attribute: as ``escapedText(_:)``, and `"` and `'` too.
  package static func escapedAttribute(_ value: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(value.utf8.count)
    for scalar in escapedText(value).unicodeScalars {
      switch scalar {
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.unicodeScalars.append(scalar)
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
