import Foundation
import Testing
import TipEngine
import TipTestSupport

@testable import TipCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `tipcalc prompt --svg`: the screen drawn as the terminal shows it.
@Suite("tipcalc prompt --svg: the screen drawn, golden bytes, every amount as text, errors")
struct PromptPictureTests {
  /// The bills of the golden files: a command line and its file under Tests/Fixtures/pictures.
  static let goldens = [
    ("prompt 84.50 --region US --split 3 --locale en_US", "prompt-usd.svg"),
    ("prompt 4800 --currency JPY --screen square-caps --locale ja_JP", "prompt-jpy.svg"),
    (
      "prompt 12.345 --currency KWD --screen square-caps --locale ar_KW --split 2", "prompt-kwd.svg"
    ),
  ]

  /// Runs `commandLine` with `--svg` into a fresh directory and returns the run and the file.
  static func draw(_ commandLine: String) throws -> (RunResult, String) {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.path + "/screen.svg"
    let arguments = commandLine.split(separator: " ").map(String.init) + ["--svg", file]
    let result = tipcalc(arguments)
    let svg = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    return (result, svg)
  }

  /// The content of every `<text>` element of `svg`, unescaped.
  static func texts(_ svg: String) -> [String] {
    svg.components(separatedBy: "</text>").dropLast().compactMap { part in
      part.range(of: ">", options: .backwards).map { String(part[$0.upperBound...]) }
    }.map {
      $0.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
    }
  }

  @Test(
    "The drawing of a USD, a JPY and a KWD bill is the golden file, byte for byte",
    arguments: goldens)
  func goldenFiles(commandLine: String, name: String) throws {
    let (result, svg) = try Self.draw(commandLine)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr == "")
    let golden = Repository.url("Tests/Fixtures/pictures/\(name)")
    if ProcessInfo.processInfo.environment["TIPENGINE_UPDATE_GOLDEN"] == "1" {
      try Data(svg.utf8).write(to: golden)
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(svg == expected, "rerun with TIPENGINE_UPDATE_GOLDEN=1 to accept a change on purpose")
  }

