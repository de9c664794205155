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
}
