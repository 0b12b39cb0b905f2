/// A key read from a terminal in raw mode.
enum TerminalKey: Sendable, Hashable {
  /// A printable character.
  case character(Character)
  /// Tab.
  case tab
  /// Shift-Tab (`ESC [ Z`).
  case shiftTab
  /// Return or Enter.
  case enter
  /// Escape on its own.
  case escape
  /// Backspace or Delete.
  case backspace
  /// Ctrl-C: the terminal sends it as a byte because raw mode turns signals off.
  case interrupt
  /// Ctrl-D: the end of input.
  case endOfInput
  /// An arrow key.
  case up, down, left, right

  /// The keys in one chunk of terminal input.
  ///
  /// Escape sequences arrive whole in one read, so an `ESC` at the end of a chunk, or followed
  /// by anything but `[` or `O`, is the Escape key itself. Unknown sequences (function keys) and
  /// other control characters are dropped.
  static func decode(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
    let scalars = Array(String(decoding: Array(bytes), as: UTF8.self).unicodeScalars)
    var keys: [TerminalKey] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar.value {
      case 0x09: keys.append(.tab)
      case 0x0A, 0x0D: keys.append(.enter)
      case 0x08, 0x7F: keys.append(.backspace)
      case 0x03: keys.append(.interrupt)
      case 0x04: keys.append(.endOfInput)
      case 0x1B:
        guard index < scalars.count, scalars[index] == "[" || scalars[index] == "O" else {
          keys.append(.escape)
          continue
        }
        // CSI or SS3: parameters, then one final byte in @...~.
        index += 1
        while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) {
          index += 1
        }
        guard index < scalars.count else { continue }
        let final = scalars[index]
        index += 1
        switch final {
        case "Z": keys.append(.shiftTab)
        case "A": keys.append(.up)
        case "B": keys.append(.down)
        case "C": keys.append(.right)
        case "D": keys.append(.left)
        default: continue
        }
      case 0..<0x20: continue
      default: keys.append(.character(Character(scalar)))
      }
    }
    return keys
  }
}
