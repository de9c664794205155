import MediaTiming

/// Everything that selects the engine's behaviour: the profile's readings of the open points and
/// the deliberate faults (empty in a correct engine).
struct EngineConfiguration: Sendable {
    /// How the open points of the model are read.
    var profile: TimingProfile
    /// Deliberate deviations, for mutation testing only.
    var faults: _EngineFault

    /// Whether `fault` is switched on.
    @inline(__always)
    func has(_ fault: _EngineFault) -> Bool { !faults.isEmpty && faults.contains(fault) }
}
