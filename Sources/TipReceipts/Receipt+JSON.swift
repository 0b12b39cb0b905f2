import TipJSON

extension Receipt {
  /// Reads a receipt from JSON text, strictly, and checks it (``validate()``).
  ///
  /// The receipt format, which `tipcalc split --receipt` reads too, is shown with an example in
  /// the TipEngine article "Splitting an itemised receipt" (section "Describe the receipt").
  ///
  /// Amounts and rates are strings or JSON numbers, read exactly; `currency` may be left out
  /// when `region` gives it. Per-item `"taxRate"` (percent) replaces `"tax"`, with
  /// `"taxRounding"` (`half-up` by default, or another ``RoundingRule`` name such as `down`).
  /// The tip is `{"amount": …}`, `{"percent": …}` or `{"policy": "<catalog name>"}`. Keys that
  /// the format does not define are refused, with the closest known key.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text, at most ``Limits/maximumFileSize`` bytes.
  ///   - file: the file name to put in errors, or `nil` for in-memory text.
  /// - Throws: ``ReceiptError`` with the file, line, column and JSON path of the first problem.
  public init(json bytes: [UInt8], file: String? = nil) throws(ReceiptError) {
    try self.init(readingJSON: bytes, file: file)
  }

  /// The receipt format, for the shared JSON document reader.
  package static let jsonFormat = JSONDocumentReader.Format(
    noun: "receipt", outline: #"{"currency": …, "items": [ … ]}"#,
    smallest: #"{"currency": "USD", "items": [ … ]}"#, maximumFileSize: Limits.maximumFileSize,
    maximumDepth: Limits.maximumJSONDepth)

  /// Reads a receipt from JSON text, as the initialiser from UTF-8 bytes does.
  public init(json text: String, file: String? = nil) throws(ReceiptError) {
    try self.init(json: Array(text.utf8), file: file)
  }
}

extension Receipt: Decodable {
  /// Reads a receipt in the format of `init(json:file:)` from any decoder, such as
  /// `JSONDecoder` (which needs amounts and rates as strings), and checks it.
  ///
  /// - Throws: `DecodingError` for the shape of the JSON, ``ReceiptError`` for its content.
  public init(from decoder: any Decoder) throws {
    try self.init(document: ReceiptDocument(from: decoder))
    try validate()
  }
}

extension ReceiptError {
  /// The error with the file, and the line and column of the value at its ``path`` in the JSON
  /// text the receipt was read from: for errors of ``Receipt/settle(with:)`` (an unknown tip
  /// policy, say), which know the path but not the text.
  ///
  /// An error that already has a line, or whose text does not parse, only gets the file.
  public func located(inJSON bytes: [UInt8], file: String?) -> ReceiptError {
    located(inJSON: bytes, file: file, maximumDepth: Receipt.Limits.maximumJSONDepth)
  }
}

extension Receipt: JSONDocumentReadable {}
