/// One unit of work of a round.
enum BatchBlock {
  /// Whole records, in the reader's buffer; valid until the reader's next round.
  case records(UnsafeRawBufferPointer)
  /// A record too long for the buffer, already read past: its first bytes, its length without
  /// the terminator, and the line feeds it spans (its terminator included).
  case overlong(prefix: [UInt8], length: Int, lineFeeds: Int)
}

/// The header row, as read by ``RecordReader/readHeader()``.
struct HeaderRecord {
  /// The column names, unquoted.
  var names: [String]
  /// The row as written, without its terminator.
  var raw: [UInt8]
  /// `\n` or `\r\n`.
  var lineTerminator: [UInt8]
  /// The line feeds up to the end of the header, blank lines before it included.
  var lineFeeds: Int
}

/// Reads the input in large buffers and cuts each into blocks of whole records for the workers.
///
/// Memory stays at one buffer whatever the input: a round takes the complete records in the
/// buffer, and the incomplete last one moves to the front for the next round. The cut points
/// come from ``CSVBoundaryScanner``; when a buffer holds no quote at all (the common case),
/// records end at line feeds and `memchr` finds them.
final class RecordReader {
  private let source: any BatchByteSource
  private let limits: BatchLimits
  private let capacity: Int
  private let buffer: UnsafeMutablePointer<UInt8>
  /// The unconsumed bytes are `start..<filled`.
  private var start = 0
  private var filled = 0
  /// Whether the source reported the end of the input.
  private var isAtEnd = false
  private var isFirstFill = true
  /// A first record too long for the buffer, read past by ``firstLineTerminator()`` to find its
  /// end: the first round's block.
  private var pendingBlock: BatchBlock?

  /// A reader of `source` with the buffer size of `limits`, at least one maximal record.
  init(source: any BatchByteSource, limits: BatchLimits) {
    self.source = source
    self.limits = limits
    capacity = max(limits.bufferSize, limits.maximumRecordLength + 2)
    buffer = .allocate(capacity: capacity)
  }

  deinit { buffer.deallocate() }

  /// Moves the unconsumed bytes to the front and reads until the buffer is full or the input ends.
  private func fill() throws(BatchError) {
    if start > 0 {
      let remaining = filled - start
      if remaining > 0 { System.move(buffer, from: buffer + start, count: remaining) }
      filled = remaining
      start = 0
    }
    while filled < capacity && !isAtEnd {
      let count = try read(
        into: UnsafeMutableRawBufferPointer(start: buffer + filled, count: capacity - filled))
      if count == 0 { isAtEnd = true } else { filled += count }
    }
    if isFirstFill {
      isFirstFill = false
      // A UTF-8 byte order mark, as spreadsheets write, is not part of the first column's name.
      if filled >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF { start = 3 }
    }
  }

  /// Reads from the source, turning its failures into a ``BatchError``.
  private func read(into buffer: UnsafeMutableRawBufferPointer) throws(BatchError) -> Int {
    do {
      return try source.read(into: buffer)
    } catch let error as BatchError {
      throw error
    } catch {
      throw BatchError(.unreadableInput, message: "cannot read the input: \(error)")
    }
  }

