import Foundation
import Testing
import TipEngine
import TipTestSupport

/// `tipcalc prompt --screens-html`: every screen of a catalog drawn for three sample bills.
@Suite("tipcalc prompt --screens-html: every screen for bills below, at and above a threshold")
struct PromptScreensPageTests {
  /// Runs `arguments` followed by `--screens-html page.html` in `directory`; the run and page.
  static func page(_ arguments: [String], in directory: TemporaryDirectory) -> (RunResult, String) {
    let result = tipcalc(
      arguments + ["--screens-html", "page.html"], directory: directory.path)
    let file = directory.path + "/page.html"
    return (result, (try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
  }

  @Test("The built-in catalog's screens are drawn three times each, the same bytes every run")
  func builtIn() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (result, page) = Self.page(["prompt"], in: directory)
    let names = try PolicyCatalog.builtIn().screens.names
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == "Drew \(names.count) screens, each for 3 bills in USD, to page.html.\n")
    for name in names { #expect(page.contains("<h2>\(name)</h2>"), "\(name)") }
    #expect(page.components(separatedBy: "<svg ").count - 1 == 3 * names.count)
    #expect(
      page.contains("<figcaption>Below the threshold of $10: a subtotal of $9.99.</figcaption>"))
    #expect(page.contains("<figcaption>At the threshold of $10: a subtotal of $10.</figcaption>"))
    #expect(page.hasPrefix("<!DOCTYPE html>") && !page.contains("<script"))
    let (_, again) = Self.page(["prompt"], in: directory)
    #expect(again == page)
  }

  @Test("A screen without a threshold takes the catalog's largest; a bill it cannot show is named")
  func thresholds() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let config = try directory.write(
      "screens.json",
      """
      {"version": 1, "policies": [], "screens": {
        "cafe": {"threshold": "20", "below": ["0.50", "1"], "options": ["10%", "15%"]},
        "bar": {"options": ["18%", "20%"], "default": 0}}}
      """)
    let (result, page) = Self.page(
      ["prompt", "--config", config, "--no-default-catalog", "--currency", "JPY"], in: directory)
    #expect(result.status == 0, "\(result)")
    // cafe's ¥19 bill cannot be shown (an option of 0.50): 5 of the 6 bills are drawn.
    #expect(
      result.stdout
        == "Drew 2 screens in JPY, to page.html: 5 of their 6 sample bills; the page says why "
        + "the other one is not drawn.\n")
    #expect(page.components(separatedBy: "<svg ").count - 1 == 5)
    #expect(
      page.contains("<figcaption>Below the threshold of ¥20: a subtotal of ¥19.</figcaption>"))
    #expect(page.contains("five times ¥20: a subtotal of ¥100.</figcaption>"))
    #expect(
      page.contains(
        "This screen cannot show a bill of ¥19: The option 0.5 is finer than JPY allows (0 "
          + "fraction digits); use a screen made for JPY, or one of percentages only."))
    // bar has no threshold of its own: its bills are cafe's.
    let bar = try #require(page.range(of: "<h2>bar</h2>"))
    #expect(page[bar.upperBound...].contains("At the threshold of ¥20: a subtotal of ¥20."))
  }

  @Test("A bill that cannot exist is left out with the reason; captions name real amounts")
  func billsThatCannotExist() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let config = try directory.write(
      "thr.json",
      """
      {"version": 1, "policies": [], "screens": {
        "zero-thr": {"threshold": "0", "below": ["1"], "options": ["10%"]},
        "huge-thr": {"threshold": "999999999999999999", "below": ["1"], "options": ["10%"]}}}
      """)
    let (result, page) = Self.page(
      ["prompt", "--config", config, "--no-default-catalog"], in: directory)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout
        == "Drew 2 screens in USD, to page.html: 2 of their 6 sample bills; the page says why "
        + "the other 4 are not drawn.\n")
    #expect(page.components(separatedBy: "<svg ").count - 1 == 2)
    #expect(
      page.contains(
        "<figcaption>Below the threshold of $0: no such bill: a subtotal is never below $0."
          + "</figcaption>"))
    #expect(page.contains("<figcaption>At the threshold of $0: a subtotal of $0.</figcaption>"))
    #expect(page.contains("<figcaption>Above the threshold of $0: a subtotal of $1.</figcaption>"))
    let largest = "$9,999,999,999,999,999.99"
    let limit = "$999,999,999,999,999,999"
    #expect(
      page.contains(
        "<figcaption>Below the threshold of \(limit): no such bill: one minor unit below it is "
          + "above the largest amount in USD, \(largest).</figcaption>"))
    #expect(
      page.contains(
        "<figcaption>At the threshold of \(limit): no such bill: the largest amount in USD is "
          + "\(largest).</figcaption>"))
    #expect(
      page.contains(
        "<figcaption>Above the threshold: five times \(limit): no such bill: the largest amount "
          + "in USD is \(largest).</figcaption>"))
    #expect(!page.contains("cannot show a bill"))
  }

  @Test("Above a threshold whose five times passes the largest amount, the largest amount is drawn")
  func aboveCappedAtLargest() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let config = try directory.write(
      "thr.json",
      """
      {"version": 1, "policies": [], "screens": {
        "mid": {"threshold": "5000000000000000", "below": ["1"], "options": ["10%"]},
        "top": {"threshold": "9999999999999999.99", "below": ["1"], "options": ["10%"]}}}
      """)
    let (result, page) = Self.page(
      ["prompt", "--config", config, "--no-default-catalog"], in: directory)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout
        == "Drew 2 screens in USD, to page.html: 5 of their 6 sample bills; the page says why "
        + "the other one is not drawn.\n")
    let largest = "$9,999,999,999,999,999.99"
    #expect(
      page.contains(
        "<figcaption>Above the threshold: the largest amount in USD: a subtotal of \(largest)."
          + "</figcaption>"))
    #expect(
      page.contains(
        "<figcaption>Above the threshold of \(largest): no such bill: the threshold is the "
          + "largest amount in USD.</figcaption>"))
    #expect(!page.contains("$25,000,000,000,000,000"))
    #expect(!page.contains("$49,999,999,999,999,999.95"))
  }

  @Test(
    "A bill or an option about one given with --screens-html is refused: the page draws its own")
  func refusesBill() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (result, _) = Self.page(["prompt", "12"], in: directory)
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: Unexpected argument '12': '--screens-html <file>' draws its own sample bills; "
          + "leave out the subtotal, or leave out '--screens-html <file>' to show this bill's "
          + "screen."))
    let (split, _) = Self.page(["prompt", "--split", "3"], in: directory)
    #expect(split.status == 64)
    #expect(
      split.stderr.hasPrefix(
        "Error: '--split <n>' does not apply to '--screens-html <file>', which draws every "
          + "screen for its own sample bills; leave it out, or leave out '--screens-html <file>' "
          + "to show one bill's screen."))
  }
}
