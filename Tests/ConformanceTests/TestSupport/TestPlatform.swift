import Foundation

/// What the platform the tests run on offers, for tests that need it: each test that depends on
/// one is enabled only where it holds, with a visible reason where it does not.
enum TestPlatform {
    /// Whether the `EngineFactory` form of `ConformanceTesting.check` contains laws by re-running
    /// the test binary: on Linux, where the test binary is the test runner.
    static var rerunsTheTestBinary: Bool {
        #if os(Linux)
        return true
        #else
        return false  // portability: the EngineProvider form is tested on every platform instead
        #endif
    }

    /// Whether this system has `/dev/full`, a device that refuses every write (Linux does).
    static let hasFullDevice = FileManager.default.fileExists(atPath: "/dev/full")

    /// Whether Foundation takes the temporary folder from `TMPDIR` (Linux); on Darwin it asks
    /// `confstr` first, so a test cannot give the command a folder of its own that way.
    static var temporaryFolderFollowsTMPDIR: Bool {
        #if os(Linux)
        return true
        #else
        return false  // portability: Darwin's Foundation reads confstr(_CS_DARWIN_USER_TEMP_DIR) first
        #endif
    }

    /// The signal a Swift trap raises here, and the words a report gives for it: x86's `ud2` is an
    /// illegal instruction (SIGILL); arm64's `brk` is a breakpoint (SIGTRAP), on Darwin and Linux.
    static var trapSignal: (number: Int32, words: String) {
        #if arch(x86_64) || arch(i386)
        return (SIGILL, "signal \(SIGILL), SIGILL")
        #elseif arch(arm64)
        return (SIGTRAP, "signal \(SIGTRAP), SIGTRAP")
        #else
        #error("which signal a Swift trap raises on this architecture is not known: add it here")
        #endif
    }

    /// Whether the children of exit tests, which get this process's environment, give a
    /// backtrace when they trap, so that a report can tell whose code trapped: only when
    /// `SWIFT_BACKTRACE` turns it on here. Swift Testing turns it off in exit-test children on
    /// Linux unless it is set; macOS turns it on only at a terminal, and needs the helper's path.
    static var exitTestChildrenBacktrace: Bool {
        let setting = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] ?? ""
        #if os(Linux)
        return setting.contains("enable=yes")
        #else
        return setting.contains("enable=yes") && setting.contains("swift-backtrace=")
        #endif
    }

    /// How a report opens an engine's trap in an exit test's child: with the owner when the
    /// child gives a backtrace, as a trap whose owner could not be told otherwise.
    static var exitTestTrapWords: String { exitTestChildrenBacktrace ? "the engine trapped" : "a case trapped" }
}
