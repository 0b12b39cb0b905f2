/// Renders the help screen and the usage block of a command in the layout of
/// swift-argument-parser: `OVERVIEW:`, `USAGE:`, `ARGUMENTS:`, `OPTIONS:` and `SUBCOMMANDS:`
/// sections, entries indented by two columns, their help aligned at ``helpColumn`` and everything
/// wrapped to ``width`` columns.
package struct HelpFormatter: Sendable {
  /// The column count that lines are wrapped to.
  package var width = 80
  /// The column at which the help of arguments, options and subcommands starts; an entry whose
  /// label does not fit before it puts its help on the next line.
  package var helpColumn = 26

  /// A formatter wrapping to `width` columns, with help starting at `helpColumn`.
  package init(width: Int = 80, helpColumn: Int = 26) {
    self.width = width
    self.helpColumn = helpColumn
  }

  /// The help screen of the last command of `chain`, which runs from the root command to the
  /// command to describe; ends with a newline.
  package func help(for chain: [CommandSpec]) -> String {
    guard let command = chain.last else { return "" }
    var lines = wrap(command.abstract, firstPrefix: "OVERVIEW: ", indent: 0)
    if let discussion = command.discussion {
      for paragraph in discussion.split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append("")
        if !paragraph.isEmpty {
          lines += wrap(String(paragraph), firstPrefix: "", indent: 0)
        }
      }
      lines = collapsingBlankLines(lines)
    }
    lines.append("")
    lines += synopsisLines(for: chain, prefix: "USAGE: ")
    if !command.arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      for argument in command.arguments {
        lines += entry(label: "<\(argument.name)>", help: argument.help)
      }
    }
    lines += ["", "OPTIONS:"]
    for option in command.allOptions(isRoot: chain.count == 1) {
      lines += entry(label: option.helpLabel, help: option.help)
    }
    if !command.subcommands.isEmpty {
      lines += ["", "SUBCOMMANDS:"]
      for subcommand in command.subcommands {
        lines += entry(label: subcommand.name, help: subcommand.abstract)
      }
      if chain.count == 1 && command.subcommand(named: "help") == nil {
        lines += entry(label: "help", help: "Show subcommand help information.")
      }
      let helpPath = [chain[0].name, "help"] + chain.dropFirst().map(\.name)
      lines += ["", "  See '\(helpPath.joined(separator: " ")) <subcommand>' for detailed help."]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The usage block of the last command of `chain`, starting with `prefix` (`USAGE: ` in the
  /// help, `Usage: ` after an error) and wrapped so that continuation lines line up after the
  /// command path; has no final newline.
  package func synopsis(for chain: [CommandSpec], prefix: String) -> String {
    synopsisLines(for: chain, prefix: prefix).joined(separator: "\n")
  }

  /// The lines of ``synopsis(for:prefix:)``.
  private func synopsisLines(for chain: [CommandSpec], prefix: String) -> [String] {
    guard let command = chain.last else { return [] }
    let head = prefix + chain.map(\.name).joined(separator: " ")
    let indent = head.count + 1 <= width / 2 ? head.count + 1 : prefix.count
    var lines: [String] = []
    var line = head
    for element in usageElements(for: command) {
      if line.count + 1 + element.count > width && line.count > indent {
        lines.append(line)
        line = String(repeating: " ", count: indent) + element
      } else {
        line += " " + element
      }
    }
    lines.append(line)
    return lines
  }

  /// The elements of a command's usage line after the command path: the positional arguments,
  /// then the options (an exclusive group shown as one element where its first member is declared),
  /// then `<subcommand>` for a command group. The built-in `--help` and `--version` are left out.
  package func usageElements(for command: CommandSpec) -> [String] {
    var elements: [String] = []
    for argument in command.arguments {
      elements.append(argument.isOptional ? "[\(argument.usageLabel)]" : argument.usageLabel)
    }
    var shownGroups: Set<[String]> = []
    for option in command.options {
      if let group = command.groups(containing: option.name).first {
        guard shownGroups.insert(group.names).inserted else { continue }
        let members = group.names.compactMap { command.option(named: $0)?.usageLabel }
        let joined = members.joined(separator: " | ")
        elements.append(group.isRequired ? "(\(joined))" : "[\(joined)]")
      } else {
        elements.append(option.isRequired ? option.usageLabel : "[\(option.usageLabel)]")
      }
    }
    if !command.subcommands.isEmpty {
      elements.append("<subcommand>")
    }
    return elements
  }

  /// One entry of a section: the label indented by two columns and its help wrapped at
  /// ``helpColumn``, on the same line when the label leaves at least two spaces before it.
  private func entry(label: String, help: String) -> [String] {
    let indentedLabel = "  " + label
    guard !help.isEmpty else { return [indentedLabel] }
    if indentedLabel.count + 2 <= helpColumn {
      let padded = indentedLabel + String(repeating: " ", count: helpColumn - indentedLabel.count)
      return wrap(help, firstPrefix: padded, indent: helpColumn)
    }
    let padding = String(repeating: " ", count: helpColumn)
    return [indentedLabel] + wrap(help, firstPrefix: padding, indent: helpColumn)
  }

  /// Wraps `text` at spaces into lines of at most ``width`` columns; the first line starts with
  /// `firstPrefix` and the others with `indent` spaces. A word longer than a line stands alone.
  private func wrap(_ text: String, firstPrefix: String, indent: Int) -> [String] {
    var lines: [String] = []
    var line = firstPrefix
    var lineHasWord = false
    for word in text.split(separator: " ") {
      if lineHasWord && line.count + 1 + word.count > width {
        lines.append(line)
        line = String(repeating: " ", count: indent) + word
      } else {
        line += (lineHasWord ? " " : "") + word
      }
      lineHasWord = true
    }
    lines.append(line)
    return lines
  }

  /// `lines` with runs of blank lines reduced to one.
  private func collapsingBlankLines(_ lines: [String]) -> [String] {
    var result: [String] = []
    for line in lines where !(line.isEmpty && result.last?.isEmpty == true) {
      result.append(line)
    }
    return result
  }
}
