import Foundation
import TipEngine

/// Reads the values of arguments and options, turning every mistake into a ``CLIError`` that
/// quotes the token (at most ``TerminalText/echoLimit`` characters of it), names the argument
/// and says what would be accepted.
///
/// Exit statuses follow the README's rule: a value whose *form* is wrong for its option (a count
/// that is not a whole number, a region that is neither `CC` nor `CC-SSS`, weights that are not
/// numbers, an unknown rounding rule, payment or channel, a time not written YYYY-MM-DDTHH:MM)
/// is a usage error (64); a well-formed value that is not allowed
/// (`--split 0`, a negative weight, an unknown currency or region, a rate above 100) and any
/// amount that cannot be used are data errors (65).
enum InputValues {
  /// The locale of the run's arguments, set by ``TipCommandLine`` from `--locale` or the
  /// environment; `nil` for none or the POSIX locale. Where it writes decimals with a comma,
  /// amounts such as `1,500` are ambiguous and refused.
  @TaskLocal static var locale: Locale?

  /// `Invalid value '<text>' for '<label>': <reason>.`
  static func invalid(_ text: String, for label: String, _ reason: String, status: ExitStatus)
    -> CLIError
  {
    CLIError(
      status,
      "Invalid value '\(TerminalText.echoed(text))' for '\(label)': \(sentence(reason))")
  }

  /// `text` with a full stop at the end unless it already ends with punctuation: library
  /// messages are sentence fragments, ours are sentences.
  static func sentence(_ text: String) -> String {
    guard let last = text.last else { return text }
    return ".?!".contains(last) ? text : text + "."
  }

  /// `text` capitalised and ended with a full stop, for a library message that starts a line.
  static func capitalizedSentence(_ text: String) -> String {
    guard let first = text.first else { return text }
    return sentence(first.uppercased() + text.dropFirst())
  }

  // MARK: - Amounts

  /// An amount of `currency` typed by a person, with no more digits than the currency has.
  ///
  /// - Parameters:
  ///   - label: how the help names the value, such as `<subtotal>` or `--tax <amount>`.
  ///   - allowsNegative: whether a refund makes sense here.
  static func money(
    _ text: String, for label: String, currency: Currency, allowsNegative: Bool = false
  ) throws(CLIError) -> Money {
    try checkDecimalComma(text, for: label, digits: currency.minorUnitDigits)
    let money: Money
    do {
      money = try Money(text, currency: currency)
    } catch {
      throw invalid(text, for: label, reason(error, currency: currency), status: .dataError)
    }
    if money.isNegative && !allowsNegative {
      throw invalid(
        text, for: label, "the amount is negative; expected zero or more", status: .dataError)
    }
    return money
  }

  /// An exact number of `currency` typed by a person (its marks and grouping commas allowed),
  /// any digits.
  static func decimal(_ text: String, for label: String, currency: Currency) throws(CLIError)
    -> DecimalValue
  {
    try checkDecimalComma(text, for: label)
    do {
      return try DecimalValue(parsingHumanText: text, currency: currency)
    } catch {
      throw invalid(text, for: label, reason(error, currency: currency), status: .dataError)
    }
  }

