import TipJSON
import TipPricing

extension TipPool: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case description, region, cardFeeRate, ifRoleAbsent, managerRoles, tipCredit, tippedRoles
    case minimumWage, cashWages, allocationPolicy, tipOuts
  }

  /// Reads one pool of a catalog's `pools` object (the name is its key there): `tipOuts`, with
  /// the optional `description`, `region`, `cardFeeRate`, `ifRoleAbsent`, `managerRoles`,
  /// `tipCredit` with `tippedRoles`, `minimumWage` and `cashWages`, and `allocationPolicy`. Every mistake, the region's law included, is reported at its key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let description = try container.decodeIfPresent(String.self, forKey: .description)
    let code = try container.decodeIfPresent(String.self, forKey: .region)
    let cardFeeRate = try container.decodeIfPresent(Percentage.self, forKey: .cardFeeRate)
    let absent = try container.decodeIfPresent(AbsentRole.self, forKey: .ifRoleAbsent)
    let managerRoles = try container.decodeIfPresent([String].self, forKey: .managerRoles) ?? []
    let tipCredit = try container.decodeIfPresent(Bool.self, forKey: .tipCredit) ?? false
    let tippedRoles = try container.decodeIfPresent([String].self, forKey: .tippedRoles)
    let minimumWage = try container.decodeIfPresent(DecimalValue.self, forKey: .minimumWage)
    let cashWages = try container.decodeIfPresent([String: DecimalValue].self, forKey: .cashWages)
    let policy = try container.decodeIfPresent(String.self, forKey: .allocationPolicy)
    let tipOuts = try container.decode([TipOut].self, forKey: .tipOuts)
    var region: Region?
    try PolicyError.building(in: container) { () throws(PolicyError) in
      region = try TipPool.region(code)
    }
    self.init(
      name: "", description: description, region: region, cardFeeRate: cardFeeRate,
      ifRoleAbsent: absent ?? .redistribute, managerRoles: managerRoles, tipCredit: tipCredit,
      tippedRoles: tippedRoles ?? [], minimumWage: minimumWage, cashWages: cashWages ?? [:],
      allocationPolicy: policy, tipOuts: tipOuts)
    try PolicyError.checking(in: container) { () throws(PolicyError) in
      try checkRules()
      try checkLaw()
    }
  }

  /// The region of a pool's `region` key.
  static func region(_ code: String?) throws(PolicyError) -> Region? {
    guard let code else { return nil }
    do {
      return try Region(code)
    } catch {
      throw .invalidSetting(
        kind: kind, setting: CodingKeys.region.stringValue, problem: "unknown region '\(code)'",
        expected: Region.expectedCatalogKey(for: code))
    }
  }
}

extension TipPool.TipOut: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, from, percentOfTips, percentOfSales, categories, distribution, to, shares
    case pointsByHours, ifRoleAbsent
  }

  /// Reads one tip-out of a pool's `tipOuts`: `from` (roles), `percentOfTips` or
  /// `percentOfSales` (with optional `categories`), `distribution`, and `to` (roles, for
  /// `equal` and `hours`) or `shares` (role → points or percent, for the others), with the
  /// optional `name`, `pointsByHours` and `ifRoleAbsent`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decodeIfPresent(String.self, forKey: .name)
    let from = try container.decode([String].self, forKey: .from)
    let ofTips = try container.decodeIfPresent(Percentage.self, forKey: .percentOfTips)
    let ofSales = try container.decodeIfPresent(Percentage.self, forKey: .percentOfSales)
    let categories = try container.decodeIfPresent([String].self, forKey: .categories)
    let distribution = try container.decode(TipPool.Distribution.self, forKey: .distribution)
    let roles = try container.decodeIfPresent([String].self, forKey: .to)
    var shares: [TipPool.RoleShare]?
    if container.contains(.shares) {
      let nested = try container.nestedContainer(keyedBy: ConfigCodingKey.self, forKey: .shares)
      shares = try nested.allKeys.map { key in
        TipPool.RoleShare(key.stringValue, share: try nested.decode(DecimalValue.self, forKey: key))
      }
    }
    let byHours = try container.decodeIfPresent(Bool.self, forKey: .pointsByHours)
    let absent = try container.decodeIfPresent(TipPool.AbsentRole.self, forKey: .ifRoleAbsent)
    // A contribution that passes its check, in case the keys' does not: its error is reported
    // once, at the tip-out, not again by the checks that follow.
    var contribution = TipPool.Contribution.tips(100)
    var recipients: [TipPool.RoleShare] = []
    try PolicyError.checking(in: container) { () throws(PolicyError) in
      guard name?.contains(where: { !$0.isWhitespace }) ?? true else {
        throw .invalidSetting(
          kind: TipPool.kind, setting: CodingKeys.name.stringValue,
          problem: "the tip-out's name is empty",
          expected: "name it as outputs show it, such as \"bar\", or leave 'name' out for one "
            + "made of its roles")
      }
    }
    // Two checks: a contribution out of range must not hide shares that do not add up.
    try PolicyError.checking(in: container) { () throws(PolicyError) in
      contribution = try TipPool.contribution(tips: ofTips, sales: ofSales, categories: categories)
    }
    try PolicyError.building(in: container) { () throws(PolicyError) in
      recipients = try TipPool.recipients(
        distribution, to: roles, shares: shares, pointsByHours: byHours)
    }
    self.init(
      name: name ?? from.joined(separator: "+") + " to "
        + recipients.map(\.role).joined(separator: "+"),
      from: from, contribution: contribution, distribution: distribution, to: recipients,
      pointsByHours: byHours ?? false, ifRoleAbsent: absent)
    let tipOut = self
    try PolicyError.checking(in: container) { () throws(PolicyError) in
      try TipPool.checkRecipients(of: tipOut)
    }
  }
}

extension TipPool.Distribution: Decodable, CatalogEnumeration {
  /// `distribution`, as the catalog's documentation calls it.
  package static var catalogNoun: String { "distribution" }
}

extension TipPool.AbsentRole: Decodable, CatalogEnumeration {
  /// `absent-role rule`, as the catalog's documentation calls it.
  package static var catalogNoun: String { "absent-role rule" }
}
