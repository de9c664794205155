/// The `conformance` command: runs the suite and its reports.
enum ConformanceCommand {
    /// Runs the command with `arguments` (without the program name) and returns its exit code.
    static func main(_ arguments: [String]) -> Int32 {
        if arguments.first == "shrink-bench" { return ShrinkBenchCommand.main(Array(arguments.dropFirst())) }
        print("conformance: the laws are not built yet; nothing to run.")
        return 0
    }
}
