import Foundation
import TipArguments
import TipEngine

/// `tipcalc interactive`: the seed tip-calculator app's screen in the terminal.
enum InteractiveSubcommand: TipCommand {
  /// The options, declared once for the spec and for ``run(_:context:)``.
  enum Key {
    /// `--currency <code>`.
    static let currency = CommonOptions.currency(
      help: "The bill's ISO 4217 currency; by default the locale region's, else USD.")
    /// `--region <CC>`.
    static let region = CommonOptions.region(
      help: "Where the bill is paid, such as US or CA-QC: the tip presets are its tip screen's "
        + "(see 'tipcalc prompt'), and the currency its own unless --currency is given.")
  }

  static let spec = CommandSpec(
    name: "interactive",
    abstract: "Run the tip calculator's screen in the terminal.",
    discussion: """
      The result panel (Total p/person, Total bill, Total tip) is redrawn on every key and when \
      the window is resized; a window too small for the screen shows the size it needs. Tab \
      and Shift-Tab move between the bill, the tip and the split. In the bill field, digits, \
      the decimal key and Backspace edit the amount and + - * / = add up; the decimal key is \
      the locale's decimal separator ('.', or ',' for --locale de_DE, where 1,5 is 1.5); '.' \
      or ',' is the decimal key too where it does not group thousands (12.50 is 12.50 for \
      --locale fr_FR). A key the amount cannot take (a third decimal in USD, any in JPY, '.' \
      for --locale de_DE) is refused with the reason shown. While a sum is being typed, the \
      totals are those of what = would give (12.50+8.75 is priced as 21.25). In the tip field, \(InteractiveScreen.presetSentence) and c asks for a \
      custom amount, typed with the same keys (with --region, the presets are the region's tip \
      screen's); in the split field, - and + change the number of people (never below 1). \
      r resets everything; q or Esc quits. Standard input must be a terminal.
      """,
    options: [Key.currency.option, Key.region.option, DisplayLocale.option]
      + CatalogOptions.options)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let currency = try arguments.value(of: Key.currency)
    let catalog = try CatalogOptions(arguments).load(context: context)
    let region = try arguments.value(of: Key.region)
    guard isatty(STDIN_FILENO) != 0 else {
      throw .usage("tipcalc interactive needs a terminal (stdin is not a TTY).")
    }
    let style = MoneyText.style
    let locale: Locale?
    if case .localized(let chosen) = style.notation { locale = chosen } else { locale = nil }
    let status = InteractiveCommand.run(
      locale: locale, currency: currency, catalog: catalog, region: region)
    // Ctrl-C arrives as a key in raw mode; with the terminal restored, the process ends by
    // SIGINT as a program interrupted does (a host running the command keeps running).
    if status == ExitStatus.interrupted.rawValue && context.usesProcessStreams {
      ProcessSignal.raiseWithDefaultAction(SIGINT)
    }
    // The screen reported its own problems; only the status is left to pass on.
    if status != ExitStatus.success.rawValue {
      throw .silent(ExitStatus(rawValue: status) ?? .failure)
    }
  }
}
