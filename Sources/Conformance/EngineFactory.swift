import AnimationTechniques
import Generators
import Lifecycle
import MediaTiming
import ReferenceEngine
import Scripts

/// A named way to make fresh engines of one kind; the suite makes one engine per script run.
public struct EngineFactory: Sendable {
    /// The name used by `--engine` and in reports.
    public let name: String
    /// One line on what the engine is.
    public let summary: String
    private let make: @Sendable () -> AnyTimingEngine
    private var runScript: @Sendable (Script, _HostFault, _TechniqueFault, TechniqueRegistry) -> Trace
    private var around: @Sendable (() -> Trace) -> Trace = { $0() }
    /// Faults planted in the host that runs this factory's scripts (mutation tests only).
    public private(set) var hostFaults: _HostFault = []
    /// Faults planted in the techniques that this factory's scripts use (mutation tests only).
    public private(set) var techniqueFaults: _TechniqueFault = []
    /// The technique implementations its scripts' technique steps name: the project's by
    /// default (see ``withTechniques(_:)``).
    public private(set) var techniques: TechniqueRegistry = .project

    /// Creates a factory from a closure that makes a new, type-erased engine each time it is called,
    /// such as `{ AnyTimingEngine(MyEngine()) }`.
    public init(name: String, summary: String = "", make: @escaping @Sendable () -> AnyTimingEngine) {
        self.name = name
        self.summary = summary
        self.make = make
        self.runScript = { script, host, faults, techniques in
            ScriptDriver.run(script, on: make(), hostFaults: host, techniqueFaults: faults, techniques: techniques)
        }
    }

    /// Creates a factory from a closure that makes a new engine each time it is called.
    ///
    /// Scripts then run on the engine's own type, not through ``AnyTimingEngine``, which makes a
    /// run of the suite several times cheaper; prefer this initializer.
    public init<Engine: _FactoryEngine>(
        name: String, summary: String = "", make makeEngine: @escaping @Sendable () -> Engine
    ) {
        self.name = name
        self.summary = summary
        self.make = { AnyTimingEngine(makeEngine()) }
        self.runScript = { script, host, faults, techniques in
            ScriptDriver.run(
                script, on: makeEngine(), hostFaults: host, techniqueFaults: faults, techniques: techniques)
        }
    }

    /// Creates a factory for an engine that stores values under its own key path names: the
    /// suite's `x`, `y`, `opacity` and `position.x` (``KeyPathMapping/vocabulary``) are renamed
    /// by `keyPaths` on the way in and back on the way out.
    ///
    /// - Throws: ``KeyPathMapping/Invalid`` when two suite key paths would share an engine name.
    public init<Engine: _FactoryEngine>(
        name: String, summary: String = "", keyPaths: [String: String],
        make makeEngine: @escaping @Sendable () -> Engine
    ) throws(KeyPathMapping.Invalid) {
        let mapping = try KeyPathMapping(keyPaths)
        self.init(name: name, summary: summary) { KeyPathMappingEngine(makeEngine(), mapping: mapping) }
    }

    /// Runs `script` on a new engine and returns its trace.
    public func run(_ script: Script) -> Trace {
        let run = runScript
        let (host, faults, techniques) = (hostFaults, techniqueFaults, techniques)
        return around { run(script, host, faults, techniques) }
    }

    /// Runs `script` on a new, type-erased engine, calling `inspect` after every step with the
    /// host and the views made so far.
    public func run(
        _ script: Script,
        inspect: @escaping (_ step: Int, _ host: Host<AnyTimingEngine>, _ views: [Host<AnyTimingEngine>.View]) -> Void
    ) -> Trace {
        around {
            ScriptDriver.run(
                script, on: makeEngine(), hostFaults: hostFaults, techniqueFaults: techniqueFaults,
                techniques: techniques, inspect: inspect)
        }
    }

    /// A copy whose scripts run behind a host and with techniques that carry the planted faults;
    /// the suite's reference runs share them, as a real app's host and techniques would.
    public func withHarnessFaults(host: _HostFault, techniques: _TechniqueFault) -> EngineFactory {
        var copy = self
        copy.hostFaults = host
        copy.techniqueFaults = techniques
        return copy
    }

    /// A copy whose scripts resolve technique steps' names in `registry`, and whose reference
    /// twins do too: how a registered implementation reaches the laws (`--techniques NAME`).
    public func withTechniques(_ registry: TechniqueRegistry) -> EngineFactory {
        var copy = self
        copy.techniques = registry
        return copy
    }

    /// A copy whose script runs (with their inspections) go through `around`, which must call its
    /// argument once and return its trace; benchmarks use it to time the runs.
    public func wrappingScriptRuns(_ around: @escaping @Sendable (() -> Trace) -> Trace) -> EngineFactory {
        var copy = self
        copy.around = around
        return copy
    }

    /// A new engine, type-erased.
    public func makeEngine() -> AnyTimingEngine { make() }

    /// What the engine declares it supports.
    public var capabilities: EngineCapabilities { make().capabilities }

    /// How the engine resolves the open points of the model.
    public var profile: TimingProfile { make().profile }

    /// The reference engine with the given profile.
    public static func reference(profile: TimingProfile = .coreAnimation) -> EngineFactory {
        EngineFactory(name: "reference", summary: "the project's model of Core Animation's timing") {
            ReferenceEngine(profile: profile)
        }
    }

    /// The reference engine with `profile`, run behind this factory's host and techniques (with
    /// their planted faults, if any): what reference-agreement laws compare against.
    public func referenceTwin(profile: TimingProfile) -> EngineFactory {
        EngineFactory.reference(profile: profile).withHarnessFaults(host: hostFaults, techniques: techniqueFaults)
            .withTechniques(techniques)
    }

    /// The reference twins that read the open points no law asserts the other way (an exact turn
    /// under a negative speed, SEMANTICS §3.6, when `negativeSpeed`; a finished copy before its
    /// removal, §4.3), alone and together (see ``referenceTwin(profile:)``).
    func referenceTwinsReadingOpenPoints(profile: TimingProfile, negativeSpeed: Bool) -> [EngineFactory] {
        let readings: [(_NegativeSpeedTurnReading, _FinishedCopyReading, String)] =
            (negativeSpeed
                ? [
                    (.cycleStart, .shownUntilRemoved, "exact turns under a negative speed read as cycle starts"),
                    (.cycleStart, .hiddenOnceEnded, "both open readings taken the other way"),
                ] : [])
            + [(.cycleEnd, .hiddenOnceEnded, "finished copies hidden before their removal")]
        return readings.map { turns, finished, summary in
            EngineFactory(name: "reference", summary: "the reference engine, \(summary)") {
                ReferenceEngine(profile: profile, _negativeSpeedTurns: turns, _finishedCopies: finished)
            }.withHarnessFaults(host: hostFaults, techniques: techniqueFaults).withTechniques(techniques)
        }
    }
}

#if compiler(>=6.2)
/// What a factory's engine type must be: an engine whose type can be captured by the factory's
/// sendable closures (every non-isolated type can).
public typealias _FactoryEngine = TimingEngine & SendableMetatype
#else
/// What a factory's engine type must be.
public typealias _FactoryEngine = TimingEngine
#endif
