/// Text that comes from outside the program (arguments, catalog files), made safe and short
/// enough to show on a terminal.
enum TerminalText {
  /// The most characters of one token that an error message quotes.
  static let echoLimit = 60

  /// `token` as an error message quotes it: at most ``echoLimit`` characters, then `…` when it
  /// is longer, with control characters escaped (see ``escaped(_:)``).
  ///
  /// A 131,072-character argument is quoted by its first 60 characters, not echoed whole.
  static func echoed(_ token: some StringProtocol) -> String {
    guard token.count > echoLimit else { return escaped(token) }
    return escaped(token.prefix(echoLimit)) + "…"
  }

  /// The most characters of a file path that a message quotes. A path is how a person finds
  /// the file a message is about, and its end names the file: a longer path is quoted by its
  /// last ``pathLimit`` characters after `…`, where other echoed input keeps its start.
  static let pathLimit = 240

  /// A file path as a message quotes it: whole up to ``pathLimit`` characters, else `…` and its
  /// last ``pathLimit`` characters, with control characters escaped.
  static func path(_ path: some StringProtocol) -> String {
    guard path.count > pathLimit else { return escaped(path) }
    return "…" + escaped(path.suffix(pathLimit))
  }

  /// `text` with the characters that would act on a terminal instead of being shown written as
  /// escapes: `\n`, `\r` and `\t`, other C0 and C1 controls and DEL as `\u{1B}`, and the
  /// direction controls that reorder a line (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
  /// Text without them comes back unchanged.
  static func escaped(_ text: some StringProtocol) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
    var result = ""
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return result
  }

  /// Whether a scalar is a control character or a direction control.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
