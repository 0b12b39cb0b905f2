import TipRandom

/// A generated CSV of bills for the shard contract: a header row and rows, each kept apart with
/// its own line terminator, so that the input can be cut at any row boundary.
///
/// The columns are `id,subtotal,tax,region,note`. Every row has a unique `id`; some are bad (an
/// amount that is not one, a wrong number of fields, an unknown region) and are rejected; notes
/// hold commas, quotes and line breaks in quoted fields; a few rows are blank lines, which are
/// skipped.
public struct ShardedBills: Sendable {
  /// The header row's columns, as `--header` takes them.
  public static let columns = "id,subtotal,tax,region,note"

  /// The header row with its terminator.
  public var header: String
  /// The rows, each with its terminator (the last one sometimes without).
  public var rows: [String]

  /// `count` rows drawn from `generator`, with LF or, when `crlf`, CRLF terminators; when
  /// `longNote` is not 0, some rows have a note of that many bytes (too long for tiny limits).
  public init(count: Int, crlf: Bool, longNote: Int = 0, using generator: inout SeededGenerator) {
    let end = crlf ? "\r\n" : "\n"
    let notes = [
      "", "table 4", "\"window, by the door\"", "\"the \"\"usual\"\"\"", "\"two\nlines\"",
      "\"three\r\nlines, \"\"quoted\"\"\nhere\"",
    ]
    let regions = ["", "US", "FR", "JP", "CA-QC"]
    header = ShardedBills.columns + end
    rows = (0..<count).map { index in
      let id = "B\(index)"
      let cents = Int.random(in: 0...2_000_000, using: &generator)
      var subtotal = "\(cents / 100).\(String(cents % 100 + 100).dropFirst())"
      var region = regions.randomElement(using: &generator) ?? ""
      if region == "JP" { subtotal = "\(cents / 100)" }
      let tax = Bool.random(using: &generator) ? "\(cents / 1200 / 100).\(cents / 12 % 10)0" : ""
      let note = notes.randomElement(using: &generator) ?? ""
      var fields = [id, subtotal, tax, region, note]
      switch Int.random(in: 0..<20, using: &generator) {
      case 0: fields[1] = "12,5"  // a comma: one field too many
      case 1: fields[1] = "abc"
      case 2: fields = [id, subtotal]
      case 3:
        region = "ZZ"
        fields[3] = region
      case 4: return end  // a blank line
      case 5 where longNote > 0: fields[4] = String(repeating: "x", count: longNote)
      default: break
      }
      return fields.joined(separator: ",") + end
    }
    if Bool.random(using: &generator), let last = rows.indices.last {
      rows[last] = String(rows[last].dropLast(end.count))
    }
  }

  /// The whole input, header first.
  public var text: String { header + rows.joined() }

  /// The input cut before the rows at `cuts` (sorted, each in `0...rows.count`, repeats making
  /// empty pieces): the first piece with the header row, the others without.
  public func pieces(cutAt cuts: [Int]) -> [String] {
    let bounds = [0] + cuts + [rows.count]
    return (0..<bounds.count - 1).map { index in
      let body = rows[bounds[index]..<bounds[index + 1]].joined()
      return index == 0 ? header + body : body
    }
  }

  /// The lines (line feeds) before the first row of each piece, header included.
  public func linesBefore(cutAt cuts: [Int]) -> [Int] {
    ([0] + cuts).map { cut in
      (header + rows[0..<cut].joined()).utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    }
  }

  /// `count` sorted cut points drawn from `generator`, repeats allowed.
  public func randomCuts(_ count: Int, using generator: inout SeededGenerator) -> [Int] {
    (0..<count).map { _ in Int.random(in: 0...rows.count, using: &generator) }.sorted()
  }
}

/// The records of CSV text (RFC 4180: quoted fields with commas, quotes and line breaks), each
/// as its unquoted fields; a test's reader of reports, independent of the engine's parser.
public func csvRecords(_ text: String) -> [[String]] {
  var records: [[String]] = []
  var record: [String] = []
  var field = ""
  var isQuoted = false
  var scalars = Array(text.unicodeScalars)[...]
  while let scalar = scalars.popFirst() {
    if isQuoted {
      if scalar == "\"" {
        if scalars.first == "\"" {
          field.unicodeScalars.append(scalars.removeFirst())
        } else {
          isQuoted = false
        }
      } else {
        field.unicodeScalars.append(scalar)
      }
    } else if scalar == "\"" {
      isQuoted = true
    } else if scalar == "," {
      record.append(field)
      field = ""
    } else if scalar == "\n" {
      if field.unicodeScalars.last == "\r" { field.unicodeScalars.removeLast() }
      record.append(field)
      records.append(record)
      (record, field) = ([], "")
    } else {
      field.unicodeScalars.append(scalar)
    }
  }
  if !field.isEmpty || !record.isEmpty { records.append(record + [field]) }
  return records
}
