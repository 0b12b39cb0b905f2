import Testing

@testable import TipCLI

@Suite("Amounts marked with another currency on the command line and in batch")
struct CurrencyMarkCommandTests {
  @Test(
    "quote refuses an amount marked with another currency, with exit 65 and the --currency fix",
    arguments: [
      (["quote", "¥500", "--json"], "JPY", "USD"),
      (["quote", "5 EUR", "--currency", "GBP"], "EUR", "GBP"),
      (["quote", "84.50EUR"], "EUR", "USD"), (["quote", "€5"], "EUR", "USD"),
      (["quote", "500¥"], "JPY", "USD"), (["quote", "EUR 5", "--currency", "JPY"], "EUR", "JPY"),
      (["quote", "20", "--tax", "£2"], "GBP", "USD"),
      (["round", "¥1.005"], "JPY", "USD"), (["split", "€100", "--ways", "2"], "EUR", "USD"),
    ])
  func foreignMarkIsRefused(arguments: [String], marked: String, currency: String) {
    let result = tipcalc(arguments)
    #expect(result.status == 65, "\(result)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("--currency \(marked)"), "\(result)")
    #expect(result.stderr.contains("in \(currency)"), "\(result)")
    #expect(!result.stderr.contains("exponent"), "\(result)")
  }

  @Test(
    "quote accepts a mark of the bill's currency, and a shared symbol for each currency it may mean"
  )
  func matchingMarkIsAccepted() {
    for arguments in [
      ["quote", "¥500", "--currency", "JPY"], ["quote", "¥500", "--currency", "CNY"],
      ["quote", "$20", "--currency", "CAD"], ["quote", "20 USD"],
      ["quote", "84.50EUR", "--currency", "EUR"],
      ["quote", "kr 100", "--currency", "SEK"],
    ] {
      let result = tipcalc(arguments + ["--tip-percent", "10"])
      #expect(result.status == 0, "\(arguments): \(result)")
    }
  }

  @Test("batch rejects a row whose amount is marked with another currency than the row's")
  func batchRejectsForeignMark() {
    let run = runBatch(
      ["--region", "US"], input: "id,subtotal,tax,region\n1,¥500,,US\n2,¥500,,JP\n3,500,,US\n")
    #expect(run.status == 65, "\(run.errors)")
    #expect(run.counts?.rejected == 1, "\(run.errors)")
    #expect(
      run.errors.contains("'¥500' is marked '¥' (JPY or CNY) but the row is in USD"),
      "\(run.errors)")
    #expect(run.output.contains("2,¥500,,JP"), "\(run.output)")
    #expect(!run.output.contains("1,¥500"), "\(run.output)")
  }
}
