/// An error of a decoded value's own rules, such as a policy's setting out of range or an amount
/// with too many digits: the catalog's decoder reports it at the value (or at the setting it
/// names) in the error's own words, instead of Swift's.
package protocol DecodedValueError: Error {
  /// What was wrong, without the location.
  var problem: String { get }
  /// What would be right, when there is something to suggest.
  var recoverySuggestion: String? { get }
  /// The key of the setting the error is about and what was wrong with it, when the error names
  /// a setting: the decoder reports it at that key.
  var settingProblem: (setting: String, problem: String)? { get }
}

extension DecodedValueError {
  /// No setting: the error is about the value itself.
  package var settingProblem: (setting: String, problem: String)? { nil }
}
