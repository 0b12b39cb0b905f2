import TipEngine
import TipGraphics

/// `tipcalc prompt --screens-html`: every screen of a catalog drawn for three sample bills on
/// one page, so that a catalog's screens can be reviewed side by side.
///
/// The bills, in the page's currency and with no region, are one minor unit below a screen's
/// smart threshold, at it, and at five times it (``sampleBills(for:)``); a screen without a
/// threshold of its own takes the largest of the catalog's (``defaultThreshold``), else 10. A
/// bill that cannot exist is left out with the reason, and the summary counts what was drawn.
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

  /// One of a screen's three sample bills: the subtotal to draw, or, for a bill that cannot
  /// exist, the sentence that says why it is left out.
  struct Sample {
    /// What the bill is, such as `Below the threshold of $10`.
    var caption: String
    /// The subtotal, or `nil` when no such bill exists.
    var subtotal: Money?
    /// Why there is no such bill, when there is none.
    var leftOut: String?
  }

  /// The three sample bills for the screen called `name`: one minor unit below the threshold
  /// (rounded up to the currency's minor unit), at it, and at five times it (one major unit
  /// for a threshold of 0). A bill that cannot exist, below a threshold of 0 or above the
  /// largest amount, is left out with the reason.
  func sampleBills(for name: String) -> [Sample] {
    let threshold = threshold(of: name) ?? defaultThreshold
    let largest = Money(minorUnits: Money.maximumMinorUnits, currency: currency)
    // The threshold in minor units, rounded up; nil beyond what 64 bits hold.
    let at = threshold.significand(atScale: currency.minorUnitDigits, rule: .up)
    func bill(_ units: Int64?) -> Money? {
      guard let units, (0...Money.maximumMinorUnits).contains(units) else { return nil }
      return Money(minorUnits: units, currency: currency)
    }
    let atBill = bill(at)
    let limit = text(ofThreshold: threshold)
    let tooLarge =
      "no such bill: the largest amount in \(currency.code) is \(MoneyText.text(largest))"
    var samples: [Sample] = []
    let below = at.flatMap { $0 > Int64.min ? $0 - 1 : nil }
    if let bill = bill(below) {
      samples.append(Sample(caption: "Below the threshold of \(limit)", subtotal: bill))
    } else {
      let reason =
        (below ?? 0) < 0
        ? "no such bill: a subtotal is never below \(limit)"
        : "no such bill: one minor unit below it is above the largest amount in "
          + "\(currency.code), \(MoneyText.text(largest))"
      samples.append(Sample(caption: "Below the threshold of \(limit)", leftOut: reason))
    }
    if let atBill {
      samples.append(Sample(caption: "At the threshold of \(limit)", subtotal: atBill))
    } else {
      samples.append(Sample(caption: "At the threshold of \(limit)", leftOut: tooLarge))
    }
    if let atBill, atBill.isZero {
      let one = try? Money(rounding: DecimalValue(1), currency: currency, rule: .up)
      samples.append(Sample(caption: "Above the threshold of \(limit)", subtotal: one))
    } else if let atBill, let above = bill(try? atBill.multiplied(by: 5).minorUnits) {
      samples.append(Sample(caption: "Above the threshold: five times \(limit)", subtotal: above))
    } else if let atBill, atBill.minorUnits < largest.minorUnits {
      // Five times the threshold is past the largest amount, which is still above it.
      samples.append(
        Sample(
          caption: "Above the threshold: the largest amount in \(currency.code)", subtotal: largest)
      )
    } else if atBill != nil {
      samples.append(
        Sample(
          caption: "Above the threshold of \(limit)",
          leftOut: "no such bill: the threshold is the largest amount in \(currency.code)"))
    } else {
      samples.append(
        Sample(caption: "Above the threshold: five times \(limit)", leftOut: tooLarge))
    }
    return samples
  }

  /// A threshold as captions write it: rounded up to the currency's minor unit, or exactly as
  /// the catalog gives it when it is beyond the largest amount.
  func text(ofThreshold threshold: DecimalValue) -> String {
    (try? Money(rounding: threshold, currency: currency, rule: .up)).map(MoneyText.text)
      ?? MoneyText.text(threshold, currency: currency)
  }

  /// The page, and how many of the screens' sample bills it draws (the others are left out or
  /// cannot be shown by their screen, and the page says why).
  func rendered() -> (page: String, drawn: Int, samples: Int) {
    var page = HTMLPage(
      title: "Tip screens of the catalog, in \(currency.code)",
      style: ".error{border:2px dashed #111;padding:8px;max-width:360px}")
    page.paragraph(
      "Each screen is drawn for three bills in \(currency.code) with no region: one minor unit "
        + "below its smart threshold, at it, and at five times it (one major unit for a "
        + "threshold of 0, the largest amount where five times it is more); a screen without a threshold takes the catalog's largest "
        + "(\(text(ofThreshold: defaultThreshold))). A bill that cannot exist (below 0, above "
        + "the largest amount) is left out, with the reason. The selected option has a thick "
        + "frame, a striped band and the word Selected.")
    var drawn = 0
    var samples = 0
    for (index, name) in catalog.screens.names.enumerated() {
      page.heading(name)
      if let entry = try? catalog.screens.entry(named: name) {
        page.paragraph(entry.description)
      }
      page.open("div", classes: "row")
      for (number, sample) in sampleBills(for: name).enumerated() {
        samples += 1
        page.open("figure", classes: "screen")
        guard let subtotal = sample.subtotal else {
          page.caption("\(sample.caption): \(sample.leftOut ?? "no such bill").")
          page.close("figure")
          continue
        }
        do {
          var shown = try catalog.screenOptions(for: Bill(subtotal: subtotal), screenNamed: name)
          shown.screenName = shown.screenName ?? name
          let picture = ScreenPicture(shown: shown, people: 1, idPrefix: "s\(index)-\(number)")
          page.drawing(picture.inlineSVG())
          drawn += 1
        } catch {
          page.paragraph(
            "This screen cannot show a bill of \(MoneyText.text(subtotal)): "
              + InputValues.capitalizedSentence(error.description), classes: "error")
        }
        page.caption("\(sample.caption): a subtotal of \(MoneyText.text(subtotal)).")
        page.close("figure")
      }
      page.close("div")
    }
    return (page.rendered(), drawn, samples)
  }
}
