import AnimationTechniques
import Lifecycle
import MediaTiming
import ReferenceEngine

/// A deliberately broken engine: the reference engine with one plausible bug.
///
/// Mutants prove that the laws can fail: the mutation report runs the suite against each and
/// expects some law to kill it. Each is reachable as `--engine mutant:NAME`.
public struct EngineMutant: Sendable, Identifiable {
    /// The stable name, such as `child-ignores-parent-speed`.
    public let name: String
    /// The bug, in one sentence.
    public let bug: String
    private let make: @Sendable () -> ForwardingEngine<ReferenceEngine>
    /// The fault planted in the host, for a host mutant (the engine is then the reference).
    public let hostFaults: _HostFault
    /// The fault planted in the techniques, for a technique mutant (the engine is then the reference).
    public let techniqueFaults: _TechniqueFault

    /// The mutant's name is its identity.
    public var id: String { name }

    /// Creates a mutant that switches on `fault` in the reference engine.
    public init(name: String, bug: String, fault: _EngineFault) {
        self.name = name
        self.bug = bug
        self.make = { ForwardingEngine(ReferenceEngine(profile: .coreAnimation, _faults: fault)) }
        self.hostFaults = []
        self.techniqueFaults = []
    }

    /// Creates a mutant whose engine is the reference, but whose host has `fault`.
    public init(name: String, bug: String, host fault: _HostFault) {
        self.name = name
        self.bug = bug
        self.make = { ForwardingEngine(ReferenceEngine()) }
        self.hostFaults = fault
        self.techniqueFaults = []
    }

    /// Creates a mutant whose engine is the reference, but whose techniques have `fault`.
    public init(name: String, bug: String, technique fault: _TechniqueFault) {
        self.name = name
        self.bug = bug
        self.make = { ForwardingEngine(ReferenceEngine()) }
        self.hostFaults = []
        self.techniqueFaults = fault
    }

    /// Whether the fault lives in the host or the techniques rather than in the engine.
    public var isHarnessMutant: Bool { !hostFaults.isEmpty || !techniqueFaults.isEmpty }

    /// Creates a mutant from a broken wrapper around the reference engine.
    init(name: String, bug: String, make: @escaping @Sendable () -> ForwardingEngine<ReferenceEngine>) {
        self.name = name
        self.bug = bug
        self.make = make
        self.hostFaults = []
        self.techniqueFaults = []
    }

    /// A new engine with this mutant's bug.
    public func makeEngine() -> ForwardingEngine<ReferenceEngine> { make() }
}
