extension ISO3166Subdivisions {
  /// The packed codes of ``table`` (as ``Region`` packs them), ascending, read once on first use.
  ///
  /// One pass over the table's bytes, packing each code as it goes: the first catalog load of a
  /// process pays for it, so it allocates nothing but the result.
  package static let packedCodes: [UInt64] = {
    var codes: [UInt64] = []
    codes.reserveCapacity(count)
    var country: UInt64 = 0  // the line's two letters, packed
    var word: UInt64 = 0  // the code after the hyphen read so far, packed
    var wordLength = 0
    var column = 0  // bytes read on this line, up to the first word's end
    func finishWord() {
      // A code after the hyphen has one to three letters or digits (Region.pack's rule).
      if (1...3).contains(wordLength) {
        codes.append(((country << 8 | UInt64(UInt8(ascii: "-"))) << (8 * wordLength)) | word)
      }
      word = 0
      wordLength = 0
    }
    for byte in table.utf8 {
      switch byte {
      case UInt8(ascii: "\n"):
        if column > 2 { finishWord() }
        column = 0
        country = 0
      case UInt8(ascii: " "):
        if column > 2 { finishWord() }
        column = max(column, 3)
      default:
        if column < 2 {
          country = country << 8 | UInt64(byte)
          column += 1
        } else {
          word = word << 8 | UInt64(byte)
          wordLength += 1
        }
      }
    }
    if column > 2 { finishWord() }
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
