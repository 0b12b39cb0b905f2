/// A type whose catalog form is exact text, a JSON number or a numeric string, such as an amount
/// of money or a percentage.
///
/// ``ConfigDecoder`` hands such types the raw text instead of calling `init(from:)`, so that no
/// value passes through `Double` on its way in.
package protocol ConfigScalarDecodable {
  /// Creates a value from its catalog text.
  ///
  /// - Parameters:
  ///   - configText: a number's source text (`18.50`) or a string's contents.
  ///   - isJSONNumber: whether the text was written as a JSON number rather than a string.
  /// - Throws: any error; the decoder reports it at the value's location.
  init(configText: String, isJSONNumber: Bool) throws
}
