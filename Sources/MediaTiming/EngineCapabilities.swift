/// The features an engine supports; a law that needs a missing one is skipped with that reason.
public struct EngineCapabilities: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Creates a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Layers inside layers, with speeds multiplying down the tree.
    public static let nestedLayers = EngineCapabilities(rawValue: 1 << 0)
    /// Keyframe animations.
    public static let keyframes = EngineCapabilities(rawValue: 1 << 1)
    /// Animation groups.
    public static let groups = EngineCapabilities(rawValue: 1 << 2)
    /// Spring animations.
    public static let springs = EngineCapabilities(rawValue: 1 << 3)
    /// Negative layer and animation speeds.
    public static let negativeSpeed = EngineCapabilities(rawValue: 1 << 4)
    /// Cumulative animations.
    public static let cumulative = EngineCapabilities(rawValue: 1 << 5)
    /// Additive animations.
    public static let additive = EngineCapabilities(rawValue: 1 << 6)
    /// Fill modes other than `.removed`.
    public static let fillModes = EngineCapabilities(rawValue: 1 << 7)
    /// Autoreversing animations.
    public static let autoreverses = EngineCapabilities(rawValue: 1 << 8)
    /// A nonzero `repeatDuration`.
    public static let repeatDuration = EngineCapabilities(rawValue: 1 << 9)
    /// Cubic-Bézier timing functions other than linear.
    public static let timingFunctions = EngineCapabilities(rawValue: 1 << 10)
    /// `animationDidStart` and `animationDidStop` callbacks.
    public static let delegates = EngineCapabilities(rawValue: 1 << 11)
    /// `isRemovedOnCompletion == false` (animations kept after they complete).
    public static let retainedAnimations = EngineCapabilities(rawValue: 1 << 12)

    /// Transactions nested in the open one (``TimingEngine/beginTransaction()``).
    public static let nestedTransactions = EngineCapabilities(rawValue: 1 << 13)

    /// The rest of `CAMediaTiming` on layers: a finite duration, repeats, autoreverse and fill.
    public static let layerMediaTiming = EngineCapabilities(rawValue: 1 << 20)

    /// Every capability.
    public static let all: EngineCapabilities = [
        .nestedLayers, .keyframes, .groups, .springs, .negativeSpeed, .cumulative, .additive,
        .fillModes, .autoreverses, .repeatDuration, .timingFunctions, .delegates, .retainedAnimations,
        .layerMediaTiming, .nestedTransactions,
    ]

    /// Every capability with its name, in a stable order, for reports and parsing.
    public static let named: [(name: String, capability: EngineCapabilities)] = [
        ("nestedLayers", .nestedLayers), ("keyframes", .keyframes), ("groups", .groups),
        ("springs", .springs), ("negativeSpeed", .negativeSpeed), ("cumulative", .cumulative),
        ("additive", .additive), ("fillModes", .fillModes), ("autoreverses", .autoreverses),
        ("repeatDuration", .repeatDuration), ("timingFunctions", .timingFunctions),
        ("delegates", .delegates), ("retainedAnimations", .retainedAnimations),
        ("layerMediaTiming", .layerMediaTiming), ("nestedTransactions", .nestedTransactions),
    ]

    /// The names of the capabilities in this set, in the stable order of ``named``.
    public var names: [String] {
        Self.named.filter { contains($0.capability) }.map(\.name)
    }
}
