extension DecimalValue {
  /// Parses a number written for machines: an optional sign, then digits with an optional
  /// decimal point (`12.50`, `-0.001`, `.5`).
  ///
  /// Exponents are refused: `1e3` is an error that says to write `1000`. Amounts are digits
  /// only, in the text a person reads, everywhere TipEngine reads them.
  ///
  /// - Throws: ``MoneyError/invalidNumber(text:reason:)`` naming what is wrong: empty text,
  ///   stray characters, words like `NaN` or `inf`, an exponent, or more than 18 significant
  ///   digits.
  public init(_ text: some StringProtocol) throws(MoneyError) {
    let original = String(text)
    do {
      self = try DecimalValue.parse(Array(original.utf8), original: original)
    } catch {
      // Only on failure: a currency mark is the likeliest stray character (`84.50EUR`).
      throw DecimalValue.markRefusal(original) ?? error
    }
  }

  /// The error for a machine number written with a currency mark (`84.50EUR`, `$5`), saying
  /// to write the digits alone; `nil` when `text` has no mark or is no number without it.
  static func markRefusal(_ text: String) -> MoneyError? {
    var body = Substring(text).trimmingWhitespace()
    var marks: [String] = []
    if let (mark, rest) = CurrencyMark.leading(body) {
      marks.append(mark.text)
      body = rest
    }
    if let (mark, rest) = CurrencyMark.trailing(body) {
      marks.append(mark.text)
      body = rest
    }
    guard let first = marks.first, (try? parse(Array(body.utf8), original: text)) != nil else {
      return nil
    }
    return .invalidNumber(
      text: text,
      reason: "a currency mark ('\(first)') is not accepted here; write the digits alone: \(body)")
  }

  /// The one parser behind both initializers; `bytes` is ASCII-only when it is valid.
  static func parse(_ bytes: [UInt8], original: String) throws(MoneyError) -> DecimalValue {
    func fail(_ reason: String) -> MoneyError { .invalidNumber(text: original, reason: reason) }
    guard !bytes.isEmpty else { throw fail("empty; expected digits such as 12.50") }
    let word = String(decoding: bytes, as: UTF8.self).lowercased()
    let nonNumbers = ["nan", "+nan", "-nan", "inf", "+inf", "-inf", "infinity", "-infinity"]
    if nonNumbers.contains(word) {
      throw fail("not a finite number; expected digits such as 12.50")
    }
    var index = 0
    var negative = false
    if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
      negative = bytes[0] == UInt8(ascii: "-")
      index = 1
    }
    var significand: UInt64 = 0
    var significantDigits = 0
    var scale = 0
    var sawDigit = false
    var sawPoint = false
    // Fraction zeros not yet folded in: they matter only if a non-zero digit follows.
    var pendingZeros = 0
    func push(_ digit: UInt64) throws(MoneyError) {
      // Leading zeros carry no significance.
      if significand == 0 && digit == 0 { return }
      significantDigits += 1
      guard significantDigits <= 18 else {
        throw fail("more than 18 significant digits; give at most 18")
      }
      significand = significand * 10 + digit
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ".") {
        guard !sawPoint else { throw fail("more than one decimal point") }
        sawPoint = true
      } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        sawDigit = true
        let digit = UInt64(byte - UInt8(ascii: "0"))
        if sawPoint && digit == 0 {
          pendingZeros += 1
        } else {
          for _ in 0..<pendingZeros {
            try push(0)
            scale += 1
          }
          pendingZeros = 0
          try push(digit)
          if sawPoint { scale += 1 }
        }
      } else if (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"))
        && isExponent(bytes[(index + 1)...])
      {
        break
      } else if byte == UInt8(ascii: ",") {
        throw fail("unexpected ','; use '.' as the decimal point and no grouping commas")
      } else if byte == UInt8(ascii: " ") {
        throw fail("unexpected space")
      } else {
        let scalar = String(decoding: bytes[index...], as: UTF8.self).unicodeScalars.first
        let shown = scalar.map { String($0) } ?? "?"
        throw fail("unexpected character '\(shown)'; expected digits and one '.'")
      }
      index += 1
    }
    guard sawDigit else { throw fail("no digits; expected digits such as 12.50") }
    var exponent = 0
    let hasExponent = index < bytes.count
    if hasExponent {
      index += 1
      var exponentNegative = false
      if index < bytes.count
        && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+"))
      {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      guard index < bytes.count else { throw fail("exponent without digits") }
      while index < bytes.count {
        let byte = bytes[index]
        guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else {
          throw fail("unexpected character in the exponent")
        }
        if exponent < 10_000 { exponent = exponent * 10 + Int(byte - UInt8(ascii: "0")) }
        index += 1
      }
      if exponentNegative { exponent = -exponent }
    }
    guard significand <= UInt64(Int64.max) else {
      throw fail("too large; amounts are limited to 18 significant digits")
    }
    var value = Int64(significand)
    if negative { value = -value }
    guard !hasExponent else {
      // Say what to write instead, when the number has a plain form at all.
      let plain = try? exact(value, scale: scale - exponent, fail: fail)
      let instead =
        plain.map { "write \($0), not \(original)" } ?? "write the number in plain digits"
      throw fail("exponents are not accepted; \(instead)")
    }
    return try exact(value, scale: scale, fail: fail)
  }

  /// Whether the bytes after an `e` are an exponent's: an optional sign, then digits only.
  /// Anything else (`84.50EUR`) makes the `e` a stray character, not an exponent.
  private static func isExponent(_ bytes: ArraySlice<UInt8>) -> Bool {
    var digits = bytes
    if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      digits = digits.dropFirst()
    }
    return digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }

  /// `value × 10^-scale`, with the scale brought into `0...maximumScale`.
  private static func exact(_ value: Int64, scale: Int, fail: (String) -> MoneyError)
    throws(MoneyError) -> DecimalValue
  {
    if value == 0 { return .zero }
    if scale < 0 {
      guard scale >= -18 else {
        throw fail("too large; amounts are limited to 18 significant digits")
      }
      let (scaled, overflow) = value.multipliedReportingOverflow(
        by: WideArithmetic.powerOfTen(-scale))
      guard !overflow else { throw fail("too large; amounts are limited to 18 significant digits") }
      return DecimalValue(significand: scaled, scale: 0)
    }
    guard scale <= maximumScale else {
      throw fail(
        "more than \(maximumScale) digits after the decimal point; round it to at most "
          + "\(maximumScale), the finest being 0.\(String(repeating: "0", count: maximumScale - 1))1"
      )
    }
    return DecimalValue(significand: value, scale: scale)
  }
}
