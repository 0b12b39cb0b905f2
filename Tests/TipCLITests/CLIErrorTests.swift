import Testing

@testable import TipCLI

@Test(arguments: [
  (CLIError.usage("Bad."), TipCLI.ExitStatus.usage, 64),
  (CLIError.dataError("Bad."), TipCLI.ExitStatus.dataError, 65),
  (CLIError.noInput("Bad."), TipCLI.ExitStatus.noInput, 66),
  (CLIError.ioError("Bad."), TipCLI.ExitStatus.ioError, 74),
  (CLIError.failure("Bad."), TipCLI.ExitStatus.failure, 1),
])
func errorFactoriesSetExitCodes(error: CLIError, status: TipCLI.ExitStatus, value: Int) {
  #expect(error.status == status)
  #expect(error.exitCode == status.rawValue)
  #expect(Int(status.rawValue) == value)
  #expect(error.description == "Error: Bad.")
}

@Test func exitCodeForSuccessIsZero() {
  #expect(TipCLI.ExitStatus.success.rawValue == 0)
}
