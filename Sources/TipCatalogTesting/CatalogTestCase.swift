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
/// `currency` (else the region's, else USD), `region`, `party`, `channel`, `at`, `payment`
/// (`"cash"`, or one per share, `["cash", "card", "card"]`, as many as `split`), and `items`
/// (`[{"name", "category", "amount"}]`). ``CatalogTestRunner`` runs the cases.
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
  /// The bill, in the currency of its `currency` key, else its region's, else USD.
  public var bill: Bill
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

  /// Whether the case shows a tip screen: it names one or expects one.
  public var showsScreen: Bool { screenName != nil || expectation.screen != nil }
}
