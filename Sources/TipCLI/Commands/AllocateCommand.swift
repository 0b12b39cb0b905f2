import TipArguments
import TipEngine

/// `tipcalc allocate`: the IRS Form 8027 tip allocation of a pay period, by the instructions'
/// line 7 steps, to the cent.
enum AllocateCommand: TipCommand {
  /// The options of this command; the period and the catalog are read as `period` reads them.
  enum Key {
    /// `--method gross-receipts|hours`.
    static let method = CommonOptions.value(
      "method", "gross-receipts|hours",
      help: "Share the directly tipped employees' part by gross receipts (the default) or by "
        + "hours worked in directly tipped roles.",
      readMethod)
    /// `--rate <percent>`.
    static let rate = CommonOptions.value(
      "rate", "percent",
      help: "The allocation rate: 8 (the default), or the lower rate the IRS granted (2 to 8).",
      readRate)
  }

  static let spec = CommandSpec(
    name: "allocate",
    abstract: "Allocate tips by IRS Form 8027 when reported tips fall below 8% of receipts.",
    discussion: """
      The period's gross receipts are its "grossReceipts", or the sum of its shifts' sales, less \
      its "nonallocableReceipts". Each shift is shared by the pool as 'tipcalc period' does; \
      the tips a person kept are the tips they reported. People in the period's \
      "directlyTipped" roles are tipped by customers, those in its "indirectlyTipped" roles by \
      other staff; a role in both lists, and someone who reported tips in roles in neither, are \
      refused (exit 65), since all reported tips count. Form 8027 is a US form: a period outside \
      the US, or without a region not in USD, is refused too.

      When reported tips fall below the rate of gross receipts, the difference is allocated by \
      the steps of the Form 8027 instructions, line 7: (1) gross receipts times the rate; (2) \
      less the indirectly tipped employees' tips, the directly tipped employees' share; (3) each \
      one's part of it by their gross receipts (or, with --method hours, by their hours in \
      directly tipped roles only, an hour as a busser not counting; allowed only under 200 \
      employee hours a business day on average, all employees' hours, business days being the \
      shifts' dates); (4) less what they reported, a shortfall; (5) the amount to allocate shared in \
      proportion to the shortfalls, exact to the cent (largest remainder, ties to the person \
      listed first).

      With --json: {"grossReceipts", "rate", "method", "reported", "allocable", "people": \
      [{"name", "receipts" or "hours", "share", "reported", "shortfall", "allocated"}]}, \
      amounts as strings. A method or rate not written as shown exits with 64; a rate outside \
      2 to 8, the hours method for a larger establishment, or a period that cannot be used \
      with 65; a file that cannot be read with 66.
      """,
    arguments: [PeriodCommand.Key.period],
    options: [PeriodCommand.Key.pool, Key.method.option, Key.rate.option]
      + CatalogOptions.options + [CommonOptions.json])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let method = try arguments.value(of: Key.method) ?? .grossReceipts
    let rate = try arguments.value(of: Key.rate) ?? TipAllocation.standardRate
    let input = try PeriodCommand.input(
      arguments, poolName: arguments.value(of: PeriodCommand.Key.pool), context: context)
    let allocation: TipAllocation
    do {
      allocation = try input.period.allocation(of: input.payroll, method: method, rate: rate)
    } catch {
      throw PeriodCommand.cliError(error)
    }
    context.print(
      arguments.isSet(CommonOptions.json) ? json(allocation).text : table(allocation))
  }

  /// `--method`: one of the methods, by name (64 for another word).
  @Sendable static func readMethod(_ text: String, label: String) throws(CLIError)
    -> TipAllocation.Method
  {
    guard let method = TipAllocation.Method(rawValue: text) else {
      throw InputValues.invalid(
        text, for: label, "expected gross-receipts or hours", status: .usage)
    }
    return method
  }

  /// `--rate`: a number (64 otherwise) from 2 to 8 with at most two fraction digits (65
  /// otherwise).
  @Sendable static func readRate(_ text: String, label: String) throws(CLIError) -> DecimalValue {
    guard let rate = try? DecimalValue(text) else {
      throw InputValues.invalid(text, for: label, "expected a percentage such as 8", status: .usage)
    }
    guard !(rate < TipAllocation.lowestRate), !(TipAllocation.standardRate < rate),
      rate.significand(atScale: 2, rule: .down) == rate.significand(atScale: 2, rule: .up)
    else {
      throw InputValues.invalid(
        text, for: label,
        "the rate is 8, or a lower rate the IRS granted, not below 2 (Form 8027 instructions, "
          + "line 7), with at most two fraction digits", status: .dataError)
    }
    return rate
  }
}
