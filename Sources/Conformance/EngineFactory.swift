import MediaTiming
import ReferenceEngine

/// A named way to make fresh engines of one kind; the suite makes one engine per script run.
public struct EngineFactory: Sendable {
    /// The name used by `--engine` and in reports.
    public let name: String
    /// One line on what the engine is.
    public let summary: String
    private let make: @Sendable () -> AnyTimingEngine

    /// Creates a factory from a closure that makes a new, type-erased engine each time it is called,
    /// such as `{ AnyTimingEngine(MyEngine()) }`.
    public init(name: String, summary: String = "", make: @escaping @Sendable () -> AnyTimingEngine) {
        self.name = name
        self.summary = summary
        self.make = make
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
            AnyTimingEngine(ReferenceEngine(profile: profile))
        }
    }
}
