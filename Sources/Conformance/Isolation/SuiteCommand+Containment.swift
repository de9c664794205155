import Foundation

extension SuiteCommand {
    /// Where a run's laws run.
    enum Containment: Equatable {
        /// In child processes of this program (``IsolatedRun``).
        case contained
        /// In this process: asked for (`--in-process`), a child of containment, or a call from
        /// code that is not the command (a test calling ``SuiteCommand/run(_:engines:commandName:output:error:)``).
        case inProcess
        /// In this process because the platform cannot start processes; the note says so once.
        case inProcessWithNote(String)
    }

    /// The note printed where a plain run cannot be contained.
    static let inProcessNote =
        "note: the laws run in this process, uncontained: this platform cannot start child processes, "
        + "so an engine that traps or hangs ends the run"

    /// Where the laws of a run with `options` run, given the `arguments` the command was called with.
    ///
    /// Containment is the default. It starts this program again with arguments of its own, so
    /// it needs this program to be a command whose entry point hands its arguments to
    /// ``SuiteCommand/run(_:engines:commandName:output:error:)``: the `conformance` executable, or
    /// an engine author's runner. That is taken to be so when the program was started with
    /// `arguments` (all of them, or, when they are not empty, as the last ones); a test that calls
    /// the command with arguments of its own runs the laws in its process, as `--in-process` does.
    static func containment(_ options: CommandLineOptions, arguments: [String]) -> Containment {
        let isChild = options.reportFile != nil || options.progressFile != nil || options.childDirectory != nil
        if options.inProcess || isChild { return .inProcess }
        let given = Array(CommandLine.arguments.dropFirst())
        let startedWithThese =
            given == arguments
            || (!arguments.isEmpty && given.count > arguments.count
                && Array(given.suffix(arguments.count)) == arguments)
        guard startedWithThese || options.isolate else { return .inProcess }
        // `--isolate` where there are no processes was refused before the run.
        return ChildProcessRunner.canStartProcesses ? .contained : .inProcessWithNote(inProcessNote)
    }
}
