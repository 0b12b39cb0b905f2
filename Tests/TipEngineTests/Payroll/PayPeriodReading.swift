import TipEngine

/// The pay period of `text`, read as the file `file`, its shift files taken from `files` by the
/// name the period gives them (any other name cannot be read).
func readPeriod(_ text: String, file: String, files: [String: String] = [:])
  throws(PayrollError) -> PayPeriod
{
  try PayPeriod(json: Array(text.utf8), file: file) { path in
    files[path].map { .bytes(Array($0.utf8)) } ?? .unreadable(reason: "no such file")
  }
}

extension PayrollError {
  /// Where the error is, as `file:line:column: at path`.
  var place: String { "\(file ?? ""):\(line ?? 0):\(column ?? 0): at \(path)" }
}
