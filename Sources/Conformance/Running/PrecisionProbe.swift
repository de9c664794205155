import Generators
import MediaTiming
import ReferenceEngine
import Scripts

/// The derived allowance of each number of one script's trace (``Tolerance``), measured on the
/// reference engine: the script runs with each single-precision input moved by its error, both
/// ways, and the larger one-sided move of a number, over the input's error, is its slope in that
/// input.
///
/// The inputs are every inexact `speed` and `repeatCount` of the script (layers, animations,
/// group children, speed changes), moved in the script, and every timing function it uses,
/// whose solver is moved by its x-error (and y-error) inside the reference engine; a curve's
/// end points (x = 0 and 1) stay exact, as every solver returns them.
///
/// A value may also jump within an input's error: an inexact speed or repeat count can put an
/// iteration turn on either side of the instant. Where a moved field takes the value further
/// than twice the fault (2·10⁻³ of its range), the value on that side is as good as the expected
/// one, within the same allowance; a value off by 10⁻³ of its range from both still fails.
///
/// Nothing runs until a number disagrees beyond the floor. Then one reference run gives each
/// value's range (the cap), and a difference beyond the cap fails at once unless a field of the
/// script is inexact (a jump is possible). A difference within it first meets the move of every
/// input at once (two runs): within that, it is within the sum of the inputs' own moves too (to
/// first order, |Σ moves| ≤ Σ |moves|); only past it are the inputs moved one at a time (two runs
/// each), their terms summed. The runs are shared by every number of the trace.
final class PrecisionProbe {
    /// Some inputs moved by their errors, both ways.
    struct Move {
        /// The error the move's slope is per: the input's, or the largest of those moved.
        var error: Double
        /// The trace with the inputs moved up, and down.
        var up: Trace, down: Trace
        /// Whether only fields of the script moved (no curve), so a jump it shows is a turn or
        /// an edge the instant may land on either side of.
        var movesFieldsOnly: Bool
    }

    /// One input: a single-precision field of the script (by its place in
    /// ``Script/visitingSinglePrecisionFields(_:)``) or a timing function.
    private enum Input: Hashable {
        case field(Int, error: Double)
        case curve(TimingFunction)

        var isField: Bool {
            if case .field = self { return true }
            return false
        }

        var error: Double {
            switch self {
            case .field(_, let error): return error
            case .curve(let function): return Tolerance.curveError(function).x
            }
        }
    }

    /// The tolerance: floor, and whether anything is derived.
    let tolerance: Tolerance
    private let script: Script
    private let reference: EngineFactory
    private let profile: TimingProfile
    private let knownBase: Trace?
    private lazy var base: Trace = knownBase ?? reference.run(script)
    private lazy var inputs: [Input] = findInputs()
    private lazy var together: [Move] = inputs.isEmpty ? [] : [move(inputs)]
    private lazy var separately: [Move] = inputs.count < 2 ? together : inputs.map { move([$0]) }
    private var ranges: [TraceNumber: Double] = [:]

    /// A probe of `script` on `reference` (the reference engine with `profile`, behind the
    /// law's host and techniques); `base`, when known, is `reference`'s trace of `script`.
    init(script: Script, tolerance: Tolerance, reference: EngineFactory, profile: TimingProfile, base: Trace? = nil) {
        self.script = script
        self.tolerance = tolerance
        self.reference = reference
        self.profile = profile
        self.knownBase = base
    }

    /// Whether `observed` agrees with `expected` as `number` of this script's trace: within the
    /// floor, or within the number's derived allowance.
    func agrees(_ observed: Double, _ expected: Double, _ number: TraceNumber) -> Bool {
        if Trace.agree(observed, expected, tolerance: tolerance.base) { return true }
        guard tolerance.isDerived, observed.isFinite, expected.isFinite else { return false }
        let mayJump: Bool
        switch number {
        case .value, .storedBeginTime: mayJump = inputs.contains(where: \.isField)
        case .mediaTime, .localTime: mayJump = false
        }
        guard mayJump || abs(observed - expected) <= ceiling(number, expected: expected) else { return false }
        for moves in inputs.count > 1 ? [together, separately] : [together] {
            let allowance = allowance(number, expected: expected, moves: moves)
            let sides = [expected] + (mayJump ? jumps(number, moves: moves) : [])
            if sides.contains(where: { abs(observed - $0) <= allowance }) { return true }
        }
        return false
    }

    /// The values `number` takes where a move of fields only takes it further than twice the
    /// fault from the expected side's value: the other sides of a jump.
    private func jumps(_ number: TraceNumber, moves: [Move]) -> [Double] {
        guard let center = Self.read(number, in: base) else { return [] }
        let far = 2 * Tolerance.valueFault * range(number)
        return moves.filter(\.movesFieldsOnly).flatMap { [$0.up, $0.down] }.compactMap { trace in
            guard let moved = Self.read(number, in: trace), moved.isFinite, abs(moved - center) > far else {
                return nil
            }
            return moved
        }
    }

    /// The derived allowance of `number`, expected to be `expected` (beyond the floor), from the
    /// terms of every input on its own.
    func allowance(_ number: TraceNumber, expected: Double) -> Double {
        allowance(number, expected: expected, moves: separately)
    }

