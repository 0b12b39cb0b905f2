import TipEngine

extension TipCalculator {
  /// Everything a tip calculator holds, as a value, and the pure computation of its result.
  ///
  /// ``TipCalculator`` is this value made observable on the main actor; `State` itself is
  /// `Sendable` and has no isolation, so it can be computed, stored and tested anywhere.
  public struct State: Sendable, Hashable {
    /// The bill as typed (`"100"`, `"$1,234.50"`, or `"1.234,50 €"` with ``separators`` of
    /// ``BillEntry/Separators/comma``); empty text is a bill of zero. Setting it lets go of
    /// ``billEntry``.
    public var billText: String {
      didSet { billEntry = nil }
    }
    /// The bill keypad the bill was typed on, set by ``setBill(_:)-(BillEntry)``, or `nil` for
    /// a bill typed as text: the bill is then what the keypad's `=` would give now
    /// (``BillEntry/completed``), and ``billText`` writes it.
    public private(set) var billEntry: BillEntry?
    /// The decimal separator ``billText`` is read with, and its grouping separator: those the
    /// screen shows amounts with, so that typed text means what the display would (see
    /// ``BillEntry/Separators/amount(_:currency:)``). `.` and `,` by default.
    public var separators: BillEntry.Separators {
      didSet {
        // The bill text is rewritten with the new separators, so that it reads the same.
        if let billEntry { setBill(billEntry) }
      }
    }
    /// The currency of the bill; its digits decide which bill texts are valid. A keypad bill
    /// in another currency is let go of, and ``billText`` is read in this one.
    public var currency: Currency {
      didSet {
        if billEntry?.currency != currency { billEntry = nil }
      }
    }
    /// The tip choice.
    public var tip: TipChoice
    /// Where the bill is paid, such as `US` or `CA-QC`, for region-dependent policies.
    public var region: Region?
    /// How many people share the total: 1 or more, at most ``maximumSplitCount``.
    public private(set) var splitCount: Int

    /// The largest split: `Money.maximumParts`.
    public static let maximumSplitCount = Money.maximumParts

    /// A calculator with the given bill text, currency, tip and region, split for one person.
    ///
    /// - Parameters:
    ///   - billText: the bill as typed, read with `separators`; empty by default.
    ///   - currency: the bill's currency; USD by default.
    ///   - tip: the chosen tip; none by default.
    ///   - region: where the bill is paid, for region-dependent policies; none by default.
    ///   - separators: how ``billText`` writes decimals, such as
    ///     `BillEntry.Separators(locale: .current)`; `.` and `,` by default.
    public init(
      billText: String = "", currency: Currency = .usd, tip: TipChoice = .none,
      region: Region? = nil, separators: BillEntry.Separators = .period
    ) {
      self.billText = billText
      self.separators = separators
      self.currency = currency
      self.tip = tip
      self.region = region
      self.splitCount = 1
    }

    /// Sets the bill to `amount`, and the currency to its currency; ``billText`` writes it with
    /// ``separators`` (`1500,00` with a decimal comma).
    public mutating func setBill(_ amount: Money) {
      currency = amount.currency
      billText = separators.text(of: amount)
    }

    /// Sets the bill to what `entry`'s `=` would give now, and the currency to its currency:
    /// `12.50 + 8.75` still being typed is a bill of 21.25, not 8.75, computed and rounded as
    /// `=` computes it, and a pending division by zero makes the bill invalid with the keypad's
    /// reason. ``billText`` writes the amount with ``separators`` (`21.25`, `21,25`).
    public mutating func setBill(_ entry: BillEntry) {
      let completed = entry.completed
      currency = entry.currency
      billText = completed.displayText(
        decimalSeparator: String(separators.decimal), groupingSeparator: "")
      billEntry = entry
    }

    /// One more person, up to ``maximumSplitCount``.
    public mutating func incrementSplit() {
      splitCount = min(splitCount + 1, State.maximumSplitCount)
    }

