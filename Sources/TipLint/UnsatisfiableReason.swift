import TipPricing

/// Why no bill meets a condition: which of its parts admits no value, or which parts never
/// coincide.
enum UnsatisfiableReason {
  /// The reason, in words, for a condition whose box is empty.
  static func describe(_ condition: BillCondition) -> String {
    let space = ConditionSpace([condition])
    let box = space.box(of: condition)
    let empty = ConditionSpace.Dimension.allCases.filter { box.sets[$0.rawValue].isEmpty }
    let reasons = empty.map { dimension -> String in
      let part = ConditionSpace.part(of: condition, in: dimension).summary
      switch dimension {
      case .partySize:
        return "no bill is for \(part) (a bill holds at most \(ConditionSpace.largestParty) "
          + "guests)"
      case .subtotal:
        return "no amount in the minor units of any currency has a \(part)"
      case .moment:
        let days = Weekday.allCases.filter { condition.days?.contains($0) ?? false }
        let dates = (condition.dates ?? []).sorted().map { "\($0) (\($0.weekday.rawValue))" }
        var text =
          "its days (\(days.map(\.rawValue).joined(separator: ", "))) and its dates "
          + "(\(dates.joined(separator: ", "))) never coincide"
        if condition.time?.crossesMidnight ?? false {
          text += " (both are of the day the window across midnight opens)"
        }
        return text
      case .channel, .payment, .region, .gratuity:
        return "its \(dimension) admits no bill"
      }
    }
    return reasons.joined(separator: "; ")
  }
}
