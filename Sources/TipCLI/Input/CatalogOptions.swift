import Foundation
import TipArguments
import TipEngine

/// The `--config <file>` and `--no-default-catalog` options: declared once for every command that
/// takes a catalog, read into the files and the choice they give, and loading the catalog they
/// name.
struct CatalogOptions {
  /// `--config <file>`, repeatable.
  static let config = CommandSpec.Option.repeating(
    "config", valueName: "file",
    help: "A policy catalog file layered over the built-in catalog; may be repeated, later files "
      + "override earlier names.")

  /// `--no-default-catalog`.
  static let noDefaultCatalog = CommandSpec.Option.flag(
    "no-default-catalog", help: "Use only the --config files, not the built-in catalog.")

  /// Both options, in help order.
  static let options = [config, noDefaultCatalog]

  /// The `--config` files, in command-line order.
  var files: [String]
  /// Whether the built-in catalog comes first (no `--no-default-catalog`).
  var includesBuiltIn: Bool

  /// The options as given on `arguments`.
  init(_ arguments: ParsedArguments) {
    files = arguments.values(of: CatalogOptions.config)
    includesBuiltIn = !arguments.isSet(CatalogOptions.noDefaultCatalog)
  }

  /// Whether either option was given.
  var isGiven: Bool { !files.isEmpty || !includesBuiltIn }

  /// The catalog sources named on the command line: the built-in catalog unless
  /// `--no-default-catalog`, then each `--config` file.
  func sources(context: CommandContext) throws(CLIError) -> [CatalogSource] {
    if !includesBuiltIn && files.isEmpty {
      throw CLIError.usage(
        "'--no-default-catalog' leaves no catalog; add '--config <file>' or drop it.")
    }
    try requireNames()
    var sources = includesBuiltIn ? [CatalogSource.builtIn] : []
    for file in files { sources.append(try CatalogOptions.read(file, context: context)) }
    return sources
  }

  /// These options with each `--config` file read once (the same path, or another path to it,
  /// as ``ValidateCommand/firstMentions(of:context:)`` finds), and for each mention left out
  /// the line that says so, as `validate` writes it: loaded twice, a file's test cases would
  /// run twice. The file keeps the name it was first given but is layered where it was last
  /// given, so the catalog is the one `quote` builds by layering it every time.
  func readingEachFileOnce(context: CommandContext) -> (options: CatalogOptions, notes: [String]) {
    let firstMention = ValidateCommand.firstMentions(of: files, context: context)
    var once = self
    once.files = CatalogOptions.layeringOrder(firstMention: firstMention).map { files[$0] }
    var notes: [String] = []
    for (index, file) in files.enumerated() where firstMention[index] != index {
      notes.append(
        ValidateCommand.readOnceNote(
          TerminalText.path(file), first: TerminalText.path(files[firstMention[index]])))
    }
    return (once, notes)
  }

  /// The files to read, given each file's `firstMention` (as
  /// ``ValidateCommand/firstMentions(of:context:)`` finds it): the index of each file's first
  /// mention, once, ordered by where the file was last given. Later files override earlier
  /// names, so layering a file once at its last place gives the catalog that layering it at
  /// every place would.
  static func layeringOrder(firstMention: [Int]) -> [Int] {
    var last: [Int: Int] = [:]
    for (index, first) in firstMention.enumerated() { last[first] = index }
    return last.keys.sorted { last[$0, default: 0] < last[$1, default: 0] }
  }

  /// Refuses an empty `--config` value as a usage mistake (64), before any file is read.
  func requireNames() throws(CLIError) {
    for file in files {
      try InputFile.requireName(file, for: "--\(CatalogOptions.config.name) <file>")
    }
  }

  /// The catalog named on the command line, with every error of its files in the message.
  func load(context: CommandContext) throws(CLIError) -> PolicyCatalog {
    try load(sources(context: context))
  }

  /// The catalog of `sources` (as ``sources(context:)`` reads them), with every error of its
  /// files in the message.
  func load(_ sources: [CatalogSource]) throws(CLIError) -> PolicyCatalog {
    if sources == [.builtIn] {
      do {
        return try PolicyCatalog.builtIn()
      } catch {
        throw CLIError.failure("The built-in catalog does not load: \(error)")
      }
    }
    let result = PolicyCatalog.validate(sources)
    if let catalog = result.catalog, result.errors.isEmpty { return catalog }
    guard let first = result.errors.first else {
      throw CLIError.dataError("The catalog could not be loaded.")
    }
    var message = InputValues.sentence(first.description)
    if result.errors.count > 1 {
      // The same catalog as this run's: without the built-in one when the run had none.
      let files =
        files.map(TerminalText.path).joined(separator: " ")
        + (includesBuiltIn ? "" : " --\(CatalogOptions.noDefaultCatalog.name)")
      let more =
        result.errors.count == 2 ? "1 more problem" : "\(result.errors.count - 1) more problems"
      message += " \(more): run 'tipcalc validate \(files)' to see them all."
    }
    throw CLIError(CatalogOptions.status(for: first), message)
  }

  /// The exit status for a catalog error: 66 for a file that cannot be read, 65 otherwise.
  static func status(for error: CatalogError) -> ExitStatus {
    error.kind == .unreadable ? .noInput : .dataError
  }

  /// Reads the catalog file at `path`, resolved against the context's directory but reported
  /// under the name the user gave.
  static func read(_ path: String, context: CommandContext) throws(CLIError) -> CatalogSource {
    do {
      return try source(path, context: context)
    } catch {
      throw CLIError(status(for: error), InputValues.sentence(error.description))
    }
  }

  /// Reads a catalog file as ``read(_:context:)`` does, reporting problems as ``CatalogError``.
  ///
  /// Messages name the file as given, whole up to ``TerminalText/pathLimit`` characters
  /// (``TerminalText/path(_:)``).
  static func source(_ path: String, context: CommandContext) throws(CatalogError)
    -> CatalogSource
  {
    let resolved = context.resolve(path)
    let shown = TerminalText.path(path)
    guard !path.isEmpty, FileManager.default.fileExists(atPath: resolved) else {
      let hint =
        path.hasPrefix("/")
        ? "check the path" : "check the path; it is relative to \(context.currentDirectory)"
      throw CatalogError(.unreadable, file: shown, message: "no such file", suggestion: hint)
    }
    do {
      var source = try CatalogSource.file(resolved)
      source.name = shown
      return source
    } catch {
      var renamed = error
      renamed.details.location.file = shown
      throw renamed
    }
  }
}
