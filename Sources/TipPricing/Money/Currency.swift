import TipJSON

/// A currency of the ISO 4217 table: its three-letter code and the number of digits of its minor
/// unit (2 for USD, 0 for JPY, 3 for KWD, 4 for CLF).
///
/// The value is two machine words wide and compares in one instruction: the code is packed into
/// an integer, so ``Money`` stays cheap to copy in the compute core.
@frozen
public struct Currency: Sendable, Hashable {
  /// The three ASCII letters of the code, packed big-endian into the low 24 bits.
  @usableFromInline let packedCode: UInt32
  /// Digits after the decimal point in the minor unit.
  @usableFromInline let digits: UInt8

  @inlinable
  init(packedCode: UInt32, digits: UInt8) {
    self.packedCode = packedCode
    self.digits = digits
  }

  /// The currency with the given ISO 4217 code, such as `"USD"` (case-insensitive).
  ///
  /// - Throws: ``MoneyError/unknownCurrency(code:suggestion:)`` for a code that is not in the
  ///   ISO 4217 table, with the closest known code when one is near;
  ///   ``MoneyError/currencyWithoutMinorUnit(code:name:)`` for the codes of precious metals and
  ///   other units that ISO 4217 gives no minor unit (XAU, XDR, XXX …).
  public init(code: String) throws(MoneyError) {
    let upper = code.uppercased()
    if let currency = Currency.table[upper] {
      self = currency
      return
    }
    // Only on a miss: the table leaves out the codes without a minor unit, which get their own
    // message.
    if let entry = ISO4217.entries.first(where: { $0.code == upper }), !entry.hasMinorUnit {
      throw .currencyWithoutMinorUnit(code: upper, name: entry.name)
    }
    throw .unknownCurrency(
      code: code, suggestion: suggestion(for: upper, among: ISO4217.entries.map(\.code)))
  }

  /// A currency outside the ISO 4217 table (a loyalty currency, a test currency).
  ///
  /// - Parameters:
  ///   - code: three ASCII letters; they are upper-cased.
  ///   - minorUnitDigits: digits of the minor unit, 0 through 6.
  /// - Throws: ``MoneyError/unknownCurrency(code:suggestion:)`` when the code is not three letters,
  ///   ``MoneyError/invalidNumber(text:reason:)`` when the digits are out of range.
  public init(customCode code: String, minorUnitDigits: Int) throws(MoneyError) {
    guard let packed = Currency.pack(code.uppercased()) else {
      throw .unknownCurrency(code: code, suggestion: nil)
    }
    guard (0...6).contains(minorUnitDigits) else {
      throw .invalidNumber(
        text: String(minorUnitDigits), reason: "minor-unit digits must be between 0 and 6")
    }
    self.init(packedCode: packed, digits: UInt8(minorUnitDigits))
  }

  /// The ISO 4217 alphabetic code, such as `"USD"`.
  public var code: String {
    let bytes = [
      UInt8(truncatingIfNeeded: packedCode >> 16), UInt8(truncatingIfNeeded: packedCode >> 8),
      UInt8(truncatingIfNeeded: packedCode),
    ]
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Digits after the decimal point of the minor unit: 2 for cents, 0 for yen, 3 for fils.
  @inlinable
  public var minorUnitDigits: Int { Int(digits) }

  /// How many minor units make one major unit: 100 for USD, 1 for JPY, 1000 for KWD.
  @inlinable
  public var minorUnitsPerMajorUnit: Int64 { WideArithmetic.powerOfTen(Int(digits)) }

  /// The English name from the ISO 4217 table, or `nil` for a custom currency.
  public var name: String? {
    ISO4217.entries.first { $0.code == code }?.name
  }

  /// Every currency of the ISO 4217 table, in code order.
  public static var allISO4217: [Currency] {
    ISO4217.entries.compactMap { Currency.table[$0.code] }
  }

  static func pack(_ code: String) -> UInt32? {
    let bytes = Array(code.utf8)
    guard bytes.count == 3, bytes.allSatisfy({ $0 >= 65 && $0 <= 90 }) else { return nil }
    return UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2])
  }

  /// Code → currency, built once on first use.
  static let table: [String: Currency] = {
    var table: [String: Currency] = [:]
    for entry in ISO4217.entries where entry.hasMinorUnit {
      guard let packed = pack(entry.code) else { continue }
      table[entry.code] = Currency(packedCode: packed, digits: UInt8(clamping: entry.digits))
    }
    return table
  }()

  @inlinable
  static func known(_ a: UInt8, _ b: UInt8, _ c: UInt8, digits: UInt8) -> Currency {
    Currency(packedCode: UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c), digits: digits)
  }
}

extension Currency {
  /// US dollar, 2 digits.
  public static let usd = known(85, 83, 68, digits: 2)
  /// Euro, 2 digits.
  public static let eur = known(69, 85, 82, digits: 2)
  /// Pound sterling, 2 digits.
  public static let gbp = known(71, 66, 80, digits: 2)
  /// Swiss franc, 2 digits.
  public static let chf = known(67, 72, 70, digits: 2)
  /// Canadian dollar, 2 digits.
  public static let cad = known(67, 65, 68, digits: 2)
  /// Australian dollar, 2 digits.
  public static let aud = known(65, 85, 68, digits: 2)
  /// Japanese yen, 0 digits.
  public static let jpy = known(74, 80, 89, digits: 0)
  /// Korean won, 0 digits.
  public static let krw = known(75, 82, 87, digits: 0)
  /// Kuwaiti dinar, 3 digits.
  public static let kwd = known(75, 87, 68, digits: 3)
  /// Chilean unidad de fomento, 4 digits.
  public static let clf = known(67, 76, 70, digits: 4)
}

extension Currency: CustomStringConvertible {
  /// The ISO code, such as `USD`.
  public var description: String { code }
}

extension Currency: Codable {
  /// Reads an ISO 4217 code from a string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let code = try container.decode(String.self)
    do {
      try self.init(code: code)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Writes the ISO 4217 code as a string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(code)
  }
}
