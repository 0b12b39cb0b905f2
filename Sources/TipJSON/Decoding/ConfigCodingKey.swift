/// A coding key for building paths into a catalog: an object key or an array index.
///
/// Index keys spell their `stringValue` as `Index 3`, like Foundation's, and render as `[3]`.
package struct ConfigCodingKey: CodingKey, Sendable {
  /// The object key, or `Index n` for an array index.
  package let stringValue: String
  /// The array index, or `nil` for an object key.
  package let intValue: Int?

  /// An object key.
  package init(_ name: String) {
    stringValue = name
    intValue = nil
  }

  /// An array index.
  package init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  /// An object key.
  package init?(stringValue: String) { self.init(stringValue) }

  /// An array index.
  package init?(intValue: Int) { self.init(index: intValue) }
}
