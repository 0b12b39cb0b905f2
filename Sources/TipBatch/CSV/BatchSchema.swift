import TipEngine

/// The columns of a batch input, read from its header row.
///
/// The columns the engine reads are found by name, case-insensitively and ignoring surrounding
/// spaces: `subtotal` (required), `tax`, `currency`, `region` (or the `--region-column`),
/// `split`, and the order's `discount`, `party`, `channel`, `at` and `payment`. Every column,
/// known or not (notes, anything), is passed through to the output in input order; the `id`
/// column, when there is one, also names each rejected row in the rejections output.
struct BatchSchema: Sendable {
  /// The header's column names, unquoted, in input order.
  let names: [String]
  /// The raw bytes of the header row, without its line terminator.
  let rawHeader: [UInt8]
  /// The line terminator of the header row, which the CSV output uses for every row.
  let lineTerminator: [UInt8]
  /// The index of the `subtotal` column.
  let subtotal: Int
  /// The index of the `tax` column, if any.
  let tax: Int?
  /// The index of the `currency` column, if any.
  let currency: Int?
  /// The index of the column holding the region, if any.
  let region: Int?
  /// The index of the `split` column, if any.
  let split: Int?
  /// The index of the `discount` column, if any.
  let discount: Int?
  /// The index of the `party` column (guests), if any.
  let party: Int?
  /// The index of the `channel` column, if any.
  let channel: Int?
  /// The index of the `at` column (local date and time), if any.
  let localTime: Int?
  /// The index of the `payment` column, if any.
  let payment: Int?
  /// The index of the `time_zone` column, if any.
  let timeZone: Int?
  /// The index of the `id` column, which names each rejected row besides its line, if any: the
  /// first of ``idColumns``.
  var id: Int? { idColumns.first }
  /// The columns whose cells, joined with a space, name each row: the `id` column, or the
  /// headers `--column id=…` names; empty without either.
  let idColumns: [Int]
  /// The columns an export's mapping reads from several cells or with listed values, which
  /// each row rewrites before reading (see `BlockProcessor+Mapping.swift`); empty without them.
  let rewrites: [CellRewrite]

  /// The names of the columns the output adds.
  static let addedColumns = ["tip", "total", "shares"]
  /// The names of the columns the output adds when the job applies service charges or cash
  /// rounding.
  static let chargeColumns = ["charges", "payable"]

  /// The most columns a header may have (and so a row).
  static let maximumColumns = 4096

  /// The number of columns.
  var columnCount: Int { names.count }

  /// Reads the header.
  ///
  /// - Parameters:
  ///   - names: the header's fields, unquoted.
  ///   - rawHeader: the header row as written, without its terminator.
  ///   - lineTerminator: `\n` or `\r\n`.
  ///   - regionColumn: the `--region-column` name, if given.
  ///   - addedColumns: the columns the job's output adds to each row, which the input may not
  ///     have by that very name (`Tip` passes through): ``addedColumns`` for `batch`, none for
  ///     `compare` (its report has no rows).
  ///   - origin: how messages name the header: the input's row, or the supplied one.
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/badData`` for a header without
  ///   `subtotal`, with a duplicate column, with a column the output adds, or with too many
  ///   columns; of kind ``BatchError/Kind/invalidJob`` for a header without the region column
  ///   or a header the mapping names (the job's own names, which a usage mistake gets wrong).
  init(
    names: [String], rawHeader: [UInt8], lineTerminator: [UInt8], regionColumn: String?,
    addedColumns: [String], mapping: ColumnMapping = ColumnMapping(),
    origin: String = "the header row"
  ) throws(BatchError) {
    let listed = names.map { "'\($0)'" }.joined(separator: ", ")
    guard names.count <= BatchSchema.maximumColumns else {
      throw BatchError(
        .badData,
        message:
          "\(origin) has \(names.count) columns; at most \(BatchSchema.maximumColumns) are "
          + "supported")
    }
    var seen: [String: Int] = [:]
    for (index, name) in names.enumerated() {
      let key = BatchSchema.normalized(name)
      if let earlier = seen[key] {
        throw BatchError(
          .badData,
          message:
            "\(origin) names column '\(name)' twice (columns \(earlier + 1) and \(index + 1)); "
            + "every column needs its own name. Header: \(listed)")
      }
      seen[key] = index
      // Only the very name: the output's `tip` beside an export's `Tip` stays unambiguous to a
      // tool that reads names exactly, and an export's own Tip or Total passes through.
      if addedColumns.contains(name) {
        throw BatchError(
          .badData,
          message:
            "the input already has a column '\(name)', which the output adds; rename or remove "
            + "it. Header: \(listed)")
      }
    }
    // Before the mapping: a header of another separator has none of the headers it names.
    if let error = BatchSchema.separatorError(names, origin: origin, mapping: mapping) {
      throw error
    }
    let columns = try BatchSchema.mappedColumns(
      mapping, names: names, seen: seen, regionColumn: regionColumn, origin: origin)
    guard let subtotal = columns.indices["subtotal"] else {
      var message = "\(origin) has no 'subtotal' column; found \(listed)"
      if let near = suggestion(for: "subtotal", among: names) {
        message += "; did you mean '\(near)'?"
      }
      throw BatchError(.badData, message: message)
    }
    self.names = names
    self.rawHeader = rawHeader
    self.lineTerminator = lineTerminator
    self.subtotal = subtotal
    self.tax = columns.indices["tax"]
    self.currency = columns.indices["currency"]
    self.region = columns.indices["region"]
    self.split = columns.indices["split"]
    self.discount = columns.indices["discount"]
    self.party = columns.indices["party"]
    self.channel = columns.indices["channel"]
    self.localTime = columns.indices["at"]
    self.payment = columns.indices["payment"]
    self.timeZone = columns.indices["time_zone"]
    self.idColumns = columns.idSources
    self.rewrites = columns.rewrites
  }

