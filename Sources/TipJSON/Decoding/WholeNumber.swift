/// A JSON whole number as a document writes it, however large: its text and, when it fits, its
/// value.
///
/// A key with a range of its own reads one instead of `Int`, so that a number too large for
/// `Int` is reported in that key's words (`party 99999999999999999999 is not a number of
/// guests; write a whole number of guests from 1 to 10000`) rather than with the decoder's range
/// of every whole number. ``ConfigDecoder`` reads it from the number's text; it is a number
/// without a fraction or an exponent, as `Int` is.
package struct WholeNumber: Decodable, Sendable, Hashable {
  /// The number as written, such as `99999999999999999999`.
  package var text: String
  /// The number, or `nil` when it is beyond `Int`'s range.
  package var value: Int?

  /// A number and its text.
  package init(text: String) {
    self.text = text
    value = Int(text)
  }

  /// An `Int`, for decoders other than the catalog's, which read the text themselves.
  package init(from decoder: any Decoder) throws {
    let value = try decoder.singleValueContainer().decode(Int.self)
    self.init(text: String(value))
  }
}

extension KeyedDecodingContainer {
  /// The whole number at `key`, of any size, or `nil` when the key is absent.
  ///
  /// Read as `decodeIfPresent(Int.self, forKey:)` is: in a catalog, `null` is refused as every
  /// optional key's is (`expected a whole number, found null; write a whole number, or leave
  /// 'min' out`), since only leaving the key out says "absent"; a value that cannot be read is
  /// reported and the key treated as absent, as ``NodeKeyedContainer`` does for every optional
  /// key.
  package func decodeWholeNumberIfPresent(forKey key: Key) throws -> WholeNumber? {
    try decodeIfPresent(WholeNumber.self, forKey: key)
  }
}
