import TipJSON

/// A policy that a composite policy delegates to, with the name it was given in the catalog.
///
/// In a catalog file a reference is written as the other policy's name (`"policy": "percent-18"`);
/// the catalog resolves it once, at load, so unknown names and cycles are load errors. Third-party
/// kinds use `PolicyReference` for their own references in the same way.
public struct PolicyReference: Sendable {
  /// The catalog name of the policy, or `nil` for one built in code.
  public let name: String?
  /// The policy itself.
  public let policy: any TipPolicy

  /// Wraps a policy built in code.
  public init(_ policy: any TipPolicy, name: String? = nil) {
    self.policy = policy
    self.name = name
  }

  /// The tip of the referenced policy.
  @inlinable
  public func tip(for bill: Bill) throws -> Money { try policy.tip(for: bill) }
  /// The referenced policy's tip for a bill with its items.
  public func tip(for itemized: ItemizedBill) throws -> Money { try policy.tip(for: itemized) }
  /// The referenced policy's tip for a bill that owes `serviceCharges` before the tip.
  public func tip(for bill: Bill, serviceCharges: Money) throws -> Money {
    try policy.tip(for: bill, serviceCharges: serviceCharges)
  }
  /// The referenced policy's tip for a bill with its items that owes `serviceCharges` before
  /// the tip.
  public func tip(for itemized: ItemizedBill, serviceCharges: Money) throws -> Money {
    try policy.tip(for: itemized, serviceCharges: serviceCharges)
  }

  /// The name in quotes, or the policy's summary for an unnamed one.
  public var displayName: String { name.map { "'\($0)'" } ?? "(\(policy.summary))" }
}

extension PolicyReference: Decodable {
  /// Reads a policy name and resolves it through the catalog that is loading.
  ///
  /// - Throws: a `DecodingError` outside a catalog load, or the catalog's error for an unknown
  ///   name, a cycle or excessive depth.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name: String
    do {
      name = try container.decode(String.self)
    } catch {
      throw DecodingError.typeMismatch(
        PolicyReference.self,
        .init(
          codingPath: decoder.codingPath, debugDescription: PolicyReference.catalogExpectation,
          underlyingError: error))
    }
    guard let resolver = decoder.userInfo[PolicyResolver.userInfoKey] as? PolicyResolver else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "policy references are resolved by PolicyCatalog; load the catalog")
    }
    self.policy = try resolver.resolve(name, referencedFrom: decoder.codingPath)
    self.name = name
  }
}

extension PolicyReference: CatalogExpectation {
  /// What a reference is written as in a catalog.
  package static var catalogExpectation: String { "a policy name (a string)" }
}
