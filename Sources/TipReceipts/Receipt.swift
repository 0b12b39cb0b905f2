import TipPricing

/// An itemised receipt: who had what, with the receipt's discount, tax and tip, ready to be
/// settled person by person (``settle(with:)``).
///
/// Each item is shared evenly among the people who had it (``Item/people``); the discount, the
/// tax and the tip are spread in proportion to what each person had, by the largest-remainder
/// method in minor units, so that every column of the ``ReceiptSettlement`` sums exactly to the
/// receipt's own total.
///
/// A receipt is read from JSON (`init(json:file:)`) in the format the `tipcalc split --receipt`
/// command reads, or built in code:
///
/// ```swift
/// let receipt = Receipt(
///   currency: .usd,
///   items: [
///     .init("pasta", amount: try Money("20.00", currency: .usd), people: ["Alice"]),
///     .init("bread", amount: try Money("6.00", currency: .usd), people: ["Alice", "Bob"]),
///   ],
///   tax: try Money("2.60", currency: .usd), tip: .percent(18))
/// let settlement = try receipt.settle()
/// ```
public struct Receipt: Sendable, Hashable {
  /// One line of a receipt and the people who shared it.
  public struct Item: Sendable, Hashable {
    /// What was sold, such as `pasta`; errors name the item by it.
    public var name: String
    /// The line's total, in the receipt's currency, zero or more.
    public var amount: Money
    /// Who had it, each once; the amount is split evenly among them. The minor units that even
    /// splits leave over are shared over all the items at once, so that each person's part of
    /// the items is within one minor unit of their exact share.
    public var people: [String]
    /// The item's category, such as `alcohol`, for tip policies that look at categories.
    public var category: String?
    /// The item's tax rate in percent, when the receipt's tax is computed per rate rather than
    /// given as one ``Receipt/tax`` amount. An item without a rate on such a receipt is not
    /// taxed.
    public var taxRate: Percentage?

    /// Creates an item.
    public init(
      _ name: String, amount: Money, people: [String], category: String? = nil,
      taxRate: Percentage? = nil
    ) {
      self.name = name
      self.amount = amount
      self.people = people
      self.category = category
      self.taxRate = taxRate
    }
  }

  /// How the receipt's tip is decided.
  public enum Tip: Sendable, Hashable {
    /// A fixed amount, in the receipt's currency.
    case amount(Money)
    /// A percentage of the receipt's tip base (the items less the discount, before tax),
    /// rounded half-up to the minor unit.
    case percent(Percentage)
    /// The policy of this name in the catalog, quoting the receipt as one ``Bill``.
    case policy(String)
  }

  /// Bounds that keep settling fast on any input.
  public enum Limits {
    /// The most people on one receipt: ``Money/maximumParts``.
    public static let maximumPeople = Money.maximumParts
    /// The largest receipt file, in bytes (1 MiB).
    public static let maximumFileSize = 1 << 20
    /// The deepest nesting of JSON arrays and objects in a receipt file.
    public static let maximumJSONDepth = 16
  }

  /// The currency of every amount on the receipt.
  public var currency: Currency
  /// Where the receipt is paid, if known; a tip policy may depend on it.
  public var region: Region?
  /// Everyone who shares the receipt, in the order of the settlement, or `nil` for the names in
  /// the order the items first mention them. Someone listed here who had no items owes nothing.
  public var people: [String]?
  /// The lines of the receipt.
  public var items: [Item]
  /// An amount taken off the items, spread in proportion to each person's items.
  public var discount: Money?
  /// The receipt's tax as one amount, spread in proportion to each person's discounted
  /// subtotal. Leave it `nil` when the items carry tax rates instead.
  public var tax: Money?
  /// How each rate's tax is rounded when the items carry tax rates: half-up by default; `down`
  /// for receipts (such as Japan's) that truncate the tax of each rate.
  public var taxRounding: RoundingRule
  /// The tip, if any.
  public var tip: Tip?
  /// How everyone pays who is not in ``payments``: the receipt's `"payment"`; `nil` when not
  /// said. A cash payer's total is rounded where the region rounds cash
  /// (``ReceiptSettlement/Share/pays``).
  public var payment: Payment?
  /// How each person pays, by name, when they are given as `{"name": "Ana", "payment": "cash"}`;
  /// the others pay by ``payment``.
  public var payments: [String: Payment] = [:]

  /// Creates a receipt; ``settle(with:)`` checks it (``validate()``).
  public init(
    currency: Currency, region: Region? = nil, people: [String]? = nil, items: [Item],
    discount: Money? = nil, tax: Money? = nil, taxRounding: RoundingRule = .halfUp,
    tip: Tip? = nil
  ) {
    self.currency = currency
    self.region = region
    self.people = people
    self.items = items
    self.discount = discount
    self.tax = tax
    self.taxRounding = taxRounding
    self.tip = tip
  }

  /// Everyone in the order of the settlement: ``people`` when given, otherwise each name the
  /// first time an item mentions it.
  public var everyone: [String] {
    if let people { return people }
    var seen: Set<String> = []
    var names: [String] = []
    for item in items {
      for name in item.people where seen.insert(name).inserted { names.append(name) }
    }
    return names
  }

  /// How the person called `name` pays: their own payment, else the receipt's ``payment``.
  public func payment(of name: String) -> Payment? {
    payments[name] ?? payment
  }

  /// Whether the receipt's tax is computed per item rate rather than given as one amount.
  public var taxesByRate: Bool {
    items.contains { $0.taxRate != nil }
  }
}
