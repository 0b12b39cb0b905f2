import Testing

@testable import TipBatch

/// Text that people typed, written to a CSV file that people open in a spreadsheet: what a
/// spreadsheet would run as a formula is kept as text.
struct SpreadsheetTextTests {
  @Test(
    "A field that starts like a formula gets a leading apostrophe; any other is written as it is",
    arguments: [
      ("=1+2", "'=1+2"),
      ("+15551234", "'+15551234"),
      ("-cook", "'-cook"),
      ("@SUM(A1)", "'@SUM(A1)"),
      ("\t=1", "'\t=1"),
      ("\r=1", "\"'\r=1\""),
      ("=A1,B1", "\"'=A1,B1\""),
      ("=\"x\"", "\"'=\"\"x\"\"\""),
      ("Ada", "Ada"),
      ("Raj-Kumar", "Raj-Kumar"),
      ("a=b", "a=b"),
      (" =1", " =1"),
      ("", ""),
      ("Ana, head server", "\"Ana, head server\""),
    ])
  func spreadsheetText(_ text: String, _ field: String) {
    #expect(WholeFileOutput.spreadsheetTextField(text) == field)
  }
}
