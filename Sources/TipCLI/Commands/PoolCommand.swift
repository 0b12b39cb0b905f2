import Foundation
import TipArguments
import TipEngine

/// `tipcalc pool`: a shift's tips shared among its staff by a catalog pool's rules and the
/// region's law, to the cent.
enum PoolCommand: TipCommand {
  /// The argument and options, declared once for the spec and for ``run(_:context:)``.
  enum Key {
    /// `<shift.json>`.
    static let shift = CommandSpec.Argument(
      name: "shift.json", help: "The shift: currency, region, tips, sales and staff (JSON).")
    /// `--pool <name>`.
    static let pool = CommandSpec.Option.value(
      "pool", valueName: "name",
      help: "The catalog pool to share by; needed when the catalog has more than one that fits.")
  }

  static let spec = CommandSpec(
    name: "pool",
    abstract: "Share a shift's tips among its staff by a pool's rules, to the cent.",
    discussion: """
      Pools come from the "pools" section of a catalog (--config). Without --pool, the \
      catalog's only pool is used, or its only pool for the shift's country.

      The shift's tip totals and service charges count as tips of the people in the first \
      tip-out's roles, by hours. The pool's card fee comes off card tips only, never more than \
      the shift's "cardFees". Each tip-out then takes its share of tips or sales from its \
      contributors, in order, and pays its recipients equally, by hours, by points, by percent \
      per role, or by percent and then hours; every payout is exact (largest remainder, ties \
      to the person listed first). In the US a manager or supervisor among the recipients is \
      refused (FLSA section 3(m)(2)(B), 2018 amendment); in the UK everything is paid out and \
      the pool's written allocation policy is shown (Employment (Allocation of Tips) Act 2023).

      The table has a row per person (tips, card fee, contributed, received, net) and a totals \
      row. With --json: {"currency", "pool", "fees", "name", "tips", "people": [{"name", \
      "role", "hours", "tips", "fee", "contributed", "received", "net"}]}, amounts as strings \
      in the currency's digits: "pool" is the amount shared through the tip-outs, "fee" the \
      card fee kept from a person's tips, "net" what each person takes home (tips − fee − \
      contributed + received); "allocationPolicy" is added when the pool has one. A shift or a rule \
      that cannot be used, or that the law forbids, or a catalog without pools, exits with 65; \
      a shift that cannot be read with 66.
      """,
    arguments: [Key.shift],
    options: [Key.pool] + CatalogOptions.options + [CommonOptions.json])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let path = arguments.positional(Key.shift) ?? ""
    try InputFile.requireName(path, for: Key.shift.usageLabel)
    let catalogOptions = CatalogOptions(arguments)
    try catalogOptions.requireNames()
    let (shift, bytes, shown) = try InputFile.document(
      path, noun: "shift", limit: Shift.Limits.maximumFileSize, context: context
    ) { bytes, shown throws(PoolError) in try Shift(json: bytes, file: shown) }
    let catalog = try catalogOptions.load(context: context)
    let pool = try choose(arguments.value(of: Key.pool), in: catalog, for: shift)
    let payout: PoolPayout
    do {
      payout = try pool.share(shift)
    } catch {
      let located = error.located(inJSON: bytes, file: shown)
      throw CLIError.dataError(InputValues.sentence(located.description))
    }
    context.print(arguments.isSet(CommonOptions.json) ? json(payout).text : table(payout))
  }

  /// The pool called `name`, or the only one that fits the shift.
  static func choose(_ name: String?, in catalog: PolicyCatalog, for shift: Shift)
    throws(CLIError) -> TipPool
  {
    let names = catalog.pools.map(\.name)
    if let name {
      do {
        return try catalog.pool(named: name)
      } catch {
        var message = "Unknown pool '\(TerminalText.echoed(name))'."
        if let near = suggestion(for: name, among: names) { message += " Did you mean '\(near)'?" }
        message +=
          names.isEmpty
          ? " The catalog defines no pools; add '--config <file>' with a \"pools\" section."
          : " Known pools: \(names.joined(separator: ", "))."
        throw CLIError.dataError(message)
      }
    }
    // A catalog that lacks what the command needs is bad data, as a pool the period names
    // that the catalog lacks is.
    guard !names.isEmpty else {
      throw CLIError.dataError(
        "The catalog defines no pools; add '--config <file>' with a \"pools\" section.")
    }
    if catalog.pools.count == 1, let only = catalog.pools.first { return only }
    let country = shift.region?.country
    let fitting = catalog.pools.filter { $0.region?.country == country && country != nil }
    if fitting.count == 1, let only = fitting.first { return only }
    throw CLIError.usage(
      "Missing '\(Key.pool.usageLabel)': the catalog has \(names.count) pools "
        + "(\(names.joined(separator: ", "))); choose one.")
  }
}
