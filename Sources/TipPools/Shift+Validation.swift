import TipJSON
import TipPricing

extension Shift {
  /// Checks everything sharing relies on, in document order, and throws the first problem.
  ///
  /// - At least one person and at most ``Limits/maximumStaff``; each with a name (unique) and a
  ///   role; hours from 0 to ``Limits/maximumHours`` with at most two fraction digits; points
  ///   from 0 to ``Limits/maximumPoints`` with at most four.
  /// - Every amount zero or more, in the shift's currency, and all of them together no more
  ///   than the largest amount.
  ///
  /// - Throws: ``PoolError`` naming the person and the path of the value.
  public func validate() throws(PoolError) {
    guard !staff.isEmpty else {
      throw PoolError(
        .invalidStaff, at: .key("staff"), "the shift has no staff",
        suggestion: #"add at least one {"name": …, "role": …, "hours": …}"#)
    }
    guard staff.count <= Limits.maximumStaff else {
      throw PoolError(
        .invalidStaff, at: .key("staff"),
        "the shift lists \(staff.count) people; a shift has at most \(Limits.maximumStaff)")
    }
    var total: Int64 = 0
    func add(_ money: Money?, _ name: String, at path: DocumentPath) throws(PoolError) {
      guard let money else { return }
      guard money.currency == currency else {
        throw PoolError(
          .invalidAmount, at: path,
          "\(name) is in \(money.currency.code), but the shift is in \(currency.code)")
      }
      guard !money.isNegative else {
        throw PoolError(
          .invalidAmount, at: path, "\(name) \(money.amountText) is negative",
          suggestion: "write an amount of zero or more")
      }
      let (sum, overflow) = total.addingReportingOverflow(money.minorUnits)
      guard !overflow, sum <= Money.maximumMinorUnits else {
        throw PoolError(
          .overflow, at: path,
          "the shift's amounts up to \(name) add up to more than the largest amount")
      }
      total = sum
    }
    try add(tips?.card, "the card tips", at: .key("tips").key("card"))
    try add(tips?.cash, "the cash tips", at: .key("tips").key("cash"))
    try add(serviceCharges, "the service charges", at: .key("serviceCharges"))
    var seen: [String: Int] = [:]
    for (index, person) in staff.enumerated() {
      let path = DocumentPath.key("staff").index(index)
      let who = person.name.isEmpty ? "person \(index + 1)" : person.name
      guard !person.name.isEmpty else {
        throw PoolError(
          .invalidPerson, at: path.key("name"), "person \(index + 1) has an empty name",
          suggestion: "give every person a name, unique on the shift")
      }
      if let first = seen[person.name] {
        throw PoolError(
          .invalidPerson, at: path.key("name"),
          "\(person.name) is listed twice (first as staff[\(first)])",
          suggestion: "list each person once; add their hours together")
      }
      seen[person.name] = index
      guard !person.role.isEmpty else {
        throw PoolError(
          .invalidPerson, at: path.key("role"), "\(who) has an empty role",
          suggestion: "give the role the pool uses, such as \"server\"")
      }
      try Shift.check(
        person.hours, "\(who)'s hours", at: path.key("hours"), maximum: Limits.maximumHours,
        digits: Limits.hoursFractionDigits)
      if let points = person.points {
        try Shift.check(
          points, "\(who)'s points", at: path.key("points"), maximum: Limits.maximumPoints,
          digits: Limits.shareFractionDigits)
      }
      try add(person.tips?.card, "\(who)'s card tips", at: path.key("tips").key("card"))
      try add(person.tips?.cash, "\(who)'s cash tips", at: path.key("tips").key("cash"))
      for category in person.sales.keys.sorted() {
        let sales = person.sales[category]
        // Sales are not paid out, so they count toward no total; each must still fit.
        let saved = total
        total = 0
        try add(sales, "\(who)'s \(category) sales", at: path.key("sales").key(category))
        total = saved
      }
    }
    if let cardFees {
      let saved = total
      total = 0
      try add(cardFees, "the card fees", at: .key("cardFees"))
      total = saved
    }
  }

  /// Checks hours or points: zero or more, at most `maximum`, at most `digits` fraction digits.
  static func check(
    _ value: DecimalValue, _ name: String, at path: DocumentPath, maximum: DecimalValue,
    digits: Int
  ) throws(PoolError) {
    guard !value.isNegative, !(maximum < value) else {
      throw PoolError(
        .invalidQuantity, at: path, "\(name) \(value) is out of range",
        suggestion: "expected 0 to \(maximum)")
    }
    guard value.scale <= digits else {
      throw PoolError(
        .invalidQuantity, at: path,
        "\(name) \(value) has \(value.scale) fraction digits; at most \(digits) are allowed",
        suggestion: "round to \(digits) digits after the point")
    }
  }
}
