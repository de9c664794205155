import Foundation

/// What a run of `portability-check` printed and how it ended.
public struct CommandOutcome: Sendable, Equatable {
    /// The exit status: 0 without findings, 1 with findings, 2 for bad arguments.
    public var exitCode: Int32
    /// What goes to standard output: the findings, one a line, then the summary (or the usage).
    public var standardOutput: String
    /// What goes to standard error: one line for bad arguments, else nothing.
    public var standardError: String

    /// Creates an outcome.
    public init(exitCode: Int32, standardOutput: String, standardError: String) {
        self.exitCode = exitCode
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

/// The `portability-check` command, as a function of its arguments and working directory.
///
/// The executable only prints the outcome and exits with its status; keeping the command here
/// lets the tests run it end to end on a folder of their own, without starting a process.
public enum PortabilityCheckCommandLine {
    /// The command's usage, printed by `--help`.
    public static var usage: String {
        var lines = [
            "usage: portability-check [ROOT]",
            "",
            "Checks the repository at ROOT (default: the current directory) for what builds on Linux",
            "but breaks on macOS or Windows. It reads the files `git -C ROOT ls-files` lists (and",
            "untracked files git does not ignore), or, without git, every file under ROOT but .build*,",
            ".git and .swiftpm. Each finding prints as `path:line: kind: message` (a path collision,",
            "which has no line, as `path: kind: message`):",
        ]
        let width = FindingKind.allCases.map(\.rawValue.count).max() ?? 0
        for kind in FindingKind.allCases {
            lines.append(
                "  " + kind.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + kind.explanation)
        }
        lines += [
            "",
            "A platform #if chain that is partial on purpose says why on its #if line:",
            "  #if os(Linux) // portability: <reason>",
            "",
            "Exit status: 0 without findings, 1 with findings, 2 for bad arguments.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs the command with `arguments` (without the program's name), resolving a relative ROOT
    /// against `currentDirectory`.
    public static func run(arguments: [String], currentDirectory: String) -> CommandOutcome {
        if arguments.contains("--help") || arguments.contains("-h") {
            return CommandOutcome(exitCode: 0, standardOutput: usage, standardError: "")
        }
        if let option = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            return failure("unknown option '\(option)'")
        }
        guard arguments.count <= 1 else {
            return failure("expected at most one ROOT, got \(arguments.count) arguments")
        }
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        let root = URL(fileURLWithPath: arguments.first ?? ".", relativeTo: base).standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            return failure("ROOT '\(arguments.first ?? ".")' is not a folder")
        }
        return report(for: RepositoryLoader.load(root: root))
    }

    /// What the command prints for `snapshot`, and its status: each finding, then the summary.
    ///
    /// The command's output apart from reading the disk, so a test can check a tree that no disk
    /// of the machine could hold, such as two folders differing only in case on a case-insensitive one.
    public static func report(for snapshot: RepositorySnapshot) -> CommandOutcome {
        let findings = PortabilityChecks.findings(in: snapshot)
        let lines = findings.map(\.description) + [PortabilityChecks.summary(of: findings, in: snapshot)]
        return CommandOutcome(
            exitCode: findings.isEmpty ? 0 : 1, standardOutput: lines.joined(separator: "\n") + "\n", standardError: "")
    }

    /// Bad arguments: one line on standard error that points at `--help`, exit status 2.
    private static func failure(_ problem: String) -> CommandOutcome {
        CommandOutcome(
            exitCode: 2, standardOutput: "",
            standardError: "portability-check: \(problem) (see portability-check --help)\n")
    }
}
