import TipJSON

extension PolicyCatalog {
  /// The top-level keys of a catalog file that the loader itself reads.
  static let envelopeKeys = ["$schema", "version", "description", "default", "policies"]

  /// Reads every source, collecting every error rather than stopping at the first.
  ///
  /// - Parameters:
  ///   - sources: the catalog texts; later ones add to or override earlier ones.
  ///   - registry: the policy kinds the sources may use.
  ///   - sections: the sections besides the policies that a file may have; the service charges
  ///     and cash rounding are always read.
  package static func load(
    _ sources: [CatalogSource], registry: PolicyRegistry, sections: [any CatalogSection.Type]
  ) -> (catalog: PolicyCatalog?, errors: [CatalogError]) {
    var errors: [CatalogError] = []
    func report(_ error: CatalogError) {
      for error in error.allErrors where !errors.contains(error) { errors.append(error) }
    }
    var definitions: [String: PolicyResolver.Definition] = [:]
    var order: [String] = []
    var overrides: [Override] = []
    var defaultName: (name: String, file: String, node: JSONNode)?
    var charges = ChargeSection()
    var read: [any CatalogSection] = []
    var fileKeys = envelopeKeys + ChargeSection.keys
    for section in sections {
      read.append(section.init())
      fileKeys += section.keys
    }
    for source in sources {
      do {
        let file = try readFile(source, kinds: registry.kindNames, fileKeys: fileKeys)
        var seen: [String: JSONNode] = [:]
        for definition in file.definitions {
          if let first = seen[definition.name] {
            report(
              CatalogError(
                .duplicateName, file: source.name,
                path: ConfigDecoder.render(definition.codingPath),
                line: definition.node.line, column: definition.node.column,
                message: "duplicate policy name '\(definition.name)' (first at line \(first.line))",
                suggestion: "rename one of them; names are unique within a file"))
            continue
          }
          seen[definition.name] = definition.node
          if let previous = definitions[definition.name] {
            overrides.append(
              Override(
                name: definition.name, source: source.name,
                replacedSource: previous.file ?? "memory"))
          } else {
            order.append(definition.name)
          }
          definitions[definition.name] = definition
        }
        if let name = file.defaultName { defaultName = (name.text, source.name, name.node) }
        for error in file.errors { report(error) }
        // The sections are read once the envelope's version is known to be readable.
        if let object = file.object {
          var sectionErrors: [CatalogError] = []
          charges.read(object, file: source.name, errors: &sectionErrors)
          for index in read.indices {
            read[index].read(object, file: source.name, errors: &sectionErrors)
          }
          for error in sectionErrors { report(error) }
        }
      } catch {
        report(error)
      }
    }
    let resolver = PolicyResolver(registry: registry, definitions: definitions)
    var entries: [String: Entry] = [:]
    for name in order {
      guard let definition = definitions[name] else { continue }
      do {
        let policy = try resolver.policy(named: name)
        entries[name] = Entry(
          name: name, kind: definition.kind,
          description: definition.description ?? policy.summary, policy: policy,
          source: definition.file ?? "memory")
      } catch {
        report(error)
      }
    }
    if let defaultName, definitions[defaultName.name] == nil {
      report(
        CatalogError(
          .unknownPolicy, file: defaultName.file, path: "default",
          line: defaultName.node.line, column: defaultName.node.column,
          message: "the default policy '\(defaultName.name)' is not defined",
          suggestion: nameSuggestion(defaultName.name, among: order)))
    }
    var catalog = PolicyCatalog(
      entries: entries, names: order, defaultPolicyName: defaultName?.name,
      overrides: overrides, sources: sources.map(\.name), charges: charges.charges,
      serviceChargeSources: charges.serviceChargeSources)
    for index in read.indices {
      var sectionErrors: [CatalogError] = []
      read[index].complete(with: catalog, errors: &sectionErrors)
      for error in sectionErrors { report(error) }
      catalog.sections[ObjectIdentifier(type(of: read[index]))] = read[index]
    }
    return (catalog, errors)
  }

  private init(
    entries: [String: Entry], names: [String], defaultPolicyName: String?,
    overrides: [Override], sources: [String], charges: CatalogCharges,
    serviceChargeSources: [String: String]
  ) {
    self.entries = entries
    self.charges = charges
    self.serviceChargeSources = serviceChargeSources
    self.names = names
    self.defaultPolicyName = defaultPolicyName
    self.overrides = overrides
    self.sources = sources
  }

  /// What one file contributes: its definitions, its default name, and the errors in its
  /// envelope (each policy's own keys are checked later, when it is decoded).
  struct FileContents {
    var definitions: [PolicyResolver.Definition] = []
    var defaultName: (text: String, node: JSONNode)?
    var errors: [CatalogError] = []
    /// The root object, for the sections to read, when its version is one this reader knows.
    var object: JSONObject?
  }

