import TipEngine

extension TipPolicyContract {
  /// The tip for `bill`, or what `tip(for:)` threw.
  static func tip(of policy: some TipPolicy, for bill: Bill) -> Result<Money, any Error> {
    do {
      return .success(try policy.tip(for: bill))
    } catch {
      return .failure(error)
    }
  }

  /// The rules about one tip: its currency, its sign, its error type, and the same outcome when
  /// asked again.
  static func checkTip(
    _ outcome: Result<Money, any Error>, of policy: some TipPolicy, for bill: Bill
  ) -> [Violation] {
    var found: [Violation] = []
    let shown = describe(bill)
    if case .failure(let error) = outcome, !isDocumented(error) {
      found.append(
        Violation(.documentedErrors, bill: bill, "\(shown) threw \(type(of: error)): \(error)"))
    }
    switch (outcome, tip(of: policy, for: bill)) {
    case (.success(let tip), .success(let again)):
      if tip.currency != bill.currency {
        found.append(Violation(.tipInBillCurrency, bill: bill, "\(shown) got a tip of \(tip)"))
      }
      if tip.isNegative {
        found.append(Violation(.nonNegative, bill: bill, "\(shown) got a tip of \(tip)"))
      }
      if again != tip {
        found.append(Violation(.deterministic, bill: bill, "\(shown) got \(tip), then \(again)"))
      }
    case (.failure(let error), .failure(let again)):
      if String(describing: error) != String(describing: again) {
        found.append(
          Violation(.deterministic, bill: bill, "\(shown) threw \(error), then \(again)"))
      }
    case (.success(let tip), .failure(let error)):
      found.append(
        Violation(.deterministic, bill: bill, "\(shown) got \(tip), then threw \(error)"))
    case (.failure(let error), .success(let tip)):
      found.append(
        Violation(.deterministic, bill: bill, "\(shown) threw \(error), then got \(tip)"))
    }
    return found
  }

  /// The rules about quotes of a bill the policy serves: the tip is the one `tip(for:)` gave,
  /// the total is the bill plus the tip, the shares sum to the total; overflow is a
  /// ``MoneyError``.
  static func checkQuotes(of policy: some TipPolicy, for bill: Bill, tip: Money) -> [Violation] {
    // A tip in another currency or below zero is reported already, and cannot be quoted.
    guard tip.currency == bill.currency, !tip.isNegative else { return [] }
    var found: [Violation] = []
    let methods: [(SplitMethod, Int)] = [
      (.partySize, bill.partySize ?? 1), (.evenly(people: 3), 3), (.weighted([1, 2, 3]), 3),
    ]
    for (method, parts) in methods {
      let shown = "\(describe(bill)) split \(describe(method))"
      let quote: Quote
      do {
        quote = try policy.quote(for: bill, splitting: method)
      } catch is MoneyError {
        continue  // A total or a share too large to hold: documented, not a violation.
      } catch {
        let rule: Rule = isDocumented(error) ? .quoteAddsUp : .documentedErrors
        found.append(Violation(rule, bill: bill, "\(shown) threw \(error)"))
        continue
      }
      let expectedTotal = try? bill.amountBeforeTip().adding(tip)
      var sum: Money? = .zero(bill.currency)
      for share in quote.shares { sum = sum.flatMap { try? $0.adding(share) } }
      if quote.tip != tip || quote.total != expectedTotal || sum != quote.total
        || quote.shares.count != parts
      {
        let shares = quote.shares.map(\.amountText).joined(separator: " + ")
        found.append(
          Violation(
            .quoteAddsUp, bill: bill,
            "\(shown) gave tip \(quote.tip), total \(quote.total) and shares \(shares)"))
      }
    }
    return found
  }

  /// The rule about the batch entry point: over the bills `tip(for:)` serves, `tips(for:)` gives
  /// the same tips in the same order.
  static func checkBatch(of policy: some TipPolicy, served: [(bill: Bill, tip: Money)])
    -> [Violation]
  {
    guard !served.isEmpty else { return [] }
    let tips: [Money]
    do {
      tips = try policy.tips(for: served.map(\.bill))
    } catch {
      return [
        Violation(
          .batchAgrees, bill: nil,
          "tips(for:) threw \(error) for \(served.count) bills that tip(for:) serves")
      ]
    }
    guard tips.count == served.count else {
      return [
        Violation(
          .batchAgrees, bill: nil, "tips(for:) gave \(tips.count) tips for \(served.count) bills")
      ]
    }
    return zip(served, tips).compactMap { pair, batchTip in
      guard batchTip != pair.tip else { return nil }
      return Violation(
        .batchAgrees, bill: pair.bill,
        "\(describe(pair.bill)) got \(pair.tip) from tip(for:) but \(batchTip) from tips(for:)")
    }
  }

  /// Whether the contract allows `error`: ``MoneyError`` or ``PolicyError``.
  static func isDocumented(_ error: any Error) -> Bool {
    error is MoneyError || error is PolicyError
  }

  /// A bill as violations show it: `84.50 USD + tax 7.39, party of 3, region US`.
  static func describe(_ bill: Bill) -> String {
    var text = bill.subtotal.description
    if let tax = bill.tax { text += " + tax \(tax.amountText)" }
    if let party = bill.partySize { text += ", party of \(party)" }
    if let region = bill.region { text += ", region \(region)" }
    return text
  }

  /// A split as violations show it: `by party size`, `evenly among 3`, `by weights 1, 2, 3`.
  static func describe(_ method: SplitMethod) -> String {
    switch method {
    case .partySize: return "by party size"
    case .evenly(let people): return "evenly among \(people)"
    case .weighted(let weights):
      return "by weights \(weights.map(\.description).joined(separator: ", "))"
    }
  }

  /// The rule about the trace: a bill the policy tips gets a decision too.
  static func checkDecision(of policy: some TipPolicy, for bill: Bill) -> [Violation] {
    do {
      _ = try policy.decision(
        for: ItemizedBill(bill, items: []), serviceCharges: .zero(bill.currency))
      return []
    } catch {
      return [
        Violation(
          .decisionAnswers, bill: bill,
          "\(describe(bill)) got a tip, but decision(for:) threw \(error)")
      ]
    }
  }
}
