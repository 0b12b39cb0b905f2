/// Where a value is in a JSON document (a receipt, a shift): object keys and array indices from the root, such as
/// `items[1].people[0]`.
package struct DocumentPath: Sendable, Hashable {
  /// One step of a path.
  package enum Component: Sendable, Hashable {
    /// An object key.
    case key(String)
    /// An array index.
    case index(Int)
  }

  /// The steps from the root.
  package var components: [Component] = []

  /// The root.
  package static let root = DocumentPath()

  /// The item at `index` of `items`.
  package static func item(_ index: Int) -> DocumentPath {
    DocumentPath(components: [.key("items"), .index(index)])
  }

  /// The top-level key `name`.
  package static func key(_ name: String) -> DocumentPath {
    DocumentPath(components: [.key(name)])
  }

  /// This path followed by the key `name`.
  package func key(_ name: String) -> DocumentPath {
    DocumentPath(components: components + [.key(name)])
  }

  /// This path followed by the index `index`.
  package func index(_ index: Int) -> DocumentPath {
    DocumentPath(components: components + [.index(index)])
  }

  /// The path as errors show it, such as `items[1].people`; the root is the empty string.
  package var rendered: String {
    ConfigDecoder.render(codingKeys)
  }

  /// The path as coding keys, to find its node in a parsed document.
  package var codingKeys: [any CodingKey] {
    components.map { component in
      switch component {
      case .key(let name): ConfigCodingKey(name)
      case .index(let index): ConfigCodingKey(index: index)
      }
    }
  }
}
