/// The ASCII bytes the CSV grammar cares about.
enum CSVByte {
  /// `,`
  static let comma = UInt8(ascii: ",")
  /// `"`
  static let quote = UInt8(ascii: "\"")
  /// Line feed.
  static let lineFeed = UInt8(ascii: "\n")
  /// Carriage return.
  static let carriageReturn = UInt8(ascii: "\r")
  /// Space.
  static let space = UInt8(ascii: " ")
  /// Horizontal tab.
  static let tab = UInt8(ascii: "\t")
}

/// Finds where records end in CSV text (RFC 4180) without looking at fields.
///
/// A record ends at a line feed outside quotes. A quote opens a quoted field only at the start of
/// a field; inside one, `""` is a quote, and a lone quote closes it. These are exactly the
/// transitions of ``CSVRecordParser``, so the reader's cut points and the workers' records agree
/// on any input, malformed or not. The state carries over from one buffer to the next.
struct CSVBoundaryScanner {
  /// Where in a record the scanner is.
  enum State: UInt8 {
    /// At the start of a field.
    case fieldStart
    /// Inside an unquoted field (or after text following a closing quote).
    case unquoted
    /// Inside a quoted field.
    case quoted
    /// Just after a quote inside a quoted field: a closing quote, or the first of `""`.
    case quoteInQuoted
  }

  /// The state after the bytes scanned so far.
  var state = State.fieldStart
  /// Line feeds seen so far, inside quoted fields or not.
  var lineFeeds = 0

  /// Feeds one byte; returns whether it is the line feed that ends a record.
  @inline(__always)
  mutating func step(_ byte: UInt8) -> Bool {
    switch state {
    case .fieldStart, .unquoted, .quoteInQuoted:
      if byte == CSVByte.lineFeed {
        lineFeeds += 1
        state = .fieldStart
        return true
      } else if byte == CSVByte.comma {
        state = .fieldStart
      } else if byte == CSVByte.quote {
        state = state == .unquoted ? .unquoted : .quoted
      } else {
        state = .unquoted
      }
    case .quoted:
      if byte == CSVByte.quote {
        state = .quoteInQuoted
      } else if byte == CSVByte.lineFeed {
        lineFeeds += 1
      }
    }
    return false
  }

  /// Scans `count` bytes at `bytes` and calls `recordEnd` with the offset just after each line
  /// feed that ends a record.
  @inline(__always)
  mutating func scan(_ bytes: UnsafePointer<UInt8>, count: Int, recordEnd: (Int) -> Void) {
    var scanner = self
    for index in 0..<count where scanner.step(bytes[index]) {
      recordEnd(index + 1)
    }
    self = scanner
  }

  /// Scans up to the first record end in `count` bytes at `bytes` and returns the offset just
  /// after it, or `nil` when the bytes end inside the record.
  @inline(__always)
  mutating func scanToRecordEnd(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int? {
    var scanner = self
    defer { self = scanner }
    for index in 0..<count where scanner.step(bytes[index]) {
      return index + 1
    }
    return nil
  }
}

/// What is wrong with the quoting of a record.
enum CSVProblem: Equatable {
  /// Text follows the closing quote of the field with this 1-based number.
  case textAfterClosingQuote(field: Int)
  /// The quoted field with this 1-based number is not closed before the end of the input.
  case unterminatedQuote(field: Int)

  /// The reason shown for a rejected row.
  var reason: String {
    switch self {
    case .textAfterClosingQuote(let field):
      "malformed quoted field \(field): text after the closing quote (write a quote inside a "
        + "quoted field as \"\")"
    case .unterminatedQuote(let field):
      "quoted field \(field) is not closed before the end of the input"
    }
  }
}

/// The shape of one record found by ``CSVRecordParser``.
struct CSVRecordShape {
  /// The offset just after the record's last byte, before its line terminator.
  var contentEnd: Int
  /// The offset where the next record starts, after the line terminator.
  var next: Int
  /// The number of fields, counting those beyond the table's capacity.
  var fieldCount: Int
  /// Line feeds inside the record and its terminator.
  var lineFeeds: Int
  /// The first quoting problem, if any.
  var problem: CSVProblem?
  /// Whether a line feed ends the record, rather than the end of the bytes.
  var isTerminated: Bool
}

/// Reusable storage for the fields of one record: the bounds of each field's content (inside the
/// quotes for a quoted field) and whether it holds escaped quotes (`""`).
struct CSVFieldTable {
  /// How many fields are stored; later fields are counted but not stored.
  let capacity: Int
  /// The offset of each field's first content byte.
  let starts: UnsafeMutablePointer<Int>
  /// The offset just after each field's content.
  let ends: UnsafeMutablePointer<Int>
  /// Whether each field contains `""` that stands for one quote.
  let escaped: UnsafeMutablePointer<Bool>

  /// Storage for `capacity` fields.
  init(capacity: Int) {
    self.capacity = capacity
    starts = .allocate(capacity: capacity)
    ends = .allocate(capacity: capacity)
    escaped = .allocate(capacity: capacity)
  }

  /// Frees the storage.
  func release() {
    starts.deallocate()
    ends.deallocate()
    escaped.deallocate()
  }

