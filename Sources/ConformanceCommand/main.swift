#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Darwin)
import Darwin
#else
#error("the conformance command is not supported on this platform: it needs POSIX signal() and SIGPIPE")
#endif

// A reader that goes away (a closed pipe, a FIFO's reader quitting) makes writes fail with EPIPE,
// which the command reports in one line with exit code 2, instead of killing it silently.
_ = signal(SIGPIPE, SIG_IGN)

// The command's entry point: dispatch on the first argument; every subcommand lives in its own file.
exit(ConformanceCommand.main(Array(CommandLine.arguments.dropFirst())))
