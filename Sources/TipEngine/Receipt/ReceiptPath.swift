/// Where a value is in a receipt's JSON: object keys and array indices from the root, such as
/// `items[1].people[0]`.
struct ReceiptPath: Sendable, Hashable {
  /// One step of a path.
  enum Component: Sendable, Hashable {
    /// An object key.
    case key(String)
    /// An array index.
    case index(Int)
  }

  /// The steps from the root.
  var components: [Component] = []

  /// The root.
  static let root = ReceiptPath()

  /// The item at `index` of `items`.
  static func item(_ index: Int) -> ReceiptPath {
    ReceiptPath(components: [.key("items"), .index(index)])
  }

  /// The top-level key `name`.
  static func key(_ name: String) -> ReceiptPath {
    ReceiptPath(components: [.key(name)])
  }

  /// This path followed by the key `name`.
  func key(_ name: String) -> ReceiptPath {
    ReceiptPath(components: components + [.key(name)])
  }

  /// This path followed by the index `index`.
  func index(_ index: Int) -> ReceiptPath {
    ReceiptPath(components: components + [.index(index)])
  }

  /// The path as errors show it, such as `items[1].people`; the root is the empty string.
  var rendered: String {
    ConfigDecoder.render(codingKeys)
  }

  /// The path as coding keys, to find its node in a parsed document.
  var codingKeys: [any CodingKey] {
    components.map { component in
      switch component {
      case .key(let name): ConfigCodingKey(name)
      case .index(let index): ConfigCodingKey(index: index)
      }
    }
  }
}
