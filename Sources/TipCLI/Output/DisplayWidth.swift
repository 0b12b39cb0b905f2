/// How many columns a terminal gives text: what tables pad by, where counting characters would
/// misalign a column holding `渡辺さくら` or `👩‍🍳Chef`.
///
/// A character (grapheme cluster) is 2 columns when it starts with a code point of East Asian
/// Width W or F (CJK ideographs, kana, Hangul, fullwidth forms, emoji shown as emoji), when it is
/// an emoji asked for as an emoji with U+FE0F (`❤️`), or a flag (a pair of regional indicators);
/// a zero-width joiner sequence such as `👩‍🍳` is one character, so it counts once. A character
/// that is only a combining mark, a format character (U+200B, U+200D, U+FE0F and the like) or a
/// control is 0 columns; every other character is 1.
enum DisplayWidth {
  /// The columns `text` takes on a terminal.
  static func of(_ text: some StringProtocol) -> Int {
    // Plain ASCII text, nearly every cell: one column a byte.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    var width = 0
    for character in text { width += of(character) }
    return width
  }

  /// The columns one character (grapheme cluster) takes on a terminal: 0, 1 or 2.
  static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if isWide(first) || isRegionalIndicator(first) { return 2 }
    if scalars.contains("\u{FE0F}") && first.properties.isEmoji { return 2 }
    if isZeroWidth(first) {
      // A cluster that starts with a mark (a mark at the start of a cell) takes the width of
      // what follows it, if anything.
      return scalars.dropFirst().contains { !isZeroWidth($0) } ? 1 : 0
    }
    return 1
  }

  /// Whether a code point has East Asian Width W or F (``wideRanges``).
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// Whether a code point is shown without a column of its own: a combining mark, a format
  /// character (zero-width space and joiners, direction marks), a variation selector, or a
  /// control.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F..<0xA0: return true
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true  // variation selectors
    default: break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }

  /// A regional indicator letter: two of them make a flag, shown two columns wide.
  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }
}
