import TipJSON
import TipPools
import TipPricing

/// A pay period as its JSON spells it, before dates and amounts are read: what
/// ``ConfigDecoder`` decodes, strictly, key by key.
package struct PayPeriodDocument: Decodable {
  /// One entry of `shifts`: a date and a shift file, or a date and a shift written in place.
  package struct Entry: Decodable {
    var date: String
    var file: String?
    var currency: String?
    var region: String?
    var tips: ShiftDocument.Tips?
    var serviceCharges: DecimalValue?
    var cardFees: DecimalValue?
    var staff: [ShiftDocument.Person]?
  }

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case currency, region, from, until, workweekStarts, pool, tipCredit, minimumWage, cashWages
    case directlyTipped, indirectlyTipped, grossReceipts, nonallocableReceipts, shifts
  }

  var schema: String?
  var currency: String?
  var region: String?
  // Optional so that a missing one is refused with what to write (see `required`).
  var from: String?
  var until: String?
  var workweekStarts: String?
  var pool: String?
  var tipCredit: Bool?
  var minimumWage: DecimalValue?
  var cashWages: [String: DecimalValue]?
  var directlyTipped: [String]?
  var indirectlyTipped: [String]?
  var grossReceipts: DecimalValue?
  var nonallocableReceipts: DecimalValue?
  var shifts: [Entry]
}

/// What a period's `file` entry names: the shift file's text, or why it cannot be read.
public enum ShiftFileContents: Sendable, Hashable {
  /// The file's bytes, and what identifies the file when the reader knows (such as its device
  /// and inode): two entries of one date whose files have one identity are one file listed
  /// twice, however their paths are spelled (`mon.json`, `/srv/period/mon.json`, a link). Without
  /// an identity, the paths are compared with `.` and `dir/..` taken out.
  case bytes([UInt8], identity: String? = nil)
  /// The file cannot be read; the reason says why, such as `no such file`.
  case unreadable(reason: String)
}

extension PayPeriod {
  /// The period format, for the shared JSON document reader.
  static let jsonFormat = JSONDocumentReader.Format(
    noun: "pay period", outline: #"{"currency": …, "from": …, "until": …, "shifts": [ … ]}"#,
    smallest: #"{"currency": "USD", "from": "2026-11-02", "until": "2026-11-15", "shifts": [ … ]}"#,
    maximumFileSize: Limits.maximumFileSize, maximumDepth: Limits.maximumJSONDepth)

  /// Reads a period from JSON text, strictly, with the shift files it names.
  ///
  /// Each entry of `shifts` has a `date` (`YYYY-MM-DD`, within `from`…`until`) and either a
  /// `file` (a shift file, relative to the period's directory) or the keys of a shift written in
  /// place (`staff`, and `tips`, `serviceCharges`, `cardFees`, `currency`, `region`; the last two
  /// default to the period's). A shift file's `region` defaults to the period's too. Keys the
  /// format does not define are refused.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text, at most ``Limits/maximumFileSize`` bytes.
  ///   - file: the file name to put in errors, or `nil` for in-memory text.
  ///   - shiftFile: the contents of a `file` entry, given the path as written, with what
  ///     identifies the file when the reader knows it, so that one file listed twice for a date
  ///     under two names is refused.
  /// - Throws: ``PayrollError`` with the file, line, column and JSON path of the first problem;
  ///   a shift file's own errors name that file.
  public init(
    json bytes: [UInt8], file: String? = nil,
    shiftFile: (_ path: String) -> ShiftFileContents = { _ in .unreadable(reason: "no such file") }
  ) throws(PayrollError) {
    let (root, document) = try JSONDocumentReader.read(
      PayPeriodDocument.self, from: bytes, file: file, format: Self.jsonFormat,
      failure: PayrollError.self)
    do {
      try self.init(document: document, bytes: bytes, file: file, shiftFile: shiftFile)
    } catch {
      throw error.details.location.line == nil ? error.located(in: root, file: file) : error
    }
  }

