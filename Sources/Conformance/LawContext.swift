import Generators
import Lifecycle
import MediaTiming
import Scripts

/// What a law's check can use: the engine under test, a reference configured like it, a tolerance.
///
/// Comparisons allow the floor ``tolerance`` and, unless the tolerance was given
/// (``derivesTolerance`` is `false`), what single precision in the inputs allows at that instant
/// (``Tolerance``): ``expect(trace:equals:_:script:)`` and the value laws derive it per number.
public struct LawContext: Sendable {
    /// Makes engines under test.
    public let engine: EngineFactory
    /// Makes reference engines with the engine's profile.
    public let reference: EngineFactory
    /// The numeric tolerance for comparing times and values: the floor, absolute or relative.
    public let tolerance: Double
    /// Whether comparisons that know their script allow, on top of ``tolerance``, what single
    /// precision in the inputs allows (``Tolerance``); `false` when the tolerance was given.
    public let derivesTolerance: Bool
    /// How the engine under test resolves the open points (read once, not per case).
    public let profile: TimingProfile
    /// The evidence this law run's checks record.
    public let evidence: EvidenceLedger
    /// The engine's traces by script while the runner shrinks a failure, or `nil` for none.
    let traces: TraceMemo?
    /// The shared run's outcomes by grammar case for the whole suite run, or `nil` for none.
    let sharedRunMemo: SharedRunMemo?

    /// Creates a context; `profile` defaults to the engine's own; allowances are derived on top
    /// of `tolerance` unless `derivesTolerance` is `false`.
    public init(
        engine: EngineFactory, reference: EngineFactory, tolerance: Double, profile: TimingProfile? = nil,
        evidence: EvidenceLedger = EvidenceLedger(), derivesTolerance: Bool = true
    ) {
        self.init(
            engine: engine, reference: reference, tolerance: tolerance, profile: profile, evidence: evidence,
            traces: nil,
            derivesTolerance: derivesTolerance)
    }

    init(
        engine: EngineFactory, reference: EngineFactory, tolerance: Double, profile: TimingProfile?,
        evidence: EvidenceLedger, traces: TraceMemo?, derivesTolerance: Bool = true,
        sharedRunMemo: SharedRunMemo? = nil
    ) {
        self.engine = engine
        self.reference = reference
        self.tolerance = tolerance
        self.derivesTolerance = derivesTolerance
        self.profile = profile ?? engine.profile
        self.evidence = evidence
        self.traces = traces
        self.sharedRunMemo = sharedRunMemo
    }

    /// Records `count` pieces of evidence of `kind` for this law run.
    public func count(_ kind: EvidenceKind, _ count: Int = 1) {
        evidence.record(kind, count)
    }

    /// Runs `script` on a new engine under test and returns its trace.
    ///
    /// - Throws: ``LawViolation`` when the trace holds a NaN or an infinity, which no valid
    ///   script produces; every law inherits the check, so a non-finite engine never passes.
    public func run(_ script: Script) throws -> Trace {
        try requireAccepted(script, runKeepingRefusals(script))
    }

    /// Runs `script` like ``run(_:)``, but keeps the steps the engine refused: a check that
    /// predicts every refusal itself (the shared run's model) judges them, so the reference
    /// engine need not run the script again to tell a refusal it accepts.
    func runKeepingRefusals(_ script: Script) throws -> Trace {
        let trace: Trace
        if let traces, let key = traces.key(for: script) {
            if let known = traces.trace(for: key) {
                trace = known
            } else {
                evidence.recordEngineRun()
                trace = engine.run(script)
                traces.store(trace, for: key)
            }
        } else {
            evidence.recordEngineRun()
            trace = engine.run(script)
        }
        evidence.sight(trace, of: script)
        return try Self.requireFinite(trace)
    }

    /// Runs `script` on a new engine under test, calling `inspect` after every step with the
    /// host and the views made so far, and returns its trace.
    ///
    /// - Throws: ``LawViolation`` when the trace holds a NaN or an infinity.
    public func run(
        _ script: Script,
        inspect: @escaping (_ step: Int, _ host: Host<AnyTimingEngine>, _ views: [Host<AnyTimingEngine>.View]) -> Void
    ) throws -> Trace {
        evidence.recordEngineRun()
        let trace = engine.run(script, inspect: inspect)
        evidence.sight(trace, of: script)
        return try requireAccepted(script, Self.requireFinite(trace))
    }

