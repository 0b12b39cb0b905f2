import Testing
import TipEngine
import TipTestSupport

@testable import TipBatch

/// The batch engine's fast amount parser and formatter agree with the library exactly.
@Suite("Batch amount text")
struct AmountTextTests {
  static let currencies: [Currency] = [.jpy, .usd, .kwd, .clf]

  /// The fast path's reading of `text`, or `nil` when it defers to the library.
  static func fastPath(_ text: String, _ currency: Currency) -> Int64? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      return AmountText.minorUnits(
        base, count: buffer.count, fractionDigits: currency.minorUnitDigits)
    }
  }

  @Test(
    "Plain amounts take the fast path",
    arguments: [
      ("12.50", Currency.usd, Int64(1250)), ("0.05", .usd, 5), ("7", .usd, 700),
      ("-3.1", .usd, -310),
      ("1000", .jpy, 1000), ("1.234", .kwd, 1234),
      ("9999999999999999.99", .usd, 999_999_999_999_999_999),
    ])
  func fastPathValues(_ text: String, _ currency: Currency, _ units: Int64) {
    #expect(Self.fastPath(text, currency) == units)
  }

  @Test(
    "Anything unusual is left to the library",
    arguments: [
      "", "-", ".5", "5.", "+5", " 5", "5 ", "1,000", "$5", "1e3", "12.345", "10000000000000000",
      "1.2.3", "0x10", "١٢",
    ])
  func deferred(_ text: String) {
    #expect(Self.fastPath(text, .usd) == nil)
  }

  @Test("On random text the fast path agrees with Money(_:currency:)")
  func agreesWithLibrary() {
    var generator = SeededGenerator(seed: 99)
    let alphabet = Array("0123456789012345678901234567890123456789.-")
    var fast = 0
    for _ in 0..<20_000 {
      let length = Int.random(in: 0...21, using: &generator)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      let currency = Self.currencies.randomElement(using: &generator)!
      guard let units = Self.fastPath(text, currency) else { continue }
      fast += 1
      let library = try? Money(text, currency: currency)
      #expect(library?.minorUnits == units, "\(text) in \(currency)")
    }
    #expect(fast > 1000)
  }

  @Test("Formatting matches Money.amountText")
  func formatting() {
    var generator = SeededGenerator(seed: 5)
    var values: [Int64] = [0, 1, -1, 9, 10, 99, 100, 101, -100, .max, .min + 1, .min]
    for _ in 0..<5000 {
      let magnitude = Int64.random(in: 0...18, using: &generator)
      var value = Int64.random(
        in: 0..<(magnitude == 18 ? .max : pow10(magnitude)), using: &generator)
      if Bool.random(using: &generator) { value = -value }
      values.append(value)
    }
    for value in values {
      for digits in 0...6 {
        var buffer = ByteBuffer(capacity: 64)
        defer { buffer.release() }
        AmountText.append(minorUnits: value, fractionDigits: digits, to: &buffer)
        let currency = try! Currency(customCode: "XTS", minorUnitDigits: digits)
        let expected = Money(minorUnits: value, currency: currency).amountText
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == expected, "\(value), \(digits)")
        #expect(buffer.count <= AmountText.maximumLength)
      }
    }
  }
}

private func pow10(_ exponent: Int64) -> Int64 {
  (0..<exponent).reduce(1) { result, _ in result * 10 }
}
