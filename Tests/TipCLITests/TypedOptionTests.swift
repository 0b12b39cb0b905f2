import Testing
import TipArguments
import TipEngine

@testable import TipCLI

@Suite("Options are declared once and read as typed values")
struct TypedOptionTests {
  /// The values `quote` was given with `arguments` after its subtotal.
  private func quote(_ arguments: [String]) throws -> ParsedArguments {
    guard case .run(let parsed) = try TipCommandLine.parser.parse(["quote", "10"] + arguments)
    else { throw CLIError.failure("quote did not parse") }
    return parsed
  }

  @Test("A typed option reads as its value, and as nil when it is not given")
  func readsTypedValues() throws {
    let parsed = try quote([
      "--currency", "eur", "--region=ca-qc", "--split", "3", "--at",
      "2026-12-24T18:30",
    ])
    #expect(try parsed.value(of: BillOptions.currency) == .eur)
    #expect(try parsed.value(of: QuoteCommand.Key.region)?.code == "CA-QC")
    #expect(try parsed.value(of: QuoteCommand.Key.split) == 3)
    #expect(try parsed.value(of: QuoteCommand.Key.weights) == nil)
    #expect(try parsed.value(of: BillOptions.at) == .local(LocalDateTime("2026-12-24T18:30")))
    #expect(try parsed.money(of: BillOptions.tax, in: .usd) == nil)
    #expect(parsed.isSet(BillOptions.currency) && !parsed.isSet(QuoteCommand.Key.weights))
  }

  @Test(
    "A text the option does not accept is refused with the option's label and status",
    arguments: [
      (["--currency", "euro"], TipCLI.ExitStatus.usage, "'--currency <code>'"),
      (["--split", "0"], .dataError, "'--split <n>'"),
      (["--party", "two"], .usage, "'--party <n>'"),
    ])
  func refusesWithTheLabel(arguments: [String], status: TipCLI.ExitStatus, label: String) throws {
    let parsed = try quote(arguments)
    let error = #expect(throws: CLIError.self) {
      _ = try parsed.value(of: BillOptions.currency)
      _ = try parsed.value(of: QuoteCommand.Key.split)
      _ = try parsed.value(of: BillOptions.party)
    }
    #expect(error?.status == status)
    #expect(error?.message.contains(label) == true)
  }

  @Test("A command's own help for a shared option changes the help, not the name or the reading")
  func describedKeepsTheOption() throws {
    #expect(PromptCommand.Key.payment.option.name == BillOptions.payment.option.name)
    #expect(PromptCommand.Key.payment.option.help != BillOptions.payment.option.help)
    guard
      case .run(let parsed) = try TipCommandLine.parser.parse(["prompt", "10", "--payment", "cash"])
    else { return }
    #expect(try parsed.value(of: PromptCommand.Key.payment) == [.cash])
    #expect(try parsed.value(of: BillOptions.payment) == [.cash])
  }

  @Test("An option that several commands take has one name and one value name everywhere")
  func sharedOptionsAgree() {
    var valueNames: [String: Set<String>] = [:]
    for command in TipCommandLine.root.subcommands {
      for option in command.options {
        valueNames[option.name, default: []].insert(option.valueName)
      }
    }
    #expect(valueNames.filter { $0.value.count > 1 }.isEmpty)
    #expect(valueNames["currency"] == ["code"] && valueNames["region"] == ["CC"])
  }

  @Test("The catalog options are read as one group")
  func catalogGroup() throws {
    let parsed = try quote(["--config", "a.json", "--config=b.json", "--no-default-catalog"])
    let catalog = CatalogOptions(parsed)
    #expect(catalog.files == ["a.json", "b.json"] && !catalog.includesBuiltIn && catalog.isGiven)
    #expect(!CatalogOptions(try quote([])).isGiven)
  }
}