  /// Reads the header row, skipping blank lines before it.
  ///
  /// - Returns: `nil` when the input holds no row at all.
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/badData`` for a header that is
  ///   malformed, too long or too wide, or a read failure.
  func readHeader() throws(BatchError) -> HeaderRecord? {
    var lineFeeds = 0
    try fill()
    while true {
      while start < filled,
        let next = CSVRecordParser.blankLineEnd(
          buffer, from: start, count: filled, isEndOfInput: isAtEnd)
      {
        if buffer[next - 1] == CSVByte.lineFeed { lineFeeds += 1 }
        start = next
      }
      if start < filled && !CSVRecordParser.isBlank(buffer + start, count: filled - start) {
        break
      }
      // Nothing is left, or only the start of what may be a blank line: read on.
      if isAtEnd { return nil }
      if start == 0 && filled == capacity { throw headerTooLong() }
      try fill()
    }
    try checkIsCSV()
    var scanner = CSVBoundaryScanner()
    var end = scanner.scanToRecordEnd(buffer + start, count: filled - start).map { start + $0 }
    if end == nil && !isAtEnd && start > 0 {
      try fill()
      scanner = CSVBoundaryScanner()
      end = scanner.scanToRecordEnd(buffer, count: filled)
    }
    if end == nil && isAtEnd { end = filled }
    guard let end, end - start <= limits.maximumRecordLength + 2 else { throw headerTooLong() }
    let fields = CSVFieldTable(capacity: BatchSchema.maximumColumns + 1)
    defer { fields.release() }
    let shape = CSVRecordParser.parse(buffer, from: start, count: end, fields: fields)
    if let problem = shape.problem {
      throw BatchError(.badData, message: "the header row is malformed: \(problem.reason)")
    }
    guard shape.fieldCount <= BatchSchema.maximumColumns else {
      throw BatchError(
        .badData,
        message: "the header row has \(shape.fieldCount) columns; at most "
          + "\(BatchSchema.maximumColumns) are supported")
    }
    let names = fields.texts(in: buffer, count: shape.fieldCount)
    let raw = Array(UnsafeBufferPointer(start: buffer + start, count: shape.contentEnd - start))
    let terminator: [UInt8] = end - shape.contentEnd == 2 ? [13, 10] : [10]
    lineFeeds += shape.lineFeeds
    start = end
    return HeaderRecord(
      names: names, raw: raw, lineTerminator: terminator, lineFeeds: lineFeeds)
  }

  /// The first record after the header, as written, without reading past it: what the run
  /// looks at before it writes the output's header. `nil` when no record follows, or when the
  /// first record is too long for the buffer (the run rejects it).
  func peekFirstRecord() throws(BatchError) -> [UInt8]? {
    guard pendingBlock == nil else { return nil }
    try fill()
    var position = start
    while position < filled,
      let next = CSVRecordParser.blankLineEnd(
        buffer, from: position, count: filled, isEndOfInput: isAtEnd)
    {
      position = next
    }
    guard position < filled else { return nil }
    var scanner = CSVBoundaryScanner()
    let end =
      scanner.scanToRecordEnd(buffer + position, count: filled - position).map { position + $0 }
      ?? filled
    return Array(UnsafeBufferPointer(start: buffer + position, count: end - position))
  }

  /// How the first line after the header ends, `\n` or `\r\n`: a blank line, or the first
  /// record however long; what the rows of an input without a header row end with. `nil` when
  /// no line ends: no record, or one record without a terminator.
  ///
  /// Consumes no row: a first record longer than the buffer is read past to find its end, as
  /// the first round would read past it, and is that round's block.
  func firstLineTerminator() throws(BatchError) -> [UInt8]? {
    try fill()
    guard start < filled else { return nil }
    if let end = CSVRecordParser.blankLineEnd(
      buffer, from: start, count: filled, isEndOfInput: isAtEnd)
    {
      return lineTerminator(endingAt: end, lineStart: start)
    }
    var scanner = CSVBoundaryScanner()
    if let end = scanner.scanToRecordEnd(buffer + start, count: filled - start) {
      return lineTerminator(endingAt: start + end, lineStart: start)
    }
    // The input ends inside the record, or the record fills the buffer: it is too long.
    guard !isAtEnd else { return nil }
    let skipped = try skipOverlongRecord(scanner: scanner, scannedCount: filled - start)
    pendingBlock = skipped.block
    return skipped.terminator
  }

