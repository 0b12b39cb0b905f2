extension ISO3166Subdivisions {
  /// The packed codes of ``table`` (as ``Region`` packs them), ascending, read once on first use.
  package static let packedCodes: [UInt64] = {
    var codes: [UInt64] = []
    codes.reserveCapacity(count)
    for line in table.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard let country = words.first else { continue }
      for subdivision in words.dropFirst() {
        if let packed = Region.pack(Array("\(country)-\(subdivision)".utf8)) {
          codes.append(packed)
        }
      }
    }
    return codes.sorted()
  }()

  /// Whether ISO 3166-2 lists the subdivision packed into `packed` (as ``Region`` packs it).
  package static func contains(_ packed: UInt64) -> Bool {
    var low = 0
    var high = packedCodes.count
    while low < high {
      let middle = (low + high) / 2
      if packedCodes[middle] < packed {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < packedCodes.count && packedCodes[low] == packed
  }

  /// The part after the hyphen of each subdivision of `country` (two upper-case letters), in
  /// the table's order; empty when ISO 3166-2 lists none.
  package static func subdivisions(of country: String) -> [Substring] {
    table.split(separator: "\n").lazy.filter { $0.hasPrefix(country + " ") }
      .flatMap { $0.split(separator: " ").dropFirst() }
  }
}
