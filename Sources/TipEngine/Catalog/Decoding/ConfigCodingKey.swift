/// A coding key for building paths into a catalog: an object key or an array index.
///
/// Index keys spell their `stringValue` as `Index 3`, like Foundation's, and render as `[3]`.
struct ConfigCodingKey: CodingKey, Sendable {
  /// The object key, or `Index n` for an array index.
  let stringValue: String
  /// The array index, or `nil` for an object key.
  let intValue: Int?

  /// An object key.
  init(_ name: String) {
    stringValue = name
    intValue = nil
  }

  /// An array index.
  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  /// An object key.
  init?(stringValue: String) { self.init(stringValue) }

  /// An array index.
  init?(intValue: Int) { self.init(index: intValue) }
}
