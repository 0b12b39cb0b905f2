/// A rule that decides the tip for a bill.
///
/// ## Contract for conformers
/// A policy is a value: make it a `struct` (or an `enum`) whose stored properties are themselves
/// `Sendable` values, so that one policy can be shared by many tasks at once. Given the same
/// bill, ``tip(for:)-(Bill)`` must return the same tip, and it must
/// - return the tip in the bill's currency (`bill.currency`);
/// - never return a negative tip for a valid bill, and never trap: report a problem by throwing
///   (``MoneyError`` for arithmetic, ``PolicyError`` for a bill the policy cannot serve);
/// - not round anything it does not have to: compute with ``Money``, ``Percentage`` and
///   ``TipMath``, never with `Double`.
///
/// `TipPolicyContract`, in the `TipPolicyTesting` product, checks these rules from a
/// conformer's own test suite.
///
/// To load a policy by name from a catalog file, also conform to ``ConfigurablePolicy`` and
/// register the type with a ``PolicyRegistry``.
///
/// The protocol grows only by requirements with default implementations, so conformers written
/// today keep compiling.
public protocol TipPolicy: Sendable {
  /// The tip for `bill`, in the bill's currency.
  ///
  /// Callers validate the bill first (``Bill/validate()``); ``TipPolicy/quote(for:splitting:)``
  /// does.
  func tip(for bill: Bill) throws -> Money

  /// The tip for a bill with its line items, in the bill's currency.
  ///
  /// The default implementation tips the bill alone (``tip(for:)-(Bill)``): only a policy that
  /// reads the items (a base with `categories`) or delegates to another policy needs its own,
  /// and a delegating one passes the items on. Callers validate the bill and its items first
  /// (``ItemizedBill/validate()``).
  func tip(for itemized: ItemizedBill) throws -> Money

  /// The tip for `bill` when `serviceCharges` (the service charges that apply to it, with their
  /// tax) are owed on it before the tip: what a catalog's quote asks.
  ///
  /// The default implementation ignores the charges (``tip(for:)-(Bill)``): they change no tip
  /// but one that makes the total a multiple of an increment (``RoundUpPolicy``). A policy that
  /// delegates to another passes the charges on.
  func tip(for bill: Bill, serviceCharges: Money) throws -> Money

  /// ``tip(for:serviceCharges:)-(Bill,_)`` for a bill with its line items.
  ///
  /// The default implementation ignores the charges (``tip(for:)-(ItemizedBill)``).
  func tip(for itemized: ItemizedBill, serviceCharges: Money) throws -> Money

  /// The tips for many bills, in order: the batch entry point.
  ///
  /// The default implementation calls ``tip(for:)-(Bill)`` in a loop inside the concrete type, so a
  /// caller holding an `any TipPolicy` pays for dynamic dispatch once per batch, not once per
  /// bill. Override it only to share work across bills.
  func tips(for bills: [Bill]) throws -> [Money]

  /// Validates the bill, computes the tip and the total, and shares the total by `method`.
  ///
  /// The default implementation is right for every policy whose tip comes from ``tip(for:)-(Bill)``;
  /// it exists as a requirement so that each kind's witness is specialised and a call through
  /// `any TipPolicy` runs concrete code. Override it only to change what a quote is.
  func quote(for bill: Bill, splitting method: SplitMethod) throws -> Quote

  /// One line saying what the policy does, such as `18% of the subtotal, rounded half-up`.
  var summary: String { get }

  /// The policies this one delegates to, with the role each plays, for explanations.
  var components: [PolicyComponent] { get }

  /// What the policy decides for a bill, for a trace (``PolicyTrace``): which branch the bill
  /// takes and the policy it goes on to, or, for a policy that computes the tip itself, the
  /// tip and how.
  ///
  /// A trace is a walk of its own, never part of ``tip(for:)-(Bill)`` or a quote, so it costs
  /// nothing when no one asks for one. The default implementation treats the policy as the end
  /// of the path: it computes the tip (``tip(for:serviceCharges:)-(ItemizedBill,_)``) and
  /// states it with the ``summary``. A policy that delegates to another says which one, with
  /// ``PolicyDecision/next``, so that the trace goes on there.
  ///
  /// - Parameters:
  ///   - itemized: the bill and its line items (none for a plain bill), validated.
  ///   - serviceCharges: the service charges and their tax owed before the tip.
  /// - Throws: what ``tip(for:serviceCharges:)-(ItemizedBill,_)`` throws for the bill.
  func decision(for itemized: ItemizedBill, serviceCharges: Money) throws -> PolicyDecision
}

extension TipPolicy {
  /// Tips the bill alone: the items matter only to a policy that reads them.
  public func tip(for itemized: ItemizedBill) throws -> Money {
    try tip(for: itemized.bill)
  }

  /// The tip of the bill alone: service charges change only a tip that rounds the total.
  public func tip(for bill: Bill, serviceCharges: Money) throws -> Money {
    try tip(for: bill)
  }

  /// The tip of the bill with its items alone: service charges change only a tip that rounds
  /// the total.
  public func tip(for itemized: ItemizedBill, serviceCharges: Money) throws -> Money {
    try tip(for: itemized)
  }

  /// Loops over ``tip(for:)-(Bill)`` inside the concrete type.
  public func tips(for bills: [Bill]) throws -> [Money] {
    var tips: [Money] = []
    tips.reserveCapacity(bills.count)
    for bill in bills { tips.append(try tip(for: bill)) }
    return tips
  }

  /// A policy delegates to nothing unless it says so.
  public var components: [PolicyComponent] { [] }

  /// The end of a path: the tip the policy computes, and its summary.
  public func decision(for itemized: ItemizedBill, serviceCharges: Money) throws
    -> PolicyDecision
  {
    let tip = try tip(for: itemized, serviceCharges: serviceCharges)
    return PolicyDecision("tip \(tip.amountText): \(summary)")
  }
}

/// A policy that another policy delegates to, and the role it plays there.
public struct PolicyComponent: Sendable {
  /// The role, such as `below 10.00` or `region JP`.
  public var role: String
  /// The policy in that role.
  public var reference: PolicyReference

  /// Creates a component.
  public init(role: String, reference: PolicyReference) {
    self.role = role
    self.reference = reference
  }
}