  /// What is wrong with an amount, without repeating the amount.
  static func reason(_ error: MoneyError, currency: Currency) -> String {
    switch error {
    case .invalidNumber(_, let reason):
      return reason
    case .tooManyFractionDigits(let text, let digits, let allowed, let code):
      let name = code ?? currency.code
      if allowed == 0 {
        return "\(name) amounts have no digits after the point; this one needs \(digits)"
      }
      let unit = allowed == 1 ? "digit" : "digits"
      let limit = "\(name) amounts have at most \(allowed) \(unit) after the point; this one needs "
      // Advise 'tipcalc round' only for an amount it reads and whose result fits the currency.
      switch Money.roundingOutlook(text, currency: currency) {
      case .fits:
        return limit + "\(digits) (use 'tipcalc round' to round it)"
      case .tooLarge:
        return limit + "\(digits), and rounded to \(allowed) it would be more than the largest "
          + "amount, \(largest(in: currency))"
      case .unreadable:
        return limit + "\(digits); write it with at most \(allowed) ('tipcalc round' reads at most "
          + "\(DecimalValue.maximumScale) digits after the point and 18 significant digits)"
      }
    case .overflow:
      return "too large; amounts are limited to \(largest(in: currency))"
    case .negativeAmount:
      return "the amount is negative; expected zero or more"
    case .currencyMarkMismatch(_, let mark, let codes, let code):
      let first = codes.first ?? code
      let others =
        codes.count == 2
        ? " or --currency \(codes[1])"
        : codes.count > 2 ? " (or another currency '\(mark)' marks)" : ""
      let marked =
        codes == [mark] ? "marked \(mark)" : "'\(mark)' marks \(MoneyError.listing(codes))"
      return "\(marked), but amounts here are in \(code); use --currency \(first)\(others), "
        + "or write the amount without '\(mark)'"
    default:
      return error.description
    }
  }

  /// The largest amount accepted in `currency`, such as `9999999999999999.99 USD`.
  static func largest(in currency: Currency) -> String {
    let value = largestValue(in: currency)
    return "\(value.formatted(fractionDigits: currency.minorUnitDigits)) \(currency.code)"
  }

  /// The largest amount of `currency`, such as 9999999999999999.99 for USD.
  static func largestValue(in currency: Currency) -> DecimalValue {
    DecimalValue(significand: Money.maximumMinorUnits, scale: currency.minorUnitDigits)
  }

  /// The smallest (most negative) amount of `currency`, such as -9999999999999999.99 for USD.
  static func smallestValue(in currency: Currency) -> DecimalValue {
    DecimalValue(significand: -Money.maximumMinorUnits, scale: currency.minorUnitDigits)
  }

  // MARK: - Codes

