import TipPools
import TipPricing

/// A pay period of a restaurant: its dates, the day its workweeks start, its shifts, and what
/// payroll needs beside them (the tip credit's wages, who is tipped directly, the receipts).
///
/// A period is read from JSON (``init(json:file:shiftFile:)``) in the format `tipcalc period`
/// and `tipcalc allocate` read, described in the TipEngine article "Running payroll by pay
/// period", or built in code. ``payroll(by:)`` shares each shift by a ``TipPool`` and sums per
/// person and workweek; ``allocation(of:method:rate:)`` makes the IRS Form 8027 tip allocation.
public struct PayPeriod: Sendable, Hashable {
  /// One shift of the period and its date.
  public struct DatedShift: Sendable, Hashable {
    /// The day the shift was worked.
    public var date: LocalDate
    /// The shift.
    public var shift: Shift
    /// Where the shift was read from, to locate an error found when it is shared.
    var origin: Origin
    /// Whether the shift's region is the period's, taken because the shift gives none: an
    /// error about it is located at the period's `region`.
    var regionFromPeriod = false

    /// A shift built in code, worked on `date`.
    public init(date: LocalDate, shift: Shift) {
      self.date = date
      self.shift = shift
      self.origin = .code
    }

    init(date: LocalDate, shift: Shift, origin: Origin, regionFromPeriod: Bool) {
      self.date = date
      self.shift = shift
      self.origin = origin
      self.regionFromPeriod = regionFromPeriod
    }
  }

  /// Where a shift's JSON is.
  enum Origin: Sendable, Hashable {
    /// Built in code.
    case code
    /// Written in place in the period's `shifts`.
    case inline
    /// A shift file of its own: its text, its name as messages show it, and what identifies
    /// it (``ShiftFileContents/bytes(_:identity:)``, else its normalized name).
    case file(bytes: [UInt8], file: String, identity: String)
  }

  /// Bounds that keep reading fast on any input.
  public enum Limits {
    /// The largest period file, in bytes (1 MiB).
    public static let maximumFileSize = 1 << 20
    /// The deepest nesting of JSON arrays and objects in a period file.
    public static let maximumJSONDepth = 24
    /// The most shifts in one period.
    public static let maximumShifts = 400
  }

  /// The currency of every amount.
  public var currency: Currency
  /// Where the staff worked: its law decides the tip credit (`US`, or a state such as `US-NY`).
  public var region: Region?
  /// The period's first day.
  public var from: LocalDate
  /// The period's last day, included.
  public var until: LocalDate
  /// The day each workweek starts (the employer's fixed, recurring 168 hours).
  public var workweekStarts: Weekday
  /// The catalog pool the shifts are shared by, if the period names one.
  public var pool: String?
  /// Whether the employer takes a tip credit (US); `nil` leaves it to the pool.
  public var tipCredit: Bool?
  /// The minimum wage per hour, when the period gives it (a state's; the federal by default).
  public var minimumWage: Money?
  /// Cash wages per hour, by person name or by role; a name wins over a role.
  public var cashWages: [String: Money]
  /// Roles whose staff receive tips from customers (servers, bartenders).
  public var directlyTipped: [String]
  /// Roles whose staff receive tips only from other staff (bussers, cooks).
  public var indirectlyTipped: [String]
  /// The establishment's gross receipts for the period, when given; else the sum of the shifts'
  /// sales.
  public var grossReceipts: Money?
  /// Receipts excluded from the tip allocation (such as carry-out sales and service charges).
  public var nonallocableReceipts: Money?
  /// The shifts, in the order the period lists them.
  public var shifts: [DatedShift]
  /// The JSON text the period was read from, to locate errors found after reading.
  var source: Source?

  /// A period's JSON text and file name.
  struct Source: Sendable, Hashable {
    var bytes: [UInt8]
    var file: String?
  }

  /// Creates a period; the reader checks what ``init(json:file:shiftFile:)`` checks.
  public init(
    currency: Currency, region: Region? = nil, from: LocalDate, until: LocalDate,
    workweekStarts: Weekday = .monday, pool: String? = nil, tipCredit: Bool? = nil,
    minimumWage: Money? = nil, cashWages: [String: Money] = [:], directlyTipped: [String] = [],
    indirectlyTipped: [String] = [], grossReceipts: Money? = nil,
    nonallocableReceipts: Money? = nil, shifts: [DatedShift]
  ) {
    self.currency = currency
    self.region = region
    self.from = from
    self.until = until
    self.workweekStarts = workweekStarts
    self.pool = pool
    self.tipCredit = tipCredit
    self.minimumWage = minimumWage
    self.cashWages = cashWages
    self.directlyTipped = directlyTipped
    self.indirectlyTipped = indirectlyTipped
    self.grossReceipts = grossReceipts
    self.nonallocableReceipts = nonallocableReceipts
    self.shifts = shifts
  }
}
