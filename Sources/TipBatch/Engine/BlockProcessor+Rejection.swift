import TipEngine

extension BlockProcessor {
  /// Reports a row as rejected: its report body, and its text for the summary while it keeps
  /// rejections.
  func reject(
    _ row: PendingRow, _ base: UnsafePointer<UInt8>, reason: String, outputOffset: Int
  ) {
    let reason = settings.reasonPrefix.isEmpty ? reason : settings.reasonPrefix + reason
    let length = row.contentEnd - row.start
    let isTruncated = length > settings.limits.maximumRecordLength
    let kept = isTruncated ? min(length, settings.limits.reportedRowPrefix) : length
    let text = UnsafeBufferPointer(start: base + row.start, count: kept)
    let start = reports.count
    var id: [UInt8]?
    if !schema.idColumns.isEmpty {
      // The row's own fields are no longer needed: it has been read into its bill, or rejected.
      id = RejectedRowWriter.idCell(
        of: text, columns: schema.idColumns, isTruncated: isTruncated, fields: fields)
      RejectedRowWriter.appendID(id, format: settings.format, to: &reports)
    }
    RejectedRowWriter.appendBody(
      reason: reason, row: text, isTruncated: isTruncated, format: settings.format, to: &reports)
    rejected.append(
      RejectedRow(
        line: row.line, rowsBefore: row.rowsBefore, outputOffset: outputOffset,
        reportStart: start, reportEnd: reports.count))
    if keepsRejections && keptRejections.count < settings.limits.keptRejections {
      let mark = isTruncated ? BlockProcessor.truncationMark : ""
      let keptID = id.map { String(decoding: $0, as: UTF8.self) }
      keptRejections.append((keptID, reason, String(decoding: text, as: UTF8.self) + mark))
    }
  }

  /// The reason for a policy error, shortened for the per-region policy so that a row's reason
  /// does not list every region.
  func policyReason(_ error: any Error) -> String {
    switch error {
    case let error as PolicyError:
      guard case .noRuleForRegion(let region, _, _) = error else {
        return error.presented(policyName: settings.policyName, for: .row) ?? error.description
      }
      // Cached by region (at most 26 × 26 of them): the suggestion costs an edit distance per rule.
      if let text = noRuleReasons[region] { return text }
      let text = error.presented(policyName: settings.policyName, for: .row) ?? error.description
      noRuleReasons[region] = text
      return text
    case PolicySelectionError.noDefaultPolicy:
      return "no region given, and the catalog has no 'default' policy for rows without one"
    default:
      return String(describing: error)
    }
  }
}
