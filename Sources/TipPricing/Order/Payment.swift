/// How a bill is paid. Cash totals may be rounded where coins are gone; card totals never are.
public enum Payment: String, Sendable, Hashable, CaseIterable, Codable {
  /// Notes and coins.
  case cash
  /// A card or any other electronic payment.
  case card
}

extension Payment {
  /// The payment as a number for a bill's storage: 1 or 2 (0 stands for no payment).
  @inlinable
  var code: UInt8 {
    switch self {
    case .cash: 1
    case .card: 2
    }
  }

  /// The payment whose ``code`` is `code`; `nil` for 0.
  @inlinable
  init?(code: UInt8) {
    switch code {
    case 1: self = .cash
    case 2: self = .card
    default: return nil
    }
  }
}
