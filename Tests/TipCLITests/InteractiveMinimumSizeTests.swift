import Testing
import TipEngine

@testable import TipCLI

/// `tipcalc interactive` in the smallest window it says is enough: every screen fits, title
/// first, and the frame does not end with a line break that would scroll the title away.
@Suite("tipcalc interactive: every screen fits the minimum size it claims")
struct InteractiveMinimumSizeTests {
  /// Keys that reach each kind of screen: the empty one, the custom tip prompt, a refused key's
  /// message, and all of them at once with the pending sum on a line of its own.
  static let states = [
    "", "100\tc", "1.234", "100\tc2,", "123456789012+\tc2,",
    "123456789012+\t\t+++\u{1B}[Zc2,",
  ]

  /// The rows a frame takes when drawn from the top left: one per line break, plus the last.
  static func rowsTaken(_ frame: String) -> Int {
    frame.filter { $0 == "\n" }.count + 1
  }

  @Test(
    "At the size the screen asks for, every screen shows its title on the first row and fits",
    arguments: states, [36, 44, 60])
  func fitsMinimum(keys: String, columns: Int) {
    var screen = InteractiveScreen(currency: .usd)
    screen.handle(TerminalKey.decode(Array(keys.utf8)))
    let needed = screen.neededSize(columns: columns)
    #expect(needed.rows <= InteractiveScreen.minimumRows, "\(keys.debugDescription)")
    let rows = InteractiveScreen.minimumRows
    let frame = screen.render(columns: max(columns, needed.columns), rows: rows)
    let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("Tip Calculator") == true, "\(keys.debugDescription)\n\(frame)")
    #expect(Self.rowsTaken(frame) <= rows, "\(keys.debugDescription)\n\(frame)")
    #expect(lines.allSatisfy { $0.count <= max(columns, needed.columns) }, "\(frame)")
    // What the keys were for is on the screen: the prompt, and the start of the message.
    if keys.hasSuffix("c") || keys.hasSuffix("c2,") { #expect(frame.contains("  Custom tip: ")) }
    if keys.hasSuffix(",") || keys == "1.234" { #expect(frame.contains("  ! ")) }
  }

  @Test("The 44×12 frame of the empty screen is its layout without a final line break")
  func emptyScreenFrame() {
    let screen = InteractiveScreen(currency: .usd)
    let frame = screen.render(columns: 44, rows: 12)
    #expect(frame + "\n" == screen.render(width: 44))
    #expect(Self.rowsTaken(frame) == 12)
  }

  @Test("In a short window the key hints, the rules and the help go first, then the message")
  func leavesOutInOrder() {
    var screen = InteractiveScreen(currency: .usd)
    screen.handle(TerminalKey.decode(Array("100\tc2,".utf8)))
    let keys = "Tab/Shift-Tab: field  r: reset  q: quit"
    let help = "Type the tip amount  Enter: OK  Esc: cancel"
    let helpRule = String(repeating: "-", count: 44)
    let totalsRule = String(repeating: "=", count: 44)
    let full = screen.lines(width: 44)
    #expect(full.count == 15)
    #expect(full.suffix(3) == [helpRule, help, keys])
    #expect(screen.lines(width: 44, rows: 15) == full)
    #expect(screen.lines(width: 44, rows: 14) == full.filter { $0 != keys })
    #expect(screen.lines(width: 44, rows: 13) == full.filter { $0 != keys && $0 != helpRule })
    let twelve = screen.lines(width: 44, rows: 12)
    #expect(twelve.count == 12 && twelve.last == help)
    #expect(twelve.filter { $0 == totalsRule }.count == 1)
    // Then the help, then the message's last lines, its first line marked as cut.
    let eleven = screen.lines(width: 44, rows: 11)
    #expect(eleven.count == 11 && !eleven.contains(help))
    let ten = screen.lines(width: 44, rows: 10)
    #expect(ten.count == 10)
    #expect(ten.last?.hasPrefix("  ! ',' is not the decimal key") == true, "\(ten)")
    #expect(ten.last?.hasSuffix("…") == true && (ten.last?.count ?? 0) <= 44, "\(ten)")
    #expect(ten.first?.hasPrefix("Tip Calculator") == true)
  }
}