  /// The terminator of the line from `lineStart` to `end` (exclusive), `nil` when it ends
  /// without one.
  private func lineTerminator(endingAt end: Int, lineStart: Int) -> [UInt8]? {
    guard buffer[end - 1] == CSVByte.lineFeed else { return nil }
    let isCRLF = end - 2 >= lineStart && buffer[end - 2] == CSVByte.carriageReturn
    return isCRLF ? [CSVByte.carriageReturn, CSVByte.lineFeed] : [CSVByte.lineFeed]
  }

  /// Refuses an input in UTF-16 before a header given with `--header` is used: the rows of an
  /// input without a header row are its first bytes, and would be read as garbled values.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/badData`` for UTF-16 text, or the
  ///   reader's failure.
  func checkIsNotUTF16() throws(BatchError) {
    try fill()
    try checkIsNotUTF16(buffer + start, count: filled - start)
  }

  /// Refuses `count` bytes at `first` that are text in UTF-16 (a byte order mark, or a NUL
  /// beside every other byte).
  private func checkIsNotUTF16(_ first: UnsafeMutablePointer<UInt8>, count: Int)
    throws(BatchError)
  {
    let hasMark =
      count >= 2 && (first[0] == 0xFF && first[1] == 0xFE || first[0] == 0xFE && first[1] == 0xFF)
    // Latin text in UTF-16 has a NUL in every other byte; UTF-8 text has none.
    let sample = min(count, 64)
    let nulls = (0..<sample).reduce(0) { $0 + (first[$1] == 0 ? 1 : 0) }
    if hasMark || (sample >= 4 && nulls * 4 >= sample) {
      throw BatchError(
        .badData,
        message: "the input is UTF-16 text; tipcalc reads UTF-8: save the file as UTF-8 (in a "
          + "spreadsheet, as 'CSV UTF-8')")
    }
  }

  /// Refuses an input that is not UTF-8 CSV by its first bytes, saying what it seems to be: text
  /// in UTF-16, which would be read as garbled names, or JSON (a first line that is a JSON object
  /// or array, or only opens one), which would be read as a malformed header.
  private func checkIsCSV() throws(BatchError) {
    let count = filled - start
    let first = buffer + start
    try checkIsNotUTF16(first, count: count)
    let lineEnd =
      System.firstIndex(of: CSVByte.lineFeed, in: first, count: count)
      .map { UnsafePointer(first).distance(to: $0) } ?? count
    let line = UnsafeBufferPointer(start: first, count: lineEnd)
    guard let opening = InputShape.jsonOpening(of: line) else { return }
    throw BatchError(
      .badData,
      message:
        "the input starts with '\(Character(Unicode.Scalar(opening)))', as JSON does; tipcalc "
        + "reads CSV with a header row, such as 'id,subtotal', and writes JSON lines "
        + "with --json-lines")
  }

  /// The error for a header row longer than the record limit.
  private func headerTooLong() -> BatchError {
    BatchError(
      .badData,
      message: "the header row is longer than \(limits.maximumRecordLength) bytes; is a quote "
        + "missing?")
  }

  /// Reads the next round: up to `pieces` blocks of whole records, cut at record ends near equal
  /// sizes, taking at most `byteLimit` bytes unless a single record is longer; empty at the end
  /// of the input.
  func nextRound(pieces: Int, byteLimit: Int = .max) throws(BatchError) -> [BatchBlock] {
    if let pendingBlock {
      self.pendingBlock = nil
      return [pendingBlock]
    }
    try fill()
    let count = filled - start
    guard count > 0 else { return [] }
    let base = buffer + start
    let window = min(count, max(1, byteLimit))
    var found = RecordReader.cuts(in: base, count: window, pieces: pieces)
    var cut = isAtEnd && window == count ? count : found.lastEnd
    if cut == 0 && window < count {
      found = RecordReader.cuts(in: base, count: count, pieces: pieces)
      cut = isAtEnd ? count : found.lastEnd
    }
    if cut == 0 {
      return [try skipOverlongRecord(scanner: found.scanner, scannedCount: count).block]
    }
    var blocks: [BatchBlock] = []
    var blockStart = 0
    for end in found.cuts + [cut] where end > blockStart {
      blocks.append(
        .records(UnsafeRawBufferPointer(start: base + blockStart, count: end - blockStart)))
      blockStart = end
    }
    start += cut
    return blocks
  }

