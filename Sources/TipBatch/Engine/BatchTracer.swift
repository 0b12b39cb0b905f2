import TipEngine

/// The `decision` column of a run that traces: for each row, the path from the policy that
/// prices it down to the policy that computed its tip (``PolicyTrace/path``), such as
/// `house#1 > percent-20`.
///
/// The path is a walk of its own, after the row is priced: a run that does not trace never
/// builds a tracer, and its rows cost what they did.
struct BatchTracer: Sendable {
  /// The column's name: `decision`.
  static let column = "decision"

  /// The policy that prices the rows.
  let policy: any TipPolicy
  /// Its catalog name.
  let name: String

  /// The path of `bill` (with the service charges it owes already applied to it) as the
  /// column's field in `format`: CSV quoted where the names need it, or a JSON string.
  func field(of bill: Bill, serviceCharges: Money, format: BatchFormat) -> [UInt8] {
    let text = path(of: bill, serviceCharges: serviceCharges)
    switch format {
    case .csv: return BatchTracer.csvField(text)
    case .jsonLines: return JSONText.literal(text)
    }
  }

  /// The path of `bill`; empty if the walk fails, which it does not for a bill the policy
  /// priced.
  func path(of bill: Bill, serviceCharges: Money) -> String {
    let start =
      (policy as? RegionalOrDefaultPolicy)?.start(for: bill, regionalName: name)
      ?? PolicyReference(policy, name: name)
    let trace = try? PolicyTrace(
      of: ItemizedBill(bill, items: []), policy: start, serviceCharges: serviceCharges)
    return trace?.path ?? ""
  }

  /// `text` as a CSV field: as it is, or in quotes with its quotes doubled when it holds a
  /// comma, a quote or a line break (a policy name may).
  static func csvField(_ text: String) -> [UInt8] {
    let bytes = Array(text.utf8)
    let special: Set<UInt8> = [
      CSVByte.comma, CSVByte.quote, CSVByte.lineFeed, CSVByte.carriageReturn,
    ]
    guard bytes.contains(where: special.contains) else { return bytes }
    var quoted = [CSVByte.quote]
    for byte in bytes {
      if byte == CSVByte.quote { quoted.append(CSVByte.quote) }
      quoted.append(byte)
    }
    quoted.append(CSVByte.quote)
    return quoted
  }
}