    /// One person fewer, never below 1.
    public mutating func decrementSplit() {
      splitCount = max(splitCount - 1, 1)
    }

    /// Sets the number of people.
    ///
    /// - Throws: `MoneyError.invalidAllocation(reason:)` when `count` is below 1 or above
    ///   ``maximumSplitCount``; the split is left unchanged.
    public mutating func setSplitCount(_ count: Int) throws(MoneyError) {
      guard count >= 1 else {
        throw .invalidAllocation(reason: "cannot split among \(count) people; expected 1 or more")
      }
      guard count <= State.maximumSplitCount else {
        throw .invalidAllocation(
          reason: "cannot split among \(count) people; at most \(State.maximumSplitCount)")
      }
      splitCount = count
    }

    /// Sets the number of people from text, such as `"4"`.
    ///
    /// - Throws: `MoneyError.invalidValue(text:meaning:expected:)`, meaning `number of people`,
    ///   when the text is not a whole number; otherwise as ``setSplitCount(_:)``.
    public mutating func setSplitCount(parsing text: String) throws(MoneyError) {
      let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
      guard let count = Int(String(trimmed.reversed())) else {
        throw .invalidValue(
          text: text, meaning: "number of people",
          expected: "expected a whole number written with the digits 0 to 9, such as 2")
      }
      try setSplitCount(count)
    }

    /// Back to the start: no bill, no tip, one person. The currency, region, separators and catalog
    /// stay.
    public mutating func reset() {
      billText = ""
      tip = .none
      splitCount = 1
    }

    /// The bill parsed from ``billText``: `nil` when the text is empty (or only spaces).
    ///
    /// The text is read with ``separators``: on a German bill `1,5` is 1.50 and `1.500`, which
    /// could mean 1500 or 1.5, is refused as ambiguous.
    ///
    /// - Throws: a `MoneyError` saying what is wrong with the text (letters, two decimal
    ///   points, more fraction digits than the currency has, an ambiguous grouping separator),
    ///   or `MoneyError.negativeAmount(text:)`.
    public func bill() throws(MoneyError) -> Money? {
      guard !billText.allSatisfy(\.isWhitespace) else { return nil }
      let amount = try separators.amount(billText, currency: currency)
      guard !amount.isNegative else { throw .negativeAmount(text: billText) }
      return amount
    }

    /// The amounts for the current input.
    ///
    /// The tip comes from ``tip`` (resolved in `catalog` for a policy by name), and the total is
    /// split evenly among ``splitCount`` people with shares that sum to it exactly.
    public func result(catalog: PolicyCatalog?) -> TipResult {
      if let failure = billEntry?.completed.failure {
        return TipResult(
          invalid: .invalid(field: .bill, reason: failure.description), currency: currency,
          parts: splitCount)
      }
      let amount: Money?
      do {
        amount = try bill()
      } catch {
        return TipResult(
          invalid: .invalid(field: .bill, reason: State.billMessage(error)),
          currency: currency, parts: splitCount)
      }
      do {
        let policy = try tip.policy(in: catalog)
        let bill = Bill(
          subtotal: amount ?? .zero(currency), partySize: splitCount, region: region)
        let quote = try policy.quote(for: bill, splitting: .evenly(people: splitCount))
        // A percentage shows as itself: 15 % of ¥1,234 is ¥185, not "14.99 %".
        let rate = (policy as? PercentPolicy).flatMap { $0.base == .subtotal ? $0.rate : nil }
        return TipResult(
          quote: quote, validation: amount == nil ? .empty : .valid, tipRate: rate)
      } catch {
        return TipResult(
          invalid: .invalid(field: .tip, reason: String(describing: error)),
          currency: currency, parts: splitCount)
      }
    }

    /// What is wrong with the bill text, for the person who typed it.
    static func billMessage(_ error: MoneyError) -> String {
      switch error {
      case .negativeAmount(let text):
        return "'\(text)' is negative; a bill is zero or more"
      case .overflow:
        return "the bill is too large"
      default:
        return error.fieldMessage
      }
    }
  }
}
