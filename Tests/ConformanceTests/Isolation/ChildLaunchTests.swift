import Foundation
import Testing

@testable import Conformance

/// The parent's watchdog times a case from the child's first sign of life, not from its launch:
/// a child that takes longer to start than the case timeout (a first launch on macOS) is not
/// taken for a hang. Here a shell waits 1.5 s before it becomes the command, with a 0.5 s timeout.
@Suite(
    .enabled(
        if: ChildProcessRunner.canStartProcesses && FileManager.default.isExecutableFile(atPath: "/bin/sh"),
        "the test starts children through /bin/sh"))
struct ChildLaunchTests {
    static func replay(_ engine: String) throws -> ChildRun {
        let launcher = try ChildLauncher(executable: URL(fileURLWithPath: "/bin/sh"), caseTimeout: 0.5)
        defer { launcher.removeFiles() }
        return launcher.run([
            "-c", #"sleep 1.5; exec "$0" "$@""#, CommandTests.executable.path, "--engine", engine, "--seed", "1",
            "--format", "json", "--in-process", "--replay", ReplayContainmentTests.token,
        ])
    }

    @Test func aSlowLaunchIsNotAHang() throws {
        let run = try Self.replay("misbehaving:trap")
        guard case .misbehaved(.trapped(let signal)) = run.outcome else {
            Issue.record("a slow launch ended as \(run.outcome), not as the trap it was")
            return
        }
        #expect(signal == TestPlatform.trapSignal.number)
    }

    /// Once started, a case that runs past the timeout is still a hang.
    @Test func aHangAfterASlowLaunchIsStillAHang() throws {
        let run = try Self.replay("misbehaving:hang")
        guard case .misbehaved(.hung) = run.outcome else {
            Issue.record("a hanging case ended as \(run.outcome)")
            return
        }
    }
}
