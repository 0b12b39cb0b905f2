/// How an order reaches the guest: at a table, carried out, or delivered.
public enum Channel: String, Sendable, Hashable, CaseIterable, Codable {
  /// Served at a table (`dine-in`).
  case dineIn = "dine-in"
  /// Picked up by the guest (`takeout`).
  case takeout
  /// Brought to the guest (`delivery`).
  case delivery
}

extension Channel {
  /// The channel as a number for a bill's storage: 1, 2 or 3 (0 stands for no channel).
  @inlinable
  var code: UInt8 {
    switch self {
    case .dineIn: 1
    case .takeout: 2
    case .delivery: 3
    }
  }

  /// The channel whose ``code`` is `code`; `nil` for 0.
  @inlinable
  init?(code: UInt8) {
    switch code {
    case 1: self = .dineIn
    case 2: self = .takeout
    case 3: self = .delivery
    default: return nil
    }
  }
}
