import TipArguments
import TipBatch
import TipEngine

/// `--region-column`, `--region` and `--currency`, which `batch` and `compare` share: where a
/// row's region comes from, and the region and currency of rows without one. Declared once, so
/// that `compare` reads a file exactly as `batch` prices it.
enum RowDefaultOptions {
  /// `--region-column <col>`.
  static let regionColumn = CommandSpec.Option.value(
    "region-column", valueName: "col",
    help: "Take each row's region from this column, as from a 'region' column (the same as "
      + "--column region=col).")
  /// `--region <CC>`.
  static let region = CommonOptions.region(
    help: "The region of rows without a region value, a two-letter ISO 3166 code such as "
      + "US or a subdivision such as CA-QC; without --policy, it applies the 'regional' "
      + "policy to them. It also places their 'at' instants in its time zone.")
  /// `--currency <code>`.
  static let currency = CommonOptions.currency(
    help: "The currency of rows without a 'currency' value, such as EUR.")

  /// The options, in the order help lists them.
  static let options = [regionColumn, region.option, currency.option]

  /// The settings the options give.
  struct Values {
    /// The `--region-column` header, if given.
    var regionColumn: String?
    /// The `--region`, if given.
    var region: Region?
    /// The `--currency`, if given.
    var currency: Currency?
  }

  /// The settings of `arguments`, checked against the `--column` `mapping`.
  ///
  /// - Throws: a usage error (64) for a region or currency that is not one, or for
  ///   `--region-column` given with `--column region=…`, which both name the region's header.
  static func values(_ arguments: ParsedArguments, mapping: ColumnMapping) throws(CLIError)
    -> Values
  {
    let regionColumn = arguments.value(of: Self.regionColumn)
    if mapping.headers["region"] != nil, regionColumn != nil {
      throw .usage(
        "'--column region=…' and '\(Self.regionColumn.usageLabel)' both name the region's "
          + "header; give one of them.")
    }
    return Values(
      regionColumn: regionColumn, region: try arguments.value(of: region),
      currency: try arguments.value(of: currency))
  }
}
