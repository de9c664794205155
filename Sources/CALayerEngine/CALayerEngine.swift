import MediaTiming

#if CALAYERENGINE_OWN_NAMES
// Core Animation's names are the module's own: a target that compiles these files beside its
// `typealias`es of another module's names (Examples/LiteCA).
#elseif canImport(QuartzCore)
import QuartzCore
#else
import CoreAnimationFacade
#endif

/// A timing engine written only against Core Animation's API: `CALayer`, `CAAnimation` and its
/// subclasses, `CAMediaTimingFunction` and `CATransaction`.
///
/// The same source compiles against QuartzCore on Apple platforms and against the package's
/// `CoreAnimationFacade` elsewhere, so it is the adapter an engine with Core Animation's API
/// needs: compile it against your module, give it a ``CALayerEnginePlatform`` (what your module
/// does that Core Animation's API does not say: which engine a new `CALayer()` belongs to, and
/// how a frame is shown), and run the suite.
///
/// ```swift
/// let engine = CALayerEngine(platform: CALayerEngine.FacadePlatform(ReferenceEngine()))
/// ```
///
/// How the contract maps onto Core Animation:
///
/// - **Layers** are `CALayer` objects; a handle (``Layer``) compares them by identity. Every layer
///   the contract calls a root is a sublayer of one clock layer (``clock``), so its parent time is
///   the clock's local time, which is the contract's media time (`CALayerEngine+Rendering.swift`).
/// - **Descriptions** become `CABasicAnimation`, `CAKeyframeAnimation`, `CAAnimationGroup` and
///   `CASpringAnimation` objects, and stored copies become descriptions again, field by field;
///   what Core Animation has no field for travels with the animation (`CALayerEngine+Mapping.swift`).
///   `speed` and `repeatCount` read back as the `Float` Core Animation keeps.
/// - **Delegates** are held as Core Animation holds them: strongly, by the animation, through a
///   bridge object that is the animation's `CAAnimationDelegate`.
/// - **Transactions** are `CATransaction`'s levels: the contract's outermost transaction is the
///   implicit one a run loop commits (``commit()`` flushes it), and each nested one is a
///   `begin()`/`commit()` pair (`CALayerEngine+Transactions.swift`).
///
/// The engine is not `Sendable`: make one per test case, inside the task that uses it.
public final class CALayerEngine: TimingEngine {
    /// A layer of the engine: a `CALayer`, compared by identity.
    public struct Layer: Hashable {
        /// The Core Animation layer.
        public let layer: CALayer

        /// Wraps `layer`.
        public init(_ layer: CALayer) { self.layer = layer }

        /// Two handles are equal when they wrap the same layer object.
        public static func == (lhs: Layer, rhs: Layer) -> Bool { lhs.layer === rhs.layer }

        /// Hashes the layer object's identity.
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(layer)) }
    }

    /// What the platform does that Core Animation's API does not say: the ambient context of new
    /// layers and transactions, how a frame is shown, and what it supports.
    public let platform: any CALayerEnginePlatform

    /// The root of every layer the engine makes: its local time is the contract's media time.
    ///
    /// The contract never sees it: a layer whose superlayer is the clock is a root.
    public let clock: CALayer

    /// The media time of the last render, or 0 before the first one.
    public internal(set) var mediaTime: Double = 0

    /// How many `CATransaction.begin()` calls the engine made that are not committed yet.
    ///
    /// Core Animation has no getter for it, and the engine needs it to tell a nested commit
    /// (`CATransaction.commit()`) from the outermost one, which a run loop would do (a flush).
    var nestingDepth = 0

    /// Creates an engine over `platform`, with a new clock layer.
    public init(platform: any CALayerEnginePlatform) {
        self.platform = platform
        clock = platform.perform { CALayer() }
        platform.prepare(clock: clock)
    }

    /// What the platform supports: the adapter maps every capability of the contract, so it
    /// declares exactly what the platform's Core Animation delivers.
    public var capabilities: EngineCapabilities { platform.capabilities }

    /// How the platform's Core Animation reads the open points of the model.
    public var profile: TimingProfile { platform.profile }
}
