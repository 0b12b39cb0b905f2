import TipEngine

/// What the first line of an input looks like, for refusing an input that is not CSV.
enum InputShape {
  /// The byte that opens a JSON object or array (`{` or `[`) when `line`, read by the project's
  /// JSON reader, is one, or is the start of one that goes on past the line (`[`, `[{`, a
  /// pretty-printed document's first line); `nil` for a CSV header that merely starts like
  /// JSON, such as `[1] Net,subtotal`, `{x},subtotal` or `[Net Sales]`.
  static func jsonOpening(of line: UnsafeBufferPointer<UInt8>) -> UInt8? {
    let isSpace = { (byte: UInt8) in [9, 10, 13, 32].contains(byte) }
    guard let firstIndex = line.firstIndex(where: { !isSpace($0) }),
      let lastIndex = line.lastIndex(where: { !isSpace($0) })
    else { return nil }
    let opening = line[firstIndex]
    guard opening == UInt8(ascii: "{") || opening == UInt8(ascii: "[") else { return nil }
    let text = Array(line[firstIndex...lastIndex])
    do {
      // Text that starts with a bracket and parses is an object or an array.
      _ = try JSONReader.parse(text, file: nil)
      return opening
    } catch {
      // Only the end of the line stopped the reader: the value goes on, as JSON does.
      let location = error.details.location
      // Columns count scalars: the bytes that do not continue one.
      let scalars = text.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
      let isCutShort = location.line == 1 && (location.column ?? 0) > scalars
      return isCutShort ? opening : nil
    }
  }
}
