/// How a bill is paid. Cash totals may be rounded where coins are gone; card totals never are.
public enum Payment: String, Sendable, Hashable, CaseIterable, Codable {
  /// Notes and coins.
  case cash
  /// A card or any other electronic payment.
  case card
}
