import TipEngine

/// A column that each row reads from its own cells rewritten: several cells joined with a space,
/// or a cell whose text a ``ColumnMapping`` gives a value.
struct CellRewrite: Sendable {
  /// The index the column's reader takes it from (the first of ``sources``).
  var column: Int
  /// The cells joined, in order.
  var sources: [Int]
  /// The value of each listed text, matched without surrounding spaces.
  var values: [String: String]
  /// Whether the column is `payment`, whose cell may list one payment per share: a list that
  /// is not listed whole has each of its payments read through ``values``.
  var mapsEachPayment = false
}

extension BatchSchema {
  /// The index of each column the engine reads, by its name, and the rewrites of the columns
  /// that `mapping` joins or gives values.
  ///
  /// A column `mapping` does not name is found by its own name; `regionColumn` (the
  /// `--region-column`) names the region's header when the mapping does not.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/invalidJob`` for a header named by the
  ///   mapping or `regionColumn` that the file does not have, or a column the mapping gives
  ///   values that it does not have, listing the headers it has.
  static func mappedColumns(
    _ mapping: ColumnMapping, names: [String], seen: [String: Int], regionColumn: String?,
    origin: String = "the header row"
  ) throws(BatchError) -> (indices: [String: Int], rewrites: [CellRewrite], idSources: [Int]) {
    var indices: [String: Int] = [:]
    var idSources: [Int] = []
    var rewrites: [CellRewrite] = []
    for column in ColumnMapping.knownColumns {
      var sources: [Int]
      if let headers = mapping.headers[column] {
        sources = []
        for header in headers {
          guard let index = seen[normalized(header)] else {
            // `subtotal=Net Sales, USD` read as two headers, of a file with one of that name.
            let whole = headers.joined(separator: ",")
            if headers.count > 1, seen[normalized(whole)] != nil {
              throw BatchError(
                .invalidJob,
                message: "the column '\(column)' is mapped to '\(header)', which is not in "
                  + "\(origin); the headers are one CSV row, so to read the header '\(whole)' "
                  + "quote it: \(column)=\"\(whole)\"")
            }
            throw missingHeader(header, column: column, names: names, origin: origin)
          }
          sources.append(index)
        }
      } else if column == "region", let regionColumn {
        guard let index = seen[normalized(regionColumn)] else {
          throw missing(
            "the region column '\(regionColumn)' is not in \(origin)", near: regionColumn, names)
        }
        sources = [index]
      } else if let index = seen[column] {
        sources = [index]
      } else {
        // A value for a column the file lacks would be ignored without a word.
        if let (text, value) = mapping.values[column]?.min(by: { $0.key < $1.key }) {
          throw missing(
            "the \(column) text '\(text)' is mapped to '\(value)', but \(origin) has no "
              + "'\(column)' column and no header is mapped to it", near: column, names)
        }
        continue
      }
      indices[column] = sources[0]
      // The id is read from the row as written, not through a rewrite: see `idCell`.
      if column == "id" {
        idSources = sources
        continue
      }
      let values = mapping.values[column] ?? [:]
      if sources.count > 1 || !values.isEmpty {
        rewrites.append(
          CellRewrite(
            column: sources[0], sources: sources, values: values,
            mapsEachPayment: column == "payment" && !values.isEmpty))
      }
    }
    return (indices, rewrites, idSources)
  }

  /// The error for a header that `--column` names and the file does not have.
  private static func missingHeader(
    _ header: String, column: String, names: [String], origin: String
  ) -> BatchError {
    missing(
      "the column '\(column)' is mapped to '\(header)', which is not in \(origin)", near: header,
      names)
  }

  /// The error for a header the job needs and the file does not have: `problem`, then the
  /// file's headers and the one nearest to `header`. A usage mistake, not bad data: the job
  /// names a header of its own.
  private static func missing(_ problem: String, near header: String, _ names: [String])
    -> BatchError
  {
    var message = problem + "; found " + names.map { "'\($0)'" }.joined(separator: ", ")
    if let near = suggestion(for: header, among: names) {
      message += "; did you mean '\(near)'?"
    }
    return BatchError(.invalidJob, message: message)
  }
}
