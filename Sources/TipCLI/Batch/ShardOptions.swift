import TipArguments
import TipBatch

/// `--header <columns>` and `--no-header`: the shard contract of `batch`, so that the outputs of
/// an input cut at row boundaries, each piece run on its own, concatenate into what one run
/// writes.
enum ShardOptions {
  /// `--header <columns>`.
  static let header = CommandSpec.Option.value(
    "header", valueName: "columns",
    help: "The input has no header row; these are its columns, as one CSV row such as "
      + "'id,subtotal,tax'.")
  /// `--no-header`.
  static let noHeader = CommandSpec.Option.flag(
    "no-header",
    help: "Write the CSV output and the CSV rejected rows without their header rows (JSON "
      + "lines have none).")

  /// Both options, in the order help lists them.
  static let options = [header, noHeader]

  /// Sets the job's header settings from the options.
  static func apply(_ arguments: ParsedArguments, to job: inout BatchJob) {
    job.suppliedHeader = arguments.value(of: header)
    job.writesHeader = !arguments.isSet(noHeader)
  }
}
