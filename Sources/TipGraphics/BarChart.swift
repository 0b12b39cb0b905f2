/// A horizontal bar chart: one row per bar, its label on the left, the bar, and its value as
/// text after it. Horizontal, so that long labels (a region's name, a range of amounts) fit on
/// one line and the frame grows with them; patterns tell the kinds of bar apart without colour.
package struct BarChart: Sendable {
  /// One bar.
  package struct Bar: Sendable {
    /// What the bar is, on its left.
    package var label: String
    /// Its length, from 0 to ``BarChart/scale`` (a share of the longest bar).
    package var length: Int
    /// The value written after it, such as `12 bills`.
    package var value: String
    /// Its fill.
    package var pattern: SVGCanvas.Pattern?

    /// A bar labelled `label`, `length` long on the chart's scale, with `value` after it.
    package init(label: String, length: Int, value: String, pattern: SVGCanvas.Pattern? = nil) {
      self.label = label
      self.length = length
      self.value = value
      self.pattern = pattern
    }
  }

  /// The length of the longest bar, in pixels.
  package static let scale = 320
  static let (padding, rowHeight, fontSize, gap) = (16, 26, 13, 10)

  /// The chart's title, above the bars.
  package var title: String
  /// The bars, top to bottom.
  package var bars: [Bar]
  /// The legend lines under the bars, such as what each pattern means.
  package var legend: [String] = []

  /// A chart titled `title` of `bars`, with `legend` under them.
  package init(title: String, bars: [Bar], legend: [String] = []) {
    self.title = title
    self.bars = bars
    self.legend = legend
  }

  /// The length on the chart's scale of `value` when `largest` is the longest bar; a value
  /// above zero is at least one pixel, so that it shows.
  package static func length(of value: Int, largest: Int) -> Int {
    guard value > 0, largest > 0 else { return 0 }
    return max(1, value * scale / largest)
  }

  /// The length on the chart's scale of a bar that is `share` of the longest: from 1 pixel for
  /// a share above zero, so that it shows, to ``scale`` for 1 or more; 0 for zero, a negative
  /// share or one that is not a number. Any `Double` gives a length, never a trap.
  package static func length(share: Double) -> Int {
    guard share > 0 else { return 0 }  // false for NaN too
    return max(1, Int((min(share, 1) * Double(scale)).rounded()))
  }

  /// The length on the chart's scale of the measured `value` when `largest` is the longest
  /// bar, as ``length(share:)``: 0 when `largest` is not a positive, finite number.
  package static func length(of value: Double, largest: Double) -> Int {
    guard largest > 0, largest.isFinite else { return 0 }
    return length(share: value / largest)
  }

  /// The stylesheet of a chart after ``SVGCanvas/baseStyle``.
  package static let style =
    SVGCanvas.baseStyle + ".bar{stroke:#111;stroke-width:1}.axis{stroke:#111;stroke-width:1}"

  /// The drawing, with ids prefixed by `idPrefix`.
  package func canvas(idPrefix: String) -> SVGCanvas {
    let labelWidth = TextMeasure.widest(bars.map(\.label), fontSize: BarChart.fontSize)
    let valueWidth = TextMeasure.widest(bars.map(\.value), fontSize: BarChart.fontSize)
    let titleWidth = TextMeasure.width(title, fontSize: 15)
    let legendWidth = TextMeasure.widest(legend, fontSize: BarChart.fontSize)
    let barsLeft = BarChart.padding + labelWidth + BarChart.gap
    let width =
      max(
        barsLeft + BarChart.scale + BarChart.gap + valueWidth, titleWidth + BarChart.padding,
        legendWidth + BarChart.padding) + BarChart.padding
    let top = BarChart.padding + 15 + 12
    let height =
      top + bars.count * BarChart.rowHeight + 8 + legend.count * (BarChart.fontSize + 8)
      + BarChart.padding
    var canvas = SVGCanvas(width: width, height: height, idPrefix: idPrefix)
    canvas.rect(x: 1, y: 1, width: width - 2, height: height - 2, classes: "frame")
    canvas.text(title, x: BarChart.padding, y: BarChart.padding + 15, size: 15, classes: "t strong")
    for (index, bar) in bars.enumerated() {
      let y = top + index * BarChart.rowHeight
      let baseline = y + BarChart.rowHeight / 2 + BarChart.fontSize / 2 - 1
      canvas.text(
        bar.label, x: barsLeft - BarChart.gap, y: baseline, size: BarChart.fontSize,
        anchor: .end)
      if bar.length > 0 {
        canvas.rect(
          x: barsLeft, y: y + 4, width: bar.length, height: BarChart.rowHeight - 8,
          classes: "bar", pattern: bar.pattern)
      }
      canvas.text(
        bar.value, x: barsLeft + bar.length + BarChart.gap, y: baseline,
        size: BarChart.fontSize)
    }
    let bottom = top + bars.count * BarChart.rowHeight
    canvas.line(x1: barsLeft, y1: top, x2: barsLeft, y2: bottom, classes: "axis")
    var y = bottom + 8
    for line in legend {
      y += BarChart.fontSize + 8
      canvas.text(line, x: BarChart.padding, y: y, size: BarChart.fontSize, classes: "muted")
    }
    return canvas
  }

  /// The chart as an `<svg>` element for a page.
  package func inlineSVG(idPrefix: String) -> String {
    canvas(idPrefix: idPrefix).rendered(title: title, style: BarChart.style, standalone: false)
  }
}
