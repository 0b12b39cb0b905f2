import TipJSON
import TipPricing

extension TipPool {
  /// The laws on tip pools that a pool's or a shift's region brings, which the catalog and
  /// ``TipPool/share(_:)`` enforce.
  public enum Law: String, Sendable, Hashable, CaseIterable {
    /// The US Fair Labor Standards Act as amended in 2018: employers, managers and supervisors
    /// may not keep any part of employees' tips, so they receive nothing from a pool.
    case unitedStates = "US"
    /// The UK's Employment (Allocation of Tips) Act 2023, in force 1 October 2024: tips and
    /// service charges go to workers in full, with nothing withheld, under a written policy.
    case unitedKingdom = "GB"

    /// The law of `region`'s country, if it has one that this library applies.
    public init?(region: Region) {
      self.init(rawValue: region.country.code)
    }

    /// The law's name as messages cite it.
    public var citation: String {
      switch self {
      case .unitedStates: "FLSA section 3(m)(2)(B), 2018 amendment"
      case .unitedKingdom: "Employment (Allocation of Tips) Act 2023"
      }
    }

    /// What the law requires of a pool, in one sentence that names it.
    public var rule: String {
      switch self {
      case .unitedStates:
        "in the US managers and supervisors may not receive any part of a tip pool (\(citation))"
      case .unitedKingdom:
        "in the UK tips and service charges are paid to workers in full, with nothing withheld, "
          + "under a written allocation policy (\(citation))"
      }
    }

    /// The rule for an employer that takes a tip credit, in one sentence that names it.
    public static let tipCreditRule =
      "in the US an employer that takes a tip credit may share a pool only among customarily "
      + "and regularly tipped employees (FLSA section 3(m)(2)(A); 29 CFR 531.54)"

    /// Checks a pool's own rules against the law.
    ///
    /// - Throws: ``PolicyError/invalidSetting(kind:setting:problem:expected:)`` at the key that
    ///   breaks it, naming the law.
    func check(_ pool: TipPool) throws(PolicyError) {
      switch self {
      case .unitedStates:
        let managers = Set(pool.managerRoles)
        for tipOut in pool.tipOuts {
          if let role = tipOut.to.first(where: { managers.contains($0.role) })?.role {
            throw .invalidSetting(
              kind: TipPool.kind, setting: CodingKeys.tipOuts.stringValue,
              problem: "tip-out '\(tipOut.name)' pays role '\(role)', which 'managerRoles' lists, "
                + "but \(rule)",
              expected: "take '\(role)' out of the tip-out's recipients (it may still contribute)")
          }
        }
        guard pool.tipCredit else { return }
        let tipped = Set(pool.tippedRoles)
        for tipOut in pool.tipOuts {
          if let role = tipOut.to.first(where: { !tipped.contains($0.role) })?.role {
            throw .invalidSetting(
              kind: TipPool.kind, setting: CodingKeys.tippedRoles.stringValue,
              problem: "tip-out '\(tipOut.name)' pays role '\(role)', which 'tippedRoles' does "
                + "not list, but \(TipPool.Law.tipCreditRule)",
              expected: "take '\(role)' out of the recipients, list it in 'tippedRoles' if its "
                + "staff are customarily tipped, or drop 'tipCredit' if the employer pays the "
                + "full minimum wage")
          }
        }
      case .unitedKingdom:
        if pool.tipCredit {
          throw .invalidSetting(
            kind: TipPool.kind, setting: CodingKeys.tipCredit.stringValue,
            problem: "UK law has no tip credit: \(rule)",
            expected: "remove 'tipCredit' and 'tippedRoles' from a GB pool")
        }
        if let rate = pool.cardFeeRate, !rate.percent.isZero {
          throw .invalidSetting(
            kind: TipPool.kind, setting: CodingKeys.cardFeeRate.stringValue,
            problem: "a card fee of \(rate) would be withheld from the tips, but \(rule)",
            expected: "remove 'cardFeeRate' from a GB pool")
        }
        if (pool.allocationPolicy ?? "").allSatisfy(\.isWhitespace) {
          throw .invalidSetting(
            kind: TipPool.kind, setting: "",
            problem: "the pool has no 'allocationPolicy', but \(rule)",
            expected: "add \"allocationPolicy\": \"…\" with the house's written policy, which "
              + "every payout shows")
        }
      }
    }
  }
}

extension TipPool {
  /// The law that applies to `shift`: its own region's, or the pool's when the shift has none.
  ///
  /// - Throws: ``PoolProblem/invalidRegion`` when the shift is in another country than the
  ///   pool was written for.
  func law(for shift: Shift) throws(PoolError) -> Law? {
    if let own = shift.region, let region, own.country != region.country {
      throw PoolError(
        .invalidRegion, at: .key("region"),
        "the shift is in \(own.code), but pool '\(name)' is written for \(region.code)",
        suggestion: "use a pool for \(own.country.code), or correct the shift's region")
    }
    return (shift.region ?? region).flatMap(Law.init(region:))
  }

  /// Checks the pool and the shift against `law` at sharing time: the pool's own rules (as a
  /// catalog checks them for a pool with a region), and in the US no person marked a manager,
  /// or in a manager role, among a tip-out's recipients.
  ///
  /// - Throws: ``PoolProblem/lawViolation`` naming the law.
  func check(_ shift: Shift, under law: Law) throws(PoolError) {
    do {
      try law.check(self)
    } catch {
      throw PoolError(
        .lawViolation, at: .root, "pool '\(name)': \(error.problemWithoutKind)",
        suggestion: error.recoverySuggestion)
    }
    switch law {
    case .unitedStates:
      let recipients = Set(tipOuts.flatMap { $0.to.map(\.role) })
      // The shift's own tips and service charges are pooled among the first tip-out's roles
      // by hours (see `share(_:)`): a share of them is received from the pool too.
      let houseUnits =
        (shift.tips?.card?.minorUnits ?? 0) + (shift.tips?.cash?.minorUnits ?? 0)
        + (shift.serviceCharges?.minorUnits ?? 0)
      let sharers = houseUnits > 0 ? Set(tipOuts.first?.from ?? []) : []
      let managerRoles = Set(managerRoles)
      // Someone with 0 hours takes no share of those by hours.
      for (index, person) in shift.staff.enumerated()
      where recipients.contains(person.role)
        || (sharers.contains(person.role) && !person.hours.isZero)
      {
        let byRole = managerRoles.contains(person.role)
        guard person.isManager || byRole else { continue }
        let path = DocumentPath.key("staff").index(index)
        let why =
          byRole ? "the pool lists role '\(person.role)' as a manager role" : "is marked a manager"
        let receives =
          recipients.contains(person.role)
          ? "would receive from pool '\(name)'"
          : "would receive a share of the shift's pooled tips by hours in pool '\(name)'"
        let fix =
          recipients.contains(person.role)
          ? "give \(person.name) a role the pool does not pay"
          : "give the shift's tips per person (a manager keeps what is paid to them alone), or "
            + "give \(person.name) a role that does not share the shift's tips"
        throw PoolError(
          .lawViolation, at: byRole ? path.key("role") : path.key("manager"),
          "\(person.name) (role '\(person.role)') \(byRole ? "is in a manager role" : why) "
            + "and \(receives), but \(law.rule)",
          suggestion: "\(fix), or remove the manager flag if \(person.name) does not manage or "
            + "supervise")
      }
    case .unitedKingdom:
      // The pool's own rules, checked above, are all the Act asks of a payout.
      break
    }
  }
}
