import Foundation

/// Why a batch run could not start or could not finish.
///
/// A row that cannot be priced is not an error: it is reported in the ``BatchSummary`` (and to the
/// rejections output) and the run goes on. A `BatchError` ends the run: the input as a whole is
/// unusable, a stream fails, or the job's settings contradict each other. The ``message`` says
/// what was wrong, where, and what would be right.
public struct BatchError: Error, Sendable, Hashable {
  /// The category of a batch failure.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The input or the catalog does not fit the job: an empty input, a malformed header, a header
    /// without `subtotal`, a policy name the catalog does not have, no policy that applies.
    case badData
    /// The input cannot be opened or read.
    case unreadableInput
    /// An output (the priced rows or the rejected rows) cannot be created or written.
    case writeFailure
    /// The job's own settings contradict each other, such as an output file that is the input
    /// file, or two outputs on one file.
    case invalidJob
    /// Anything else, such as a progress handler that threw.
    case other
  }

  /// The category of the failure.
  public var kind: Kind
  /// What was wrong, where and what would be right, as a sentence fragment such as
  /// `the header row has no 'subtotal' column; found 'id', 'amount'`.
  public var message: String
  /// The counts when the run had started before it failed, such as the rows written before a
  /// write failure; `nil` when it failed before reading a row.
  public var summary: BatchSummary?

  /// Creates an error.
  public init(_ kind: Kind, message: String, summary: BatchSummary? = nil) {
    self.kind = kind
    self.message = message
    self.summary = summary
  }
}

extension BatchError: CustomStringConvertible {
  /// The ``message``.
  public var description: String { message }
}

extension BatchError: LocalizedError {
  /// The same text as ``description``.
  public var errorDescription: String? { description }
}
