/// How a batch run writes its priced rows and its rejected rows.
public enum BatchFormat: Sendable, Hashable, CaseIterable {
  /// CSV: each input row exactly as written, then `tip`, `total` and `shares` (the shares joined
  /// with `;`), with the header's line terminator. Rejected rows are CSV records
  /// `line,reason,row` under a `line,reason,row` header.
  case csv
  /// JSON Lines: one object per row, the input's columns as strings in input order, then
  /// `currency`, `tip`, `total` and `shares` (an array). When the input has a `currency`
  /// column, its value is the row's currency code in place of the cell's text. Rejected rows are
  /// objects `{"line":…,"reason":…,"row":…}`.
  case jsonLines
}
