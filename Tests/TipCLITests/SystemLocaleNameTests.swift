import Foundation
import Testing
import TipEngine

@testable import TipCLI

@Suite("Ordinary system locale names are accepted and format amounts in their locale")
struct SystemLocaleNameTests {
  /// System locale names that Foundation on Linux lists only with a script
  /// (`zh_Hans_CN`, `sr_Cyrl_RS` …), with the locale each means.
  static let names: [(name: String, identifier: String)] = [
    ("zh_CN", "zh_Hans_CN"), ("zh_TW", "zh_Hant_TW"), ("zh_HK", "zh_Hant_HK"),
    ("sr_RS", "sr_Cyrl_RS"), ("sr_RS@latin", "sr_Latn_RS"), ("bs_BA", "bs_Latn_BA"),
    ("uz_UZ", "uz_Latn_UZ"), ("uz_UZ@cyrillic", "uz_Cyrl_UZ"), ("az_AZ", "az_Latn_AZ"),
    ("pa_IN", "pa_Guru_IN"),
  ]

  @Test("Each name resolves to the scripted locale it means", arguments: names)
  func resolves(name: String, identifier: String) {
    #expect(DisplayLocale.locale(named: name)?.identifier == identifier)
    let parts = name.split(separator: "@", maxSplits: 1)
    let charset = parts[0] + ".UTF-8" + (parts.count == 2 ? "@" + parts[1] : "")
    #expect(DisplayLocale.locale(named: String(charset))?.identifier == identifier)
  }

  @Test(
    "quote --locale and LANG format amounts with the locale's own symbol and separators",
    arguments: [
      ("zh_CN", "CNY", "¥1,234.50"), ("zh_TW", "TWD", "$1,234.50"),
      ("zh_HK", "HKD", "HK$1,234.50"), ("sr_RS", "RSD", "1.234,50\u{A0}RSD"),
      ("bs_BA", "BAM", "1.234,50\u{A0}KM"), ("uz_UZ", "UZS", "1\u{A0}234,50\u{A0}soʻm"),
      ("az_AZ", "AZN", "1.234,50\u{A0}₼"), ("pa_IN", "INR", "₹1,234.50"),
    ])
  func formatsInLocale(name: String, currency: String, subtotal: String) {
    let option = tipcalc(["quote", "1234.50", "--currency", currency, "--locale", name])
    #expect(option.status == 0, "\(option)")
    #expect(option.stdout.contains("Subtotal        \(subtotal)\n"), "\(option)")
    let environment = ["LANG": "\(name).UTF-8", "LC_MONETARY": "", "LC_ALL": ""]
    let variable = tipcalc(["quote", "1234.50", "--currency", currency], environment: environment)
    #expect(variable.status == 0, "\(variable)")
    #expect(variable.stdout.contains("Subtotal        \(subtotal)\n"), "\(variable)")
  }

  @Test("LANG=zh_CN.UTF-8 takes the region and prices in its currency, written in its style")
  func languageRegionFromEnvironment() {
    let result = tipcalc(["quote", "1234.50"], environment: ["LC_ALL": "zh_CN.UTF-8"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Subtotal        ¥1,234.50\n"), "\(result)")
  }

  @Test("A name of no known locale is still refused as bad data", arguments: ["xx_YY", "zh_XX"])
  func unknownRefused(name: String) {
    let result = tipcalc(["quote", "10", "--locale", name])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("not a known locale"), "\(result)")
  }

  @Test("An ambiguous amount is refused under the new names whose decimal separator is a comma")
  func ambiguousRefused() {
    for name in ["sr_RS", "bs_BA", "uz_UZ", "az_AZ"] {
      for text in ["1,500", "1.500"] {
        let result = tipcalc(["quote", text, "--locale", name])
        #expect(result.status == 65, "\(name) \(text): \(result)")
        #expect(result.stderr.contains("ambiguous"), "\(name) \(text): \(result)")
      }
    }
  }
}
