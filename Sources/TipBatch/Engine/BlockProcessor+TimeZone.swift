import TipEngine

extension BlockProcessor {
  /// The wall time of an `at` cell that is not a plain `YYYY-MM-DDTHH:MM`: a wall time with
  /// seconds or a space for the `T`, or an instant with `Z` or an offset, converted in the row's
  /// time zone (its `time_zone` cell, else the catalog's `timeZones`, else its region's zone).
  ///
  /// - Returns: the wall time; the reason when the cell is no time (``OrderError``'s words, as
  ///   `quote --at` says them) or the instant cannot be placed in a zone.
  func orderTime(_ column: Int, _ base: UnsafePointer<UInt8>, region: Region?)
    -> Result<LocalDateTime, RowFailure>
  {
    let written = text(column, base, trimmed: true)
    var read = written
    if let space = BlockProcessor.dateTimeSpace(in: written) {
      read.replaceSubrange(space...space, with: "T")
    }
    let time: OrderTime
    do {
      time = try OrderTime(read)
    } catch {
      return .failure(
        RowFailure(reason: "at: " + BlockProcessor.timeReason(error, written: written, read: read)))
    }
    if case .local(let wall) = time {
      if let failure = zoneFailure(base) { return .failure(failure) }
      resolvedTime = wall
      return .success(wall)
    }
    var zoneName: String?
    if let zone = schema.timeZone, trimmedField(zone, base) != nil {
      zoneName = text(zone, base, trimmed: true)
    }
    do {
      let wall = try settings.timeZones.localTime(of: time, timeZone: zoneName, region: region)
        .localTime
      resolvedTime = wall
      return .success(wall)
    } catch {
      return .failure(RowFailure(reason: BlockProcessor.timeZoneReason(error)))
    }
  }

  /// The reason to reject a row whose `time_zone` cell names no zone, when its `at` is a wall
  /// time that needs none: a misspelt zone is refused whatever the time, as `quote` refuses it.
  func zoneFailure(_ base: UnsafePointer<UInt8>) -> RowFailure? {
    guard let zone = schema.timeZone, trimmedField(zone, base) != nil else { return nil }
    do {
      _ = try TimeZoneResolver.timeZone(named: text(zone, base, trimmed: true))
      return nil
    } catch {
      return RowFailure(reason: BlockProcessor.timeZoneReason(error))
    }
  }

  /// What is wrong with an `at` cell that is no time, quoting the cell as written rather than
  /// with the `T` read in place of its space.
  static func timeReason(_ error: OrderError, written: String, read: String) -> String {
    switch error {
    case .unrecognizedTime: return OrderError.unrecognizedTime(written).description
    case .invalidTime(read, let reason):
      return OrderError.invalidTime(written, reason: reason).description
    default: return error.description
    }
  }

  /// The index of the space between a date and a time (`2026-11-27 22:30`), if there is one.
  static func dateTimeSpace(in text: String) -> String.Index? {
    let utf8 = text.utf8
    guard utf8.count > 11 else { return nil }
    let index = utf8.index(utf8.startIndex, offsetBy: 10)
    return utf8[index] == UInt8(ascii: " ") ? index : nil
  }

  /// A row's reason for an instant that cannot be placed in a time zone: the engine's message,
  /// with what settles it in a file.
  static func timeZoneReason(_ error: TimeZoneError) -> String {
    switch error {
    case .unknownZone:
      return "time_zone: \(error.description)"
        + (error.suggestion == nil ? "; expected an IANA name such as America/New_York" : "")
    case .abbreviation:
      return "time_zone: \(error.description); write \(error.nameToWrite ?? "an IANA name")"
    case .severalOffsets(let region, let example):
      // No offset is suggested: the instant may have one, and the region still has no zone.
      let name = error.exampleZone
      // A subdivision is not told to become another (its example is nil), a country is.
      let subdivision = example.map { " or a region in one zone (such as \($0.code))" } ?? ""
      return "at: \(error.description); give the row a time_zone (such as \(name))"
        + "\(subdivision), or map \(region.code) to a zone in the catalog's \"timeZones\", such "
        + "as {\"\(region.code)\": \"\(name)\"}"
    case .utcWithoutZone:
      return "at: \(error.description); give the row a time_zone (such as America/New_York) or "
        + "a region, or write the instant with its UTC offset (such as 2026-11-28T01:15-05:00)"
    case .outsideCalendar:
      return "at: \(error.description)"
    case .unreadableTZ:
      return "at: \(error.description); give the row a time_zone (such as America/New_York) or "
        + "a region, or set TZ to an IANA name"
    }
  }

  /// Appends the `local_time` field to the row just written, before its end, as
  /// ``appendDecision(of:charged:to:)`` appends its field: `YYYY-MM-DDTHH:MM` (`:SS` when the
  /// seconds are not zero), empty (JSON `null`) for a row without a time.
  @inline(never)
  func appendLocalTime(_ time: LocalDateTime?, to output: inout ByteBuffer) {
    let format = settings.format
    let end = format == .csv ? schema.lineTerminator : BlockProcessor.jsonRowEnd
    output.truncate(to: output.count - end.count)
    if format == .csv {
      output.append(CSVByte.comma)
      if let time { output.append(contentsOf: Array(time.description.utf8)) }
    } else {
      output.append(contentsOf: BlockProcessor.localTimeKey)
      output.append(contentsOf: time.map { JSONText.literal($0.description) } ?? Array("null".utf8))
    }
    output.append(contentsOf: end)
  }

  /// The name of the column that rows get when their `at` values are instants.
  static let localTimeColumn = "local_time"
  /// The key of the `local_time` of a JSON row.
  static let localTimeKey = Array(#","local_time":"#.utf8)
}
