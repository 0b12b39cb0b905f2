import TipEngine

extension BlockProcessor {
  /// Reads the row's order columns that the header has — `discount`, `party`, `channel`, `at`
  /// and `payment` — into `bill`; an empty cell leaves its field unset.
  ///
  /// - Returns: the reason to reject the row, or `nil`.
  func readOrder(into bill: inout Bill, _ base: UnsafePointer<UInt8>) -> RowFailure? {
    if let column = schema.discount, trimmedField(column, base) != nil {
      switch amount(column, named: "discount", currency: bill.currency, base) {
      case .success(let value): bill.discount = value
      case .failure(let failure): return failure
      }
    }
    if let column = schema.party, let (start, end) = trimmedField(column, base) {
      guard !fields.escaped[column], let guests = wholeNumber(base + start, count: end - start),
        guests >= 1, guests <= Money.maximumParts
      else {
        return RowFailure(
          reason: "party: '\(text(column, base))' is not a number of guests; expected a whole "
            + "number from 1 to \(Money.maximumParts)")
      }
      bill.partySize = guests
    }
    if let column = schema.channel {
      switch named(Channel.self, column, "channel", listedWith: ", ", base) {
      case .success(let channel): if let channel { bill.channel = channel }
      case .failure(let failure): return failure
      }
    }
    if let column = schema.localTime, let (start, end) = trimmedField(column, base) {
      if let moment = BlockProcessor.localTime(base + start, count: end - start) {
        if schema.timeZone != nil, let failure = zoneFailure(base) { return failure }
        bill.localTime = moment
      } else {
        switch orderTime(column, base, region: bill.region) {
        case .success(let moment): bill.localTime = moment
        case .failure(let failure): return failure
        }
      }
    }
    if let column = schema.payment {
      // A list, one payment per share, is longer than one payment's name: a one-word cell is
      // read as before.
      if let tenders = tenderList(column, base) {
        switch tenders {
        case .success(let payments):
          rowTenders = payments
          let first = payments[0]
          if payments.allSatisfy({ $0 == first }) { bill.payment = first }
        case .failure(let failure): return failure
        }
      } else {
        switch named(Payment.self, column, "payment", listedWith: " or ", base) {
        case .success(let payment): if let payment { bill.payment = payment }
        case .failure(let failure): return failure
        }
      }
    }
    return nil
  }

  /// The case of `Value` that the cell in `column` names (`nil` for an empty cell), or the
  /// reason naming the column, what was written and every name it could have been, listed
  /// with `separator`.
  private func named<Value: CaseIterable & RawRepresentable<String>>(
    _: Value.Type, _ column: Int, _ noun: String, listedWith separator: String,
    _ base: UnsafePointer<UInt8>
  ) -> Result<Value?, RowFailure> {
    guard let (start, end) = trimmedField(column, base) else { return .success(nil) }
    let count = end - start
    if let value = Value.allCases.first(where: {
      BlockProcessor.equalsName(base + start, count: count, $0.rawValue)
    }) {
      return .success(value)
    }
    return .failure(
      RowFailure(
        reason: "\(noun): '\(text(column, base))' is not a \(noun); expected "
          + Value.allCases.map(\.rawValue).joined(separator: separator)))
  }

  /// Whether the `count` bytes at `text` are `name`, ASCII letters in any case.
  @inline(__always)
  static func equalsName(_ text: UnsafePointer<UInt8>, count: Int, _ name: String) -> Bool {
    var index = 0
    for expected in name.utf8 {
      guard index < count else { return false }
      let byte = text[index]
      let lower = (65...90).contains(byte) ? byte | 0x20 : byte
      guard lower == expected else { return false }
      index += 1
    }
    return index == count
  }

  /// The local date and time written `YYYY-MM-DDTHH:MM` in the `count` bytes at `text`, read
  /// without making a string; `nil` for any other text or a date or time that does not exist.
  static func localTime(_ text: UnsafePointer<UInt8>, count: Int) -> LocalDateTime? {
    guard count == 16, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"),
      text[10] == UInt8(ascii: "T"), text[13] == UInt8(ascii: ":")
    else { return nil }
    func number(_ offset: Int, _ digits: Int) -> Int? {
      var value = 0
      for index in offset..<(offset + digits) {
        let digit = text[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int(digit)
      }
      return value
    }
    guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
      let hour = number(11, 2), let minute = number(14, 2),
      let date = try? LocalDate(year: year, month: month, day: day),
      let time = try? LocalTime(hour: hour, minute: minute)
    else { return nil }
    return LocalDateTime(date: date, time: time)
  }
}
