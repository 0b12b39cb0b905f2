import TipJSON
import TipPricing

extension TipPool {
  /// The word errors use for a pool's settings: `pool: …`.
  static let kind = "pool"

  /// The highest card fee rate a pool may take, in percent: processors charge a few percent, so
  /// a higher rate is taken for a typo (`29` for `2.9`).
  public static let maximumCardFeeRate: Percentage = 10

  /// Checks the rules a catalog applies to a pool: at least one tip-out, each well formed; a
  /// card fee rate from 0 to ``maximumCardFeeRate``; and the law of the pool's ``region``
  /// (``Law``).
  ///
  /// Like ``Shift/validate()`` and ``Receipt/validate()``, it throws its document's error.
  ///
  /// - Throws: ``PoolError`` of kind ``PoolProblem/invalidPool`` for a broken rule, or
  ///   ``PoolProblem/lawViolation`` for a breach of the region's law, at the pool's key.
  public func check() throws(PoolError) {
    do {
      try checkRules()
    } catch {
      throw poolError(error, kind: .invalidPool, at: error.settingPath)
    }
    do {
      try checkLaw()
    } catch {
      throw poolError(error, kind: .lawViolation, at: error.settingPath)
    }
  }

  /// The checks of ``check()`` that the pool's region's law makes (``Law``).
  func checkLaw() throws(PolicyError) {
    if let law = region.flatMap(Law.init(region:)) { try law.check(self) }
  }

  /// A rule's error as a ``PoolError`` about this pool.
  func poolError(_ error: PolicyError, kind: PoolError.Kind, at path: DocumentPath) -> PoolError {
    PoolError(
      kind, at: path, "pool '\(name)': \(error.problemWithoutKind)",
      suggestion: error.recoverySuggestion)
  }

