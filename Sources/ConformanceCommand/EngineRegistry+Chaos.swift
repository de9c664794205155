import Conformance
import EngineMutants

/// The chaos engine by name: `chaos` (its default seed) and `chaos:SEED`, any seed.
extension EngineRegistry {
    /// The chaos engine with `seed`, named `name`.
    static func chaos(named name: String, seed: UInt64) -> EngineFactory {
        EngineFactory(
            name: name,
            summary:
                "the reference engine declaring every capability and answering wrongly on about one call in twelve "
                + "(any refusal, NaN, ±∞, wrong keys and layers, stale or foreign animations, stray callbacks), "
                + "drawn from seed \(seed); 'chaos:SEED' for another seed: proves the suite never traps"
        ) {
            ChaosEngine(seed: seed)
        }
    }

    /// The engines the command knows, plus the chaos engine named by the last `--engine` of
    /// `arguments` when it names one with a seed (`chaos:SEED`, which no list can hold).
    ///
    /// - Returns: the engines, or a one-line usage error when that name's seed is not a decimal
    ///   `UInt64`.
    static func resolving(_ arguments: [String]) -> Result<[EngineFactory], UsageProblem> {
        var named: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--engine" {
                named = rest.popFirst()
            } else if argument.hasPrefix("--engine=") {
                named = String(argument.dropFirst("--engine=".count))
            }
        }
        guard let name = named, name.hasPrefix("chaos:") else { return .success(all) }
        guard let seed = ChaosEngine.seed(named: name) else {
            return .failure(
                UsageProblem(
                    message: "--engine \(name): a chaos engine's seed is a decimal number from 0 to \(UInt64.max)"))
        }
        return .success(all + [chaos(named: name, seed: seed)])
    }

    /// A usage error's one line.
    struct UsageProblem: Error {
        /// The line, without the program name.
        var message: String
    }
}
