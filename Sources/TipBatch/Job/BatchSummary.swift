/// What a batch run did: the rows it read, wrote and rejected, and the first rejected rows with
/// their reasons.
///
/// Every row read is either written or rejected: ``read`` always equals ``written`` plus
/// ``rejected``. Blank lines (empty, or only spaces and tabs) are not rows.
public struct BatchSummary: Sendable, Hashable {
  /// Rows read, the header and blank lines not counted; in strict mode, up to the first rejected
  /// row.
  public internal(set) var read = 0
  /// Rows priced and written to the output.
  public internal(set) var written = 0
  /// Rows that could not be priced.
  public internal(set) var rejected = 0
  /// The first rejected rows, in input order, at most ``BatchLimits/keptRejections`` of them so
  /// that memory stays bounded whatever the input; the rejections output has them all.
  public internal(set) var rejections: [BatchRejection] = []
  /// Whether strict mode stopped the run at the first rejected row.
  public internal(set) var stoppedAtRejection = false

  /// An empty summary.
  public init() {}
}

extension BatchSummary: CustomStringConvertible {
  /// `Rows read: 10, written: 8, rejected: 2.`
  public var description: String {
    "Rows read: \(read), written: \(written), rejected: \(rejected)."
  }
}

/// A row that could not be priced, and why.
public struct BatchRejection: Sendable, Hashable {
  /// The 1-based line of the input where the row starts.
  public var line: Int
  /// The row's `id` value, quotes undone, by which the rejections of shards of one input merge;
  /// `nil` when the input has no `id` column or the row's `id` field is not whole (malformed, or
  /// past the length limit).
  public var id: String?
  /// Why it was rejected, such as `subtotal: 'abc' is not a valid amount: …`.
  public var reason: String
  /// The row as written in the input (its first bytes and `…` for a row over the length limit),
  /// decoded as UTF-8 with U+FFFD for invalid bytes.
  public var row: String

  /// Creates a rejection.
  public init(line: Int, id: String? = nil, reason: String, row: String) {
    self.line = line
    self.id = id
    self.reason = reason
    self.row = row
  }
}
