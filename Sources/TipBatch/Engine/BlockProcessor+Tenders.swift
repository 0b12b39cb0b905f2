import TipEngine

/// Rows whose `payment` cell lists one payment per share (`cash;card;card`, as the `shares`
/// column lists amounts): each cash share is rounded on its own, each card share is not. A row
/// with one payment never comes here, so its price costs what it did.
extension BlockProcessor {
  /// The payments listed in the cell in `column`, separated by `;`, read from its bytes; `nil`
  /// when the cell is no list (no `;`), or the reason naming the part that is not a payment.
  func tenderList(_ column: Int, _ base: UnsafePointer<UInt8>) -> Result<[Payment], RowFailure>? {
    guard let (start, end) = trimmedField(column, base), end - start > 4 else { return nil }
    let semicolon = UInt8(ascii: ";")
    guard (start..<end).contains(where: { base[$0] == semicolon }) else { return nil }
    var payments: [Payment] = []
    var partStart = start
    while partStart <= end {
      var partEnd = partStart
      while partEnd < end && base[partEnd] != semicolon { partEnd += 1 }
      var first = partStart
      var last = partEnd
      while first < last && (base[first] == CSVByte.space || base[first] == CSVByte.tab) {
        first += 1
      }
      while last > first && (base[last - 1] == CSVByte.space || base[last - 1] == CSVByte.tab) {
        last -= 1
      }
      guard
        let payment = Payment.allCases.first(where: {
          BlockProcessor.equalsName(base + first, count: last - first, $0.rawValue)
        })
      else {
        let part = String(
          decoding: UnsafeBufferPointer(start: base + first, count: last - first), as: UTF8.self)
        return .failure(
          RowFailure(
            reason: "payment: '\(part)' in '\(text(column, base, trimmed: true))' is not a "
              + "payment; expected cash or card, or one per share separated by ';' such as "
              + "cash;card;card"))
      }
      payments.append(payment)
      partStart = partEnd + 1
    }
    return .success(payments)
  }

  /// Throws unless `tenders` has one payment for each of the row's `people`.
  static func check(_ tenders: [Payment], people: Int) throws(TenderCountMismatch) {
    guard tenders.count != people else { return }
    throw TenderCountMismatch(tenders: tenders.count, people: people)
  }

  /// What a row paid by `tenders` adds: the charges, and each share of `total` among `people`
  /// as its payer pays it, a cash share rounded by the region's rule.
  ///
  /// - Throws: ``MoneyError`` when an amount overflows.
  func tendered(
    _ total: Money, by tenders: [Payment], of bill: Bill, people: Int, charges: Money
  ) throws(MoneyError) -> ChargedAmounts {
    let rounding = bill.region.flatMap {
      settings.charges?.cashRounding(forCashIn: $0, currency: bill.currency)?.rounding
    }
    let paid = try Tenders(
      paying: Shares(splitting: total, into: people), by: tenders, cashRounding: rounding,
      currency: bill.currency)
    return ChargedAmounts(charges: charges, payable: paid.payable, shares: try Shares(paid.pays))
  }
}

/// A row whose `payment` cell lists another number of payments than the people who share it.
struct TenderCountMismatch: Error, CustomStringConvertible {
  /// The payments listed.
  var tenders: Int
  /// The people sharing the bill (the `split` column, 1 without one).
  var people: Int

  var description: String {
    "payment: \(tenders) payments for \(people) \(people == 1 ? "share" : "shares"); expected "
      + "one payment per share (the split column) or one for all"
  }
}
