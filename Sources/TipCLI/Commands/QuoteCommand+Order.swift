import TipArguments
import TipEngine

extension QuoteCommand {
  /// The order options of a quote: `--discount`, `--party`, `--channel`, `--at`, `--payment`.
  struct Order {
    /// The discount, in the bill's currency.
    var discount: Money?
    /// The guests.
    var party: Int?
    /// How the order was served.
    var channel: Channel?
    /// The local date and time.
    var localTime: LocalDateTime?
    /// How the bill is paid.
    var payment: Payment?

    /// Reads the options that are given; `currency` is the bill's.
    init(_ arguments: ParsedArguments, currency: Currency) throws(CLIError) {
      if let text = arguments.value(of: Key.discount) {
        discount = try InputValues.money(text, for: Key.discount.usageLabel, currency: currency)
      }
      if let text = arguments.value(of: Key.party) {
        party = try InputValues.party(text, for: Key.party.usageLabel)
      }
      if let text = arguments.value(of: Key.channel) {
        channel = try InputValues.channel(text, for: Key.channel.usageLabel)
      }
      if let text = arguments.value(of: Key.at) {
        localTime = try InputValues.localTime(text, for: Key.at.usageLabel)
      }
      if let text = arguments.value(of: Key.payment) {
        payment = try InputValues.payment(text, for: Key.payment.usageLabel)
      }
    }

    /// Whether any order option is given: then the output shows the order's lines and keys.
    var isGiven: Bool {
      discount != nil || party != nil || channel != nil || localTime != nil || payment != nil
    }

    /// Sets the bill's order fields (the party is set where the bill is made).
    func apply(to bill: inout Bill) {
      bill.discount = discount
      bill.channel = channel
      bill.localTime = localTime
      bill.payment = payment
    }
  }
}
