/// How an order reaches the guest: at a table, carried out, or delivered.
public enum Channel: String, Sendable, Hashable, CaseIterable, Codable {
  /// Served at a table (`dine-in`).
  case dineIn = "dine-in"
  /// Picked up by the guest (`takeout`).
  case takeout
  /// Brought to the guest (`delivery`).
  case delivery
}
