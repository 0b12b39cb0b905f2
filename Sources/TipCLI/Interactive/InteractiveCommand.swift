import Foundation
import TipEngine

/// `tipcalc interactive`: the seed tip-calculator app's screen in a terminal.
public enum InteractiveCommand {
  /// The message for standard error when standard input is not a terminal.
  static let notATerminalMessage =
    "Error: tipcalc interactive needs a terminal (stdin is not a TTY).\n"

  /// Runs the interactive screen on the process's terminal until `q`, Escape or Ctrl-C.
  ///
  /// - Parameters:
  ///   - locale: how amounts are written: `nil` for the plain, locale-independent compact text
  ///     (`$100`, `$100.25`); a locale for its conventions (`100,25 €` for `de_DE`). Pass
  ///     `Locale.current` to follow the process locale.
  ///   - currency: the bill's currency; by default the locale region's currency, else USD.
  ///   - catalog: where policies named by a tip choice are found; the built-in catalog by default.
  ///   - region: where the bill is paid: the tip presets are its tip screen's in `catalog`
  ///     (10 %, 15 %, 20 % without a region).
  /// - Returns: the exit status: 0 after `q` or Escape, 130 after Ctrl-C, 64 (`EX_USAGE`) when
  ///   standard input is not a terminal, 1 when the terminal cannot be configured.
  public static func run(
    locale: Locale? = nil, currency: Currency? = nil,
    catalog: PolicyCatalog? = try? PolicyCatalog.builtIn(), region: Region? = nil
  ) -> Int32 {
    run(
      locale: locale, currency: currency, catalog: catalog, input: STDIN_FILENO,
      output: STDOUT_FILENO, errorOutput: STDERR_FILENO, region: region)
  }

  /// ``run(locale:currency:catalog:)`` on the given file descriptors, for tests.
  static func run(
    locale: Locale?, currency: Currency?, catalog: PolicyCatalog?, input: Int32, output: Int32,
    errorOutput: Int32, width: Int? = nil, region: Region? = nil
  ) -> Int32 {
    guard isatty(input) != 0 else {
      InteractiveTerminal.write(errorOutput, notATerminalMessage)
      return 64
    }
    let screen = InteractiveScreen(
      currency: currency ?? region?.currency ?? defaultCurrency(for: locale),
      style: locale.map { CurrencyTextStyle.compact.locale($0) } ?? .compact, catalog: catalog,
      region: region)
    let (final, status, error) = InteractiveTerminal.run(
      screen, input: input, output: output, width: width)
    if let error {
      InteractiveTerminal.write(errorOutput, "Error: \(error).\n")
      return status
    }
    if final.outcome == .quit {
      // Leave the last result on the normal screen.
      let result = final.result
      let summary = [
        "Total p/person \(final.style.format(result.perPerson))",
        "Total bill \(final.style.format(result.totalBill))",
        "Total tip \(final.style.format(result.totalTip))",
      ]
      InteractiveTerminal.write(output, summary.joined(separator: "  ") + "\n")
    }
    return status
  }

  /// The currency of `locale`'s region, or USD.
  static func defaultCurrency(for locale: Locale?) -> Currency {
    guard let region = locale?.region?.identifier else { return .usd }
    return (try? Region(region))?.currency ?? .usd
  }
}
