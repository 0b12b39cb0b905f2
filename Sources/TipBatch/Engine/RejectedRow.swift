/// A row that could not be priced, as a worker leaves it for the writer: where it is and where
/// its pre-formatted report is. No heap storage, so that blocks full of bad rows stay small.
struct RejectedRow: Sendable, Equatable {
  /// The line feeds of the block before the row; the writer adds the block's first line.
  var line: Int
  /// How many rows of the same block were read before this one.
  var rowsBefore: Int
  /// How many output bytes of the same block come before where this row would have been.
  var outputOffset: Int
  /// Where the report's body (everything after the line number) starts in the block's reports.
  var reportStart: Int
  /// Where it ends.
  var reportEnd: Int
}
