#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The command's entry point: dispatch on the first argument; every subcommand lives in its own file.
exit(ConformanceCommand.main(Array(CommandLine.arguments.dropFirst())))