    private func allowance(_ number: TraceNumber, expected: Double, moves: [Move]) -> Double {
        switch number {
        case .mediaTime:
            return 0
        case .value:
            return tolerance.valueAllowance(expected, terms: terms(number, moves: moves), range: range(number))
        case .localTime, .storedBeginTime:
            return tolerance.timeAllowance(terms: terms(number, moves: moves))
        }
    }

    /// Each input's term for `number`: the larger one-sided move over the input's error.
    func terms(_ number: TraceNumber) -> [Tolerance.Term] { terms(number, moves: separately) }

    private func terms(_ number: TraceNumber, moves: [Move]) -> [Tolerance.Term] {
        guard let center = Self.read(number, in: base) else { return [] }
        return moves.map { move in
            let shifts = [move.up, move.down].map { trace -> Double in
                guard let moved = Self.read(number, in: trace) else { return .infinity }
                if moved == center { return 0 }
                return moved.isFinite ? abs(moved - center) : .infinity
            }
            return Tolerance.Term(slope: shifts.max()! / move.error, error: move.error)
        }
    }

    /// The most `number`'s allowance can be without the moved runs: its cap plus its rounding.
    private func ceiling(_ number: TraceNumber, expected: Double) -> Double {
        switch number {
        case .mediaTime: return 0
        case .value: return abs(expected) * Tolerance.unitRoundoff + Tolerance.valueCap(range: range(number))
        case .localTime, .storedBeginTime: return Tolerance.timeCap
        }
    }

    /// A value's range: how far the script's animations on its view can move it, summed over
    /// them (``Script/declaredRange(view:keyPath:)``), or the span of the expected side's value
    /// over the script's steps when that is wider (cumulative and additive animations).
    func range(_ number: TraceNumber) -> Double {
        guard case .value(_, let view, let keyPath) = number else { return 0 }
        let key = TraceNumber.value(step: 0, view: view, keyPath: keyPath)
        if let known = ranges[key] { return known }
        var low = Double.infinity
        var high = -Double.infinity
        for step in base.steps where view < step.viewCount && keyPath < step.keyPathCount {
            let value = step.value(view: view, keyPath: keyPath)
            guard value.isFinite else { continue }
            low = min(low, value)
            high = max(high, value)
        }
        let declared =
            keyPath < base.keyPaths.count ? script.declaredRange(view: view, keyPath: base.keyPaths[keyPath]) : 0
        let range = max(high >= low ? high - low : 0, declared)
        ranges[key] = range
        return range
    }

    /// The number in `trace`, or `nil` when the trace has no such step, view or key path.
    static func read(_ number: TraceNumber, in trace: Trace) -> Double? {
        switch number {
        case .mediaTime(let step):
            return step < trace.steps.count ? trace.steps[step].mediaTime : nil
        case .value(let step, let view, let keyPath):
            guard step < trace.steps.count else { return nil }
            let observation = trace.steps[step]
            guard view < observation.viewCount, keyPath < observation.keyPathCount else { return nil }
            return observation.value(view: view, keyPath: keyPath)
        case .localTime(let step, let view):
            guard step < trace.steps.count, view < trace.steps[step].viewCount else { return nil }
            return trace.steps[step].localTime(ofView: view)
        case .storedBeginTime(let step, let read, let key):
            guard step < trace.steps.count else { return nil }
            let reads = trace.steps[step].copyReads
            guard read < reads.count else { return nil }
            return reads[read].entries.first { $0.key == key }?.animation?.timing.beginTime
        }
    }

    /// The script's inputs with an error: each inexact single-precision field, each timing curve.
    private func findInputs() -> [Input] {
        var fields: [Double] = []
        _ = script.visitingSinglePrecisionFields { fields.append($0) }
        let inexact = fields.enumerated().compactMap { index, value -> Input? in
            let error = Tolerance.inputError(value)
            return error > 0 ? .field(index, error: error) : nil
        }
        return inexact + script.timingFunctions.map(Input.curve)
    }

    /// The traces with `moved` moved up and down by their errors.
    private func move(_ moved: [Input]) -> Move {
        Move(
            error: moved.map(\.error).max() ?? 1, up: run(moved, sign: 1), down: run(moved, sign: -1),
            movesFieldsOnly: moved.allSatisfy(\.isField))
    }

    /// The reference engine's trace with `moved` moved by `sign` times their errors: fields in
    /// the script, curves in the engine's solver (inside (0, 1) only).
    private func run(_ moved: [Input], sign: Double) -> Trace {
        var fieldErrors: [Int: Double] = [:]
        var curveErrors: [TimingFunction: (x: Double, y: Double)] = [:]
        for input in moved {
            switch input {
            case .field(let index, let error): fieldErrors[index] = error
            case .curve(let function): curveErrors[function] = Tolerance.curveError(function)
            }
        }
        var position = 0
        let script =
            fieldErrors.isEmpty
            ? script
            : script.visitingSinglePrecisionFields { field in
                if let error = fieldErrors[position] { field += sign * error }
                position += 1
            }
        guard !curveErrors.isEmpty else { return reference.run(script) }
        let (profile, curves) = (profile, curveErrors)
        return EngineFactory(name: "reference") {
            ReferenceEngine(
                profile: profile,
                _curveSolver: { curve, x in
                    guard let error = curves[curve], x > 0, x < 1 else { return curve(x) }
                    return curve(min(max(x + sign * error.x, 0), 1)) + sign * error.y
                })
        }
        .withHarnessFaults(host: reference.hostFaults, techniques: reference.techniqueFaults)
        .run(script)
    }
}
