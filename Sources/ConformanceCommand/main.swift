import Conformance

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
// A closed or full standard stream is a failed write too (StandardStreams), never a crash.
StandardStreams.prepare()

// The command's entry point: dispatch on the first argument; every subcommand lives in its own
// file. What `print` could not write to the standard output turns a success into exit code 2.
exit(StandardStreams.finish(ConformanceCommand.main(Array(CommandLine.arguments.dropFirst()))))
