import Foundation
import Testing
import TipTestSupport

@testable import TipCLI

/// `tipcalc quote --payment cash` with a split: the suggestions table follows the quote's own
/// rule in every column (each share a cash payment of its own, rounded; "Total bill" before
/// rounding, "Payable" after), and says what its share rows are, as the quote's table does.
@Suite("tipcalc quote: cash shares in the suggestions table")
struct QuoteCashSuggestionsTests {
  /// Runs the built `tipcalc` with `commandLine`'s words and expects a success with no error
  /// output.
  static func run(_ commandLine: String) throws -> String? {
    guard let url = Executable.require() else { return nil }
    let result = try Executable.run(url, commandLine.split(separator: " ").map(String.init))
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr == "", "\(result)")
    return result.stdout
  }

  @Test("One payment per share: every column pays as the quote does, each cash share rounded")
  func mixedPaymentsInEveryColumn() throws {
    let stdout = try Self.run(
      "quote 100.03 --region CH --payment cash,card,card --split 3 --tip-percent 5")
    #expect(
      stdout?.hasSuffix(
        """
        Payable        CHF 105.02
        People         3
        Shares         CHF 35 cash, CHF 35.01 card, CHF 35.01 card

        Suggestions            3 %         5 %        10 %
        Total tip            CHF 3       CHF 5      CHF 10
        Total bill      CHF 103.03  CHF 105.03  CHF 110.03
        Payable         CHF 103.03  CHF 105.02  CHF 110.05
        Share 1 (cash)   CHF 34.35      CHF 35   CHF 36.70
        Share 2 (card)   CHF 34.34   CHF 35.01   CHF 36.68
        Share 3 (card)   CHF 34.34   CHF 35.01   CHF 36.67

        """) == true, "\(stdout ?? "")")
  }

  @Test("CH cash among three: shares rounded to 0.05 one by one in the quote and every column")
  func switzerlandCashSplit() throws {
    let stdout = try Self.run(
      "quote 41.39 --region CH --policy percent-10 --payment cash --split 3")
    #expect(
      stdout == """
        Policy          percent-10
        Region          CH, Switzerland
        Custom          service included since 1974; round up, up to 10%
        Subtotal        CHF 41.39
        Tax             CHF 0
        Total tip       CHF 4.14 (10 %)
        Total bill      CHF 45.53
        Cash rounding   CHF 0.02 (CH cash, each share: to 0.05, half-up)
        Payable         CHF 45.55
        People          3
        Total p/person  CHF 15.20
        Shares          CHF 15.20 ×2, CHF 15.15 ×1

        Suggestions           3 %        5 %       10 %
        Total tip        CHF 1.24   CHF 2.07   CHF 4.14
        Total bill      CHF 42.63  CHF 43.46  CHF 45.53
        Payable         CHF 42.60  CHF 43.50  CHF 45.55
        Total p/person  CHF 14.20  CHF 14.50  CHF 15.20

        """)
  }

  @Test("CA cash by weights 1,2: each person's rounded share on a row, in the weights' order")
  func canadaCashWeights() throws {
    let stdout = try Self.run(
      "quote 41.42 --region CA --policy percent-15 --payment cash --weights 1,2")
    #expect(
      stdout == """
        Policy         percent-15
        Region         CA, Canada
        Custom         10–15% traditional; terminals suggest 18–25%; auto 15–18% for parties of 8+
        Subtotal       CA$41.42
        Tax            CA$0
        Total tip      CA$6.21 (15 %)
        Total bill     CA$47.63
        Cash rounding  CA$0.02 (CA cash, each share: to 0.05, half-up)
        Payable        CA$47.65
        People         2
        Shares         CA$15.90 ×1, CA$31.75 ×1

        Suggestions      15 %      18 %      20 %
        Total tip     CA$6.21   CA$7.46   CA$8.28
        Total bill   CA$47.63  CA$48.88  CA$49.70
        Payable      CA$47.65  CA$48.90  CA$49.70
        Share 1      CA$15.90  CA$16.30  CA$16.55
        Share 2      CA$31.75  CA$32.60  CA$33.15

        """)
    let json = try Self.run(
      "quote 41.42 --region CA --policy percent-15 --payment cash --weights 1,2 --json")
    let compact = json?.filter { !$0.isWhitespace } ?? ""
    #expect(compact.contains(#""total":"47.63","rounding":"0.02","payable":"47.65""#))
    #expect(compact.contains(#""split":2,"shares":["15.90","31.75"]"#))
  }

  @Test("More people by weight than rows: the suggestions show the largest share, so named")
  func manyWeights() throws {
    let stdout = try Self.run(
      "quote 41.42 --region CA --policy percent-15 --payment cash --weights 1,2,1,1,1,1,1")
    #expect(stdout?.hasSuffix("Largest share  CA$11.90  CA$12.20  CA$12.45\n") == true)
    #expect(stdout?.contains("Share 1") == false)
  }

  @Test("A card payment is not rounded, in the quote or its suggestions")
  func card() throws {
    let stdout = try Self.run(
      "quote 41.42 --region CH --policy percent-10 --payment card --split 3")
    #expect(
      stdout == """
        Policy          percent-10
        Region          CH, Switzerland
        Custom          service included since 1974; round up, up to 10%
        Subtotal        CHF 41.42
        Tax             CHF 0
        Total tip       CHF 4.14 (10 %)
        Total bill      CHF 45.56
        People          3
        Total p/person  CHF 15.19
        Shares          CHF 15.19 ×2, CHF 15.18 ×1

        Suggestions           3 %        5 %       10 %
        Total tip        CHF 1.24   CHF 2.07   CHF 4.14
        Total bill      CHF 42.66  CHF 43.49  CHF 45.56
        Total p/person  CHF 14.22  CHF 14.50  CHF 15.19

        """)
  }

  /// The quote table's rows, by label (the first of each).
  static func rows(_ text: Substring) -> [String: String] {
    var rows: [String: String] = [:]
    for line in text.split(separator: "\n") {
      guard let gap = line.range(of: "  ") else { continue }
      let label = String(line[..<gap.lowerBound])
      let value = line[gap.upperBound...].trimmingCharacters(in: .whitespaces)
      if rows[label] == nil { rows[label] = value }
    }
    return rows
  }

  @Test(
    "The column of the chosen rate agrees with the quote: total, payable and every share",
    arguments: [
      "--region CH --payment cash --split 3", "--region CH --payment cash --weights 1,2",
      "--region CA --payment cash --weights 3,1", "--region CH --payment card --weights 1,2",
      "--region DK --payment cash --weights 1,1,2",
    ])
  func chosenColumnAgrees(options: String) throws {
    let rate = options.contains("CA") ? "15" : "10"
    for subtotal in ["41.42", "41.39", "99.99", "12.03"] {
      let result = tipcalc("quote \(subtotal) --tip-percent \(rate) \(options)")
      #expect(result.status == 0, "\(result)")
      let parts = result.stdout.components(separatedBy: "\n\nSuggestions")
      guard parts.count == 2 else { continue }  // the region has no suggestions
      let quote = Self.rows(Substring(parts[0]))
      let lines = ("Suggestions" + parts[1]).split(separator: "\n")
      let header = lines[0].split(separator: " ", omittingEmptySubsequences: true)
      let column = try #require(header.firstIndex(of: Substring(rate)))
      // Cells are right-aligned amounts such as `CHF 15.20` or `15,20 kr.`: split on 2+ spaces.
      func cells(_ label: String) -> [String]? {
        guard let line = lines.first(where: { $0.hasPrefix(label + "  ") }) else { return nil }
        return line.dropFirst(label.count).components(separatedBy: "  ")
          .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      }
      let index = (column - 1) / 2  // each header cell is `<rate> %`
      #expect(cells("Total bill")?[index] == quote["Total bill"], "\(result.stdout)")
      if let payable = quote["Payable"] {
        #expect(cells("Payable")?[index] == payable, "\(result.stdout)")
      }
      if options.contains("--weights") {
        let people = options.split(separator: ",").count
        let shares = (1...people).compactMap { cells("Share \($0)")?[index] }
        #expect(shares.count == people, "\(result.stdout)")
        let listed = try #require(quote["Shares"] ?? quote["Total p/person"])
        let expanded = listed.components(separatedBy: ", ").flatMap { run -> [String] in
          let parts = run.components(separatedBy: " ×")
          return Array(repeating: parts[0], count: parts.count == 2 ? Int(parts[1]) ?? 1 : 1)
        }
        let all =
          expanded.count == shares.count ? expanded : Array(repeating: listed, count: shares.count)
        #expect(shares == all, "\(result.stdout)")
      } else {
        #expect(cells("Total p/person")?[index] == quote["Total p/person"], "\(result.stdout)")
      }
    }
  }
}
