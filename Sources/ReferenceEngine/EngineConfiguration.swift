import MediaTiming

/// Everything that selects the engine's behaviour: the profile's readings of the open points,
/// the deliberate faults (empty in a correct engine) and the timing-curve solver.
struct EngineConfiguration: Sendable {
    /// How the open points of the model are read.
    var profile: TimingProfile
    /// Deliberate deviations, for mutation testing only.
    var faults: _EngineFault
    /// Solves timing curves instead of ``TimingFunction/callAsFunction(_:)``; `nil` for the
    /// engine's own double-precision solver. Unretained, so that the configuration stays a plain
    /// value the evaluation copies for free: the engine holds the solver.
    var curveSolver: Unmanaged<CurveSolver>? = nil
    /// What an exact turn shows under a negative speed (SEMANTICS §3.6: open, not asserted).
    var negativeSpeedTurns: _NegativeSpeedTurnReading = .cycleEnd
    /// What a copy past its active period shows before the render that removes it (SEMANTICS
    /// §4.3: open, not asserted).
    var finishedCopies: _FinishedCopyReading = .shownUntilRemoved

    /// The paced progress of `function` at linear progress `x`, by ``curveSolver`` when set.
    @inline(__always)
    func pace(_ function: TimingFunction, _ x: Double) -> Double {
        if let curveSolver { return curveSolver.takeUnretainedValue().solve(function, x) }
        return function(x)
    }

    /// Whether `fault` is switched on.
    @inline(__always)
    func has(_ fault: _EngineFault) -> Bool { !faults.isEmpty && faults.contains(fault) }
}

/// A timing-curve solver an engine is made with instead of its own (the suite's permitted
/// variants only): given a curve and a linear progress, the paced progress.
final class CurveSolver: Sendable {
    /// The paced progress of a curve at a linear progress.
    let solve: @Sendable (TimingFunction, Double) -> Double

    /// Wraps `solve`.
    init(_ solve: @escaping @Sendable (TimingFunction, Double) -> Double) { self.solve = solve }
}

/// What an exact turn inside the active period shows under a negative speed, a point SEMANTICS
/// §3.6 leaves open and no law asserts: the suite's whole-trace comparison accepts either reading.
public enum _NegativeSpeedTurnReading: Sendable {
    /// The end of the cycle the time runs into, as the time comes from above (the default).
    case cycleEnd
    /// The start of the cycle the time leaves, as a positive speed would read the same local time.
    case cycleStart
}

/// What a copy with `isRemovedOnCompletion` shows once its active period has passed but before
/// the render that removes it, a point SEMANTICS §4.3 leaves open and no law asserts.
public enum _FinishedCopyReading: Sendable {
    /// Its fill holds until the render removes it (the default).
    case shownUntilRemoved
    /// It shows nothing once its active duration has passed, as if already removed.
    case hiddenOnceEnded
}
