import Testing

@testable import TipCLI

@Suite("Every tipcalc command runs through the one command protocol")
struct CommandProtocolTests {
  @Test("Each subcommand the help lists, batch included, is a TipCommand, in the same order")
  func everySubcommandIsACommand() {
    #expect(
      TipCommandLine.commands.map { $0.spec.name }
        == TipCommandLine.root.subcommands.map(\.name))
    #expect(TipCommandLine.commands.contains { $0 == BatchCommand.self })
  }

  @Test(
    "Only batch and compare, which read bill files in the machine format, run without the locale")
  func onlyBillFilesSkipTheLocale() {
    #expect(
      TipCommandLine.commands.filter { !$0.writesForPeople }.map { $0.spec.name } == [
        "batch", "compare",
      ])
  }
}