  /// Where to cut `count` bytes into about `pieces` blocks of whole records: the cut points
  /// before the last record end, the last record end (0 when there is none), and the scanner's
  /// state after the bytes.
  private static func cuts(in base: UnsafeMutablePointer<UInt8>, count: Int, pieces: Int)
    -> (cuts: [Int], lastEnd: Int, scanner: CSVBoundaryScanner)
  {
    var cuts: [Int] = []
    var lastEnd = 0
    var scanner = CSVBoundaryScanner()
    if System.firstIndex(of: CSVByte.quote, in: base, count: count) == nil {
      // No quotes: every line feed ends a record, and the scanner would only count line feeds.
      var end = count
      while end > 0 && base[end - 1] != CSVByte.lineFeed { end -= 1 }
      lastEnd = end
      var from = 0
      for piece in 1..<max(1, pieces) {
        let target = max(from, piece * end / pieces)
        guard target < end,
          let found = System.firstIndex(
            of: CSVByte.lineFeed, in: base + target, count: end - target)
        else { break }
        let cut = UnsafePointer(base).distance(to: found) + 1
        if cut < end { cuts.append(cut) }
        from = cut
      }
      if lastEnd == 0 { scanner.scan(base, count: count) { _ in } }
    } else {
      let target = max(1, count / max(1, pieces))
      var nextTarget = target
      // At most `pieces - 1` cuts: `count / pieces` rounds down, so the targets alone could make
      // one block more than there are processors.
      scanner.scan(base, count: count) { end in
        lastEnd = end
        if end >= nextTarget && cuts.count < pieces - 1 {
          cuts.append(end)
          nextTarget = end + target
        }
      }
      while let last = cuts.last, last >= lastEnd { cuts.removeLast() }
    }
    return (cuts, lastEnd, scanner)
  }

  /// Reads past a record that fills the whole buffer, keeping only its first bytes.
  ///
  /// - Parameters:
  ///   - scanner: the scanner's state after the buffer's bytes.
  ///   - scannedCount: how many bytes of the record the scanner has seen.
  /// - Returns: the record's block, and its terminator (`nil` at the end of the input).
  private func skipOverlongRecord(scanner: CSVBoundaryScanner, scannedCount: Int)
    throws(BatchError) -> (block: BatchBlock, terminator: [UInt8]?)
  {
    var scanner = scanner
    let prefix = Array(
      UnsafeBufferPointer(start: buffer + start, count: min(scannedCount, limits.reportedRowPrefix))
    )
    var length = scannedCount
    var lastByte = buffer[start + scannedCount - 1]
    start += scannedCount
    while true {
      try fill()
      let count = filled - start
      if count == 0 {
        if lastByte == CSVByte.carriageReturn { length -= 1 }
        return (.overlong(prefix: prefix, length: length, lineFeeds: scanner.lineFeeds), nil)
      }
      if let end = scanner.scanToRecordEnd(buffer + start, count: count) {
        length += end - 1
        // The CR of a CRLF may be the last byte of the bytes read before.
        let isCRLF =
          end >= 2
          ? buffer[start + end - 2] == CSVByte.carriageReturn : lastByte == CSVByte.carriageReturn
        if isCRLF { length -= 1 }
        start += end
        return (
          .overlong(prefix: prefix, length: length, lineFeeds: scanner.lineFeeds),
          isCRLF ? [CSVByte.carriageReturn, CSVByte.lineFeed] : [CSVByte.lineFeed]
        )
      }
      length += count
      lastByte = buffer[start + count - 1]
      start += count
    }
  }
}
