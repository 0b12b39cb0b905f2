import Foundation

/// An order field that cannot be read: a date, a time, a channel or a payment.
public enum OrderError: Error, Sendable, Hashable {
  /// A date that is malformed or does not exist, with the reason.
  case invalidDate(String, reason: String)
  /// A time of day that is malformed or out of range, with the reason.
  case invalidTime(String, reason: String)
  /// Text that is not a bill's date and time in any form ``OrderTime`` reads.
  case unrecognizedTime(String)
  /// A channel other than `dine-in`, `takeout` or `delivery`.
  case unknownChannel(String)
  /// A payment other than `cash` or `card`.
  case unknownPayment(String)
}

extension OrderError: CustomStringConvertible {
  /// What was wrong and what is expected.
  public var description: String {
    switch self {
    case .invalidDate(let text, let reason): return "'\(text)' is not a date: \(reason)"
    case .invalidTime(let text, let reason): return "'\(text)' is not a time: \(reason)"
    case .unrecognizedTime(let text):
      return "'\(text)' is not a date and time: \(OrderError.expectedTime)"
    case .unknownChannel(let text):
      return "unknown channel '\(text)'; expected "
        + Channel.allCases.map(\.rawValue).joined(separator: ", ")
    case .unknownPayment(let text):
      return "unknown payment '\(text)'; expected "
        + Payment.allCases.map(\.rawValue).joined(separator: " or ")
    }
  }
}

extension OrderError {
  /// The forms ``OrderTime`` reads, for messages.
  package static let expectedTime =
    "expected a local time YYYY-MM-DDTHH:MM (optionally :SS), such as 2026-11-27T22:30; an "
    + "instant with Z or an offset, such as 2026-11-28T06:15Z or 2026-11-28T01:15:00-05:00; "
    + "or now"
}

extension OrderError: LocalizedError {
  /// The same sentence as ``description``.
  public var errorDescription: String? { description }
}
