import PropertyTesting

/// One problem of the shrinking challenge: a generator, a false property and its known minimum.
public struct ShrinkProblem<Value> {
    /// The problem's name in the challenge.
    public let name: String
    /// The generator of inputs.
    public let gen: Gen<Value>
    /// The property, which is false for some inputs.
    public let property: (Value) -> Bool
    /// Whether a counterexample is the known minimal one.
    public let isMinimal: (Value) -> Bool

    /// Creates a problem from its parts.
    public init(
        name: String,
        gen: Gen<Value>,
        property: @escaping (Value) -> Bool,
        isMinimal: @escaping (Value) -> Bool
    ) {
        self.name = name
        self.gen = gen
        self.property = property
        self.isMinimal = isMinimal
    }

    /// Checks the property with `configuration` and summarises the result.
    public func solve(_ configuration: CheckConfiguration) -> ShrinkAttempt {
        let report = check(gen, configuration: configuration, property)
        let found = report.outcome == .failed
        return ShrinkAttempt(
            found: found,
            minimal: found && report.counterexample.map(isMinimal) == true,
            counterexample: report.counterexample.map { String(describing: $0) },
            evaluations: report.shrinkEvaluations,
            casesRun: report.casesRun,
            calls: report.propertyCalls,
            outcome: report.outcome
        )
    }

    /// The problem with its value type erased, for tables of problems.
    public var erased: AnyShrinkProblem {
        AnyShrinkProblem(name: name, solve: solve)
    }
}

/// The summary of checking one shrinking-challenge problem once.
public struct ShrinkAttempt: Sendable {
    /// Whether a failing case was found (and failed again when re-run).
    public var found: Bool
    /// Whether the shrunk counterexample is the known minimal one.
    public var minimal: Bool
    /// The shrunk counterexample, described.
    public var counterexample: String?
    /// The number of property evaluations the shrinker spent.
    public var evaluations: Int
    /// The number of generated cases whose property ran before the failure (the failure included).
    public var casesRun: Int
    /// Every evaluation of the property: generated cases, the re-run of the failure and shrinking.
    public var calls: Int
    /// How the check ended.
    public var outcome: CheckOutcome
}

/// A shrinking-challenge problem with its value type erased.
public struct AnyShrinkProblem {
    /// The problem's name in the challenge.
    public let name: String
    /// Checks the property with a configuration and summarises the result.
    public let solve: (CheckConfiguration) -> ShrinkAttempt
}
