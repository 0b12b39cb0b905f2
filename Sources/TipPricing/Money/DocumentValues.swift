import TipJSON

/// The kinds of error a document (a receipt, a shift) reports when it reads its region, its
/// currency and its amounts.
package protocol DocumentValueErrorKind: DocumentErrorKind {
  /// A region code that is malformed or unknown.
  static var invalidRegion: Self { get }
  /// A currency code that ISO 4217 does not know, or a missing currency.
  static var unknownCurrency: Self { get }
  /// An amount that does not fit the currency: too many fraction digits, negative, too large.
  static var invalidAmount: Self { get }
}

/// Reading the values every document of the engine shares: its `region` and `currency` keys
/// and its amounts, with errors in the document's own error type.
package enum DocumentValues {
  /// The region and the currency a document's `region` and `currency` keys name; without a
  /// currency, the region's.
  ///
  /// - Throws: `Failure` of kind `invalidRegion` or `unknownCurrency` (also when neither key
  ///   is given).
  package static func regionAndCurrency<Failure: LocatedError>(
    region regionCode: String?, currency currencyCode: String?, as failure: Failure.Type
  ) throws(Failure) -> (Region?, Currency) where Failure.Kind: DocumentValueErrorKind {
    var region: Region?
    if let regionCode {
      do {
        region = try Region(regionCode)
      } catch {
        let written = RegionError.Written(error: error)
        throw Failure(
          .invalidRegion, at: .key("region"), written.problem, suggestion: written.suggestion)
      }
    }
    if let currencyCode {
      do {
        return (region, try Currency(code: currencyCode))
      } catch {
        throw Failure(
          .unknownCurrency, at: .key("currency"), error.problem,
          suggestion: error.recoverySuggestion)
      }
    }
    guard let region else {
      throw Failure(
        .unknownCurrency, at: .root, "missing key 'currency'",
        suggestion: "add \"currency\": \"USD\" (an ISO 4217 code), or a \"region\" whose "
          + "currency applies")
    }
    return (region, region.currency)
  }

  /// `value` as an amount of `currency`, or an error that names the value and the digits allowed.
  package static func money<Failure: LocatedError>(
    _ value: DecimalValue, currency: Currency, name: String, at path: DocumentPath,
    as failure: Failure.Type
  ) throws(Failure) -> Money where Failure.Kind: DocumentValueErrorKind {
    do {
      return try Money(exactly: value, currency: currency)
    } catch .tooManyFractionDigits(_, let digits, let allowed, _) {
      let limit =
        allowed == 0
        ? "\(currency.code) amounts are whole numbers"
        : "\(currency.code) has \(allowed) \(allowed == 1 ? "digit" : "digits") after the point"
      let fraction = digits == 1 ? "1 fraction digit" : "\(digits) fraction digits"
      throw Failure(
        .invalidAmount, at: path, "\(name) \(value) has \(fraction), but \(limit)",
        suggestion: allowed == 0
          ? "write a whole number of \(currency.code)"
          : "write at most \(allowed) after the point")
    } catch .invalidNumber(_, let reason) {
      // "too large; the largest amount in USD is …": the problem, then the advice.
      let parts = reason.split(separator: ";", maxSplits: 1)
      throw Failure(
        .invalidAmount, at: path, "\(name) \(value) is \(parts.first ?? "")",
        suggestion: parts.dropFirst().first.map { String($0.trimmingWhitespace()) })
    } catch {
      throw Failure(
        .invalidAmount, at: path, "\(name) \(value): \(error.problem)",
        suggestion: error.recoverySuggestion)
    }
  }
}
