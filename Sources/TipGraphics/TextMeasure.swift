/// How wide a line of text may be drawn, estimated on the generous side, and which way it runs.
///
/// A picture is written without a browser, so frames are sized from an estimate: each character
/// counts as at least as wide as in the bold sans-serif font the pictures name first (DejaVu Sans
/// Bold, the widest of the common ones), from the font's own advance widths
/// (`TextMeasure+Widths.swift`, which `Scripts/generate-text-measure-table.py` writes). Text is
/// measured as it is written: a character XML cannot hold counts as the `\u{7}` drawn for it
/// (``Markup/shownText(_:)``). Widths are whole pixels, computed in integers, so the same text
/// always gives the same drawing.
package enum TextMeasure {
  /// The width in pixels of `text` as it is drawn at `fontSize` pixels, rounded up.
  package static func width(_ text: String, fontSize: Int) -> Int {
    var hundredths = 0
    for scalar in Markup.shownText(text).unicodeScalars { hundredths += emWidth(of: scalar) }
    return (hundredths * fontSize + 99) / 100
  }

  /// The width of the widest of `lines` at `fontSize`.
  package static func widest(_ lines: [String], fontSize: Int) -> Int {
    lines.map { width($0, fontSize: fontSize) }.max() ?? 0
  }

  /// The width of one character in hundredths of an em, never less than DejaVu Sans Bold's:
  /// the font's own width where the tables have it, else an estimate (``fallbackWidth(of:)``).
  static func emWidth(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    for (first, widths) in denseWidths where value >= first && value - first < widths.count {
      let width = widths[Int(value - first)]
      return width == notInFont ? fallbackWidth(of: scalar) : Int(width)
    }
    if let run = runWidth(of: value) {
      // A run's width is its widest glyph; a character the font lacks is drawn by another font.
      return max(run, fallbackWidth(of: scalar))
    }
    return fallbackWidth(of: scalar)
  }

  /// The dense tables' mark of a code point the font has no glyph for.
  static let notInFont: UInt8 = 255

  /// The width of the run of ``runWidths`` that holds `value`, if one does.
  static func runWidth(of value: UInt32) -> Int? {
    var low = 0
    var high = runWidths.count
    while low < high {
      let middle = (low + high) / 2
      if runWidths[middle].codes.upperBound < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < runWidths.count, runWidths[low].codes.contains(value) else { return nil }
    return Int(runWidths[low].width)
  }

  /// The width of a character DejaVu Sans Bold does not draw: none for combining marks and
  /// directional formatting, 1.05 em for East Asian wide and full-width forms, else an em.
  static func fallbackWidth(of scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0x0300...0x036F, 0x0610...0x061C, 0x064B...0x065F, 0x200B...0x200F, 0x202A...0x202E,
      0x2066...0x2069, 0xFE00...0xFE0F:
      return 0
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6:
      return 105
    default: return 100
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
