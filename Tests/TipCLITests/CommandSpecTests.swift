import Testing
import TipArguments

@testable import TipCLI

@Test(arguments: [
  (
    CommandSpec(name: "a", abstract: "No full stop"),
    ["Command 'a': the abstract must be a sentence ending with a full stop."]
  ),
  (
    CommandSpec(
      name: "b", abstract: "B.",
      options: [.flag("json", short: "j", help: ""), .flag("jot", short: "j", help: "")]),
    ["Command 'b': short name '-j' is declared more than once."]
  ),
  (
    CommandSpec(
      name: "c", abstract: "C.",
      options: [.flag("help", help: ""), .value("n", short: "1", valueName: "", help: "")]),
    [
      "Command 'c': option '--help' is declared more than once.",
      "Command 'c': short name '-1' would hide negative numbers.",
      "Command 'c': option '--n' has a wrong value name.",
    ]
  ),
  (
    CommandSpec(
      name: "d", abstract: "D.",
      arguments: [
        .init(name: "x", help: "", isOptional: true, isRepeating: true), .init(name: "y", help: ""),
      ],
      exclusiveGroups: [.init(names: ["nope"])]),
    [
      "Command 'd': exclusive group names unknown option '--nope'.",
      "Command 'd': required argument '<y>' follows an optional one.",
      "Command 'd': only the last argument may repeat, not '<x>'.",
    ]
  ),
  (
    CommandSpec(
      name: "e", abstract: "E.", arguments: [.init(name: "x", help: "")],
      subcommands: [CommandSpec(name: "f", abstract: "F."), CommandSpec(name: "f", abstract: "F")]),
    [
      "Command 'e': a command with subcommands cannot take arguments.",
      "Command 'e': subcommand 'f' is declared more than once.",
      "Command 'f': the abstract must be a sentence ending with a full stop.",
    ]
  ),
])
func findsMistakesInSpecs(spec: CommandSpec, problems: [String]) {
  #expect(spec.problems == problems)
}