  /// Whether the rows carry any order field (a discount, guests, a channel, a time or a
  /// payment).
  var hasOrderColumns: Bool {
    discount != nil || party != nil || channel != nil || localTime != nil || payment != nil
  }

  /// Refuses a header that already has one of the columns the output adds for charges, by that
  /// very name (`Payable` passes through).
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/badData`` naming the column.
  func checkChargeColumnsAreFree() throws(BatchError) {
    for name in BatchSchema.chargeColumns {
      guard let index = names.firstIndex(of: name) else { continue }
      let listed = names.map { "'\($0)'" }.joined(separator: ", ")
      throw BatchError(
        .badData,
        message:
          "the input already has a column '\(names[index])', which the output adds when the "
          + "catalog has service charges or cash rounding; rename or remove it. Header: \(listed)")
    }
  }

  /// Refuses a header that already has the column `name`, by that very name, which the output
  /// adds when the job asks for it with `option`.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/badData`` naming the column.
  func checkColumnIsFree(_ name: String, addedWith option: String) throws(BatchError) {
    guard let index = names.firstIndex(of: name) else { return }
    let listed = names.map { "'\($0)'" }.joined(separator: ", ")
    throw BatchError(
      .badData,
      message:
        "the input already has a column '\(names[index])', which the output adds with \(option); "
        + "rename or remove it. Header: \(listed)")
  }

  /// Refuses, for JSON lines, a column named `currency` that the currency is not read from
  /// (`--column currency=Cur` reads it from another): each object adds a `currency` key, and
  /// the input's column would give the object that key twice.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/badData`` naming both columns.
  func checkCurrencyKeyIsFree() throws(BatchError) {
    guard let index = names.firstIndex(of: "currency"), index != currency else { return }
    let source = currency.map { " (it is read from '\(names[$0])')" } ?? ""
    throw BatchError(
      .badData,
      message:
        "the input has a column 'currency' that the currency is not read from\(source); each "
        + "JSON line adds a 'currency' key with the row's currency code, so rename or remove "
        + "that column")
  }

  /// The error for a header of one column that holds `;` or a tab, which separate the columns
  /// of files that spreadsheets write in some locales, where tipcalc reads `,` only: bad data
  /// in a file's header row, whatever the flags, and a usage mistake in `--header`. `nil`
  /// otherwise, and for a header that the mapping names whole.
  static func separatorError(_ names: [String], origin: String, mapping: ColumnMapping)
    -> BatchError?
  {
    guard names.count == 1, let name = names.first else { return nil }
    let separator: Character? = name.contains(";") ? ";" : name.contains("\t") ? "\t" : nil
    guard let separator else { return nil }
    let isNamed = mapping.headers.values.contains { headers in
      headers.contains { normalized($0) == normalized(name) }
    }
    if isNamed { return nil }
    let shown = separator == ";" ? "';'" : "tabs"
    let seems = "\(origin) has one column '\(name)', which seems separated by \(shown)"
    guard origin != BatchJob.suppliedHeaderOrigin else {
      let commas = name.split(separator: separator, omittingEmptySubsequences: false)
        .joined(separator: ",")
      return BatchError(
        .invalidJob, message: "\(seems); write --header with ',' between columns: '\(commas)'")
    }
    return BatchError(
      .badData,
      message: "\(seems); tipcalc reads comma-separated files: save the file with ',' between "
        + "columns")
  }

  /// A column name as matched: lower-cased ASCII letters, surrounding spaces removed.
  static func normalized(_ name: String) -> String {
    var text = Substring(name)
    while text.first == " " || text.first == "\t" { text = text.dropFirst() }
    while text.last == " " || text.last == "\t" { text = text.dropLast() }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          (65...90).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar
        }))
  }
}
