/// A small plain-text table: rows of cells, the columns padded to line up.
///
/// The first column is left-aligned (labels); the others are left-aligned by default or
/// right-aligned for columns of amounts. Cells are padded by the columns a terminal gives them
/// (``DisplayWidth``), so names such as `渡辺さくら` or `👩‍🍳Chef` keep the columns in line.
/// Trailing spaces are never written.
struct TextTable {
  /// How the cells of a column are aligned.
  enum Alignment {
    /// Padded on the right.
    case left
    /// Padded on the left, so that amounts line up on their last digit.
    case right
  }

  /// The rows, each a list of cells.
  var rows: [[String]] = []
  /// The alignment of every column after the first; missing entries mean ``Alignment/left``.
  var alignments: [Alignment] = []
  /// The spaces between columns.
  var gap = 2

  /// Adds a row.
  mutating func append(_ cells: String...) {
    rows.append(cells)
  }

  /// Adds a row.
  mutating func append(cells: [String]) {
    rows.append(cells)
  }

  /// The table as lines joined by newlines, without a final newline.
  var text: String {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    let cellWidths = rows.map { row in row.map { DisplayWidth.of($0) } }
    for row in cellWidths {
      for (index, width) in row.enumerated() { widths[index] = max(widths[index], width) }
    }
    let lines = zip(rows, cellWidths).map { row, rowWidths in
      var line = ""
      for (index, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: max(0, widths[index] - rowWidths[index]))
        let alignment = index == 0 ? .left : alignments.dropFirst(index - 1).first ?? .left
        if index > 0 { line += String(repeating: " ", count: gap) }
        line += alignment == .right ? padding + cell : cell + padding
      }
      return String(line.reversed().drop(while: { $0 == " " }).reversed())
    }
    return lines.joined(separator: "\n")
  }
}
