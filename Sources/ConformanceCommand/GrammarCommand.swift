import Conformance
import Generators
import ReferenceEngine
import Scripts

/// `conformance grammar`: what the grammar of every call reaches (``GrammarReach``).
enum GrammarCommand {
    /// The cases measured when `--cases` is not given: the bar is a share of 1000 cases.
    static let defaultCases = Grammar.reportCases

    /// Prints every rule and relevant pair with its share of cases (gaps under 5 % marked) and
    /// the reentries that fired on the reference engine; exit 0 with no gap, 1 with gaps, 2 on
    /// bad arguments.
    static func main(_ arguments: [String]) -> Int32 {
        var configuration: SuiteConfiguration
        do {
            configuration = try SubcommandOptions.parse(arguments, command: "grammar")
        } catch {
            return ConformanceCommand.usageError(error.message)
        }
        if !arguments.contains("--cases") { configuration.cases = defaultCases }
        let reach = GrammarReach.measure(cases: configuration.cases, seed: configuration.seed) { script in
            ScriptDriver.run(script, on: ReferenceEngine())
        }
        print(reach.textReport())
        return reach.gaps.isEmpty ? 0 : 1
    }
}
