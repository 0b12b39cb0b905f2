import Testing

@testable import TipCLI

@Suite("The command line reads the user's locale from the environment")
struct LocaleEnvironmentTests {
  @Test("LC_ALL wins over LC_MONETARY, which wins over LANG; empty values are skipped")
  func precedence() {
    let environment = ["LC_ALL": "", "LC_MONETARY": "fr_CH.UTF-8", "LANG": "de_DE.UTF-8"]
    #expect(LocaleEnvironment.identifier(in: environment) == "fr_CH.UTF-8")
    #expect(LocaleEnvironment.region(in: environment)?.code == "CH")
    #expect(LocaleEnvironment.region(in: ["LANG": "de_DE.UTF-8"])?.code == "DE")
    #expect(LocaleEnvironment.region(in: ["LC_ALL": "ja_JP", "LANG": "de_DE"])?.code == "JP")
    #expect(LocaleEnvironment.region(in: [:]) == nil)
    #expect(LocaleEnvironment.identifier(in: ["LC_ALL": "", "LANG": ""]) == nil)
  }
}
