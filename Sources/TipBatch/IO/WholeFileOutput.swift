/// A file written whole by a command that is not a batch run (a payroll export), the way a
/// batch run writes its outputs: into a temporary file beside the target, renamed over it only
/// once every byte is written, so that a failure leaves an existing file as it was.
package enum WholeFileOutput {
  /// Writes `text` to the file at `path`, named `name` in messages.
  ///
  /// - Throws: ``BatchError`` of kind ``BatchError/Kind/writeFailure`` when the file cannot be
  ///   created, written or put in place; the message names the file and what became of it.
  package static func write(_ text: String, toPath path: String, name: String)
    throws(BatchError)
  {
    let pending = PendingOutputs()
    try pending.write(text, toPath: path, name: name)
    try pending.commit()
  }
}

extension WholeFileOutput {
  /// `text` as a CSV field, the way batch outputs write one: as it is, or in quotes with its
  /// quotes doubled when it holds a comma, a quote or a line break.
  package static func csvField(_ text: String) -> String {
    String(decoding: BatchTracer.csvField(text), as: UTF8.self)
  }

  /// A person's text (a name, a role) as a CSV field of a file people open in a spreadsheet:
  /// text that a spreadsheet may take for a formula (it starts with `=`, `+`, `-`, `@`, a tab
  /// or a carriage return) gets a leading apostrophe, which spreadsheets read as "this is text"
  /// and do not show; then as ``csvField(_:)``.
  package static func spreadsheetTextField(_ text: String) -> String {
    guard let first = text.unicodeScalars.first,
      "=+-@\t\r".unicodeScalars.contains(first)
    else { return csvField(text) }
    return csvField("'" + text)
  }
}
