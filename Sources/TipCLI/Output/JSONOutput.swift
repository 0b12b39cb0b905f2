/// A JSON value written by `--json`, with object keys kept in the order they are given (the
/// order of the documented contract) and amounts carried as strings.
///
/// Written by hand rather than with `JSONEncoder` so that key order, escaping and layout are
/// fixed: two spaces of indentation, `"key": value`, no escaped slashes.
enum JSONOutput {
  /// A string.
  case string(String)
  /// A whole number (counts, never amounts).
  case integer(Int)
  /// An exact decimal written as a JSON number, such as hours `6.5` (never amounts).
  case number(String)
  /// `true` or `false`.
  case boolean(Bool)
  /// `null`.
  case null
  /// An array.
  case array([JSONOutput])
  /// An object whose members keep their order.
  case object([(key: String, value: JSONOutput)])

  /// The value as pretty-printed JSON text, without a final newline.
  var text: String {
    var output = ""
    write(to: &output, indent: 0)
    return output
  }

  private func write(to output: inout String, indent: Int) {
    let inner = String(repeating: " ", count: indent + 2)
    let outer = String(repeating: " ", count: indent)
    switch self {
    case .string(let text): output += JSONOutput.quoted(text)
    case .integer(let number): output += String(number)
    case .number(let text): output += text
    case .boolean(let flag): output += flag ? "true" : "false"
    case .null: output += "null"
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += inner
        element.write(to: &output, indent: indent + 2)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += outer + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += inner + JSONOutput.quoted(member.key) + ": "
        member.value.write(to: &output, indent: indent + 2)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += outer + "}"
    }
  }

  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped,
  /// everything else written as UTF-8.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
