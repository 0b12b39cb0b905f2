/// A problem with one of the engine's JSON documents (a shift, a receipt) or with what it asks
/// for, in the kinds of the module that reads it, located and described so that a person can
/// find and fix it.
///
/// Each document format names its own error: `PoolError` is `DocumentError<PoolProblem>` and
/// `ReceiptError` is `DocumentError<ReceiptProblem>`, so a `catch` or a typed `throws` tells them
/// apart while both are stored, located and written the one way ``LocatedError`` describes.
public struct DocumentError<Kind: Sendable & Hashable>: LocatedError {
  /// Which of the format's problems this is.
  public var kind: Kind
  /// Where in the document the offending value is, what was wrong, and what would be right.
  public var details: LocatedMessage

  /// Creates an error of `kind` that says `details`.
  public init(_ kind: Kind, details: LocatedMessage) {
    self.kind = kind
    self.details = details
  }
}
