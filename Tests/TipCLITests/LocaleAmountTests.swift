import Foundation
import Testing
import TipEngine

@testable import TipCLI

@Suite("An amount on the command line means what its writer meant, in every locale")
struct LocaleAmountTests {
  /// Every locale the CLI accepts for `--locale` and from the environment: Foundation's, and
  /// the system names it lists only with a script.
  static let locales: [Locale] = (Locale.availableIdentifiers.sorted() + systemNames)
    .compactMap { DisplayLocale.locale(named: $0) }

  /// System locale names without a script, accepted as the locale with one that they mean.
  static let systemNames = [
    "zh_CN", "zh_TW", "zh_HK", "sr_RS", "bs_BA", "uz_UZ", "az_AZ", "pa_IN",
  ]

  /// The amount `text` read as `tipcalc quote` reads a subtotal under `locale`.
  static func read(_ text: String, in locale: Locale) -> Result<Money, CLIError> {
    InputValues.$locale.withValue(locale) {
      Result { () throws(CLIError) in
        try InputValues.money(text, for: "<subtotal>", currency: .usd)
      }
    }
  }

  @Test(
    "In every accepted locale, unambiguous amounts mean what they say and ambiguous ones are refused"
  )
  func everyLocale() throws {
    #expect(LocaleAmountTests.locales.count > 100)
    for name in LocaleAmountTests.systemNames {
      #expect(DisplayLocale.locale(named: name) != nil, "\(name) is not accepted")
    }
    let plain: [(String, String)] = [
      ("1500", "1500.00"), ("1.5", "1.50"), ("12.25", "12.25"), ("0.75", "0.75"),
      ("1,234.50", "1234.50"),
    ]
    for locale in LocaleAmountTests.locales {
      let id = locale.identifier
      for (text, amount) in plain {
        let result = LocaleAmountTests.read(text, in: locale)
        #expect((try? result.get())?.amountText == amount, "\(id): \(text) gave \(result)")
      }
      // Each form with the value a person of this locale means by it, if it has just one.
      let commaDecimal = locale.decimalSeparator == ","
      let forms: [(String, String?)] =
        commaDecimal
        ? [
          ("1,500", nil), ("1.500", nil), ("0.500", nil), ("1.500,00", nil), ("12,50", nil),
          ("1.234.567", nil),
        ]
        : [("1,500", "1500.00"), ("1.500", "1.50"), ("1,500,000", "1500000.00")]
      for (text, meant) in forms {
        let result = LocaleAmountTests.read(text, in: locale)
        switch (result, meant) {
        case (.success(let money), let meant?):
          #expect(money.amountText == meant, "\(id): \(text) read as \(money)")
        case (.failure(let error), nil):
          #expect(error.exitCode == 65, "\(id): \(text): \(error)")
          #expect(error.description.contains("write"), "\(id): \(text) has no fix: \(error)")
        default:
          Issue.record("\(id): \(text) gave \(result), expected \(meant ?? "a refusal")")
        }
      }
    }
  }

