import Foundation
import TipCLI

exit(TipCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
