/// Exact conversions between ASCII amount text and minor units, for the batch hot path.
///
/// The parser accepts only the plain form `[-]digits[.digits]` that fits the currency exactly
/// and returns `nil` for anything else; callers then fall back to `Money(_:currency:)`, so every
/// unusual input (grouping commas, symbols, exponents, spaces, too many digits) is judged, and
/// its error worded, by the library itself. Whatever the fast path accepts, the library accepts
/// with the same value (a test checks this on random text).
enum AmountText {
  /// The most digits of minor units the fast path accepts; `10¹⁸ − 1` is
  /// `Money.maximumMinorUnits`.
  static let maximumDigits = 18

  /// The minor units of the amount written in `count` bytes at `text`, in a currency with
  /// `fractionDigits` digits, or `nil` when the text is not in the plain form or does not fit.
  @inline(__always)
  static func minorUnits(_ text: UnsafePointer<UInt8>, count: Int, fractionDigits: Int)
    -> Int64?
  {
    var index = 0
    var negative = false
    if count > 0 && text[0] == UInt8(ascii: "-") {
      negative = true
      index = 1
    }
    var value: Int64 = 0
    let integerStart = index
    while index < count {
      let digit = text[index] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      value = value &* 10 &+ Int64(digit)
      index += 1
    }
    let integerDigits = index - integerStart
    guard integerDigits > 0, integerDigits + fractionDigits <= maximumDigits else { return nil }
    var fraction = 0
    if index < count {
      guard text[index] == UInt8(ascii: "."), fractionDigits > 0 else { return nil }
      index += 1
      while index < count {
        let digit = text[index] &- UInt8(ascii: "0")
        guard digit < 10, fraction < fractionDigits else { return nil }
        value = value &* 10 &+ Int64(digit)
        fraction += 1
        index += 1
      }
      guard fraction > 0 else { return nil }
    }
    while fraction < fractionDigits {
      value = value &* 10
      fraction += 1
    }
    return negative ? -value : value
  }

  /// The most bytes ``append(minorUnits:fractionDigits:to:)`` writes.
  static let maximumLength = 24

  /// Writes `minorUnits` with exactly `fractionDigits` digits after the point and no grouping,
  /// the same text as `Money.amountText`: `1250` with 2 digits is `12.50`, `5` is `0.05`.
  ///
  /// Room for ``maximumLength`` bytes must have been reserved.
  @inline(__always)
  static func append(minorUnits: Int64, fractionDigits: Int, to buffer: inout ByteBuffer) {
    var magnitude = minorUnits.magnitude
    // Digits from the right into a scratch area, then copied in order.
    var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &scratch) { raw in
      let digits = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
      var position = 24
      var written = 0
      repeat {
        position -= 1
        digits[position] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
        magnitude /= 10
        written += 1
      } while magnitude != 0 || written <= fractionDigits
      if minorUnits < 0 { buffer.append(UInt8(ascii: "-")) }
      let integerCount = written - fractionDigits
      buffer.append(digits + position, count: integerCount)
      if fractionDigits > 0 {
        buffer.append(UInt8(ascii: "."))
        buffer.append(digits + position + integerCount, count: fractionDigits)
      }
    }
  }
}
