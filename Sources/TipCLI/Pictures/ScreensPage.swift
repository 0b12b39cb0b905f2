import TipEngine
import TipGraphics

/// `tipcalc prompt --screens-html`: every screen of a catalog drawn for three sample bills on
/// one page, so that a catalog's screens can be reviewed side by side.
///
/// The bills, in the page's currency and with no region, are one minor unit below a screen's
/// smart threshold, at it, and at five times it (``sampleBills(for:)``); a screen without a
/// threshold of its own takes the largest of the catalog's (``defaultThreshold``), else 10.
struct ScreensPage {
  /// The catalog whose screens are drawn.
  var catalog: PolicyCatalog
  /// The currency of the sample bills.
  var currency: Currency

  /// The threshold used when a screen has none: the largest smart threshold of the catalog's
  /// screens, so that plain screens are shown on the same bills as smart ones, else 10.
  var defaultThreshold: DecimalValue {
    let thresholds = catalog.screens.names.compactMap { name in
      (try? catalog.screens.entry(named: name))?.screen?.smart?.threshold
    }
    return thresholds.max() ?? DecimalValue(10)
  }

  /// The smart threshold of the screen called `name`; for rules, the first of the screens they
  /// name that has one.
  func threshold(of name: String) -> DecimalValue? {
    guard let entry = try? catalog.screens.entry(named: name) else { return nil }
    switch entry.definition {
    case .screen(let screen):
      return screen.smart?.threshold
    case .rules(let rules, let otherwise):
      for named in rules.map(\.screen) + [otherwise] where named != name {
        if let threshold = threshold(of: named) { return threshold }
      }
      return nil
    }
  }

  /// The three sample bills for the screen called `name`, each with what it shows: below, at
  /// and above the threshold (rounded up to the currency's minor unit).
  func sampleBills(for name: String) -> [(caption: String, subtotal: Money)] {
    let threshold = threshold(of: name) ?? defaultThreshold
    let at =
      (try? Money(rounding: threshold, currency: currency, rule: .up)) ?? .zero(currency)
    let below = Money(minorUnits: max(at.minorUnits - 1, 0), currency: currency)
    let above = (try? at.multiplied(by: 5)) ?? at
    let limit = MoneyText.text(at)
    return [
      ("Below the threshold of \(limit)", below), ("At the threshold of \(limit)", at),
      ("Above the threshold: five times \(limit)", above),
    ]
  }

  /// The page.
  func rendered() -> String {
    var page = HTMLPage(
      title: "Tip screens of the catalog, in \(currency.code)",
      style: ".error{border:2px dashed #111;padding:8px;max-width:360px}")
    page.paragraph(
      "Each screen is drawn for three bills in \(currency.code) with no region: one minor unit "
        + "below its smart threshold, at it, and at five times it; a screen without a threshold "
        + "takes the catalog's largest (\(MoneyText.text((try? Money(rounding: defaultThreshold, currency: currency, rule: .up)) ?? .zero(currency))))."
        + " The selected option has a thick frame, a striped band and the word Selected.")
    for (index, name) in catalog.screens.names.enumerated() {
      page.heading(name)
      if let entry = try? catalog.screens.entry(named: name) {
        page.paragraph(entry.description)
      }
      page.open("div", classes: "row")
      for (number, sample) in sampleBills(for: name).enumerated() {
        page.open("figure", classes: "screen")
        let bill = Bill(subtotal: sample.subtotal)
        do {
          var shown = try catalog.screenOptions(for: bill, screenNamed: name)
          shown.screenName = shown.screenName ?? name
          let picture = ScreenPicture(shown: shown, people: 1, idPrefix: "s\(index)-\(number)")
          page.drawing(picture.inlineSVG())
        } catch {
          page.paragraph(
            "This screen cannot show a bill of \(MoneyText.text(sample.subtotal)): "
              + InputValues.capitalizedSentence(error.description), classes: "error")
        }
        page.caption("\(sample.caption): a subtotal of \(MoneyText.text(sample.subtotal)).")
        page.close("figure")
      }
      page.close("div")
    }
    return page.rendered()
  }
}
