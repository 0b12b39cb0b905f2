import Testing
import TipCalculatorModel
import TipEngine

@testable import TipCLI

/// `tipcalc interactive` measures, pads, wraps and cuts its lines by the columns a terminal gives
/// them (``DisplayWidth``), so that wide characters (`渡辺`, `👩‍🍳`) neither misalign a total
/// nor push a line past the window.
@Suite("tipcalc interactive: lines measured by display width")
struct InteractiveWideTextTests {
  /// A policy name of wide characters with a zero-width-joiner emoji in it, longer than a line.
  static let wideName = "渡辺さくらの特製チップ👩‍🍳渡辺さくらの特製チップ👩‍🍳"

  /// A catalog whose policy has ``wideName`` as its name.
  static func catalog() throws -> PolicyCatalog {
    let json =
      #"{"version": 1, "policies": [{"name": "\#(wideName)", "kind": "percent", "rate": "15"}]}"#
    return try PolicyCatalog(sources: [CatalogSource(name: "wide.json", json: json)])
  }

  /// The screens to check: the policy chosen by its wide name, valid (with the catalog) and
  /// refused (without one: the message repeats the name), with the bill field or the tip
  /// field focused.
  static func screens() throws -> [(String, InteractiveScreen)] {
    let catalog = try catalog()
    var chosen = InteractiveScreen(catalog: catalog, tip: .policy(name: wideName))
    chosen.handle(TerminalKey.decode(Array("100\t".utf8)))
    var refused = InteractiveScreen(tip: .policy(name: wideName))
    refused.handle(TerminalKey.decode(Array("100".utf8)))
    return [("chosen", chosen), ("refused", refused)]
  }

  @Test("At the minimum size, no line of a screen with a wide name is wider than the window")
  func fitsByDisplayWidth() throws {
    for (name, screen) in try Self.screens() {
      for columns in [InteractiveScreen.minimumWidth, 44, 60] {
        let needed = screen.neededSize(columns: columns)
        let width = max(columns, needed.columns)
        // The buttons and `[Custom …]` keep their length; the name is what gives way.
        #expect(needed.columns <= max(columns, 39), "\(name) at \(columns): \(needed)")
        let frame = screen.render(columns: width, rows: InteractiveScreen.minimumRows)
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("Tip Calculator") == true, "\(name)\n\(frame)")
        for line in lines {
          #expect(DisplayWidth.of(line) <= width, "\(name) at \(width): \(line)")
        }
        // A character is never split: the emoji shows whole or not at all.
        for character in frame where character.unicodeScalars.contains("👩") {
          #expect(character == "👩‍🍳", "\(name): \(frame)")
        }
      }
    }
  }

  @Test("The chosen policy's wide name is cut with … to fit its field")
  func tipFieldCut() throws {
    let screen = try #require(try Self.screens().first?.1)
    let row = try #require(screen.lines(width: 44).first { $0.hasPrefix("> Tip") })
    #expect(DisplayWidth.of(row) <= 44, "\(row)")
    #expect(row.hasPrefix("> Tip       10%   15%   20%  [Custom 渡辺"), "\(row)")
    #expect(row.hasSuffix("…]"), "\(row)")
  }

  @Test(
    "Totals are right-aligned by display width, whatever the width of their text",
    arguments: [("Tip Calculator", "渡辺"), ("渡辺さくら", "¥1,000"), ("👩‍🍳Chef", "CHF 15.20")])
  func spreadByDisplayWidth(left: String, right: String) {
    let line = InteractiveScreen.spread(left, right, width: 32)
    #expect(DisplayWidth.of(line) == 32, "\(line)")
    #expect(line.hasPrefix(left) && line.hasSuffix(right))
  }

  @Test("Text without spaces wraps between characters, each line within the width")
  func wrapsWideWords() {
    let text = "! " + String(repeating: "渡辺さくら👩‍🍳", count: 6)
    let lines = InteractiveScreen.wrap(text, width: 32, indent: "  ", hanging: "    ")
    #expect(lines.count > 1)
    for line in lines { #expect(DisplayWidth.of(line) <= 32, "\(line)") }
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") })
    #expect(lines.joined().filter { !$0.isWhitespace } == text.filter { !$0.isWhitespace })
  }

  @Test("A message cut to the window ends with … within the width, by display width")
  func messageCut() {
    #expect(InteractiveScreen.cut("渡辺さくら", toWidth: 6) == "渡辺…")
    #expect(InteractiveScreen.cut("ab👩‍🍳cd", toWidth: 4) == "ab…")
    #expect(InteractiveScreen.cut("渡", toWidth: 1) == "…")
  }
}
