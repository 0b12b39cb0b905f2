extension Character {
  /// Whether the character is one of the ASCII digits 0 to 9 (not `١` or `²`).
  package var isASCIIDigit: Bool { isASCII && isNumber }
  /// Whether the character is one of the ASCII letters A to Z.
  package var isUppercaseASCIILetter: Bool { isASCII && isUppercase }
}
