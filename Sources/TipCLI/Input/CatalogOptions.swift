import TipArguments
import Foundation
import TipEngine

/// The `--config <file>` and `--no-default-catalog` options, and loading the catalog they name.
enum CatalogOptions {
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

  /// The catalog sources named on the command line: the built-in catalog unless
  /// `--no-default-catalog`, then each `--config` file.
  static func sources(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError)
    -> [CatalogSource]
  {
    let files = arguments.values(of: config)
    let includesBuiltIn = !arguments.isSet(noDefaultCatalog)
    if !includesBuiltIn && files.isEmpty {
      throw CLIError.usage(
        "'--no-default-catalog' leaves no catalog; add '--config <file>' or drop it.")
    }
    try requireNames(arguments)
    var sources = includesBuiltIn ? [CatalogSource.builtIn] : []
    for file in files { sources.append(try read(file, context: context)) }
    return sources
  }

  /// Refuses an empty `--config` value as a usage mistake (64), before any file is read.
  static func requireNames(_ arguments: ParsedArguments) throws(CLIError) {
    for file in arguments.values(of: config) {
      try InputFile.requireName(file, for: "--\(config.name) <file>")
    }
  }

  /// The catalog named on the command line, with every error of its files in the message.
  static func load(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError)
    -> PolicyCatalog
  {
    let sources = try sources(arguments, context: context)
    if sources == [.builtIn] {
      do {
        return try PolicyCatalog.builtIn()
      } catch {
        throw CLIError.failure("The built-in catalog does not load: \(error)")
      }
    }
    let result = PolicyCatalog.diagnose(sources)
    if let catalog = result.catalog, result.errors.isEmpty { return catalog }
    guard let first = result.errors.first else {
      throw CLIError.dataError("The catalog could not be loaded.")
    }
    var message = InputValues.sentence(first.description)
    if result.errors.count > 1 {
      let files = arguments.values(of: config).map(TerminalText.path).joined(separator: " ")
      let more =
        result.errors.count == 2 ? "1 more problem" : "\(result.errors.count - 1) more problems"
      message += " \(more): run 'tipcalc validate \(files)' to see them all."
    }
    throw CLIError(status(for: first), message)
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
      renamed.file = shown
      throw renamed
    }
  }
}
