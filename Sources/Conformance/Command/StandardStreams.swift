// swift-format-ignore-file: OrderedImports
// `@preconcurrency` and before Foundation: glibc, Musl and Bionic declare `stdout` a mutable
// global, which it is only until the process starts (swiftlang/swift#75601).
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Android)
@preconcurrency import Android
#elseif canImport(Darwin)
import Darwin  // portability: Darwin imports `stdout` (`__stdoutp`) in a form Swift 6 accepts as it is
#else
#error("StandardStreams is not supported on this platform: it needs POSIX signal, fcntl, open, dup2 and C stdio")
#endif
import Foundation

/// The command's standard streams, written so that a closed, full or broken stream is a failed
/// write with a message, never a crash.
///
/// `FileHandle.write(_:)` traps when the write fails (`2>/dev/full`, `2>&-`), and a reader that
/// goes away kills a process that still writes with SIGPIPE. The command therefore prepares the
/// streams once (``prepare()``), writes its messages with ``writeError(_:)``, which drops what
/// cannot be written, writes reports with ``writeOutput(_:)``, which throws, and checks what
/// `print` wrote with ``finish(_:)`` before it exits.
package enum StandardStreams {
    /// Makes the process's streams safe to write: call it once, first thing.
    ///
    /// SIGPIPE and SIGXFSZ are ignored, so a reader that goes away or a file-size limit makes a
    /// write fail (EPIPE, EFBIG), which the command reports, instead of killing it with no
    /// report and, for SIGXFSZ, a half-written temporary file. A standard stream that was closed
    /// (`>&-`) is reserved with `/dev/null` opened read-only: writes to it fail with EBADF, as to a
    /// closed stream, and no file the command opens later takes its number and receives output
    /// meant for the terminal. Calling it again does nothing.
    package static func prepare() { _ = prepared }

    private static let prepared: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
        _ = signal(SIGXFSZ, SIG_IGN)
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let reserved = open("/dev/null", O_RDONLY)
            if reserved >= 0, reserved != descriptor {
                _ = dup2(reserved, descriptor)
                _ = close(reserved)
            }
        }
    }()

    /// Writes `text` to the standard error, dropping it when it cannot be written there.
    ///
    /// - Returns: whether all of it was written.
    @discardableResult
    package static func writeError(_ text: String) -> Bool {
        (try? OutputPath.writeAll(2, Data(text.utf8), name: "the standard error")) != nil
    }

    /// Writes `data` to the standard output, reporting a failed write (a closed stream, a reader
    /// that went away, a full disk, `/dev/full`) instead of dropping it.
    static func writeOutput(_ data: Data) throws(OutputPath.Problem) {
        try OutputPath.writeAll(1, data, name: "the standard output")
    }

    /// The exit status once what `print` wrote has been flushed: `status`, or 2 with a message
    /// on the standard error when the standard output could not take it.
    ///
    /// `print` writes through the C library's buffered `stdout`, which records a failed write in
    /// the stream's error flag and goes on; without this check `conformance help >/dev/full`
    /// ended with status 0 and nothing written.
    package static func finish(_ status: Int32, commandName: String = "conformance") -> Int32 {
        let flushFailed = fflush(standardOutput) != 0
        let reason = flushFailed ? String(cString: strerror(errno)) : "a write failed"
        guard flushFailed || ferror(standardOutput) != 0 else { return status }
        writeError("\(commandName): cannot write the standard output: \(reason)\n")
        return 2
    }

    /// The C library's `stdout` stream.
    private static var standardOutput: UnsafeMutablePointer<FILE>? {
        #if canImport(Darwin)
        return Darwin.stdout
        #elseif canImport(Glibc)
        return Glibc.stdout
        #elseif canImport(Musl)
        return Musl.stdout
        #elseif canImport(Android)
        return Android.stdout
        #else
        #error("StandardStreams needs the C library's stdout")
        #endif
    }
}