  @Test(
    "Every built-in screen draws for a JPY, a USD and a KWD bill, with every amount as text",
    arguments: [
      ("USD", ["9.99", "84.50", "250.00"], "en_US"), ("JPY", ["999", "4800"], "ja_JP"),
      ("KWD", ["9.999", "12.345"], "ar_KW"),
    ])
  func everyBuiltInScreen(currency: String, subtotals: [String], locale: String) throws {
    let catalog = try PolicyCatalog.builtIn()
    let style = DisplayLocale.style(for: Locale(identifier: locale))
    let code = try Currency(code: currency)
    #expect(catalog.screens.names.count > 7)
    for name in catalog.screens.names {
      for subtotal in subtotals {
        let commandLine =
          "prompt \(subtotal) --currency \(currency) --screen \(name) --split 2 --locale \(locale)"
        let (result, svg) = try Self.draw(commandLine)
        #expect(result.status == 0, "\(commandLine): \(result)")
        let json = try jsonObject(tipcalc(commandLine + " --json").stdout)
        var amounts = [json["base"] as? String ?? "?"]
        for option in json["options"] as? [[String: Any]] ?? [] {
          amounts += ["tip", "total", "perPerson"].map { option[$0] as? String ?? "?" }
        }
        if let custom = json["custom"] as? [String: Any], let maximum = custom["maximum"] as? String
        {
          amounts.append(maximum)
        }
        let texts = Self.texts(svg)
        for amount in amounts {
          let shown = style.format(try Money(amount, currency: code))
          #expect(
            texts.contains { $0.contains(shown) }, "\(commandLine): \(shown) is not drawn as text")
        }
        #expect(svg.hasPrefix("<?xml"), "\(commandLine)")
        #expect(!svg.contains("<script") && !svg.contains("href"), "\(commandLine)")
      }
    }
  }

  @Test("A control character in a catalog's names still makes a well-formed picture")
  func controlCharactersInNames() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let config = try directory.write(
      "charges.json",
      #"""
      {"version": 1, "policies": [], "serviceCharges": [{"name": "Service\u000bcharge", "rate": "10"}],
       "screens": {"house\u0001x": {"options": ["15%", "20%"]}}}
      """#)
    let file = directory.path + "/screen.svg"
    let result = tipcalc([
      "prompt", "20", "--config", config, "--screen", "house\u{1}x", "--svg", file,
    ])
    #expect(result.status == 0, "\(result)")
    let svg = try String(contentsOfFile: file, encoding: .utf8)
    #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
    #expect(Self.texts(svg).contains { $0.contains("Service\\u{B}charge") })
    #expect(Self.texts(svg).contains { $0.contains("house\\u{1}x") })
    #expect(XMLParser(data: Data(svg.utf8)).parse(), "the picture is not well-formed XML")
  }

  @Test("The selected option is marked by a thick frame, a striped band and the word Selected")
  func defaultMarked() throws {
    let (_, svg) = try Self.draw("prompt 84.50 --region US")
    #expect(svg.contains("aria-label=\"Option 2, selected\""))
    #expect(svg.components(separatedBy: "class=\"button selected\"").count == 2)
    #expect(svg.contains("fill=\"url(#screen-hatch)\""))
    #expect(Self.texts(svg).filter { $0 == "✓ Selected" }.count == 1)
    let (_, none) = try Self.draw("prompt 12.345 --currency KWD --screen square-caps")
    #expect(!none.contains("Selected"))
    #expect(Self.texts(none).contains("Nothing is selected: the guest chooses."))
  }

  @Test("A long name and a large amount widen the frame beyond the widest button row")
  func frameGrows() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let config = try directory.write(
      "long.json",
      """
      {"version": 1, "policies": [], "screens": {"a-screen-with-a-very-long-name-that-a-reviewer-wrote-out-in-full": \
      {"options": ["15%", "20%", "25%", "30%"], "default": 3}}}
      """)
    let file = directory.path + "/long.svg"
    let result = tipcalc([
      "prompt", "123456789.99", "--config", config, "--screen",
      "a-screen-with-a-very-long-name-that-a-reviewer-wrote-out-in-full", "--svg", file,
    ])
    #expect(result.status == 0, "\(result)")
    let svg = try String(contentsOfFile: file, encoding: .utf8)
    let width = try #require(Int(svg.firstMatch(of: /width="(\d+)"/)?.output.1 ?? ""))
    #expect(width > 600)
    let (_, short) = try Self.draw("prompt 1 --screen toast-gratuity")
    #expect(short.contains("width=\"522\""))
  }

  @Test(
    "A service charge named with wide signs or control characters stays in the frame, amount too"
  )
  func hardNamesStayInTheFrame() throws {
    let catalog = Repository.url("Tests/Fixtures/pictures/hard-names.json").path
    let (result, svg) = try Self.draw("prompt 10 --config \(catalog)")
    #expect(result.status == 0, "\(result)")
    let frame = try #require(Int(svg.firstMatch(of: /width="(\d+)"/)?.output.1 ?? ""))
    // DejaVu Sans Bold's advance widths, in 2048ths of an em, of the characters of the lines;
    // any other character counts as nothing, so the bound is below what a browser draws.
    let advances: [Character: Int] = [
      "%": 2052, "&": 1786, "<": 1716, "=": 1716, ">": 1716, "—": 2048, "…": 2048, "\\": 748,
      "u": 1458, "{": 1458, "}": 1458, "7": 1425, "x": 1321, "$": 1425, " ": 713,
    ]
    let lines = Self.texts(svg).filter { $0.hasPrefix("Includes ") }
    #expect(lines.count == 5)
    for (line, amount) in zip(lines, ["$1", "$2", "$3", "$4", "$5"]) {
      #expect(line.hasSuffix(" \(amount)"))
      let drawn = line.reduce(0) { $0 + (advances[$1] ?? 0) } * 15 / 2048
      // The line starts at x = 24 and the frame keeps 24 px on the right.
      #expect(24 + drawn + 24 <= frame, "\(line.prefix(20)): \(drawn) px in a \(frame) px frame")
    }
    #expect(lines[0].hasPrefix("Includes x\\u{7}\\u{7}"))
  }

  @Test("--svg writes through a symbolic link into its target, and leaves the link a link")
  func writesThroughALink() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let target = directory.path + "/screen.svg"
    let link = directory.path + "/latest.svg"
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let result = tipcalc(["prompt", "84.50", "--region", "US", "--svg", link])
    #expect(result.status == 0, "\(result)")
    let attributes = try FileManager.default.attributesOfItem(atPath: link)
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    let svg = try String(contentsOfFile: target, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml") && svg.contains("$84.50"))
  }

  @Test(
    "A file that cannot be written, an empty name and a missing bill say what to do",
    arguments: [
      (
        ["prompt", "10", "--svg", ""], Int32(64),
        "Invalid value '' for '--svg <file>': expected a file name."
      ),
      (
        ["prompt", "10", "--svg", "/nonexistent-tipcalc-dir/s.svg"], 74,
        "--svg <file>: cannot write '/nonexistent-tipcalc-dir/s.svg': No such file or directory."
      ),
      (
        ["prompt", "--svg", "s.svg"], 64,
        "Missing expected argument '<subtotal>' (the bill whose screen to show), or give "
          + "'--screens-html <file>' to draw every screen."
      ),
    ] as [([String], Int32, String)])
  func errors(arguments: [String], status: Int32, message: String) {
    let result = tipcalc(arguments)
    #expect(result.status == status)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result)")
  }

  @Test("The executable writes the file, prints the screen's table and exits 0")
  func executable() throws {
    guard let executable = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let result = try Executable.run(
      executable, ["prompt", "84.50", "--region", "US", "--svg", "screen.svg"],
      directory: directory.path)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.contains("2. 18% *  $15.21   $99.71"))
    let svg = try String(contentsOfFile: directory.path + "/screen.svg", encoding: .utf8)
    #expect(Self.texts(svg).contains("Total $99.71"))
  }
}
