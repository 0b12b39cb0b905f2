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

  /// `--local-time`.
  static let localTime = CommandSpec.Option.flag(
    "local-time",
    help: "Add the local_time column to every row whatever the first row holds; give it to "
      + "every piece of a file that mixes wall times and instants.")

  /// The options, in the order help lists them.
  static let options = [header, noHeader, localTime]

  /// Sets the job's header settings from the options.
  static func apply(_ arguments: ParsedArguments, to job: inout BatchJob) {
    job.suppliedHeader = arguments.value(of: header)
    job.writesHeader = !arguments.isSet(noHeader)
    if arguments.isSet(localTime) { job.writesLocalTime = true }
  }
}