    /// The trace, unless the engine refused a step that the reference engine (with the engine's
    /// profile) accepts and that the engine's capabilities promise: generators draw only what
    /// they promise, so a refusal is a failure that names the step, never a way to pass a law by
    /// checking nothing. A step that needs what the engine does not declare may be refused.
    func requireAccepted(_ script: Script, _ trace: Trace) throws -> Trace {
        guard trace.steps.contains(where: { $0.stepNote != nil }) else { return trace }
        let expected = reference.run(script)
        let declared = engine.capabilities
        for (index, observation) in trace.steps.enumerated()
        where index < expected.steps.count && index < script.steps.count {
            guard let note = observation.stepNote, expected.steps[index].stepNote == nil,
                script.steps[index].requiredCapabilities.isSubset(of: declared)
            else { continue }
            throw LawViolation(
                "the engine refused \(SwiftLiteral.step(script.steps[index])) (\(note)), which its capabilities promise and Core Animation accepts",
                step: index, expected: expected, observed: trace)
        }
        return trace
    }

    static func requireFinite(_ trace: Trace) throws -> Trace {
        if let difference = trace.firstNonFiniteObservation() {
            throw LawViolation(
                "non-finite observation: \(difference) (SEMANTICS.md §1.1: local times and values of a valid script are finite)",
                step: difference.step, observed: trace)
        }
        return trace
    }

    /// Runs `script` on a new reference engine and returns its trace.
    public func runReference(_ script: Script) -> Trace {
        reference.run(script)
    }

    /// The tolerance comparisons use: the floor ``tolerance``, derived on top unless given.
    public var precision: Tolerance { Tolerance(base: tolerance, isDerived: derivesTolerance) }

    /// A probe of `script`'s derived allowances on the reference engine; `expected`, when known,
    /// is the reference engine's trace of `script`. It runs nothing until asked about a number
    /// that disagrees beyond the floor.
    func precisionProbe(for script: Script, expected: Trace? = nil) -> PrecisionProbe {
        PrecisionProbe(script: script, tolerance: precision, reference: reference, profile: profile, base: expected)
    }

    /// Whether two numbers agree within the floor ``tolerance`` (a number alone carries no
    /// script to derive an allowance from).
    public func agree(_ a: Double, _ b: Double) -> Bool {
        count(.values)
        return Trace.agree(a, b, tolerance: tolerance)
    }

    /// Throws a violation unless `observed` agrees with `expected` within the tolerance.
    public func expect(
        _ observed: Double, equals expected: Double, _ what: @autoclosure () -> String, step: Int? = nil,
        trace: Trace? = nil
    ) throws {
        guard agree(observed, expected) else {
            let description = what()
            throw LawViolation(
                "\(description): expected \(Trace.format(expected)), observed \(Trace.format(observed))",
                step: step, observed: trace,
                signature: FailureSignature.normalized(description) + (observed.isFinite ? "" : " (non-finite)"))
        }
    }

    /// Throws a violation when `observed` differs from `expected` anywhere beyond the floor
    /// ``tolerance``, naming the first difference.
    ///
    /// For an engine without ``EngineCapabilities/delegates`` the delegates' callbacks are not
    /// compared: its delegates hear nothing, which it is allowed.
    public func expect(trace observed: Trace, equals expected: Trace, _ what: String) throws {
        try expect(trace: observed, equals: expected, what, script: nil)
    }

    /// Throws a violation when `observed`, a trace of `script`, differs from `expected`, the
    /// reference engine's trace of it, anywhere beyond each number's tolerance: the floor and,
    /// unless the tolerance was given, what single precision allows there (``Tolerance``).
    public func expect(trace observed: Trace, equals expected: Trace, _ what: String, script: Script?) throws {
        let probe = script.map { precisionProbe(for: $0, expected: expected) }
        if !engine.capabilities.contains(.delegates) {
            return try compare(
                observed.withoutDelegateCallbacks(), expected.withoutDelegateCallbacks(), what, script: script,
                probe: probe)
        }
        try compare(observed, expected, what, script: script, probe: probe)
    }

    private func compare(_ observed: Trace, _ expected: Trace, _ what: String, script: Script?, probe: PrecisionProbe?)
        throws
    {
        count(.values, observed.comparedNumberCount)
        count(.callbacks, observed.callbacks.count)
        count(.instants, observed.steps.count)
        let tolerance = tolerance
        let difference = observed.firstDifference(from: expected) { observed, expected, number in
            probe?.agrees(observed, expected, number) ?? Trace.agree(observed, expected, tolerance: tolerance)
        }
        if let difference {
            throw LawViolation(
                "\(what): \(difference)", step: difference.step, expected: expected, observed: observed,
                signature: FailureSignature.ofTraceDifference(
                    difference, what: what, script: script, expected: expected, observed: observed))
        }
    }
}