  /// The checks of ``check()`` without the law's.
  func checkRules() throws(PolicyError) {
    guard !tipOuts.isEmpty else {
      throw .invalidSetting(
        kind: TipPool.kind, setting: CodingKeys.tipOuts.stringValue,
        problem: "the pool has no tip-outs",
        expected: #"add at least one {"from": […], "percentOfTips": "100", …}"#)
    }
    for tipOut in tipOuts { try TipPool.check(tipOut) }
    if tipCredit, tippedRoles.isEmpty {
      throw .invalidSetting(
        kind: TipPool.kind, setting: CodingKeys.tipCredit.stringValue,
        problem: "the pool takes a tip credit but lists no 'tippedRoles'",
        expected: "add \"tippedRoles\": [\"server\", \"bartender\", …], the roles that are "
          + "customarily and regularly tipped")
    }
    if !tipCredit, !tippedRoles.isEmpty {
      throw .invalidSetting(
        kind: TipPool.kind, setting: CodingKeys.tippedRoles.stringValue,
        problem: "'tippedRoles' is given, but the pool takes no tip credit",
        expected: "add \"tipCredit\": true if the employer takes one, or remove 'tippedRoles'")
    }
    if tippedRoles.contains(where: \.isEmpty) {
      throw .invalidSetting(
        kind: TipPool.kind, setting: CodingKeys.tippedRoles.stringValue,
        problem: "'tippedRoles' has an empty name", expected: "list role names such as \"server\"")
    }
    try checkWages()
    if let cardFeeRate {
      guard !cardFeeRate.percent.isNegative, cardFeeRate <= TipPool.maximumCardFeeRate else {
        throw .invalidSetting(
          kind: TipPool.kind, setting: CodingKeys.cardFeeRate.stringValue,
          problem: "card fee rate \(cardFeeRate.percent) is out of range",
          expected: "expected 0 to \(TipPool.maximumCardFeeRate.percent) (percent of card tips)")
      }
    }
  }

  /// The contribution from a tip-out's keys: exactly one of `percentOfTips` and
  /// `percentOfSales`, `categories` only with sales, and as the contribution's `check(_:)` wants.
  static func contribution(tips: Percentage?, sales: Percentage?, categories: [String]?)
    throws(PolicyError) -> Contribution
  {
    let keys = TipOut.CodingKeys.self
    if categories != nil, sales == nil {
      throw .invalidSetting(
        kind: kind, setting: keys.categories.stringValue,
        problem: "'categories' goes with 'percentOfSales', not with 'percentOfTips'",
        expected: "remove it, or give a percentage of those categories' sales")
    }
    let contribution: Contribution
    switch (tips, sales) {
    case (let tips?, nil): contribution = .tips(tips)
    case (nil, let sales?): contribution = .sales(sales, categories: categories)
    case (_?, _?):
      throw .invalidSetting(
        kind: kind, setting: keys.percentOfSales.stringValue,
        problem: "both 'percentOfTips' and 'percentOfSales' are given",
        expected: "keep one: a tip-out takes a share of tips or a percentage of sales")
    case (nil, nil):
      throw .invalidSetting(
        kind: kind, setting: "", problem: "neither 'percentOfTips' nor 'percentOfSales' is given",
        expected: "add one, such as \"percentOfTips\": \"100\" or \"percentOfSales\": \"2\"")
    }
    try check(contribution)
    return contribution
  }

  /// Checks what a tip-out's contributors give, whether read from a catalog or built in code: a
  /// percentage of tips or of sales above 0 and at most 100; sales categories, when listed, at
  /// least one and each named.
  static func check(_ contribution: Contribution) throws(PolicyError) {
    let keys = TipOut.CodingKeys.self
    func check(_ rate: Percentage, _ key: TipOut.CodingKeys) throws(PolicyError) {
      guard !rate.percent.isNegative, !rate.percent.isZero, rate <= 100 else {
        throw .invalidSetting(
          kind: kind, setting: key.stringValue,
          problem: "\(key.stringValue) \(rate.percent) is out of range",
          expected: "expected more than 0 and at most 100 (percent)")
      }
    }
    switch contribution {
    case .tips(let rate):
      try check(rate, .percentOfTips)
    case .sales(let rate, let categories):
      if let categories, categories.isEmpty || categories.contains(where: \.isEmpty) {
        throw .invalidSetting(
          kind: kind, setting: keys.categories.stringValue,
          problem: "'categories' is empty or has an empty name",
          expected: "list sales categories such as [\"alcohol\"], or leave the key out for all")
      }
      try check(rate, .percentOfSales)
    }
  }

  /// The recipients from a tip-out's keys: `to` for `equal` and `hours`, `shares` for the
  /// others; `pointsByHours` only with `points`.
  static func recipients(
    _ distribution: Distribution, to roles: [String]?, shares: [RoleShare]?,
    pointsByHours: Bool?
  ) throws(PolicyError) -> [RoleShare] {
    let keys = TipOut.CodingKeys.self
    if pointsByHours != nil, distribution != .points {
      throw .invalidSetting(
        kind: kind, setting: keys.pointsByHours.stringValue,
        problem:
          "'pointsByHours' goes with the 'points' distribution, not '\(distribution.rawValue)'",
        expected: "remove it")
    }
    if distribution.usesShares {
      guard roles == nil else {
        throw .invalidSetting(
          kind: kind, setting: keys.to.stringValue,
          problem: "the '\(distribution.rawValue)' distribution takes 'shares', not 'to'",
          expected: distribution == .points
            ? #"write "shares": {"bartender": "3", "barback": "1"} (points per person)"#
            : #"write "shares": {"bartender": "80", "barback": "20"} (percent per role)"#)
      }
      guard let shares else {
        throw .invalidSetting(
          kind: kind, setting: "",
          problem: "the '\(distribution.rawValue)' distribution needs 'shares'",
          expected: distribution == .points
            ? #"add "shares": {"bartender": "3", "barback": "1"} (points per person)"#
            : #"add "shares": {"bartender": "80", "barback": "20"} (percent per role)"#)
      }
      return shares
    }
    guard shares == nil else {
      throw .invalidSetting(
        kind: kind, setting: keys.shares.stringValue,
        problem: "the '\(distribution.rawValue)' distribution takes 'to', not 'shares'",
        expected: #"write "to": ["bartender", "barback"], or use "points" or "percent""#)
    }
    guard let roles else {
      throw .invalidSetting(
        kind: kind, setting: "", problem: "the '\(distribution.rawValue)' distribution needs 'to'",
        expected: #"add "to": ["bartender", "barback"] (the roles that receive)"#)
    }
    return roles.map { RoleShare($0) }
  }

  /// Checks one tip-out: its contribution, then its roles and shares.
  static func check(_ tipOut: TipOut) throws(PolicyError) {
    try check(tipOut.contribution)
    try checkRecipients(of: tipOut)
  }

  /// Checks a tip-out's roles and shares: roles named once each and not empty; shares in range,
  /// percents adding up to exactly 100.
  static func checkRecipients(of tipOut: TipOut) throws(PolicyError) {
    let keys = TipOut.CodingKeys.self
    try checkRoles(tipOut.from, key: keys.from.stringValue)
    try checkRoles(
      tipOut.to.map(\.role),
      key: tipOut.distribution.usesShares ? keys.shares.stringValue : keys.to.stringValue)
    guard tipOut.distribution.usesShares else { return }
    let isPercent = tipOut.distribution.isPercent
    let maximum = isPercent ? DecimalValue(100) : Shift.Limits.maximumPoints
    var total = DecimalValue.zero
    for recipient in tipOut.to {
      let value = recipient.share ?? .zero
      guard !value.isNegative, !value.isZero, !(maximum < value),
        value.scale <= Shift.Limits.shareFractionDigits
      else {
        throw .invalidSetting(
          kind: kind, setting: keys.shares.stringValue,
          problem: "the share \(value) of role '\(recipient.role)' is out of range",
          expected: "expected more than 0 and at most \(maximum) "
            + (isPercent ? "(percent)" : "(points)")
            + " with at most \(Shift.Limits.shareFractionDigits) fraction digits")
      }
      total = total.adding(value) ?? maximum
    }
    if isPercent, total != 100 {
      throw .invalidSetting(
        kind: kind, setting: keys.shares.stringValue,
        problem: "the percentages add up to \(total), not 100",
        expected: "make the roles' percentages add up to exactly 100")
    }
  }

  private static func checkRoles(_ roles: [String], key: String) throws(PolicyError) {
    guard !roles.isEmpty else {
      throw .invalidSetting(
        kind: kind, setting: key, problem: "'\(key)' lists no roles",
        expected: "list at least one role, such as \"server\"")
    }
    var seen: Set<String> = []
    for role in roles {
      guard !role.isEmpty else {
        throw .invalidSetting(
          kind: kind, setting: key, problem: "'\(key)' has an empty role name",
          expected: "name each role, such as \"server\"")
      }
      guard seen.insert(role).inserted else {
        throw .invalidSetting(
          kind: kind, setting: key, problem: "'\(key)' lists role '\(role)' twice",
          expected: "list each role once")
      }
    }
  }
}

extension PolicyError {
  /// The key of the setting the error names, as a path from the pool; the root otherwise
  /// (also for a setting that is missing, which the error names with an empty key).
  fileprivate var settingPath: DocumentPath {
    guard let setting = settingProblem?.setting, !setting.isEmpty else { return .root }
    return .key(setting)
  }
}
