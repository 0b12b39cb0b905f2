import TipPricing

/// One case of a catalog's `tests` section: a bill, the policy that prices it, how many people
/// share it, the tip screen to show, and the figures expected.
///
/// ```json
/// {"name": "large party on Friday night", "policy": "house",
///  "bill": {"subtotal": "240.00", "tax": "21.30", "region": "US-NY", "party": 8},
///  "split": 2, "expect": {"tip": "36.00", "shares": ["148.65", "148.65"]}}
/// ```
///
/// The bill's keys are the batch columns: `subtotal` (required), `tax`, `discount`,
/// `currency` (else the region's, else USD), `region`, `party`, `channel`, `at` (a local time,
/// or an instant read in `timeZone`, the catalog's `timeZones` or the region's zone),
/// `timeZone`, `payment` (`"cash"`, or one per share, `["cash", "card", "card"]`, as many as
/// `split`), and `items` (`[{"name", "category", "amount"}]`). ``CatalogTestRunner`` runs the
/// cases.
public struct CatalogTestCase: Sendable {
  /// The case's name, unique within its file.
  public var name: String
  /// What the case checks and where its figures come from, if the file says.
  public var description: String?
  /// The file that holds the case.
  public var file: String
  /// The 1-based line of the case's object in ``file``.
  public var line: Int
  /// The 1-based column of the case's object in ``file``.
  public var column: Int
  /// The policy named by the case; `nil` for the catalog's default.
  public var policyName: String?
  /// The bill, in the currency of its `currency` key, else its region's, else USD; without a
  /// local time when ``time`` is an instant (see ``bill(in:)``).
  public var bill: Bill
  /// The bill's `at` as written: a local time (also in ``bill``) or an instant.
  public var time: OrderTime?
  /// The bill's `timeZone`: the IANA name an instant is read in before any other zone.
  public var timeZone: String?
  /// The bill's line items, empty when it has none.
  public var items: [LineItem]
  /// How many people share the total evenly: the `split` key, 1 without it.
  public var people: Int
  /// How each share is paid, in order, when the bill's `payment` lists one per share; `nil`
  /// when it gives one for all (``Bill/payment``). The expected `shares`, `payable` and
  /// `rounding` are then what the payers pay (``Quote/tenders(paying:with:)-([Payment],PolicyCatalog)``).
  public var tenders: [Payment]?
  /// The tip screen the case shows, by name; `nil` for the screen the bill would get.
  public var screenName: String?
  /// The figures the case expects; only those given are checked.
  public var expectation: CatalogTestExpectation

  /// A case from its parts.
  public init(
    name: String, description: String? = nil, file: String = "", line: Int = 0, column: Int = 0,
    policyName: String? = nil, bill: Bill, items: [LineItem] = [], people: Int = 1,
    screenName: String? = nil, tenders: [Payment]? = nil, expectation: CatalogTestExpectation
  ) {
    self.name = name
    self.description = description
    self.file = file
    self.line = line
    self.column = column
    self.policyName = policyName
    self.bill = bill
    self.items = items
    self.people = people
    self.screenName = screenName
    self.tenders = tenders
    self.expectation = expectation
  }

  /// The bill as `catalog` prices it: an instant ``time`` becomes the local time of the zone
  /// ``timeZone`` names, else the catalog's zone for the bill's region, else the region's own
  /// (see ``TimeZoneResolver``).
  ///
  /// - Throws: ``TimeZoneError`` when no zone settles the instant, such as a `Z` instant in a
  ///   region of several offsets.
  public func bill(in catalog: PolicyCatalog) throws(TimeZoneError) -> Bill {
    guard let time, case .instant = time else { return bill }
    var resolved = bill
    resolved.localTime =
      try catalog.timeZoneResolver.localTime(of: time, timeZone: timeZone, region: bill.region)
      .localTime
    return resolved
  }

  /// Whether the case shows a tip screen: it names one or expects one.
  public var showsScreen: Bool { screenName != nil || expectation.screen != nil }

  /// Whether the case is about its tip screen alone: it shows one, names no policy and expects
  /// none of the quote's figures (the tip, total, payable amount, rounding, service charges or
  /// shares). ``CatalogTestRunner`` shows its screen without pricing the bill, so the catalog's
  /// `default` — which a later file may bind to another currency — plays no part.
  public var checksScreenOnly: Bool {
    showsScreen && policyName == nil && !expectation.checksQuote
  }
}
