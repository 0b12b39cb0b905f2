import TipArguments
import TipBatch
import TipEngine

/// `tipcalc period`: a pay period's shifts shared by a pool and summed per person and workweek,
/// with the US tip credit and its top-ups, as a table, JSON or a payroll CSV.
enum PeriodCommand: TipCommand {
  /// The argument and options, declared once for the spec and for ``run(_:context:)``.
  enum Key {
    /// `<period.json>`.
    static let period = CommandSpec.Argument(
      name: "period.json",
      help: "The pay period: its dates, workweek, tip credit and shifts (JSON).")
    /// `--pool <name>`.
    static let pool = CommandSpec.Option.value(
      "pool", valueName: "name",
      help: "The catalog pool to share each shift by; the period's \"pool\" by default.")
    /// `--csv <file>`.
    static let csv = CommonOptions.file(
      "csv",
      help: "Also write a payroll CSV, one row per person and workweek, to this file; - is a "
        + "file of that name, not standard output.")
  }

  static let spec = CommandSpec(
    name: "period",
    abstract: "Sum a pay period's shared tips per person and workweek, with the US tip credit.",
    discussion: """
      Each shift of the period (a shift file, or a shift written in the period) is shared by \
      the pool, as 'tipcalc pool' shares it; then each person's hours, card and cash tips, card \
      fees, contributions, receipts and net are summed per workweek and for the period. The \
      nets and the card fees add up to the tips, to the cent.

      With "tipCredit": true (US), each person's cash wage, tip credit and top-up are computed \
      per workweek, each role's hours at that role's cash wage: the credit is the minimum wage \
      times the hours less the cash wage, never more than the tips kept; the top-up is what \
      the employer owes when cash wage and tips kept fall short of the minimum wage (FLSA \
      section 3(m)(2)(A) and 29 CFR 531.59), each rounded half-up to the cent per workweek. \
      Hours in a role that is not tipped carry no credit, even with a cash wage by name (29 CFR \
      531.56(e)): they are paid at least the minimum wage in cash. A shift in a state that \
      forbids a tip credit refuses it, even in a US period. A \
      workweek cut by the period's first or last day counts the days inside only and is marked \
      partial (*); one over 40 hours is flagged (!), overtime being out of scope.

      With --json: {"currency", "from", "until", "pool", "people": [{"name", "role", "weeks": \
      [{"week", "partial", "hours", "tips", "fees", "net", "cashWage", "tipCredit", "topUp"}], \
      "hours", "tips", "net", "topUp"}], "totals": {…}}, amounts as strings. --csv writes \
      name,role,week,hours,cash_tips,card_tips,card_fees,tips_net,cash_wage,tip_credit,top_up \
      (week: the ISO date of the workweek's first day; a name or role that starts with =, +, \
      -, @, a tab or a carriage return gets a leading ' so that a spreadsheet shows it as text \
      instead of running it), or nothing if any part fails. A period \
      or shift that cannot be used (one in another country than the period, more than 24 hours \
      for one person on one date, a shift file twice for one date under any name, an empty \
      shift file), a "minimumWage" or "cashWages" without a tip credit, a tip credit the law \
      refuses, or a total past the largest amount, exits with 65; a file \
      that cannot be read with 66; a CSV or a report that cannot be written with 74 (the CSV \
      is put in place only once the report is written).
      """,
    arguments: [Key.period],
    options: [Key.pool, Key.csv] + CatalogOptions.options + [CommonOptions.json])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let csvPath = arguments.value(of: Key.csv)
    if let csvPath { try InputFile.requireName(csvPath, for: Key.csv.usageLabel) }
    let input = try input(arguments, poolName: arguments.value(of: Key.pool), context: context)
    try WrittenFiles.check([("--csv payroll", csvPath)], reads: input.files, context: context)
    // The CSV is put in place only once the report is written: a run that fails leaves an
    // existing file as it was.
    let files = FilesBesideReport()
    if let csvPath {
      try files.write(csv(input.payroll), to: csvPath, for: Key.csv, context: context)
    }
    try files.publish(
      printing: arguments.isSet(CommonOptions.json)
        ? json(input.payroll).text : table(input.payroll),
      context: context)
  }
}