  /// The period a document describes.
  init(
    document: PayPeriodDocument, bytes: [UInt8], file: String?,
    shiftFile: (_ path: String) -> ShiftFileContents
  ) throws(PayrollError) {
    // Missing keys first, as the decoder reports them, before any value is read.
    let fromText = try Self.required(document.from, "from", "2026-11-02", "the period's first day")
    let untilText = try Self.required(
      document.until, "until", "2026-11-15", "the period's last day, included")
    let (region, currency) = try DocumentValues.regionAndCurrency(
      region: document.region, currency: document.currency, as: PayrollError.self)
    func money(_ value: DecimalValue?, _ name: String, at path: DocumentPath)
      throws(PayrollError) -> Money?
    {
      guard let value else { return nil }
      let amount = try DocumentValues.money(
        value, currency: currency, name: name, at: path, as: PayrollError.self)
      guard !amount.isNegative else {
        throw PayrollError(
          .invalidAmount, at: path, "\(name) \(value) is negative",
          suggestion: "write an amount of zero or more")
      }
      return amount
    }
    let from = try Self.date(fromText, at: .key("from"))
    let until = try Self.date(untilText, at: .key("until"))
    guard from <= until else {
      throw PayrollError(
        .invalidDate, at: .key("until"),
        "the period ends on \(until), before it starts on \(from)",
        suggestion: "give an \"until\" on or after \"from\"")
    }
    var wages: [String: Money] = [:]
    for (key, value) in document.cashWages ?? [:] {
      wages[key] = try money(value, "the cash wage of \(key)", at: .key("cashWages").key(key))
    }
    guard !document.shifts.isEmpty, document.shifts.count <= Limits.maximumShifts else {
      throw PayrollError(
        .invalidFormat, at: .key("shifts"),
        "the period lists \(document.shifts.count) shifts; a period has 1 to \(Limits.maximumShifts)",
        suggestion: #"list each shift as {"date": "YYYY-MM-DD", "file": "shifts/mon.json"}"#)
    }
    var shifts: [DatedShift] = []
    for (index, entry) in document.shifts.enumerated() {
      let path = DocumentPath.key("shifts").index(index)
      let date = try Self.date(entry.date, at: path.key("date"))
      guard from <= date, date <= until else {
        throw PayrollError(
          .invalidDate, at: path.key("date"),
          "the shift of \(date) is outside the period \(from) to \(until)",
          suggestion: "move the shift to the period it belongs to, or correct its date")
      }
      let shift = try Self.shift(
        entry, at: path, period: (currency, region, file), shiftFile: shiftFile)
      shifts.append(
        DatedShift(
          date: date, shift: shift.shift, origin: shift.origin,
          regionFromPeriod: shift.regionFromPeriod))
    }
    self.init(
      currency: currency, region: region, from: from, until: until,
      workweekStarts: try Self.weekday(document.workweekStarts), pool: document.pool,
      tipCredit: document.tipCredit,
      minimumWage: try money(document.minimumWage, "the minimum wage", at: .key("minimumWage")),
      cashWages: wages, directlyTipped: document.directlyTipped ?? [],
      indirectlyTipped: document.indirectlyTipped ?? [],
      grossReceipts: try money(
        document.grossReceipts, "the gross receipts", at: .key("grossReceipts")),
      nonallocableReceipts: try money(
        document.nonallocableReceipts, "the nonallocable receipts",
        at: .key("nonallocableReceipts")),
      shifts: shifts)
    source = Source(bytes: bytes, file: file)
    try checkShifts()
  }

  /// The shift of one entry: read from its file, or from the keys written in place.
  private static func shift(
    _ entry: PayPeriodDocument.Entry, at path: DocumentPath,
    period: (currency: Currency, region: Region?, file: String?),
    shiftFile: (_ path: String) -> ShiftFileContents
  ) throws(PayrollError) -> (shift: Shift, origin: Origin, regionFromPeriod: Bool) {
    let inlineKeys =
      entry.staff != nil || entry.tips != nil || entry.currency != nil || entry.region != nil
      || entry.serviceCharges != nil || entry.cardFees != nil
    if let name = entry.file {
      guard !inlineKeys else {
        throw PayrollError(
          .invalidFormat, at: path,
          "the shift has both a \"file\" and shift keys written in place",
          suggestion: "give either \"file\" or the shift's \"staff\", not both")
      }
      guard !name.isEmpty else {
        throw PayrollError(
          .invalidFormat, at: path.key("file"), "the shift file's name is empty",
          suggestion: "give the shift file's path, such as shifts/mon.json")
      }
      let shown = Self.shown(name, besides: period.file)
      switch shiftFile(name) {
      case .unreadable(let reason):
        throw PayrollError(
          .unreadableShift, at: path.key("file"), "the shift file \(shown): \(reason)",
          suggestion: "check the path; it is relative to the period file's directory")
      case .bytes(let bytes, let identity):
        var shift: Shift
        do {
          shift = try Shift(json: bytes, file: shown)
        } catch {
          guard error.line != nil else {
            // About the text as a whole (too large): the file is named at the entry that
            // gives it, not placed at the period's first line.
            throw PayrollError(
              .invalidShift, at: path.key("file"), "the shift file \(shown): \(error.message)",
              suggestion: error.suggestion)
          }
          throw PayrollError(.invalidShift, details: error.details)
        }
        // As for a shift in place: the period's region when the file gives none, so that the
        // pool applies the law of where the period was worked.
        let inherits = shift.region == nil && period.region != nil
        if inherits { shift.region = period.region }
        let origin = Origin.file(
          bytes: bytes, file: shown, identity: identity ?? Self.normalized(shown))
        return (shift, origin, inherits)
      }
    }
    guard let staff = entry.staff else {
      throw PayrollError(
        .invalidFormat, at: path, "the shift has neither a \"file\" nor \"staff\"",
        suggestion: #"give "file": "shifts/mon.json", or the shift's "staff": [ … ] in place"#)
    }
    let document = ShiftDocument(
      currency: entry.currency ?? (entry.region == nil ? period.currency.code : nil),
      region: entry.region ?? period.region?.code, tips: entry.tips,
      serviceCharges: entry.serviceCharges, cardFees: entry.cardFees, staff: staff)
    do {
      let shift = try Shift(document: document)
      try shift.validate()
      return (shift, .inline, entry.region == nil && period.region != nil)
    } catch {
      throw PayrollError(.invalidShift, details: error.details).prefixed(by: path)
    }
  }

  /// `name` as messages show it: beside the period file, unless absolute.
  static func shown(_ name: String, besides file: String?) -> String {
    guard !name.hasPrefix("/"), let file, let slash = file.lastIndex(of: "/") else { return name }
    return String(file[...slash]) + name
  }

  /// `text`, or an error at the root when the date `key` is missing, with what to write:
  /// `example` and `meaning`, what the date is.
  static func required(_ text: String?, _ key: String, _ example: String, _ meaning: String)
    throws(PayrollError) -> String
  {
    guard let text else {
      throw PayrollError(
        .invalidFormat, at: .root, "missing key '\(key)'",
        suggestion: "add \"\(key)\": \"\(example)\", \(meaning) (YYYY-MM-DD)")
    }
    return text
  }

  /// The date of `text`, or an error at `path`.
  static func date(_ text: String, at path: DocumentPath) throws(PayrollError) -> LocalDate {
    do {
      return try LocalDate(text)
    } catch {
      throw PayrollError(
        .invalidDate, at: path, error.description,
        suggestion: "write the date as YYYY-MM-DD, such as 2026-11-02")
    }
  }

  /// The weekday of `workweekStarts`, Monday when it is not given.
  static func weekday(_ text: String?) throws(PayrollError) -> Weekday {
    guard let text else { return .monday }
    let names = Weekday.allCases.map(\.fullName)
    guard let index = names.firstIndex(of: text) else {
      throw PayrollError(
        .invalidFormat, at: .key("workweekStarts"), "'\(text)' is not a day of the week",
        suggestion: "write one of " + names.joined(separator: ", "))
    }
    return Weekday.allCases[index]
  }
}

extension Weekday {
  /// The day's English name in lower case, as a period's `workweekStarts` writes it.
  public var fullName: String {
    switch self {
    case .monday: "monday"
    case .tuesday: "tuesday"
    case .wednesday: "wednesday"
    case .thursday: "thursday"
    case .friday: "friday"
    case .saturday: "saturday"
    case .sunday: "sunday"
    }
  }
}

extension PayrollError {
  /// The error with its path put under `prefix`, for a value written inside another document
  /// (a shift in a period's `shifts`), before its line is known.
  func prefixed(by prefix: DocumentPath) -> PayrollError {
    var error = self
    var keys = prefix
    keys.components += location.keys.components
    error.details.location = DocumentLocation(keys)
    return error
  }
}

extension PayPeriod {
  /// The pool of `catalog` that the period's ``pool`` names, or `nil` when it names none.
  ///
  /// - Throws: ``PayrollError`` of kind ``PayrollProblem/invalidFormat`` at `pool`, with the
  ///   file, line and column of a period read from JSON, when the catalog has no such pool; the
  ///   suggestion gives the closest name and the catalog's pools.
  public func pool(in catalog: PolicyCatalog) throws(PayrollError) -> TipPool? {
    guard let pool else { return nil }
    if let found = catalog.pools.first(where: { $0.name == pool }) { return found }
    let names = catalog.pools.map(\.name)
    let fix: String
    if names.isEmpty {
      fix = #"the catalog defines no pools; load a catalog with a "pools" section"#
    } else if let near = suggestion(for: pool, among: names) {
      fix = "write '\(near)', the closest of the catalog's pools: " + names.joined(separator: ", ")
    } else {
      fix = "write one of the catalog's pools: " + names.joined(separator: ", ")
    }
    throw located(
      PayrollError(
        .invalidFormat, at: .key("pool"), "no pool named '\(pool)' in the catalog",
        suggestion: fix))
  }
}
