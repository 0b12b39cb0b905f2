import TipArguments
import TipEngine

/// `tipcalc prompt --screens-html`: the page of every screen of the catalog.
extension PromptCommand {
  /// Draws every screen of the catalog for the sample bills of ``ScreensPage`` to `path`, and
  /// says what it drew: how many of the sample bills, when some cannot exist or cannot be
  /// shown by their screen.
  ///
  /// - Throws: a usage error (64) when a bill or an option about one is given too (the page
  ///   draws its own bills), a data
  ///   error (65) for a catalog that does not load, an I/O error (74) when the page cannot be
  ///   written.
  static func writeScreensPage(
    _ arguments: ParsedArguments, to path: String, context: CommandContext
  ) throws(CLIError) {
    if let subtotal = arguments.positional(Key.subtotal) {
      throw .usage(
        "Unexpected argument '\(TerminalText.echoed(subtotal))': "
          + "'\(Key.screensHTML.usageLabel)' draws its own sample bills; leave out the "
          + "subtotal, or leave out '\(Key.screensHTML.usageLabel)' to show this bill's screen.")
    }
    let allowed =
      Set([Key.screensHTML, BillOptions.currency.option, DisplayLocale.option].map(\.name))
      .union(CatalogOptions.options.map(\.name))
    if let extra = spec.options.first(where: { !allowed.contains($0.name) && arguments.isSet($0) })
    {
      throw .usage(
        "'\(extra.usageLabel)' does not apply to '\(Key.screensHTML.usageLabel)', which draws "
          + "every screen for its own sample bills; leave it out, or leave out "
          + "'\(Key.screensHTML.usageLabel)' to show one bill's screen.")
    }
    let catalog = try CatalogOptions(arguments).load(context: context)
    try WrittenFiles.check(
      [("--screens-html page", path)], reads: CatalogOptions(arguments).readFiles,
      context: context)
    let currency = try arguments.value(of: BillOptions.currency) ?? .usd
    let page = ScreensPage(catalog: catalog, currency: currency).rendered()
    let files = FilesBesideReport()
    try files.write(page.page, to: path, for: Key.screensHTML, context: context)
    let count = catalog.screens.names.count
    let screens = "\(count) screen\(count == 1 ? "" : "s")"
    let missing = page.samples - page.drawn
    try files.publish(
      printing: missing == 0
        ? "Drew \(screens), each for 3 bills in \(currency.code), to \(TerminalText.echoed(path))."
        : "Drew \(screens) in \(currency.code), to \(TerminalText.echoed(path)): \(page.drawn) of "
          + "their \(page.samples) sample bills; the page says why "
          + (missing == 1 ? "the other one is" : "the other \(missing) are") + " not drawn.",
      context: context)
  }
}
