import Conformance
import Generators

/// `conformance model`: how the world model follows an engine over the grammar's cases
/// (``SharedRunSurvey``).
enum ModelCommand {
    /// The cases run when `--cases` is not given.
    static let defaultCases = 1000

    /// Prints the survey; exit 0 when no case diverged, 1 when some did, 2 on bad arguments.
    static func main(_ arguments: [String]) -> Int32 {
        var engineName = "reference"
        var show = false
        var configuration: SuiteConfiguration
        do {
            configuration = try SubcommandOptions.parse(arguments, command: "model") {
                flag, rest throws(SubcommandOptions.Invalid) in
                if flag == "--show" {
                    show = true
                    return true
                }
                guard flag == "--engine" else { return false }
                guard let name = rest.popFirst() else {
                    throw SubcommandOptions.Invalid(message: "--engine needs a name")
                }
                engineName = name
                return true
            }
        } catch {
            return ConformanceCommand.usageError(error.message)
        }
        if !arguments.contains("--cases") { configuration.cases = defaultCases }
        let engines: [EngineFactory]
        switch EngineRegistry.resolving(["--engine", engineName]) {
        case .success(let known): engines = known
        case .failure(let problem): return ConformanceCommand.usageError(problem.message)
        }
        guard let engine = engines.first(where: { $0.name == engineName }) else {
            return ConformanceCommand.usageError("unknown engine '\(engineName)' (see 'conformance list engines')")
        }
        let survey = SharedRunSurvey.measure(engine: engine, cases: configuration.cases, seed: configuration.seed)
        print(survey.textReport())
        if show {
            for law in survey.firstScripts.keys.sorted() {
                let script =
                    SharedRunSurvey.shrunkDivergence(
                        of: law, engine: engine, cases: configuration.cases, seed: configuration.seed)
                    ?? survey.firstScripts[law]!
                print("\n// a case that diverges on \(law), shrunk:\n" + script.swiftSource())
            }
        }
        return survey.divergences.isEmpty ? 0 : 1
    }
}
