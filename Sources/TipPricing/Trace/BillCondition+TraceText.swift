extension BillCondition {
  /// Every condition set, in the short form traces and coverage write, joined by `; `:
  /// `days fri,sat; 22:00–02:00`, `party 6+; channel dine-in`.
  public var traceText: String {
    traceParts.map(\.text).joined(separator: "; ")
  }

  /// Each condition set, in the short form, with a condition of it alone (the days, the time
  /// and the dates together, as they are tested together), in the order ``holds(for:)`` tests
  /// them.
  var traceParts: [(text: String, condition: BillCondition)] {
    var parts: [(String, BillCondition)] = []
    func part(_ text: String, _ set: (inout BillCondition) -> Void) {
      var alone = BillCondition()
      set(&alone)
      parts.append((text, alone))
    }
    if let partySize { part("party \(partySize.traceText)") { $0.partySize = partySize } }
    if let subtotal { part("subtotal \(subtotal.traceText)") { $0.subtotal = subtotal } }
    if let channels {
      let listed = Channel.allCases.filter(channels.contains).map(\.rawValue)
      part("channel \(listed.joined(separator: ","))") { $0.channels = channels }
    }
    if let payments {
      let listed = Payment.allCases.filter(payments.contains).map(\.rawValue)
      part("payment \(listed.joined(separator: ","))") { $0.payments = payments }
    }
    if days != nil || time != nil || dates != nil {
      var texts: [String] = []
      if let days {
        texts.append(
          "days " + Weekday.allCases.filter(days.contains).map(\.rawValue).joined(separator: ","))
      }
      if let time { texts.append("\(time.from)–\(time.until)") }
      if let dates {
        texts.append("dates " + dates.sorted().map(\.description).joined(separator: ","))
      }
      part(texts.joined(separator: "; ")) { [days, time, dates] in
        $0.days = days
        $0.time = time
        $0.dates = dates
      }
    }
    if let regions {
      part("regions " + regions.map(\.code).joined(separator: ",")) { $0.regions = regions }
    }
    if let gratuityApplied {
      part(gratuityApplied ? "gratuity applied" : "no gratuity") {
        $0.gratuityApplied = gratuityApplied
      }
    }
    return parts
  }

  /// The parts of the condition that do not hold for `bill`, in the short form; empty when the
  /// condition holds.
  func failingParts(for bill: Bill) -> [String] {
    traceParts.filter { !$0.condition.holds(for: bill) }.map(\.text)
  }
}

extension CountRange {
  /// `6+`, `up to 4`, `2–4` or `6`.
  var traceText: String {
    switch (min, max) {
    case (let min?, nil): return "\(min)+"
    case (nil, let max?): return "up to \(max)"
    case (let min?, let max?): return min == max ? "\(min)" : "\(min)–\(max)"
    case (nil, nil): return "any"
    }
  }
}

extension AmountRange {
  /// `from 100`, `below 50` or `from 50 below 100`.
  var traceText: String {
    switch (min, max) {
    case (let min?, nil): return "from \(min)"
    case (nil, let max?): return "below \(max)"
    case (let min?, let max?): return "from \(min) below \(max)"
    case (nil, nil): return "any"
    }
  }
}
