import TipEngine

/// A policy seen only through `tip(for:)`, so that it quotes with the protocol's default
/// implementation. Tests hold kinds that write their own quote to what the default gives.
public struct ForwardingPolicy: TipPolicy {
  /// The policy whose tips it forwards.
  public let policy: any TipPolicy

  /// A policy that forwards `policy`'s tips.
  public init(_ policy: any TipPolicy) { self.policy = policy }

  /// `policy`'s tip.
  public func tip(for bill: Bill) throws -> Money { try policy.tip(for: bill) }

  /// `policy`'s summary.
  public var summary: String { policy.summary }
}