  @Test(
    "Every form a refusal tells a person to write is accepted in that locale, in 2- and 3-digit currencies"
  )
  func suggestedFormsAreAccepted() throws {
    var refusals = 0
    for locale in LocaleAmountTests.locales where locale.decimalSeparator == "," {
      for currency in [Currency.usd, .kwd] {
        for text in [
          "1,500", "1.500", "0.500", "12.345", "1,234", "1.234.567", "12,50", "1.500,00",
        ] {
          let read = InputValues.$locale.withValue(locale) {
            Result { () throws(CLIError) in
              try InputValues.money(text, for: "<subtotal>", currency: currency)
            }
          }
          guard case .failure(let error) = read else { continue }
          refusals += 1
          let message = error.description
          guard let range = message.range(of: "write ", options: .backwards) else {
            Issue.record("\(locale.identifier) \(currency.code) \(text): no form: \(message)")
            continue
          }
          let forms = message[range.upperBound...].dropLast().components(separatedBy: " or ")
          for form in forms {
            let again = InputValues.$locale.withValue(locale) {
              Result { () throws(CLIError) in
                try InputValues.money(form, for: "<subtotal>", currency: currency)
              }
            }
            #expect(
              (try? again.get()) != nil,
              "\(locale.identifier) \(currency.code): \(text) suggests \(form), refused: \(again)")
          }
        }
      }
    }
    #expect(refusals > 1000)
  }

  @Test(
    "1.500 is refused as ambiguous where the decimal separator is a comma, from --locale or the environment",
    arguments: [
      (["quote", "1.500", "--locale", "de_DE"], [:]),
      (["quote", "1.500"], ["LANG": "de_DE.UTF-8"]),
      (["quote", "1.500"], ["LC_ALL": "fr_FR.UTF-8"]),
      (["round", "1.500"], ["LANG": "de_DE.UTF-8"]),
      (["split", "1.500", "--ways", "2"], ["LANG": "de_DE.UTF-8"]),
    ] as [([String], [String: String])])
  func pointThenThreeDigits(arguments: [String], environment: [String: String]) {
    let result = tipcalc(arguments, environment: environment)
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("ambiguous"), "\(result)")
    #expect(result.stderr.contains("write 1.5 or 1500"), "\(result)")
  }

  @Test(
    "A refused 12.345 says '.' groups thousands only where the locale groups with it",
    arguments: [
      ("de_DE", "'.' groups thousands"),
      ("es_ES", "'.' groups thousands"),
      ("fr_FR", "'.' is often written to group thousands"),
      ("sv_SE", "'.' is often written to group thousands"),
    ])
  func groupingPointWording(locale: String, wording: String) {
    let result = tipcalc(["quote", "12.345", "--currency", "KWD", "--locale", locale])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "Error: Invalid value '12.345' for '<subtotal>': ambiguous: in \(locale), where ',' is "
        + "the decimal separator, \(wording), which makes it 12345, but on the command line '.' "
        + "is the decimal point, which makes it 12.345; write 12.3450 or 12345.\n")
  }

  @Test(
    "A currency mark with a full stop of its own (kr., Fr.) changes nothing: the digits are read as without it"
  )
  func markWithAFullStop() throws {
    var checked = 0
    for locale in LocaleAmountTests.locales where locale.decimalSeparator == "," {
      for (currency, mark) in [
        (try Currency(code: "DKK"), "kr."), (try Currency(code: "CHF"), "Fr."),
      ] {
        for number in ["1,500", "1.500", "1.500,00", "12,50", "1.234.567", "1500", "1.5"] {
          let bare = InputValues.$locale.withValue(locale) {
            Result { () throws(CLIError) in
              try InputValues.money(number, for: "<subtotal>", currency: currency)
            }
          }
          for marked in ["\(number) \(mark)", "\(mark) \(number)", "\(number)\(mark)"] {
            let read = InputValues.$locale.withValue(locale) {
              Result { () throws(CLIError) in
                try InputValues.money(marked, for: "<subtotal>", currency: currency)
              }
            }
            checked += 1
            switch (bare, read) {
            case (.success(let amount), .success(let again)):
              #expect(amount == again, "\(locale.identifier): \(marked) read as \(again)")
            case (.failure(let refusal), .failure(let again)):
              #expect(again.exitCode == refusal.exitCode, "\(locale.identifier): \(marked)")
            default:
              Issue.record("\(locale.identifier): \(number) gave \(bare), \(marked) \(read)")
            }
          }
        }
      }
    }
    #expect(checked > 1000)
  }

  @Test(
    "Digits grouped by a space or an apostrophe, as locales print them, are refused with the amount to write",
    arguments: [
      ("1\u{202F}234,50 €", "fr_FR", "EUR", "a space", "1234.50"),
      ("1\u{A0}234,50", "fr_FR", "EUR", "a space", "1234.50"),
      ("CHF 1’234.50", "de_CH", "CHF", "an apostrophe", "1234.50"),
      ("1'234.50", "en_US", "USD", "an apostrophe", "1234.50"),
      ("1 234.50", "en_US", "USD", "a space", "1234.50"),
      ("1 234 kr.", "da_DK", "DKK", "a space", "1234"),
    ])
  func localeGroupingRefused(
    text: String, locale: String, currency: String, mark: String, instead: String
  ) {
    let result = tipcalc(["quote", text, "--currency", currency, "--locale", locale])
    #expect(result.status == 65, "\(result)")
    #expect(
      result.stderr.contains(
        "digits grouped with \(mark); amounts on the command line group thousands with ',' or "
          + "not at all, and take '.' as the decimal point: write \(instead)."), "\(result)")
  }

  @Test("The locale's own style 1.500,00 is refused with the form to write")
  func localeStyleRefused() {
    let result = tipcalc(["quote", "1.500,00", "--locale", "de_DE"])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("write 1500.00"), "\(result)")
  }

  @Test("round shows the amount in the locale's style, like the rounded amount beside it")
  func roundShowsAmountInLocaleStyle() {
    // 1.005 itself is ambiguous in de_DE (a point before three digits): refused, as above.
    let result = tipcalc(["round", "1.0051"], environment: ["LANG": "de_DE.UTF-8"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("1,0051\u{A0}$"), "\(result)")
    #expect(result.stdout.contains("1,01\u{A0}$"), "\(result)")
    #expect(!result.stdout.contains("$1.0051"), "\(result)")
    let plain = tipcalc(["round", "1.005"])
    #expect(plain.stdout.contains("$1.005"), "\(plain)")
  }

  @Test("batch's help says amounts are read in the machine format whatever the locale")
  func batchHelpSaysMachineFormat() {
    let result = tipcalc(["batch", "--help"])
    #expect(result.stdout.contains("machine format whatever the locale"), "\(result)")
  }
}