  /// A currency from its ISO 4217 code, in any case.
  ///
  /// - Throws: a usage error (64) for text that is not three letters, a data error (65) for a
  ///   code that ISO 4217 does not list or that has no minor unit.
  static func currency(_ text: String, for label: String = "--currency <code>") throws(CLIError)
    -> Currency
  {
    guard text.count == 3, text.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      throw invalid(
        text, for: label, "expected a three-letter ISO 4217 code such as USD, EUR or JPY",
        status: .usage)
    }
    do {
      return try Currency(code: text)
    } catch .currencyWithoutMinorUnit(let code, let name) {
      throw .dataError(
        "Invalid currency '\(text)': \(code) (\(name)) has no minor unit in ISO 4217; "
          + "use a currency such as USD, EUR or JPY.")
    } catch {
      var message = "Unknown currency '\(text)'; expected an ISO 4217 code such as USD, EUR or JPY."
      if case .unknownCurrency(_, let near?) = error { message += " Did you mean '\(near)'?" }
      throw .dataError(message)
    }
  }

  /// What a region option accepts, for messages.
  static let regionForms =
    "expected a two-letter ISO 3166-1 region code such as US, GB or JP, or an ISO 3166-2 "
    + "subdivision such as CA-QC"

  /// A region from its ISO 3166-1 alpha-2 code (`US`) or ISO 3166-2 subdivision code (`CA-QC`),
  /// in any case, upper-cased.
  ///
  /// - Throws: a usage error (64) for text of another form (`USA`, `CA_QC`), a data error (65)
  ///   for a country that ISO 3166-1 does not list.
  static func region(_ text: String, for label: String = "--region <CC>")
    throws(CLIError) -> Region
  {
    let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
    let isCountry = { (part: Substring) in
      part.count == 2 && part.allSatisfy { $0.isASCII && $0.isLetter }
    }
    let isSubdivision = { (part: Substring) in
      (1...3).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
    guard let country = parts.first, isCountry(country),
      parts.count == 1 || isSubdivision(parts[1])
    else {
      throw invalid(text, for: label, regionForms, status: .usage)
    }
    let code = text.uppercased()
    let region: Region
    do {
      region = try Region(code)
    } catch {
      throw unknownRegion(text, error)
    }
    return region
  }

  /// The data error (65) for `text`, a well-formed region code that `error` refused: an unknown
  /// country, or a subdivision that ISO 3166-2 does not list, with the code it was plausibly meant
  /// to be, if any (an alias such as UK for GB, or a single typing slip).
  private static func unknownRegion(_ text: String, _ error: RegionError) -> CLIError {
    let echoed = TerminalText.echoed(text)
    let code = text.uppercased()
    let country = code.prefix(2)
    var message: String
    switch error {
    case .unknownSubdivision(_, _, let example):
      let name = (try? Region(String(country)))?.name ?? String(country)
      message =
        "Unknown region '\(echoed)': ISO 3166-2 lists no subdivision '\(code.dropFirst(3))' "
      message +=
        example.map { "of \(name); expected one such as \($0), or \(country) alone." }
        ?? "of \(name) (it lists none); give \(country) alone."
    case .unknownCountry where code.count > 2:
      message =
        "Unknown region '\(echoed)': '\(text.prefix(2))' is not an ISO 3166-1 country; expected "
        + "a subdivision of one, such as CA-QC."
    default:
      message = "Unknown region '\(echoed)'; expected an ISO 3166-1 code such as US, GB or JP."
    }
    if let near = error.suggestion { message += " Did you mean '\(near)'?" }
    return .dataError(message)
  }

  /// A rounding rule from its name, such as `half-even`.
  static func roundingRule(_ text: String, for label: String = "--mode <rule>") throws(CLIError)
    -> RoundingRule
  {
    try oneOf(text, names: RoundingRule.allCases.map(\.name), for: label, RoundingRule.init(name:))
  }

  /// The value `text` names, one of `names`, with the list and the nearest name when it is none:
  /// a usage error (64), since the form is wrong.
  static func oneOf<Value>(
    _ text: String, names: [String], for label: String, _ value: (String) -> Value?
  ) throws(CLIError) -> Value {
    if let value = value(text) { return value }
    var reason = "expected one of \(names.joined(separator: ", "))"
    if let near = suggestion(for: text, among: names) { reason += ". Did you mean '\(near)'?" }
    throw invalid(text, for: label, reason, status: .usage)
  }

  // MARK: - Counts, weights and rates

  /// A number of people, from 1 to ``Money/maximumParts``.
  ///
  /// - Throws: a usage error (64) for text that is not a whole number (`two`, `2.5`), a data
  ///   error (65) for a whole number out of range (`0`, `-2`, `10001`).
  static func count(_ text: String, for label: String) throws(CLIError) -> Int {
    try wholeNumber(text, for: label, of: "people", upTo: Money.maximumParts, example: 3)
  }

  /// A whole number of `noun` from 1 to `maximum`, the rule every count on the command line
  /// follows: a usage error (64) for text that is not a whole number, a data error (65) for one
  /// out of range; both say `expected a whole number of <noun> from 1 to <maximum>, such as
  /// <example>`.
  static func wholeNumber(
    _ text: String, for label: String, of noun: String, upTo maximum: Int, example: Int
  ) throws(CLIError) -> Int {
    let expected = "expected a whole number of \(noun) from 1 to \(maximum), such as \(example)"
    let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : text[...]
    guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else {
      throw invalid(text, for: label, expected, status: .usage)
    }
    guard let count = Int(text), (1...maximum).contains(count) else {
      throw invalid(text, for: label, expected, status: .dataError)
    }
    return count
  }

  /// The most threads `--jobs` takes.
  static let maximumJobs = 256

  /// A number of threads, from 1 to ``maximumJobs``, such as `--jobs 2`.
  ///
  /// - Throws: as ``count(_:for:)``: a usage error (64) for text that is not a whole number
  ///   (`two`, `2.5`), a data error (65) for a whole number out of range (`0`, `-1`, `257`).
  static func jobs(_ text: String, for label: String) throws(CLIError) -> Int {
    try wholeNumber(text, for: label, of: "threads", upTo: maximumJobs, example: 2)
  }

  /// Comma-separated exact weights, such as `1,2,1.5`; one per person.
  static func weights(_ text: String, for label: String = "--weights <w1,w2,...>")
    throws(CLIError) -> [DecimalValue]
  {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    var weights: [DecimalValue] = []
    for part in parts {
      let trimmed = part.trimmingSpaces()
      do {
        weights.append(try DecimalValue(trimmed))
      } catch  where isPlainNumber(trimmed) {
        // A number, but one that an exact decimal cannot hold: say which limit it passes.
        let fraction = trimmed.split(separator: ".").dropFirst().first?.count ?? 0
        let limit =
          fraction > DecimalValue.maximumScale
          ? "has more than \(DecimalValue.maximumScale) digits after the point; give at most "
            + "\(DecimalValue.maximumScale)"
          : fraction > 0
            ? "has more than 18 significant digits; give at most 18"
            : "is too large; the largest weight is 999999999999999999 (18 digits)"
        throw invalid(
          text, for: label, "'\(TerminalText.echoed(trimmed))' \(limit)", status: .dataError)
      } catch {
        throw invalid(
          text, for: label,
          "'\(TerminalText.echoed(trimmed))' is not a number; expected comma-separated numbers "
            + "such as 1,2,1.5",
          status: .usage)
      }
    }
    guard weights.count <= Money.maximumParts else {
      throw invalid(
        text, for: label,
        "\(weights.count) weights; at most \(Money.maximumParts) people are supported",
        status: .dataError)
    }
    if let negative = weights.first(where: \.isNegative) {
      throw invalid(
        text, for: label, "weight \(negative) is negative; expected 0 or more",
        status: .dataError)
    }
    guard weights.contains(where: { !$0.isZero }) else {
      throw invalid(
        text, for: label, "the weights are all zero; give at least one above zero",
        status: .dataError)
    }
    return weights
  }

  /// Whether `text` is digits with at most one `.` and an optional leading sign: a number in
  /// form, whatever its size.
  private static func isPlainNumber(_ text: String) -> Bool {
    let body = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : text[...]
    return body.contains(where: \.isASCIIDigit) && body.filter { $0 == "." }.count <= 1
      && body.allSatisfy { $0.isASCIIDigit || $0 == "." }
  }

  /// A tip rate in percent, from 0 to 100, such as `18` or `12.5%`.
  ///
  /// - Throws: a usage error (64) for text that is not a number (`abc`, `1e5`), as for any
  ///   option's value of the wrong form; a data error (65) for a number that is not allowed
  ///   (`150`, `-5`, more fraction digits than a rate holds).
  static func percentage(_ text: String, for label: String = "--tip-percent <p>")
    throws(CLIError) -> Percentage
  {
    let rate: Percentage
    do {
      rate = try Percentage(text)
    } catch {
      let reason: String
      if case .invalidNumber(_, let why) = error {
        reason = why
      } else {
        reason = error.description
      }
      var number = text[...].trimmingSpaces()
      if number.hasSuffix("%") { number = number.dropLast().trimmingSpaces() }
      throw invalid(
        text, for: label, reason, status: isPlainNumber(number) ? .dataError : .usage)
    }
    guard rate >= .zero, rate <= PercentPolicy.maximumRate else {
      throw invalid(
        text, for: label, "expected a rate from 0 to 100 (percent)", status: .dataError)
    }
    return rate
  }
}

extension Substring {
  /// The text without spaces at either end.
  func trimmingSpaces() -> String {
    var text = self
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
