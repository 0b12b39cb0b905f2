import TipArguments

/// The file a picture (`--svg`, `--screens-html`, `--html`) is drawn to, which
/// ``FilesBesideReport`` writes whole and puts in place once the report is written.
enum PictureFile {
  /// The usage error for an empty file name given to `option`.
  static func checkName(_ path: String?, for option: CommandSpec.Option) throws(CLIError) {
    if path == "" {
      throw .usage("Invalid value '' for '\(option.usageLabel)': expected a file name.")
    }
  }
}
