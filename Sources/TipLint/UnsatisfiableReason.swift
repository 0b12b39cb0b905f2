import TipPricing

/// Why no bill meets a condition: which of its parts admits no value, or which parts never
/// coincide.
enum UnsatisfiableReason {
  /// The reason, in words, for a condition whose boxes are all empty.
  static func describe(_ condition: BillCondition) -> String {
    let empty = ConditionSpace.Part.allCases.filter { part in
      let alone = ConditionSpace.part(of: condition, in: part)
      var budget = AnalysisBudget(steps: .max)
      return ConditionSpace([alone]).boxes(of: alone, budget: &budget)?.isEmpty ?? false
    }
    let reasons = empty.map { part -> String in
      let text = ConditionSpace.part(of: condition, in: part).summary
      switch part {
      case .partySize:
        return "no bill is for \(text) (the tools price parties of 1 to "
          + "\(ConditionSpace.largestParty) guests)"
      case .subtotal:
        return "no amount in the minor units of any currency has a \(text)"
      case .moment:
        let days = Weekday.allCases.filter { condition.days?.contains($0) ?? false }
        let dates = (condition.dates ?? []).sorted().map { "\($0) (\($0.weekday.rawValue))" }
        var reason =
          "its days (\(days.map(\.rawValue).joined(separator: ", "))) and its dates "
          + "(\(dates.joined(separator: ", "))) never coincide"
        if condition.time?.crossesMidnight ?? false {
          reason += " (both are of the day the window across midnight opens)"
        }
        return reason
      case .channel, .payment, .region, .gratuity:
        return "its \(part) admits no bill"
      }
    }
    return reasons.joined(separator: "; ")
  }
}
