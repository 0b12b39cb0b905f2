/// A type whose catalog form is a string with a grammar of its own, such as a currency code.
///
/// ``ConfigDecoder`` hands such types the string instead of calling `init(from:)`, so that a
/// value of another JSON type is reported with ``CatalogExpectation/catalogExpectation`` and the
/// type's own error keeps its problem and its suggestion apart.
package protocol ConfigStringDecodable: CatalogExpectation {
  /// Creates a value from a catalog string.
  ///
  /// - Throws: any error; the decoder reports it at the string's location.
  init(configString: String) throws
}
