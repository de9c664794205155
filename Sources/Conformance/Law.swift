import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// How strongly a source supports a law's rule.
public enum EvidenceGrade: String, Sendable, CaseIterable, Codable {
    /// Stated by Apple (header, reference page, guide, Q&A).
    case doc = "DOC"
    /// A value an open-source test suite states it checked against QuartzCore.
    case verified = "VERIFIED"
    /// Read off a published timing diagram.
    case diagram = "DIAGRAM"
    /// Widely reported by practitioners.
    case folk = "FOLK"
    /// Follows from the above, not stated anywhere.
    case inferred = "INFERRED"
}

/// Whether an engine must satisfy a law to conform.
public enum LawStrength: String, Sendable, CaseIterable, Codable {
    /// Every conforming engine satisfies it; a failure fails the run.
    case required
    /// Recommended behaviour; a failure is reported but does not fail the run.
    case optional
    /// Depends on an open point; checked against a reference configured with the engine's profile.
    case profile
}

/// A law of the timing model: a stable ID, what it states, why we believe it, and how it is checked.
///
/// Every law runs the same way: its generator draws scripts, the runner runs each script on the
/// engine under test (and, where the law says so, on the reference engine or on a second script),
/// and the law's check throws a ``LawViolation`` when the rule is broken.
public struct Law: Sendable, Identifiable {
    /// The stable ID, such as `TIME-1`.
    public let id: String
    /// The rule in one sentence.
    public let statement: String
    /// How strongly the sources support the rule.
    public let evidence: EvidenceGrade
    /// Where the rule comes from (SEMANTICS.md section and the outside source).
    public let source: String
    /// Why the rule matters to someone who builds or wraps an engine.
    public let rationale: String
    /// Whether it must hold.
    public let strength: LawStrength
    /// What the engine must support for the law to apply.
    public let requires: EngineCapabilities
    /// The name of the script generator the law draws from.
    public let generatorName: String
    /// The as-published technique variants this law is built to catch (empty for most laws).
    public let catchesVariants: [String]
    /// Builds the script generator for an engine's capabilities and a technique variant name.
    let makeGenerator: @Sendable (EngineCapabilities, String) -> Gen<Script>
    /// Checks one script; throws ``LawViolation`` when the rule is broken.
    let check: @Sendable (Script, LawContext) throws -> Void
    /// The law's own generator when ``makeGenerator`` mixes in cases of another (the shared run's
    /// grammar, ``checkedOnSharedRun()``); `nil` when it draws only its own.
    var ownMakeGenerator: (@Sendable (EngineCapabilities, String) -> Gen<Script>)?
    /// What the law's checks must have compared over a run for a pass to count.
    public internal(set) var evidenceRequirement = EvidenceRequirement(.values)

    /// Creates a law.
    public init(
        id: String, statement: String, evidence: EvidenceGrade, source: String, rationale: String,
        generator generatorName: String, strength: LawStrength = .required, requires: EngineCapabilities = [],
        _ makeGenerator: @escaping @Sendable (EngineCapabilities) -> Gen<Script>,
        check: @escaping @Sendable (Script, LawContext) throws -> Void
    ) {
        self.init(
            id: id, statement: statement, evidence: evidence, source: source, rationale: rationale,
            generator: generatorName, strength: strength, requires: requires, catchesVariants: [],
            { capabilities, _ in makeGenerator(capabilities) }, check: check)
    }

    /// Creates a technique law whose scripts use a named technique variant (`"correct"` in a suite
    /// run); `catchesVariants` names the as-published variants it is built to catch.
    public init(
        id: String, statement: String, evidence: EvidenceGrade, source: String, rationale: String,
        generator generatorName: String, strength: LawStrength = .required, requires: EngineCapabilities = [],
        catchesVariants: [String],
        _ makeGenerator: @escaping @Sendable (EngineCapabilities, String) -> Gen<Script>,
        check: @escaping @Sendable (Script, LawContext) throws -> Void
    ) {
        self.id = id
        self.statement = statement
        self.evidence = evidence
        self.source = source
        self.rationale = rationale
        self.strength = strength
        self.requires = requires
        self.generatorName = generatorName
        self.catchesVariants = catchesVariants
        self.makeGenerator = makeGenerator
        self.check = check
    }

    /// The script generator of this law for an engine with `capabilities`; it draws only what
    /// the engine supports.
    public func generator(for capabilities: EngineCapabilities = .all, variant: String = "correct") -> Gen<Script> {
        makeGenerator(capabilities, variant)
    }

    /// The generator of this law's own cases, without the shared run's grammar cases: what
    /// coverage and reach measure, since they state what the law's own cases reach (the grammar's
    /// reach is reported on its own).
    func ownGenerator(for capabilities: EngineCapabilities = .all, variant: String = "correct") -> Gen<Script> {
        (ownMakeGenerator ?? makeGenerator)(capabilities, variant)
    }

    /// Runs the law's check on one script.
    public func verify(_ script: Script, in context: LawContext) throws {
        try check(script, context)
    }

    /// A copy whose pass needs `perCase` pieces of `kind` evidence per case on average.
    public func requiringEvidence(_ kind: EvidenceKind, perCase: Double = 0.5) -> Law {
        var copy = self
        copy.evidenceRequirement = EvidenceRequirement(kind, perCase: perCase)
        return copy
    }

    /// The family part of the ID (`TIME` for `TIME-1`).
    public var family: String { String(id.prefix { $0 != "-" }) }

    /// Whether the law judges the techniques: the TECH family and every law built to catch an
    /// as-published variant. These are the laws `--techniques NAME` runs over an implementation.
    public var judgesTechniques: Bool { family == "TECH" || !catchesVariants.isEmpty }
}

/// A broken law: where in the script, and what was expected against what was observed.
public struct LawViolation: Error, Sendable, CustomStringConvertible {
    /// A one-sentence account of what went wrong.
    public var message: String
    /// The step index where it shows, if it is tied to one.
    public var step: Int?
    /// The trace that was expected, when the law compares traces.
    public var expected: Trace?
    /// The trace that was observed.
    public var observed: Trace?
    /// Which part of the rule broke, without numbers (see ``FailureSignature``); `nil` derives it
    /// from the message.
    public var signature: String?
    /// What the observed trace is, in the step table's legend: `observed` unless the law compares
    /// two runs of its own (DET-1: the second run).
    public var observedLabel = "observed"
    /// What the expected trace is, in the step table's legend: `expected` unless the law compares
    /// two runs of its own (DET-1: the first run).
    public var expectedLabel = "expected"
    /// Whether the violation itself shows the engine answering one script two ways (a law that
    /// compares two runs of its own, as DET-1 does); the report then says the engine is
    /// nondeterministic.
    public var showsNondeterminism = false

    /// Creates a violation.
    public init(
        _ message: String, step: Int? = nil, expected: Trace? = nil, observed: Trace? = nil, signature: String? = nil
    ) {
        self.message = message
        self.step = step
        self.expected = expected
        self.observed = observed
        self.signature = signature
    }

    /// The message, with its step when known.
    public var description: String {
        if let step { return "step \(step): \(message)" }
        return message
    }
}
