/// The ASCII bytes the grammar names.
package enum JSONByte {
  package static let tab = UInt8(ascii: "\t")
  package static let lineFeed = UInt8(ascii: "\n")
  package static let carriageReturn = UInt8(ascii: "\r")
  package static let space = UInt8(ascii: " ")
  package static let quote = UInt8(ascii: "\"")
  package static let apostrophe = UInt8(ascii: "'")
  package static let backslash = UInt8(ascii: "\\")
  package static let slash = UInt8(ascii: "/")
  package static let comma = UInt8(ascii: ",")
  package static let colon = UInt8(ascii: ":")
  package static let minus = UInt8(ascii: "-")
  package static let plus = UInt8(ascii: "+")
  package static let dot = UInt8(ascii: ".")
  package static let zero = UInt8(ascii: "0")
  package static let openBrace = UInt8(ascii: "{")
  package static let closeBrace = UInt8(ascii: "}")
  package static let openBracket = UInt8(ascii: "[")
  package static let closeBracket = UInt8(ascii: "]")

  package static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Letters, digits and `_`: what a bare word such as `true` or `NaN` is made of.
  package static func isWord(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
  }

  package static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: return UInt32(byte - 0x30)
    case 0x41...0x46: return UInt32(byte - 0x41 + 10)
    case 0x61...0x66: return UInt32(byte - 0x61 + 10)
    default: return nil
    }
  }
}
