import TipEngine

/// The order's values: guests, channel, local time and payment.
///
/// As for every value, a text of the wrong form is a usage error (64: `--party two`,
/// `--payment bitcoin`, `--at tomorrow`) and a well-formed value that is not allowed is a data
/// error (65: `--party 0`, `--at 2026-02-30T12:00`).
extension InputValues {
  /// The most guests a party may have: as many as a bill may be split among.
  static let maximumParty = Money.maximumParts

  /// A number of guests, from 1 to ``maximumParty``.
  static func party(_ text: String, for label: String) throws(CLIError) -> Int {
    try wholeNumber(text, for: label, of: "guests", upTo: maximumParty, example: 6)
  }

  /// A channel by its name: `dine-in`, `takeout` or `delivery`.
  static func channel(_ text: String, for label: String) throws(CLIError) -> Channel {
    try named(Channel.self, text, for: label)
  }

  /// A payment by its name: `cash` or `card`.
  static func payment(_ text: String, for label: String) throws(CLIError) -> Payment {
    try named(Payment.self, text, for: label)
  }

  /// One payment, or one per share separated by commas: `cash`, `cash,card,card`.
  static func payments(_ text: String, for label: String) throws(CLIError) -> [Payment] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return [try payment(text, for: label)] }
    var payments: [Payment] = []
    for part in parts {
      let name = part.trimmingSpaces()
      guard let payment = Payment(rawValue: name) else {
        throw invalid(
          text, for: label,
          "'\(TerminalText.echoed(name))' is not a payment; expected cash or card for each "
            + "share, such as cash,card,card", status: .usage)
      }
      payments.append(payment)
    }
    return payments
  }

  /// One of an enumeration's names, with the list and the nearest name when it is not one.
  private static func named<Value: RawRepresentable & CaseIterable>(
    _ type: Value.Type, _ text: String, for label: String
  ) throws(CLIError) -> Value where Value.RawValue == String {
    try oneOf(text, names: Value.allCases.map(\.rawValue), for: label, Value.init(rawValue:))
  }

  /// A bill's time: a local date and time `YYYY-MM-DDTHH:MM` (optionally `:SS`), an instant
  /// with `Z` or an offset (`2026-11-28T06:15Z`, `2026-11-28T01:15:00-05:00`), or `now`.
  ///
  /// - Throws: a usage error (64) for text of another form, a data error (65) for a date, time
  ///   or offset that does not exist (`2026-02-30T12:00`, `2026-12-24T25:00`).
  static func orderTime(_ text: String, for label: String) throws(CLIError) -> OrderTime {
    do {
      return try OrderTime(text)
    } catch {
      if case .unrecognizedTime = error {
        throw invalid(text, for: label, OrderError.expectedTime, status: .usage)
      }
      throw invalid(text, for: label, reason(error), status: .dataError)
    }
  }

  /// What is wrong with a date or time, without repeating the text.
  private static func reason(_ error: OrderError) -> String {
    switch error {
    case .invalidDate(_, let reason), .invalidTime(_, let reason): return reason
    default: return error.description
    }
  }
}
