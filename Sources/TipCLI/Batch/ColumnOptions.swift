import TipArguments
import TipBatch
import TipEngine

/// `--column NAME=HEADER` and `--value 'NAME:TEXT=VALUE'`, which `batch` and `compare` share:
/// how an export with its own column names is read.
enum ColumnOptions {
  /// `--column <name=header>`.
  static let column = CommandSpec.Option.repeating(
    "column", valueName: "name=header",
    help: "Read a column from a header of the file's own, such as subtotal=\"Net Sales\"; "
      + "at=Date,Time joins the cells with a space. The headers are one CSV row: quote a "
      + "header with a comma, 'subtotal=\"Net Sales, USD\"'. May be repeated.")
  /// `--value <name:text=value>`.
  static let value = CommandSpec.Option.repeating(
    "value", valueName: "name:text=value",
    help: "Read a cell of a column written one way as a value, such as "
      + "'channel:For Here=dine-in'; a payment list such as Cash;Credit has each payment "
      + "mapped. May be repeated.")

  /// Both options, in the order help lists them.
  static let options = [column, value]

  /// The mapping the options describe.
  ///
  /// - Throws: a usage error (64) for a value without `=` or `:`, or a column the engine does
  ///   not read, listing those it does.
  static func mapping(_ arguments: ParsedArguments) throws(CLIError) -> ColumnMapping {
    var mapping = ColumnMapping()
    for text in arguments.values(of: column) {
      guard let equals = text.firstIndex(of: "=") else {
        throw invalid(text, for: column, "expected NAME=HEADER, such as subtotal=\"Net Sales\"")
      }
      do {
        // The headers are one CSV row, as --header reads them: a quoted one may hold a comma.
        try mapping.map(
          String(text[..<equals]), toHeaderRow: String(text[text.index(after: equals)...]))
      } catch {
        throw invalid(text, for: column, error.message)
      }
    }
    for text in arguments.values(of: value) {
      guard let colon = text.firstIndex(of: ":"),
        let equals = text[colon...].lastIndex(of: "=")
      else {
        throw invalid(
          text, for: value, "expected NAME:TEXT=VALUE, such as 'channel:For Here=dine-in'")
      }
      do {
        try mapping.mapValue(
          String(text[text.index(after: colon)..<equals]),
          to: String(text[text.index(after: equals)...]), in: String(text[..<colon]))
      } catch {
        throw invalid(text, for: value, error.message)
      }
    }
    return mapping
  }

  /// The usage error for a value of `option` that is not in its form.
  private static func invalid(_ text: String, for option: CommandSpec.Option, _ reason: String)
    -> CLIError
  {
    let end = reason.hasSuffix("?") ? "" : "."
    return .usage(
      "Invalid value '\(TerminalText.echoed(text))' for '\(option.usageLabel)': \(reason)\(end)")
  }
}
