import TipEngine

/// How an export with its own column names is read: which of its headers hold each column the
/// engine reads, and which of its cell texts stand for which values.
///
/// ```swift
/// var mapping = ColumnMapping()
/// try mapping.map("subtotal", to: ["Net Sales"])
/// try mapping.map("at", to: ["Date", "Time"])  // the cells joined with a space
/// try mapping.mapValue("For Here", to: "dine-in", in: "channel")
/// var job = BatchJob(policy: .named("percent-18", in: catalog))
/// job.columnMapping = mapping
/// ```
///
/// A column that the mapping does not name is found by its own name, as without a mapping. A
/// column mapped to several headers reads their cells joined with one space (empty cells left
/// out), `id` too; a cell whose text (without surrounding spaces) the mapping lists is read as
/// its value, and any other cell as it is written. A `payment` cell that lists one payment per
/// share (`Cash;Credit`), unless the mapping lists it whole, has each of its payments read so.
public struct ColumnMapping: Sendable, Hashable {
  /// The columns the engine reads, which a mapping may name.
  public static let knownColumns = [
    "subtotal", "tax", "currency", "region", "split", "discount", "party", "channel", "at",
    "time_zone", "payment", "id",
  ]

  /// The columns of amounts, which a mapping gives no values: an amount is read as written
  /// (`$1,234.50` too), and the output writes the cell as written, which a value would
  /// contradict.
  static let amountColumns = [
    "subtotal", "tax", "discount", "tip", "total", "shares", "charges", "payable",
  ]

  /// The columns whose cells a mapping may give values (``mapValue(_:to:in:)``): those read
  /// into a bill as words or numbers. Not the amounts (`subtotal`, `tax`, `discount`), and not
  /// `id`, which names rows by its cells as written.
  public static let valueColumns = knownColumns.filter { $0 != "id" && !amountColumns.contains($0) }

  /// The headers that hold each column, by the column's name.
  public private(set) var headers: [String: [String]] = [:]
  /// The value of each listed cell text, by the column's name.
  public private(set) var values: [String: [String: String]] = [:]

  /// A mapping that names nothing: every column is found by its own name.
  public init() {}

  /// Whether the mapping names nothing.
  public var isEmpty: Bool { headers.isEmpty && values.isEmpty }

  /// Reads `column` from the cells under `headers`, joined with a space when there are several.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/invalidJob`` for a column the engine
  ///   does not read (listing those it does), no header, or a column mapped twice.
  public mutating func map(_ column: String, to headers: [String]) throws(BatchError) {
    let name = try ColumnMapping.known(column)
    guard !headers.isEmpty, headers.allSatisfy({ !BatchSchema.normalized($0).isEmpty }) else {
      throw BatchError(
        .invalidJob, message: "the column '\(column)' is mapped to no header; give a header name")
    }
    guard self.headers[name] == nil else {
      throw BatchError(
        .invalidJob,
        message: "the column '\(name)' is mapped twice; map each column to one header, or to "
          + "several joined with ','")
    }
    self.headers[name] = headers
  }

  /// Reads `column` from the headers of `row`, one CSV row read as a header row is: `Date,Time`
  /// names two headers, whose cells are joined with a space, and `"Net Sales, USD"` one header
  /// with a comma in it (a quote inside a quoted name is written twice).
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/invalidJob`` for a row that is not
  ///   one well-formed CSV row, or as ``map(_:to:)``.
  public mutating func map(_ column: String, toHeaderRow row: String) throws(BatchError) {
    // No header at all is said as for an empty list.
    guard !BatchSchema.normalized(row).isEmpty else { return try map(column, to: [row]) }
    let headers = try BatchJob.headerNames(
      ofRow: row, origin: "the header '\(row)'",
      example: "give the file's header, or several joined with ',' (at=Date,Time); quote a header "
        + "with a comma in it (subtotal=\"Net Sales, USD\")")
    try map(column, to: headers)
  }

