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
  #expect(ExitCode.success == 0)
}

@Test("The raw exit codes kept for batch are the statuses' numbers")
func rawExitCodesMatchStatuses() {
  #expect(
    [
      ExitCode.success, ExitCode.failure, ExitCode.usage, ExitCode.dataError, ExitCode.noInput,
      ExitCode.ioError,
    ] == [0, 1, 64, 65, 66, 74])
  #expect(CLIError(exitCode: 65, message: "Bad.") == CLIError.dataError("Bad."))
  #expect(CLIError(exitCode: 3, message: "Bad.").status == .failure)
}
