import TipJSON

extension Shift {
  /// Reads a shift from JSON text, strictly, and checks it (``validate()``).
  ///
  /// The shift format, which `tipcalc pool` reads too, is shown with an example in the
  /// TipEngine article "Sharing tips among staff" (section "Describe the shift").
  ///
  /// Amounts, hours and points are strings or JSON numbers, read exactly; `currency` may be left
  /// out when `region` gives it. Top-level `tips` (and `serviceCharges`) are the shift's totals;
  /// a person's `tips` are their own. `cardFees` is what the card processor actually charged.
  /// Keys that the format does not define are refused, with the closest known key.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text, at most ``Limits/maximumFileSize`` bytes.
  ///   - file: the file name to put in errors, or `nil` for in-memory text.
  /// - Throws: ``PoolError`` with the file, line, column and JSON path of the first problem.
  public init(json bytes: [UInt8], file: String? = nil) throws(PoolError) {
    try self.init(readingJSON: bytes, file: file)
  }

  /// The shift format, for the shared JSON document reader.
  package static let jsonFormat = JSONDocumentReader.Format(
    noun: "shift", outline: #"{"currency": …, "staff": [ … ]}"#,
    smallest: #"{"currency": "USD", "staff": [ … ]}"#, maximumFileSize: Limits.maximumFileSize,
    maximumDepth: Limits.maximumJSONDepth)

  /// Reads a shift from JSON text, as the initialiser from UTF-8 bytes does.
  public init(json text: String, file: String? = nil) throws(PoolError) {
    try self.init(json: Array(text.utf8), file: file)
  }
}

extension PoolError {
  /// The error with the file, and the line and column of the value at its ``path`` in the JSON
  /// text the shift was read from: for errors of ``TipPool/share(_:)`` (a manager among the
  /// recipients, say), which know the path but not the text.
  ///
  /// An error that already has a line, or whose text does not parse, only gets the file.
  public func located(inJSON bytes: [UInt8], file: String?) -> PoolError {
    located(inJSON: bytes, file: file, maximumDepth: Shift.Limits.maximumJSONDepth)
  }
}

extension Shift: JSONDocumentReadable {}