  /// Reads a cell of `column` written `text` as `value` (both without surrounding spaces); in
  /// `payment`, also each payment of a list written `text` (`Credit` in `Cash;Credit`).
  ///
  /// A job whose input has no such column (by its name or a mapped header) refuses to run.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/invalidJob`` for a column of amounts
  ///   (`subtotal`, `tax`, `discount`, and those the output adds, such as `tip`), `id`, a column
  ///   the engine does not read, a text given two values, or a channel or payment that is not
  ///   one (every row with the text would be rejected for it), a payment list with an empty
  ///   payment included.
  public mutating func mapValue(_ text: String, to value: String, in column: String)
    throws(BatchError)
  {
    let normalized = BatchSchema.normalized(column)
    let takes = "values are mapped in " + ColumnMapping.valueColumns.joined(separator: ", ")
    if ColumnMapping.amountColumns.contains(normalized) {
      throw BatchError(
        .invalidJob,
        message: "'\(normalized)' holds amounts, which are read as written; \(takes)")
    }
    if normalized == "id" {
      throw BatchError(
        .invalidJob,
        message: "'id' is read as written, to name each row; "
          + takes)
    }
    let name = try ColumnMapping.known(column)
    let key = ColumnMapping.trimmed(text)
    let value = ColumnMapping.trimmed(value)
    try ColumnMapping.checkName(value, in: name, for: key)
    if let earlier = values[name]?[key], earlier != value {
      throw BatchError(
        .invalidJob,
        message: "the \(name) text '\(key)' is mapped to both '\(earlier)' and '\(value)'; give it "
          + "one value")
    }
    values[name, default: [:]][key] = value
  }

  /// Refuses a channel or payment `value` that rows would be rejected for: a channel's name, or
  /// one payment or one per share (`cash;card`), in any case; empty means none, but a list has
  /// no empty payment (`cash;`).
  private static func checkName(_ value: String, in column: String, for text: String)
    throws(BatchError)
  {
    let names: [String]
    let separator: String
    switch column {
    case "channel": (names, separator) = (Channel.allCases.map(\.rawValue), ", ")
    case "payment": (names, separator) = (Payment.allCases.map(\.rawValue), " or ")
    default: return
    }
    guard !value.isEmpty else { return }
    let parts =
      column == "payment"
      ? value.split(separator: ";", omittingEmptySubsequences: false).map(String.init) : [value]
    let expected = "expected " + names.joined(separator: separator)
    if parts.count > 1, let empty = parts.firstIndex(where: { trimmed($0).isEmpty }) {
      throw BatchError(
        .invalidJob,
        message: "the payment text '\(text)' is mapped to '\(value)', whose payment \(empty + 1) "
          + "is empty; \(expected) for each share, such as cash;card")
    }
    guard !parts.allSatisfy({ names.contains(trimmed($0).lowercased()) }) else { return }
    throw BatchError(
      .invalidJob,
      message: "the \(column) text '\(text)' is mapped to '\(value)', which is not a \(column); "
        + expected)
  }

  /// The known column `column` names, lower-cased.
  private static func known(_ column: String) throws(BatchError) -> String {
    let name = BatchSchema.normalized(column)
    guard knownColumns.contains(name) else {
      var message =
        "'\(column)' is not a column the engine reads; expected one of "
        + knownColumns.joined(separator: ", ")
      if let near = suggestion(for: column, among: knownColumns) {
        message += "; did you mean '\(near)'?"
      }
      throw BatchError(.invalidJob, message: message)
    }
    return name
  }

  /// `text` without surrounding spaces and tabs.
  static func trimmed(_ text: String) -> String {
    var body = Substring(text)
    while body.first == " " || body.first == "\t" { body = body.dropFirst() }
    while body.last == " " || body.last == "\t" { body = body.dropLast() }
    return String(body)
  }
}