  /// Parses a file and checks its envelope: `version`, `default`, and each policy's `name`,
  /// `kind` (one of `kinds`) and `description`, and that every top-level key is one of
  /// `fileKeys`.
  static func readFile(_ source: CatalogSource, kinds: [String], fileKeys: [String])
    throws(CatalogError) -> FileContents
  {
    let file = source.name
    // A file read by CatalogSource.file is refused before it is read; a source built in memory
    // is refused here, so that the bound holds however a catalog arrives.
    let limit = Limits.maximumFileSize
    guard source.bytes.count <= limit else {
      throw CatalogError(
        .tooLarge, file: file,
        message: "the catalog has \(source.bytes.count) bytes; catalogs are limited to "
          + "\(limit) bytes (1 MiB)",
        suggestion: "split its policies over several sources of at most \(limit) bytes each")
    }
    let root: JSONNode
    do {
      root = try JSONReader.parse(source.bytes, file: file, maximumDepth: Limits.maximumJSONDepth)
    } catch {
      var error = error
      if error.kind == .empty && error.suggestion == nil {
        error.details.suggestion = "a catalog is at least {\"version\": 1, \"policies\": []}"
      }
      throw error
    }
    func error(
      _ kind: CatalogError.Kind, _ path: String, _ node: JSONNode, _ message: String,
      _ suggestion: String? = nil
    ) -> CatalogError {
      CatalogError(kind, file: file, path: path, at: node, message, suggestion: suggestion)
    }
    func missing(_ key: String, _ fix: String) -> CatalogError {
      error(.missingKey, "", root, "missing key '\(key)'", fix)
    }
    guard case .object(let object) = root.value else {
      throw error(
        .typeMismatch, "", root,
        "expected a catalog object {\"version\": 1, \"policies\": […]}, "
          + "found \(root.foundDescription)")
    }
    var contents = FileContents()
    for member in object.members where !fileKeys.contains(member.key) {
      let near = suggestion(for: member.key, among: fileKeys)
      contents.errors.append(
        error(
          .unknownKey, member.key, member.value, "unknown key '\(member.key)'",
          near.map { "did you mean '\($0)'?" }
            ?? "expected one of: \(fileKeys.joined(separator: ", "))"))
    }
    let missingPolicies = missing("policies", "add \"policies\": [ … ] with one object per policy")
    // The version comes first: a newer file may use keys this reader does not know. Every
    // version has `policies`, so its absence is reported beside a version that is missing or
    // wrong.
    guard let version = object["version"] else {
      contents.errors.append(
        missing("version", "add \"version\": \(formatVersion) at the top of the file"))
      if object["policies"] == nil { contents.errors.append(missingPolicies) }
      return contents
    }
    guard case .number(let text) = version.value, let number = Int(text) else {
      contents.errors.append(
        error(
          .typeMismatch, "version", version,
          "expected a whole number, found \(version.foundDescription)",
          "write \"version\": \(formatVersion)"))
      if object["policies"] == nil { contents.errors.append(missingPolicies) }
      return contents
    }
    guard number <= formatVersion else {
      throw error(
        .unsupportedVersion, "version", version,
        "catalog format version \(number) is newer than this TipEngine supports "
          + "(version \(formatVersion))", "update TipEngine, or write the file for version 1")
    }
    guard number >= 1 else {
      contents.errors.append(
        error(
          .invalidValue, "version", version, "version \(number) does not exist",
          "write \"version\": \(formatVersion)"))
      if object["policies"] == nil { contents.errors.append(missingPolicies) }
      return contents
    }
    for key in ["$schema", "description"] {
      if let node = object[key], !node.isString {
        contents.errors.append(
          error(.typeMismatch, key, node, "expected a string, found \(node.foundDescription)"))
      }
    }
    if let name = object["default"] {
      if case .string(let text) = name.value {
        contents.defaultName = (text, name)
      } else {
        contents.errors.append(
          error(
            .typeMismatch, "default", name,
            "expected a policy name (a string), found \(name.foundDescription)"))
      }
    }
    contents.object = object
    guard let policies = object["policies"] else {
      contents.errors.append(missingPolicies)
      return contents
    }
    guard case .array(let items) = policies.value else {
      contents.errors.append(
        error(
          .typeMismatch, "policies", policies,
          "expected an array of policy objects, found \(policies.foundDescription)"))
      return contents
    }
    // The limit is per file: the built-in catalog and the other files do not count.
    guard items.count <= Limits.maximumPolicyCount else {
      throw error(
        .tooManyPolicies, "policies", policies,
        "\(file) has \(items.count) policies; a catalog file holds at most "
          + "\(Limits.maximumPolicyCount)", "split them over several files")
    }
    for (index, item) in items.enumerated() {
      let codingPath: [any CodingKey] = [
        ConfigCodingKey("policies"), ConfigCodingKey(index: index),
      ]
      let path = ConfigDecoder.render(codingPath)
      guard case .object(let policy) = item.value else {
        contents.errors.append(
          error(
            .typeMismatch, path, item,
            "expected a policy object {\"name\": …, \"kind\": …}, found \(item.foundDescription)"))
        continue
      }
      var name: String?
      var kind: String?
      var description: String?
      for key in ["name", "kind"] {
        guard let value = policy[key] else {
          let example =
            key == "name" ? "a name of your own such as \"house-18\"" : "a kind such as \"percent\""
          contents.errors.append(
            error(.missingKey, path, item, "missing key '\(key)'", "add \"\(key)\" with \(example)")
          )
          continue
        }
        guard case .string(let text) = value.value, !text.isEmpty else {
          contents.errors.append(
            error(
              .typeMismatch, "\(path).\(key)", value,
              "expected a non-empty string, found \(value.foundDescription)",
              key == "kind" ? "write one of: \(kinds.joined(separator: ", "))" : nil))
          continue
        }
        if key == "name" { name = text } else { kind = text }
      }
      if let value = policy["description"] {
        if case .string(let text) = value.value {
          description = text
        } else {
          contents.errors.append(
            error(
              .typeMismatch, "\(path).description", value,
              "expected a string, found \(value.foundDescription)"))
        }
      }
      if let name, name.contains(where: { $0.isWhitespace || $0.isNewline }) {
        contents.errors.append(
          error(
            .invalidValue, "\(path).name", policy["name"] ?? item,
            "policy name '\(name)' contains white space",
            "use letters, digits and '-', such as 'percent-18'"))
        continue
      }
      guard let name, let kind else { continue }
      contents.definitions.append(
        PolicyResolver.Definition(
          name: name, kind: kind, description: description, node: item, file: file,
          codingPath: codingPath))
    }
    return contents
  }
}
