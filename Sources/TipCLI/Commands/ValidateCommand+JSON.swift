import TipEngine

/// `tipcalc validate --json`: one object per file, with what it defines and its errors.
extension ValidateCommand {
  /// `{"files": [{"file", "valid", "policies", "screens", "pools", "tests", "overrides",
  /// "errors": [{"line", "column", "path", "message", "suggestion"}]}]}`, one entry per file
  /// in command-line order (a file given twice, once).
  ///
  /// The counts are what the file defines once the catalog loads; when some file has errors,
  /// they are those of the files without errors loaded on their own (zero when even they do not
  /// load); `overrides` are the names of the policies it redefines.
  ///
  /// - Parameters:
  ///   - files: the files as messages show them.
  ///   - firstMention: for each file, the index of the first argument naming the same file.
  ///   - sources: the sources read, the built-in catalog first unless left out.
  ///   - errors: every error, of every file.
  ///   - catalog: the loaded catalog when there was no error.
  static func json(
    files: [String], firstMention: [Int], sources: [CatalogSource], errors: [CatalogError],
    catalog: PolicyCatalog?
  ) -> JSONOutput {
    let failing = Set(errors.compactMap(\.file))
    let loaded =
      catalog ?? PolicyCatalog.validate(sources.filter { !failing.contains($0.name) }).catalog
    var entries: [JSONOutput] = []
    for (index, file) in files.enumerated() where firstMention[index] == index {
      let own = errors.filter { $0.file == file || (index == 0 && $0.file == nil) }
      let defined: (policies: Int, pools: Int, screens: Int, tests: Int) =
        own.isEmpty ? loaded.map { counts(of: file, in: $0) } ?? (0, 0, 0, 0) : (0, 0, 0, 0)
      let overrides =
        own.isEmpty ? loaded?.overrides.filter { $0.source == file }.map(\.name) ?? [] : []
      entries.append(
        .object([
          ("file", .string(file)),
          ("valid", .boolean(own.isEmpty)),
          ("policies", .integer(defined.policies)),
          ("screens", .integer(defined.screens)),
          ("pools", .integer(defined.pools)),
          ("tests", .integer(defined.tests)),
          ("overrides", .array(overrides.map { .string($0) })),
          ("errors", .array(own.map(json))),
        ]))
    }
    return .object([("files", .array(entries))])
  }

  /// `{"line", "column", "path", "message", "suggestion"}`, with `null` for what the error
  /// does not know.
  static func json(_ error: CatalogError) -> JSONOutput {
    .object([
      ("line", error.line.map { .integer($0) } ?? .null),
      ("column", error.column.map { .integer($0) } ?? .null),
      ("path", .string(error.path)),
      ("message", .string(error.message)),
      ("suggestion", error.suggestion.map { .string($0) } ?? .null),
    ])
  }
}