  /// The text of the first `count` fields of the record parsed out of `base`, unquoted: a
  /// header row's column names.
  func texts(in base: UnsafePointer<UInt8>, count: Int) -> [String] {
    (0..<count).map { field in
      let raw = UnsafeRawBufferPointer(
        start: base + starts[field], count: ends[field] - starts[field])
      let bytes = escaped[field] ? CSVRecordParser.unescaped(raw) : Array(raw)
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}

/// Splits CSV records into fields (RFC 4180): fields separated by commas, records by LF or CRLF,
/// a field in double quotes may hold commas, quotes written `""`, and line breaks.
///
/// Two leniencies, both common in real files: a quote inside an unquoted field is kept as a
/// character (`5" screen`), and a CR at the very end of the input is dropped like the CR of CRLF.
/// Text after a closing quote (`"ab"c`) is a problem: the record is reported, not guessed at.
enum CSVRecordParser {
  /// Parses the record that starts at `start` in the `count` bytes at `bytes`, storing the bounds
  /// of up to `fields.capacity` fields. The record ends at a line feed outside quotes or at the
  /// end of the bytes.
  @inline(__always)
  static func parse(
    _ bytes: UnsafePointer<UInt8>, from start: Int, count: Int, fields: CSVFieldTable
  ) -> CSVRecordShape {
    var index = start
    var field = 0
    var lineFeeds = 0
    var problem: CSVProblem?
    while true {
      var contentStart = index
      var contentEnd = index
      var hasEscapes = false
      var scanUnquoted = true
      if index < count && bytes[index] == CSVByte.quote {
        index += 1
        contentStart = index
        var closed = false
        while index < count {
          let byte = bytes[index]
          if byte == CSVByte.quote {
            if index + 1 < count && bytes[index + 1] == CSVByte.quote {
              hasEscapes = true
              index += 2
              continue
            }
            closed = true
            break
          }
          if byte == CSVByte.lineFeed { lineFeeds += 1 }
          index += 1
        }
        contentEnd = index
        if !closed {
          if problem == nil { problem = .unterminatedQuote(field: field + 1) }
          store(field, contentStart, contentEnd, hasEscapes, in: fields)
          return CSVRecordShape(
            contentEnd: count, next: count, fieldCount: field + 1, lineFeeds: lineFeeds,
            problem: problem, isTerminated: false)
        }
        index += 1  // the closing quote
        scanUnquoted = false
        if index < count {
          let byte = bytes[index]
          let endsLine =
            byte == CSVByte.lineFeed
            || (byte == CSVByte.carriageReturn
              && (index + 1 == count || bytes[index + 1] == CSVByte.lineFeed))
          if byte != CSVByte.comma && !endsLine {
            if problem == nil { problem = .textAfterClosingQuote(field: field + 1) }
            scanUnquoted = true
          }
        }
      }
      if scanUnquoted {
        while index < count {
          let byte = bytes[index]
          if byte == CSVByte.comma || byte == CSVByte.lineFeed { break }
          index += 1
        }
        contentEnd = index
        // CRLF: the CR belongs to the terminator, as does a CR at the very end of the input.
        if contentEnd > contentStart && bytes[contentEnd - 1] == CSVByte.carriageReturn
          && (index == count || bytes[index] == CSVByte.lineFeed)
        {
          contentEnd -= 1
        }
      }
      store(field, contentStart, contentEnd, hasEscapes, in: fields)
      field += 1
      if index < count && bytes[index] == CSVByte.comma {
        index += 1
        continue
      }
      // End of the record: a line feed or the end of the bytes. A CR just before it belongs to
      // the terminator (CRLF, or a CR at the very end of the input).
      var recordEnd = index
      // After a closing quote the terminator may start with its CR.
      if index < count && bytes[index] == CSVByte.carriageReturn { index += 1 }
      let isTerminated = index < count
      if isTerminated {
        lineFeeds += 1
        index += 1
      }
      if recordEnd > start && bytes[recordEnd - 1] == CSVByte.carriageReturn {
        recordEnd -= 1
      }
      return CSVRecordShape(
        contentEnd: recordEnd, next: index, fieldCount: field, lineFeeds: lineFeeds,
        problem: problem, isTerminated: isTerminated)
    }
  }

  @inline(__always)
  private static func store(
    _ field: Int, _ start: Int, _ end: Int, _ escaped: Bool, in fields: CSVFieldTable
  ) {
    guard field < fields.capacity else { return }
    fields.starts[field] = start
    fields.ends[field] = end
    fields.escaped[field] = escaped
  }

  /// Whether the record at `start` is a blank line, and where the next record starts if so.
  ///
  /// A blank line is empty or holds only spaces and tabs, and ends with LF, CRLF or, when
  /// `isEndOfInput`, with the end of the bytes (a final CR included). Blank lines are not rows.
  @inline(__always)
  static func blankLineEnd(
    _ bytes: UnsafePointer<UInt8>, from start: Int, count: Int, isEndOfInput: Bool
  ) -> Int? {
    var index = start
    while index < count && (bytes[index] == CSVByte.space || bytes[index] == CSVByte.tab) {
      index += 1
    }
    if index == count { return isEndOfInput && index > start ? count : nil }
    if bytes[index] == CSVByte.lineFeed { return index + 1 }
    guard bytes[index] == CSVByte.carriageReturn else { return nil }
    if index + 1 < count { return bytes[index + 1] == CSVByte.lineFeed ? index + 2 : nil }
    return isEndOfInput ? count : nil
  }

  /// Whether the `count` bytes at `bytes` are only spaces, tabs and CRs: the start of what may
  /// be a blank line, when more bytes are to come.
  static func isBlank(_ bytes: UnsafePointer<UInt8>, count: Int) -> Bool {
    for index in 0..<count {
      let byte = bytes[index]
      guard byte == CSVByte.space || byte == CSVByte.tab || byte == CSVByte.carriageReturn else {
        return false
      }
    }
    return true
  }

  /// The content of a field with `""` turned into `"`.
  static func unescaped(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      result.append(byte)
      index +=
        byte == CSVByte.quote && index + 1 < bytes.count && bytes[index + 1] == CSVByte.quote
        ? 2 : 1
    }
    return result
  }
}
