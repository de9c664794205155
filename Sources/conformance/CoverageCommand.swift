import Conformance

/// `conformance coverage`: which targeted laws reach each feature of the contract.
enum CoverageCommand {
    /// Prints the matrix (or its Markdown with `--markdown`); exit 0 when every feature is covered,
    /// 1 when one is not, 2 on bad arguments.
    static func main(_ arguments: [String]) -> Int32 {
        var configuration = SuiteConfiguration()
        var markdown = false
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--markdown": markdown = true
            case "--cases":
                guard let text = rest.popFirst(), let cases = Int(text), cases > 0 else {
                    return ConformanceCommand.usageError("--cases needs a positive integer")
                }
                configuration.cases = cases
            case "--seed":
                guard let text = rest.popFirst(), let seed = UInt64(text) else {
                    return ConformanceCommand.usageError("--seed needs a non-negative integer")
                }
                configuration.seed = seed
            default:
                return ConformanceCommand.usageError("unknown argument '\(flag)' for coverage")
            }
        }
        let matrix = CoverageMatrix.measure(configuration: configuration)
        print(markdown ? matrix.markdown() : matrix.textReport(), terminator: "")
        return matrix.gaps.isEmpty ? 0 : 1
    }
}
