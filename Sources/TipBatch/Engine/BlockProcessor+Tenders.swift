import TipEngine

/// Rows whose `payment` cell lists one payment per share (`cash;card;card`, as the `shares`
/// column lists amounts): each cash share is rounded on its own, each card share is not. A row
/// with one payment never comes here, so its price costs what it did.
extension BlockProcessor {
  /// The payments listed in the cell in `column`, separated by `;`; `nil` when the cell is no
  /// list (one word, which the caller has refused as a payment), or the reason naming the
  /// part that is not a payment.
  func tenderList(_ column: Int, _ base: UnsafePointer<UInt8>) -> Result<[Payment], RowFailure>? {
    let written = text(column, base, trimmed: true)
    guard written.contains(";") else { return nil }
    var payments: [Payment] = []
    for part in written.split(separator: ";", omittingEmptySubsequences: false) {
      let name = String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        .lowercased()
      guard let payment = Payment(rawValue: name) else {
        return .failure(
          RowFailure(
            reason: "payment: '\(part)' in '\(written)' is not a payment; expected cash or "
              + "card, or one per share separated by ';' such as cash;card;card"))
      }
      payments.append(payment)
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
