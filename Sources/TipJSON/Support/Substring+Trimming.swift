extension Substring {
  /// The text without white space at either end.
  package func trimmingWhitespace() -> Substring {
    var text = self
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return text
  }

  /// The text with every `character` replaced by `replacement`.
  package func replacingAll(_ character: Character, with replacement: String) -> String {
    var result = ""
    for c in self { if c == character { result += replacement } else { result.append(c) } }
    return result
  }
}
