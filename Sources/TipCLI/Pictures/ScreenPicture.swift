import TipEngine
import TipGraphics

/// A tip screen drawn as a payment terminal shows it: the amount due, the suggestion buttons
/// (label, tip, total and, when split, each person's share), the default marked by a thick
/// frame, a striped band and the word "Selected", and the no-tip and custom buttons when the
/// screen has them. Amounts are ``MoneyText``'s, in the run's locale.
///
/// The frame is a terminal's (at least 400 pixels wide) and grows to hold its longest line,
/// measured by ``TextMeasure``; every amount is a `<text>` element.
struct ScreenPicture {
  /// What the screen shows.
  var shown: ScreenOptions
  /// How many people share each total.
  var people: Int
  /// A prefix for the drawing's ids, unique within a page.
  var idPrefix = "screen"

  static let padding = 24
  static let gap = 12
  static let minimumWidth = 400
  static let minimumButtonWidth = 150
  /// The sizes of the fonts: the amount due, a button's label, its lines, notes.
  static let (dueSize, labelSize, lineSize, noteSize) = (36, 24, 15, 13)

  /// The stylesheet of a screen after ``SVGCanvas/baseStyle``.
  static let style =
    SVGCanvas.baseStyle
    + ".button{fill:#fff;stroke:#111;stroke-width:1.5}.selected{stroke-width:4}"
    + ".band{stroke:none}.rule{stroke:#888;stroke-width:1}"

  /// One button's lines: its label (large), then its smaller lines.
  struct Button {
    var label: String
    var lines: [String]
    var isSelected: Bool
    var name: String
  }

  /// An amount for a line of text: the run's text, isolated when it runs right to left.
  static func amount(_ money: Money) -> String {
    TextMeasure.isolated(MoneyText.text(money))
  }

  /// The suggestion buttons, in order.
  var suggestions: [Button] {
    shown.options.enumerated().map { index, option in
      // An amount's label is shown as money, as the terminal's button shows it.
      let label = option.kind == "amount" ? MoneyText.text(option.tip) : option.label
      var lines = ["Tip \(Self.amount(option.tip))", "Total \(Self.amount(option.total))"]
      if people > 1 { lines.append("Each \(Self.amount(option.perPerson))") }
      return Button(
        label: label, lines: lines, isSelected: shown.defaultIndex == index,
        name: "Option \(index + 1)")
    }
  }

  /// The no-tip and custom buttons the screen has.
  var extras: [Button] {
    var buttons: [Button] = []
    if shown.offersNoTip {
      var lines = ["Total \(Self.amount(shown.totalWithoutTip))"]
      if people > 1 {
        let each = (try? Shares(splitting: shown.totalWithoutTip, into: people))?.first
        if let each { lines.append("Each \(Self.amount(each))") }
      }
      buttons.append(
        Button(
          label: "No tip", lines: lines, isSelected: shown.defaultSelection == .noTip,
          name: "No tip"))
    }
    if let custom = shown.custom {
      let limits: String
      switch (custom.minimum.isZero, custom.maximum) {
      case (true, nil): limits = "Any amount"
      case (true, let maximum?): limits = "Up to \(Self.amount(maximum))"
      case (false, nil): limits = "At least \(Self.amount(custom.minimum))"
      case (false, let maximum?):
        limits = "\(Self.amount(custom.minimum)) to \(Self.amount(maximum))"
      }
      buttons.append(Button(label: "Custom", lines: [limits], isSelected: false, name: "Custom"))
    }
    return buttons
  }

  /// The lines above the buttons after the amount due: the split, the service charges and the
  /// base of the percentages.
  var headerLines: [String] {
    var lines: [String] = []
    if people > 1 { lines.append("Split \(people) ways") }
    for charge in shown.serviceCharges {
      lines.append("Includes \(charge.name) \(Self.amount(charge.amount))")
    }
    var base = "Suggestions on \(Self.amount(shown.base)) (\(shown.baseKind.phrase)"
    if shown.isBelowThreshold { base += ", below the threshold" }
    lines.append(base + ")")
    return lines
  }

  /// The lines under the buttons: the screen's name, and what is selected when nothing is.
  var footerLines: [String] {
    var lines = ["Screen: \(shown.screenName ?? "(unnamed)")"]
    if shown.defaultSelection == .none { lines.append("Nothing is selected: the guest chooses.") }
    return lines
  }

  /// The width a button needs for its text.
  static func width(of button: Button) -> Int {
    var lines = button.lines
    if button.isSelected { lines.append("✓ Selected") }
    let text = max(
      TextMeasure.width(button.label, fontSize: labelSize),
      TextMeasure.widest(lines, fontSize: lineSize))
    return max(minimumButtonWidth, text + 2 * 16)
  }

  /// The height of a row of buttons with at most `lines` small lines each.
  static func height(lines: Int) -> Int {
    16 + labelSize + 10 + lines * (lineSize + 6) + lineSize + 6 + 10
  }

