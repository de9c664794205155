import MediaTiming

/// How the suite's key paths map onto an engine's own property names.
///
/// Scripts animate and read four plain names (``vocabulary``). An engine that stores its values
/// under other names (`position.x` for `x`, `alpha` for `opacity`) gives a mapping, and the suite
/// renames every key path it hands to or reads from the engine, the descriptions its delegates
/// receive included; reports keep the suite's names.
public struct KeyPathMapping: Sendable, Equatable {
    /// The key paths the suite's scripts use: `x` and `y` (targeted laws), `opacity` and
    /// `position.x` (generated lifecycle scripts).
    public static let vocabulary = ["x", "y", "opacity", "position.x"]

    /// The engine's name for each suite key path it renames; unnamed ones pass through.
    public let names: [String: String]
    private let suiteNames: [String: String]

    /// A mapping that renames nothing.
    public static let identity = try! KeyPathMapping([:])

    /// An error in a mapping: two suite key paths onto one engine name, or an empty name.
    public struct Invalid: Error, Equatable, CustomStringConvertible {
        /// What is wrong.
        public var description: String
    }

    /// Creates a mapping from suite key path to engine key path.
    ///
    /// - Throws: ``Invalid`` when two key paths, after renaming, would share a name (the laws
    ///   animate them independently) or a name is empty.
    public init(_ names: [String: String]) throws(Invalid) {
        var seen: [String: String] = [:]
        for suiteName in Set(Self.vocabulary).union(names.keys).sorted() {
            let engineName = names[suiteName] ?? suiteName
            guard !engineName.isEmpty else { throw Invalid(description: "the engine name for '\(suiteName)' is empty") }
            if let other = seen[engineName] {
                throw Invalid(
                    description:
                        "'\(other)' and '\(suiteName)' both map to '\(engineName)'; the laws animate them independently"
                )
            }
            seen[engineName] = suiteName
        }
        self.names = names
        self.suiteNames = seen
    }

    /// The engine's name for a suite key path.
    public func engineName(_ suiteName: String) -> String { names[suiteName] ?? suiteName }

    /// The suite's name for an engine key path.
    public func suiteName(_ engineName: String) -> String { suiteNames[engineName] ?? engineName }

    /// `animation` in the engine's names, its delegates (its children's included) wrapped so
    /// that the descriptions the engine passes back to them are in the suite's names.
    func toEngine(_ animation: Animation) -> Animation {
        var renamed = animation
        renamed.keyPath = animation.keyPath.map(engineName)
        renamed.delegate = animation.delegate.map { RenamingDelegate(base: $0, mapping: self) }
        if case .group(let children) = animation.kind { renamed.kind = .group(children.map(toEngine)) }
        return renamed
    }

    /// `animation` (the engine's stored copy, or the one it passes a delegate) in the suite's
    /// names, with the delegates the suite gave.
    func toSuite(_ animation: Animation) -> Animation {
        var renamed = animation
        renamed.keyPath = animation.keyPath.map(suiteName)
        if let wrapper = animation.delegate as? RenamingDelegate { renamed.delegate = wrapper.base }
        if case .group(let children) = animation.kind { renamed.kind = .group(children.map(toSuite)) }
        return renamed
    }
}

/// A delegate that hears an engine's callbacks and passes them on in the suite's key paths.
///
/// An engine delivers its stored copy of the animation to the delegate, with the engine's names;
/// without this the delegate saw `position.x` where the suite had added `x`. The stored copy read
/// back through ``KeyPathMappingEngine`` has the suite's delegate again, not this wrapper.
final class RenamingDelegate: AnimationDelegate {
    let base: any AnimationDelegate
    let mapping: KeyPathMapping

    init(base: any AnimationDelegate, mapping: KeyPathMapping) {
        self.base = base
        self.mapping = mapping
    }

    func animationDidStart(_ animation: Animation) { base.animationDidStart(mapping.toSuite(animation)) }

    func animationDidStop(_ animation: Animation, finished: Bool) {
        base.animationDidStop(mapping.toSuite(animation), finished: finished)
    }
}

/// An engine seen through a ``KeyPathMapping``: the suite's key paths in, the engine's names used.
final class KeyPathMappingEngine<Base: TimingEngine>: ForwardingEngine<Base> {
    let mapping: KeyPathMapping

    init(_ base: Base, mapping: KeyPathMapping) {
        self.mapping = mapping
        super.init(base)
    }

    override func modelValue(forKeyPath keyPath: String, of layer: Base.Layer) -> Double {
        super.modelValue(forKeyPath: mapping.engineName(keyPath), of: layer)
    }
    override func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: Base.Layer)
        throws(TimingEngineError)
    {
        try super.setModelValue(value, forKeyPath: mapping.engineName(keyPath), of: layer)
    }
    override func presentationValue(forKeyPath keyPath: String, of layer: Base.Layer) -> Double {
        super.presentationValue(forKeyPath: mapping.engineName(keyPath), of: layer)
    }
    override func add(_ animation: Animation, forKey key: String, to layer: Base.Layer) throws(TimingEngineError) {
        try super.add(mapping.toEngine(animation), forKey: key, to: layer)
    }
    override func animation(forKey key: String, of layer: Base.Layer) -> Animation? {
        super.animation(forKey: key, of: layer).map(mapping.toSuite)
    }
}
