import Foundation
import PortabilityCheck

// The command's whole behaviour is `PortabilityCheckCommandLine.run`, where the tests reach it;
// this only prints its outcome and exits with its status.
let outcome = PortabilityCheckCommandLine.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    currentDirectory: FileManager.default.currentDirectoryPath)
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.exitCode)
