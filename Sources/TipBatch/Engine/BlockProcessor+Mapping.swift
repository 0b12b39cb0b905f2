import TipEngine

extension BlockProcessor {
  /// The bill of the record at `start..<contentEnd`, read through the schema's rewrites: the
  /// record is copied to ``rewritten``, the rewritten cells are appended after it, and the
  /// fields point into the copy, so ``makeBill(_:people:)`` reads it as it reads any row.
  ///
  /// Only a run whose mapping joins cells or lists values comes here; the record's own bytes,
  /// which the output writes, are not touched.
  @inline(never)
  func makeRewrittenBill(
    _ base: UnsafePointer<UInt8>, start: Int, contentEnd: Int, people: inout Int
  ) -> Result<Bill, RowFailure> {
    rewriteCells(base, start: start, contentEnd: contentEnd)
    return rewritten.withUnsafeBufferPointer { buffer in
      // The copy holds at least the record's bytes, so it has an address.
      guard let copy = buffer.baseAddress else {
        return Result<Bill, RowFailure>.failure(RowFailure(reason: "the row is empty"))
      }
      return makeBill(copy, people: &people)
    }
  }

  /// Copies the record to ``rewritten`` with each rewritten cell after it, and points the
  /// fields into the copy.
  func rewriteCells(_ base: UnsafePointer<UInt8>, start: Int, contentEnd: Int) {
    rewritten.removeAll(keepingCapacity: true)
    rewritten.append(
      contentsOf: UnsafeBufferPointer(start: base + start, count: contentEnd - start))
    for column in 0..<schema.columnCount {
      fields.starts[column] -= start
      fields.ends[column] -= start
    }
    for rewrite in schema.rewrites {
      var text = ""
      rewritten.withUnsafeBufferPointer { buffer in
        guard let copy = buffer.baseAddress else { return }
        var pieces: [String] = []
        for source in rewrite.sources where trimmedField(source, copy) != nil {
          pieces.append(self.text(source, copy, trimmed: true))
        }
        text = pieces.joined(separator: " ")
      }
      if let value = rewrite.values[text] {
        text = value
      } else if rewrite.mapsEachPayment && text.utf8.contains(UInt8(ascii: ";")) {
        text = BlockProcessor.mappedPayments(text, rewrite.values)
      }
      let offset = rewritten.count
      rewritten.append(contentsOf: text.utf8)
      fields.starts[rewrite.column] = offset
      fields.ends[rewrite.column] = rewritten.count
      fields.escaped[rewrite.column] = false
    }
  }

  /// A list of payments, one per share (`Cash;Credit`), with each payment that `values` lists
  /// (matched without surrounding spaces) read as its value, and the others as written.
  static func mappedPayments(_ list: String, _ values: [String: String]) -> String {
    list.split(separator: ";", omittingEmptySubsequences: false).map { part in
      let payment = ColumnMapping.trimmed(String(part))
      return values[payment] ?? payment
    }.joined(separator: ";")
  }
}
