/// A row that could not be priced: where it is, why, and its text.
struct RejectedRow: Sendable, Equatable {
  /// The physical line where the row starts: 1-based, counting every line feed of the input,
  /// including those inside quoted fields. Workers store it relative to their block; the writer
  /// makes it absolute.
  var line: Int
  /// How many rows of the same block were read before this one.
  var rowsBefore: Int
  /// How many output bytes of the same block come before where this row would have been.
  var outputOffset: Int
  /// Why the row was rejected, one sentence without a final full stop.
  var reason: String
  /// The row as written in the input, without its line terminator; only a prefix when
  /// ``isTruncated``.
  var row: [UInt8]
  /// Whether ``row`` holds only the start of an over-long row.
  var isTruncated: Bool
}
