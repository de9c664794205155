import MediaTiming
import ReferenceEngine

/// A deliberately broken engine: the reference engine with one plausible bug switched on.
///
/// Mutants prove that the laws can fail: the mutation report runs the suite against each and
/// expects some law to kill it. Each is reachable as `--engine mutant:NAME`.
public struct EngineMutant: Sendable, Identifiable {
    /// The stable name, such as `child-ignores-parent-speed`.
    public let name: String
    /// The bug, in one sentence.
    public let bug: String
    /// The fault switched on in the reference engine.
    public let fault: _EngineFault

    /// The mutant's name is its identity.
    public var id: String { name }

    /// Creates a mutant.
    public init(name: String, bug: String, fault: _EngineFault) {
        self.name = name
        self.bug = bug
        self.fault = fault
    }

    /// A new engine with this mutant's bug.
    public func makeEngine() -> ReferenceEngine {
        ReferenceEngine(profile: .coreAnimation, _faults: fault)
    }
}
