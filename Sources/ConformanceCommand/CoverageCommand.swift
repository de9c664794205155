import Conformance

/// `conformance coverage`: which targeted laws reach each feature of the contract.
enum CoverageCommand {
    /// Prints the matrix (or its Markdown with `--markdown`); exit 0 when every feature is covered,
    /// 1 when one is not, 2 on bad arguments.
    static func main(_ arguments: [String]) -> Int32 {
        var markdown = false
        let configuration: SuiteConfiguration
        do {
            configuration = try SubcommandOptions.parse(arguments, command: "coverage") { flag, _ in
                guard flag == "--markdown" else { return false }
                markdown = true
                return true
            }
        } catch {
            return ConformanceCommand.usageError(error.message)
        }
        let matrix = CoverageMatrix.measure(configuration: configuration)
        print(markdown ? matrix.markdown() : matrix.textReport(), terminator: "")
        return matrix.gaps.isEmpty ? 0 : 1
    }
}
