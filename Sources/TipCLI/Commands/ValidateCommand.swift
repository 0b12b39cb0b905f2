import Foundation
import TipArguments
import TipBatch
import TipEngine

/// `tipcalc validate`: every error in every catalog file.
enum ValidateCommand: TipCommand {
  /// The argument and option, declared once for the spec and for ``run(_:context:)``.
  enum Key {
    /// `<file> ...`.
    static let file = CommandSpec.Argument(
      name: "file", help: "A catalog file to check.", isRepeating: true)
    /// `--no-default-catalog`: the files on their own. `validate` has no `--config`, so the
    /// shared option's help, which speaks of `--config` files, does not fit here.
    static let noDefaultCatalog = CommandSpec.Option.flag(
      CatalogOptions.noDefaultCatalog.name,
      help: "Check the files on their own, not over the built-in catalog.")
    /// `--json`.
    static let json = CommandSpec.Option.flag(
      "json",
      help: "Print one JSON object, {files: [{file, valid, policies, screens, pools, tests, "
        + "overrides, errors}]}, instead of the lines and messages.")
  }

  static let spec = CommandSpec(
    name: "validate",
    abstract: "Check catalog files and report every error in every file.",
    discussion: """
      The files are given as arguments, not with --config, and are loaded as 'tipcalc quote \
      --config' loads them: over the built-in catalog, in order, so they may refer to built-in \
      policies and to each other. Each problem is printed to standard error as \
      file:line:column: error: at <path>: <message>.

      Exit status: 0 when every file is valid, 65 when any has an error, 66 when a file cannot \
      be read.
      """,
    arguments: [Key.file],
    options: [Key.noDefaultCatalog, Key.json],
    unknownOptionAdvice: [
      CatalogOptions.config.name:
        "'validate' takes the catalog files as arguments: tipcalc validate <file> ..."
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let files = arguments.positionals(Key.file)
    for file in files { try InputFile.requireName(file, for: "<\(Key.file.name)>") }
    // Catalog errors and sources name each file as messages show it.
    let shownFiles = files.map { TerminalText.path($0) }
    var sources = arguments.isSet(Key.noDefaultCatalog) ? [] : [CatalogSource.builtIn]
    var errors: [CatalogError] = []
    // A file given again is read once: loaded twice, its second copy would "override" the first.
    // It is layered where it was last given, as `quote` layers it (CatalogOptions.layeringOrder).
    let firstMention = firstMentions(of: files, context: context)
    for index in CatalogOptions.layeringOrder(firstMention: firstMention) {
      do {
        sources.append(try CatalogOptions.source(files[index], context: context))
      } catch {
        errors.append(error)
      }
    }
    let result = PolicyCatalog.validate(sources)
    errors += result.errors
    if arguments.isSet(Key.json) {
      let report = json(
        files: shownFiles, firstMention: firstMention, sources: sources, errors: errors,
        catalog: errors.isEmpty ? result.catalog : nil)
      context.print(report.text)
      guard errors.isEmpty, result.catalog != nil else {
        throw .silent(errors.contains { $0.kind == .unreadable } ? .noInput : .dataError)
      }
      return
    }
    guard errors.isEmpty, let catalog = result.catalog else {
      // In command-line order: unreadable files were found before the others were parsed.
      let order = { (error: CatalogError) in
        shownFiles.firstIndex { $0 == error.file } ?? files.count
      }
      let sorted = errors.enumerated().sorted {
        (order($0.element), $0.offset) < (order($1.element), $1.offset)
      }
      for (_, error) in sorted {
        context.writeError(TerminalText.escaped(diagnostic(error)) + "\n")
      }
      let problems = errors.count == 1 ? "1 problem" : "\(errors.count) problems"
      let place =
        files.count == 1
        ? shownFiles[0] : "\(Set(errors.compactMap(\.file)).count) of \(files.count) files"
      let unreadable = errors.contains { $0.kind == .unreadable }
      throw CLIError(unreadable ? .noInput : .dataError, "\(problems) in \(place).")
    }
    for (index, file) in shownFiles.enumerated() {
      guard firstMention[index] == index else {
        context.print(readOnceNote(file, first: shownFiles[firstMention[index]]))
        continue
      }
      context.print(summary(of: file, in: catalog))
    }
  }

  /// The line for a file given again, read once: `file` and the `first` mention of it as
  /// messages show them.
  static func readOnceNote(_ file: String, first: String) -> String {
    first == file
      ? "\(file): given twice; read once." : "\(file): the same file as \(first); read once."
  }

  /// For each of `files`, the index of the first argument that names the same file (itself when
  /// none does): the same path, or another path to it (`./a.json`, a symbolic link, a hard
  /// link).
  static func firstMentions(of files: [String], context: CommandContext) -> [Int] {
    var firsts: [(index: Int, resolved: String, file: OutputTargets.NamedFile)] = []
    return files.enumerated().map { index, file in
      let path = context.resolve(file)
      let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
      let named = OutputTargets.NamedFile(role: "--config catalog", path: path, shown: file)
      let first = firsts.first { first in
        first.resolved == resolved || areOneFile(first.file, named)
      }
      if let first { return first.index }
      firsts.append((index, resolved, named))
      return index
    }
  }

  /// Whether `a` and `b` are one file by its identity (device and inode), as two paths to it
  /// are, hard links included: the test ``OutputTargets`` makes before a command writes over a
  /// file, asked with `a` as the file written and `b` as the file read.
  static func areOneFile(_ a: OutputTargets.NamedFile, _ b: OutputTargets.NamedFile) -> Bool {
    do {
      try OutputTargets.check([a], reads: [b])
      return false
    } catch {
      return true
    }
  }

  /// The line for a valid file: what it defines (its policies, counted whether or not a later
  /// file replaces them), and what it replaces of the catalogs before it.
  static func summary(of file: String, in catalog: PolicyCatalog) -> String {
    let (count, pools, screens, tests) = counts(of: file, in: catalog)
    var line = "\(file): valid, \(count == 1 ? "1 policy" : "\(count) policies")"
    // Tip pools: named only when the file has some, so other lines stay as they were.
    if pools > 0 { line += ", \(pools == 1 ? "1 pool" : "\(pools) pools")" }
    // Tip screens, likewise only when the file defines some.
    if screens > 0 { line += ", \(screens == 1 ? "1 screen" : "\(screens) screens")" }
    // Test cases, likewise only when the file has some.
    if tests > 0 { line += ", \(tests == 1 ? "1 test" : "\(tests) tests")" }
    // What it replaces, by the source it replaces: the built-in catalog's names bare, as before.
    let overrides = catalog.overrides.filter { $0.source == file }
    var bySource: [(source: String, names: [String])] = []
    for override in overrides {
      if let index = bySource.firstIndex(where: { $0.source == override.replacedSource }) {
        bySource[index].names.append("'\(override.name)'")
      } else {
        bySource.append((override.replacedSource, ["'\(override.name)'"]))
      }
    }
    let parts = bySource.map { group in
      let names = group.names.joined(separator: ", ")
      return group.source == CatalogSource.builtIn.name ? names : "\(names) of \(group.source)"
    }
    if !parts.isEmpty { line += "; overrides \(parts.joined(separator: "; "))" }
    return line + "."
  }

  /// What `file` defines in `catalog`: its policies (counted whether or not a later file
  /// replaces them), its tip pools, its tip screens and its test cases.
  static func counts(of file: String, in catalog: PolicyCatalog) -> (
    policies: Int, pools: Int, screens: Int, tests: Int
  ) {
    let kept = catalog.names.filter { (try? catalog.entry(named: $0).source) == file }.count
    let replaced = catalog.overrides.filter { $0.replacedSource == file }.count
    let pools = catalog.pools.filter { catalog.source(ofPool: $0.name) == file }.count
    let screens = catalog.screens.names.filter {
      (try? catalog.screens.entry(named: $0).source) == file
    }.count
    let tests = catalog.tests.filter { $0.file == file }.count
    return (kept + replaced, pools, screens, tests)
  }

  /// A catalog error in the compiler's form, `file:line:column: error: at path: message;
  /// suggestion`, which editors can jump to.
  static func diagnostic(_ error: CatalogError) -> String {
    var location = error.file.map { [$0] } ?? []
    if let line = error.line {
      location.append(String(line))
      if let column = error.column { location.append(String(column)) }
    }
    var text = location.isEmpty ? "error: " : location.joined(separator: ":") + ": error: "
    if !error.path.isEmpty { text += "at \(error.path): " }
    text += error.message
    if let suggestion = error.suggestion { text += "; \(suggestion)" }
    return text
  }
}
