import TipArguments
import TipEngine

/// The bill of `quote` and `prompt`, declared once for both so that they read and fail the same
/// way: `<subtotal>`, `--tax`, `--currency`, and the order options `--discount`, `--party`,
/// `--channel`, `--at` and `--payment`, read into an ``Order``.
enum BillOptions {
  /// `<subtotal>`.
  static let subtotal = CommandSpec.Argument(
    name: "subtotal",
    help: "The bill before tax and tip, such as 84.50.")
  /// `--tax <amount>`.
  static let tax = CommandSpec.Option.value(
    "tax", valueName: "amount",
    help: "Tax on the bill; it is added to the total, and tipped on only by policies that "
      + "say so.")
  /// `--currency <code>`.
  static let currency = CommonOptions.currency(help: "The bill's ISO 4217 currency, such as EUR.")
  /// `--discount <amount>`.
  static let discount = CommandSpec.Option.value(
    "discount", valueName: "amount",
    help: "An amount taken off the subtotal before tax, such as a coupon.")
  /// `--party <n>`.
  static let party = CommonOptions.value(
    "party", "n",
    help: "How many guests the bill is for, for the catalog's rules and service charges (such "
      + "as a gratuity for parties of 6 or more); it does not split the bill.",
    InputValues.party)
  /// `--channel <name>`.
  static let channel = CommonOptions.value(
    "channel", "name", help: "How the order was served: dine-in, takeout or delivery.",
    InputValues.channel)
  /// `--at <YYYY-MM-DDTHH:MM>`.
  static let at = CommonOptions.value(
    "at", "YYYY-MM-DDTHH:MM",
    help: "When the bill is paid, for rules on days, hours and dates: the local date and time, "
      + "such as 2026-12-24T18:30 (optionally with seconds); an instant with Z or a UTC offset, "
      + "such as 2026-11-28T06:15Z or 2026-11-28T01:15:00-05:00, read in the bill's time zone; "
      + "or now.", InputValues.orderTime)
  /// `--time-zone <name>`.
  static let timeZone = CommandSpec.Option.value(
    "time-zone", valueName: "name",
    help: "The IANA time zone of the bill, such as America/New_York or UTC (not an abbreviation "
      + "such as EST), for an --at instant or now; without it, the zone of the bill's region, the most "
      + "specific first: a subdivision's entry in the catalog's \"timeZones\" or its own zone, "
      + "then its country's.")
  /// `--payment <cash|card>`: one payment for the whole bill, or one per share
  /// (`cash,card,card`).
  static let payment = CommonOptions.value(
    "payment", "cash|card",
    help: "How the bill is paid, or how each share is, in order (such as cash,card,card for "
      + "--split 3); each cash share is rounded where the region rounds cash (such as CH to "
      + "0.05), a card payment never is.", InputValues.payments)

  /// The order options of a bill, read from the command line.
  struct Order {
    /// The discount, in the bill's currency.
    var discount: Money?
    /// The guests.
    var party: Int?
    /// How the order was served.
    var channel: Channel?
    /// When the bill is paid, as given.
    var time: OrderTime?
    /// How the bill is paid, or how each share is: the payments as given.
    var payments: [Payment]?

    /// The payment every share is paid by, `nil` when there is none or the shares are paid
    /// differently: the bill's payment, for the catalog's rules and charges.
    var payment: Payment? {
      guard let first = payments?.first, payments?.allSatisfy({ $0 == first }) == true else {
        return nil
      }
      return first
    }

    /// The tender of each share when the payments were given one per share (more than one);
    /// `nil` for one payment for all, as the bill's own.
    var tenders: [Payment]? {
      guard let payments, payments.count > 1 else { return nil }
      return payments
    }

    /// Reads the options that are given, in the order of the help; `currency` is the bill's.
    init(_ arguments: ParsedArguments, currency: Currency) throws(CLIError) {
      discount = try arguments.money(of: BillOptions.discount, in: currency)
      party = try arguments.value(of: BillOptions.party)
      channel = try arguments.value(of: BillOptions.channel)
      time = try arguments.value(of: BillOptions.at)
      payments = try arguments.value(of: BillOptions.payment)
    }

    /// The bill of `subtotal` and `tax` in `region` with this order (its guests are the
    /// party, never the people who pay) at `localTime`, the order's time as resolved by
    /// ``localTime(in:timeZone:region:tz:)``.
    func bill(
      subtotal: Money, tax: Money?, region: Region?, localTime: ResolvedLocalTime?
    ) -> Bill {
      var bill = Bill(subtotal: subtotal, tax: tax, partySize: party, region: region)
      bill.discount = discount
      bill.channel = channel
      bill.localTime = localTime?.localTime
      bill.payment = payment
      return bill
    }

    /// Checks that the tenders, when given one per share, are as many as the shares: a usage
    /// error (64) naming both counts and the option that set the shares.
    func checkTenders(shares: Int, sharesOption: String) throws(CLIError) {
      guard let tenders, tenders.count != shares else { return }
      throw CLIError.usage(
        "'\(BillOptions.payment.option.usageLabel)' lists \(tenders.count) payments, but the "
          + "bill is split into \(shares) \(shares == 1 ? "share" : "shares") "
          + "(\(sharesOption)); give one payment per share, in order, or one for all.")
    }
  }
}
