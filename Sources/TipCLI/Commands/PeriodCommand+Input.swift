import Foundation
import TipArguments
import TipBatch
import TipEngine

extension PeriodCommand {
  /// What `period` and `allocate` read before they compute: the period with its shift files,
  /// the pool, and the payroll.
  struct Input {
    var period: PayPeriod
    var payroll: PeriodPayroll
    /// The files read: the period, its shift files (resolved) and the `--config` catalogs.
    var files: [WrittenFiles.Role]
  }

  /// Reads `<period.json>` and its shift files, loads the catalog, chooses the pool (`--pool`,
  /// else the period's `pool`, else the catalog's only fitting one) and makes the payroll.
  ///
  /// - Throws: 64 for an empty path, 66 for a period or shift file that cannot be read, 65 for
  ///   one that is not a valid period or shift, or a payroll the law refuses.
  static func input(_ arguments: ParsedArguments, poolName: String?, context: CommandContext)
    throws(CLIError) -> Input
  {
    let path = arguments.positional(Key.period) ?? ""
    try InputFile.requireName(path, for: Key.period.usageLabel)
    let catalogOptions = CatalogOptions(arguments)
    try catalogOptions.requireNames()
    let shown = TerminalText.path(path)
    let bytes = try InputFile.read(
      path, shown: shown, noun: "pay period", limit: PayPeriod.Limits.maximumFileSize,
      context: context)
    let resolved = context.resolve(path)
    let directory = resolved.lastIndex(of: "/").map { String(resolved[...$0]) } ?? ""
    let period: PayPeriod
    var files: [WrittenFiles.Role] = [("pay period", path)] + catalogOptions.readFiles
    do {
      period = try PayPeriod(json: bytes, file: shown) { name in
        let shiftPath = name.hasPrefix("/") ? name : directory + name
        files.append(("shift file", shiftPath))
        return shiftFile(shiftPath)
      }
    } catch {
      throw cliError(error)
    }
    let catalog = try catalogOptions.load(context: context)
    let first = period.shifts.first?.shift ?? Shift(currency: period.currency, staff: [])
    // The period's own pool is an error located in the period file; --pool is the user's.
    var named: TipPool?
    if poolName == nil {
      do {
        named = try period.pool(in: catalog)
      } catch {
        throw cliError(error)
      }
    }
    let pool: TipPool
    if let named {
      pool = named
    } else {
      pool = try PoolCommand.choose(poolName, in: catalog, for: first)
    }
    do {
      return Input(period: period, payroll: try period.payroll(by: pool), files: files)
    } catch {
      throw cliError(error)
    }
  }

  /// A payroll error as the CLI reports it: 66 for a shift file that cannot be read, else 65.
  static func cliError(_ error: PayrollError) -> CLIError {
    let message = InputValues.sentence(error.description)
    return error.kind == .unreadableShift ? .noInput(message) : .dataError(message)
  }

  /// The contents of the shift file at `path`, with what identifies it on disk so that one
  /// file under two names is known as one, or why it cannot be read.
  private static func shiftFile(_ path: String) -> ShiftFileContents {
    do {
      // One byte past the limit lets the shift reader say the file is too large.
      let (bytes, identity) = try InputFile.contents(
        of: path, noun: "shift", limit: Shift.Limits.maximumFileSize)
      return .bytes(bytes, identity: identity?.text)
    } catch {
      switch error {
      case .missing: return .unreadable(reason: "no such file")
      case .other(let reason): return .unreadable(reason: reason)
      }
    }
  }
}