  /// The drawing.
  func canvas() -> SVGCanvas {
    let p = ScreenPicture.self
    let buttons = suggestions
    let extras = self.extras
    let columns = buttons.count == 4 ? 2 : max(buttons.count, 1)
    let due = MoneyText.text(shown.totalWithoutTip)
    let header = ["Amount due"] + headerLines + footerLines
    var inner = max(
      p.minimumWidth - 2 * p.padding, TextMeasure.width(due, fontSize: p.dueSize),
      TextMeasure.widest(header, fontSize: p.lineSize))
    let widest = buttons.map(p.width(of:)).max() ?? p.minimumButtonWidth
    inner = max(inner, columns * widest + (columns - 1) * p.gap)
    let widestExtra = extras.map(p.width(of:)).max() ?? 0
    inner = max(inner, extras.count * widestExtra + max(extras.count - 1, 0) * p.gap)
    let buttonLines = buttons.map(\.lines.count).max() ?? 0
    let rows = (buttons.count + columns - 1) / columns
    let extraLines = extras.map(\.lines.count).max() ?? 0
    let headerHeight =
      p.padding + p.lineSize + 8 + p.dueSize + 12 + headerLines.count * (p.lineSize + 8) + 8
    let buttonsHeight = rows * (p.height(lines: buttonLines) + p.gap)
    let extrasHeight = extras.isEmpty ? 0 : p.height(lines: extraLines) + p.gap
    let height =
      headerHeight + buttonsHeight + extrasHeight + 8 + footerLines.count * (p.noteSize + 8)
      + p.padding
    var canvas = SVGCanvas(width: inner + 2 * p.padding, height: height, idPrefix: idPrefix)
    canvas.rect(
      x: 1, y: 1, width: canvas.width - 2, height: height - 2, radius: 18, classes: "frame")
    var y = p.padding + p.lineSize
    canvas.text("Amount due", x: p.padding, y: y, size: p.lineSize, classes: "muted")
    y += 8 + p.dueSize
    canvas.text(due, x: p.padding, y: y, size: p.dueSize, classes: "t strong amount")
    y += 12
    for line in headerLines {
      y += p.lineSize + 8
      canvas.text(line, x: p.padding, y: y, size: p.lineSize, classes: "t")
    }
    y = headerHeight
    let width = (inner - (columns - 1) * p.gap) / columns
    for (index, button) in buttons.enumerated() {
      let x = p.padding + (index % columns) * (width + p.gap)
      let top = y + (index / columns) * (p.height(lines: buttonLines) + p.gap)
      draw(button, in: &canvas, x: x, y: top, width: width, lines: buttonLines)
    }
    y += buttonsHeight
    if !extras.isEmpty {
      let extraWidth = (inner - (extras.count - 1) * p.gap) / extras.count
      for (index, button) in extras.enumerated() {
        let x = p.padding + index * (extraWidth + p.gap)
        draw(button, in: &canvas, x: x, y: y, width: extraWidth, lines: extraLines)
      }
      y += extrasHeight
    }
    canvas.line(x1: p.padding, y1: y, x2: p.padding + inner, y2: y, classes: "rule")
    for line in footerLines {
      y += p.noteSize + 8
      canvas.text(line, x: p.padding, y: y, size: p.noteSize, classes: "muted")
    }
    return canvas
  }

  /// Draws `button` at (`x`, `y`), `width` wide, as tall as a button of `lines` small lines.
  func draw(_ button: Button, in canvas: inout SVGCanvas, x: Int, y: Int, width: Int, lines: Int) {
    let p = ScreenPicture.self
    let height = p.height(lines: lines)
    canvas.beginGroup(label: button.name + (button.isSelected ? ", selected" : ""))
    canvas.rect(
      x: x, y: y, width: width, height: height, radius: 10,
      classes: button.isSelected ? "button selected" : "button")
    if button.isSelected {
      canvas.rect(x: x + 2, y: y + 2, width: width - 4, height: 8, classes: "band", pattern: .hatch)
    }
    let middle = x + width / 2
    var line = y + 16 + p.labelSize
    canvas.text(
      button.label, x: middle, y: line, size: p.labelSize, anchor: .middle,
      classes: "t strong")
    line += 10
    for text in button.lines {
      line += p.lineSize + 6
      canvas.text(text, x: middle, y: line, size: p.lineSize, anchor: .middle, classes: "t")
    }
    if button.isSelected {
      canvas.text(
        "✓ Selected", x: middle, y: y + height - 12, size: p.lineSize, anchor: .middle,
        classes: "t strong")
    }
    canvas.endGroup()
  }

  /// The drawing's title: the screen and the amount due.
  var title: String {
    "Tip screen \(shown.screenName ?? "(unnamed)"): \(Self.amount(shown.totalWithoutTip)) due"
  }

  /// The drawing as a file of its own.
  func svgFile() -> String {
    canvas().rendered(title: title, style: ScreenPicture.style, standalone: true)
  }

  /// The drawing for a page.
  func inlineSVG() -> String {
    canvas().rendered(title: title, style: ScreenPicture.style, standalone: false)
  }
}
