import Foundation
import TipEngine

/// `tipcalc interactive`: the seed tip-calculator app's screen in the terminal.
enum InteractiveSubcommand: TipCommand {
  /// The options, declared once for the spec and for ``run(_:context:)``.
  enum Key {
    /// `--currency <code>`.
    static let currency = CommandSpec.Option.value(
      "currency", valueName: "code",
      help: "The bill's ISO 4217 currency; by default the locale region's, else USD.")
  }

  static let spec = CommandSpec(
    name: "interactive",
    abstract: "Run the tip calculator's screen in the terminal.",
    discussion: """
      The result panel (Total p/person, Total bill, Total tip) is redrawn on every key. Tab and \
      Shift-Tab move between the bill, the tip and the split. In the bill field, digits, '.' \
      and Backspace edit the amount; in the tip field, 1, 2 and 3 pick 10 %, 15 % and 20 % and \
      c asks for a custom amount; in the split field, - and + change the number of people \
      (never below 1). r resets everything; q or Esc quits. Standard input must be a terminal.
      """,
    options: [Key.currency, DisplayLocale.option] + CatalogOptions.options)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    var currency: Currency?
    if let code = arguments.value(of: Key.currency) {
      currency = try InputValues.currency(code, for: Key.currency.usageLabel)
    }
    let catalog = try CatalogOptions.load(arguments, context: context)
    guard isatty(STDIN_FILENO) != 0 else {
      throw .usage("tipcalc interactive needs a terminal (stdin is not a TTY).")
    }
    let style = MoneyText.style
    let locale: Locale?
    if case .localized(let chosen) = style.notation { locale = chosen } else { locale = nil }
    let status = InteractiveCommand.run(locale: locale, currency: currency, catalog: catalog)
    // The screen reported its own problems; only the status is left to pass on.
    if status != ExitStatus.success.rawValue {
      throw .silent(ExitStatus(rawValue: status) ?? .failure)
    }
  }
}
