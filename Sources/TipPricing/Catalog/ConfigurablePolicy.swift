/// A policy kind that can be written in a catalog file: a ``TipPolicy`` decoded from the JSON
/// object of one policy, registered under its ``kind`` name in a ``PolicyRegistry``.
///
/// The catalog handles the keys `name`, `kind` and `description`; the type decodes the rest with
/// ordinary `Decodable` code. Keys it never asks for are reported as unknown keys, with a
/// suggestion, so typos never fall back to defaults silently. To refer to other policies by name,
/// decode a ``PolicyReference``. Throw `DecodingError.dataCorruptedError(forKey:in:debugDescription:)`
/// for values out of range, or ``PolicyError/invalidSetting(kind:setting:problem:expected:)``
/// from the rule your initialiser applies too: the catalog turns either into an error with the
/// file, the JSON path, the line and your words. Swift's own decoding messages never reach the
/// catalog's author; a `String` enumeration that is `CaseIterable` is reported with its values
/// and the nearest one.
///
/// Check a kind against the ``TipPolicy`` contract from its test suite with
/// `TipPolicyContract` (in the `TipPolicyTesting` product).
///
/// Amounts and rates decode exactly from JSON numbers or strings as ``DecimalValue`` and
/// ``Percentage``; never decode money as `Double`.
public protocol ConfigurablePolicy: TipPolicy, Decodable {
  /// The kind name used in catalog files, such as `percent`; lower-case words joined by `-`.
  static var kind: String { get }
  /// One line describing the kind, for listings; by default empty.
  static var kindSummary: String { get }
}

extension ConfigurablePolicy {
  /// No description unless the kind gives one.
  public static var kindSummary: String { "" }
}
