/// How wide a line of text may be drawn, estimated on the generous side, and which way it runs.
///
/// A picture is written without a browser, so frames are sized from an estimate: each character
/// counts as at least as wide as in the bold sans-serif fonts a browser picks (DejaVu Sans Bold,
/// the widest of the common ones), so a frame sized by it holds its text. Widths are whole
/// pixels, computed in integers, so the same text always gives the same drawing.
package enum TextMeasure {
  /// The width in pixels of `text` at `fontSize` pixels, rounded up.
  package static func width(_ text: String, fontSize: Int) -> Int {
    var hundredths = 0
    for scalar in text.unicodeScalars { hundredths += emWidth(of: scalar) }
    return (hundredths * fontSize + 99) / 100
  }

  /// The width of the widest of `lines` at `fontSize`.
  package static func widest(_ lines: [String], fontSize: Int) -> Int {
    lines.map { width($0, fontSize: fontSize) }.max() ?? 0
  }

  /// The width of one character in hundredths of an em, never less than a bold sans-serif's.
  static func emWidth(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    switch value {
    case 0x0300...0x036F, 0x0610...0x061C, 0x064B...0x065F, 0x200B...0x200F, 0x202A...0x202E,
      0x2066...0x2069, 0xFE00...0xFE0F:
      return 0  // combining marks and directional formatting: no width of their own
    case 0x20, 0xA0, 0x202F: return 36
    // , . : ; ' ! | i j l
    case 0x2C, 0x2E, 0x3A, 0x3B, 0x27, 0x21, 0x7C, 0x69, 0x6A, 0x6C: return 42
    case 0x4D, 0x57, 0x6D, 0x77: return 110  // M W m w
    case 0x41...0x5A: return 84  // capitals
    case 0x21...0x7E: return 74  // digits, lower case and the other signs
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6:
      return 105  // East Asian wide and full-width forms
    default: return 90
    }
  }

  /// Whether `text` runs right to left: its first letter is a right-to-left one (Hebrew,
  /// Arabic and their presentation forms), as in an Arabic locale's `١٢٫٥٠٠ د.ك.‏`, and not
  /// in `Tip ١٫٨٥٢ د.ك.‏`, an English line that holds such an amount.
  package static func isRightToLeft(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
      if isRightToLeft(scalar) { return true }
      if scalar.properties.isAlphabetic { return false }
    }
    return false
  }

  /// `text` between the isolate marks FSI and PDI when it runs right to left, so that an amount
  /// such as `١٢٫٥٠٠ د.ك.‏` keeps its order inside a left-to-right line; other text unchanged.
  package static func isolated(_ text: String) -> String {
    text.unicodeScalars.contains(where: isRightToLeft) ? "\u{2068}\(text)\u{2069}" : text
  }

  /// Whether `scalar` is of a right-to-left script, digits of the Arabic script included.
  static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFC, 0x10800...0x10FFF: return true
    default: return false
    }
  }
}
