import Foundation

/// How a suite run is set up: which laws, how many cases, which seed, what tolerance.
public struct SuiteConfiguration: Sendable {
    /// The seed every run uses unless told otherwise, so that runs are reproducible by default.
    public static let defaultSeed: UInt64 = 20_261_122
    /// Cases per law in a run unless told otherwise: chosen for power, not speed. The whole run
    /// against the reference engine takes about a second in a release build on two cores.
    public static let defaultCases = 1_000
    /// Cases per law the report subcommands (mutants, variants, coverage, pairs) sample: they
    /// run every law against many engines, so they sample less per law.
    public static let reportCases = 100

    /// Cases per law.
    public var cases: Int
    /// The seed; each law derives its own from this and its ID.
    public var seed: UInt64
    /// The numeric tolerance for times and values: the floor, absolute or relative.
    public var tolerance: Double
    /// Whether comparisons allow, on top of ``tolerance``, what single precision in the inputs
    /// allows at each instant (``Tolerance``); `false` when the tolerance was given
    /// (`--tolerance X`), which is then used as is.
    public var derivesTolerance: Bool = true
    /// The laws to run, by ID; `nil` runs all (with ``techniques`` set, the laws that judge the
    /// techniques, ``Law/judgesTechniques``).
    public var lawIDs: [String]?
    /// The technique implementation every technique step of the laws' scripts names (a name of
    /// the engine factory's ``EngineFactory/techniques``); `nil` runs the project's correct
    /// techniques (`correct`), as a run always has.
    public var techniques: String?
    /// Known failures of the engine under test.
    public var expectations: Expectations
    /// How many laws run at once; 1 runs them in order on the calling thread.
    public var parallelism: Int
    /// The shrinker's budget per failure, in property evaluations.
    public var maxShrinkEvaluations: Int
    /// How many failures of distinct signatures a law looks for and reports (at least 1).
    public var maxDistinctFailures: Int = 3
    /// Where failing cases are saved and replayed on the next run, after its seeded search and
    /// reported apart from it; `nil` keeps none.
    public var database: FailureDatabase?
    /// Asked after each round of ``cases`` cases of a law that held: `true` runs another round
    /// with fresh cases. The command's `--seconds` sets it from a clock; the suite never reads one.
    public var hasTimeLeft: (@Sendable () -> Bool)?
    /// Reads a clock, in seconds, for each law's wall time (``LawResult/seconds``); the command's
    /// `--timings` sets it. `nil`, the default, times nothing: a wall time differs from run to run,
    /// and a seed's report must stay byte-identical. Only the runner calls it, never a law.
    public var clock: (@Sendable () -> Double)?
    /// Called with each case's replay token just before the case runs (used by containment to
    /// name the case a trapping or hanging engine died in).
    public var caseWillRun: (@Sendable (String) -> Void)?
    /// Why the environment's settings could not be read (``environmentDefault``), naming the
    /// variable and its value; the test entry points refuse to run with it.
    package var environmentProblem: String?
    /// Where ``SuiteRunner/run(_:)`` shows which laws are done and running (the command's
    /// progress line on a terminal); `nil` shows nothing.
    package var progress: TerminalProgress?
    /// Cases, by replay token, that are not run but count as held: a contained law that goes on
    /// in a fresh child after a case trapped, hung or exited skips the cases that did.
    package var avoidedCases: Set<String> = []
    /// Called with the law's ID and where it stands just before each case runs (a contained
    /// child writes it down, so the parent knows the case that killed it and what came before).
    package var checkpoint: (@Sendable (String, LawCheckpoint) -> Void)?
    /// Called with the law's ID and each distinct failure as soon as the law has it, shrunk.
    package var failureFound: (@Sendable (String, FailureReport) -> Void)?

    /// Creates a configuration; the defaults are those of `swift run conformance`.
    public init(
        cases: Int = SuiteConfiguration.defaultCases, seed: UInt64 = SuiteConfiguration.defaultSeed,
        tolerance: Double = 1e-6,
        lawIDs: [String]? = nil, expectations: Expectations = Expectations(), parallelism: Int = 2,
        maxShrinkEvaluations: Int = 3_000
    ) {
        self.cases = cases
        self.seed = seed
        self.tolerance = tolerance
        self.lawIDs = lawIDs
        self.expectations = expectations
        self.parallelism = parallelism
        self.maxShrinkEvaluations = maxShrinkEvaluations
    }

    /// The seed of one law: the suite seed mixed with a stable hash of the law's ID, so a law's
    /// cases do not depend on which other laws run.
    public func seed(for lawID: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in lawID.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return seed ^ hash
    }
}

extension SuiteConfiguration {
    /// A malformed `CONFORMANCE_SEED` or `CONFORMANCE_CASES`.
    public struct EnvironmentError: Error, Equatable, CustomStringConvertible {
        /// The one-line message.
        public var description: String
    }

    /// The default configuration with its seed and case count taken from `CONFORMANCE_SEED`
    /// (a number, `0x…`, or `random`) and `CONFORMANCE_CASES` when they are set, for CI jobs that
    /// vary the seed or spend more cases, under `swift test` as under the command.
    ///
    /// - Throws: ``EnvironmentError`` naming the variable when its value cannot be read.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(EnvironmentError) -> SuiteConfiguration {
        var configuration = SuiteConfiguration()
        if let text = environment["CONFORMANCE_SEED"] {
            guard let seed = parseSeed(text) else {
                throw EnvironmentError(
                    description: "CONFORMANCE_SEED needs a non-negative integer or 'random', got '\(text)'")
            }
            configuration.seed = seed
        }
        if let text = environment["CONFORMANCE_CASES"] {
            guard let cases = Int(text.trimmingCharacters(in: .whitespaces)), cases > 0 else {
                throw EnvironmentError(description: "CONFORMANCE_CASES needs a positive integer, got '\(text)'")
            }
            configuration.cases = cases
        }
        return configuration
    }

    /// ``fromEnvironment(_:)``, or the plain default carrying the problem when a variable is
    /// malformed: the entry points of `ConformanceTesting` then record an issue naming the
    /// variable and its value and run nothing, as the command refuses it with a usage error.
    public static var environmentDefault: SuiteConfiguration {
        environmentDefault(from: ProcessInfo.processInfo.environment)
    }

    /// ``environmentDefault`` read from `environment`.
    package static func environmentDefault(from environment: [String: String]) -> SuiteConfiguration {
        do {
            return try fromEnvironment(environment)
        } catch {
            var configuration = SuiteConfiguration()
            configuration.environmentProblem = error.description
            return configuration
        }
    }

    /// A seed written in decimal, as `0x…`, or `random` (a fresh one from the system's generator,
    /// which every report prints so the run can be repeated); `nil` when it is none of these.
    public static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "random" {
            var generator = SystemRandomNumberGenerator()
            return generator.next() >> 16
        }
        if trimmed.lowercased().hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }
}
