import Foundation
import MediaTiming
import ReferenceEngine

/// Bugs that live in an engine's bookkeeping around the timing model rather than in it, made by
/// overriding a few calls of the reference engine.
enum DecoratedMutants {
    /// Shares one stored description between keys: `animation(forKey:)` answers the most
    /// recently added description (with the asked copy's stamp), as an engine that keeps a
    /// reference to the caller's object instead of a copy would.
    final class SharedStorage: ForwardingEngine<ReferenceEngine> {
        private var lastAdded: Animation?

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            try super.add(animation, forKey: key, to: layer)
            lastAdded = animation
        }

        override func animation(forKey key: String, of layer: ReferenceLayer) -> Animation? {
            guard let stored = super.animation(forKey: key, of: layer), var shared = lastAdded else { return nil }
            shared.timing.beginTime = stored.timing.beginTime
            shared.delegate = stored.delegate
            return shared
        }
    }

    /// Removal does nothing on a layer two or more levels below its root, so a host that
    /// removes a subtree's animations layer by layer misses the sublayers.
    final class RemovalSkipsSublayers: ForwardingEngine<ReferenceEngine> {
        private func isDeep(_ layer: ReferenceLayer) -> Bool {
            var depth = 0
            var current = base.superlayer(of: layer)
            while let parent = current {
                depth += 1
                current = base.superlayer(of: parent)
            }
            return depth >= 2
        }

        override func removeAnimation(forKey key: String, from layer: ReferenceLayer) {
            if !isDeep(layer) { super.removeAnimation(forKey: key, from: layer) }
        }

        override func removeAllAnimations(from layer: ReferenceLayer) {
            if !isDeep(layer) { super.removeAllAnimations(from: layer) }
        }
    }

    /// `removeAnimation(forKey:)` tells the delegate at once, inside the call, and the render tells
    /// it again.
    final class StopDeliveredInRemove: ForwardingEngine<ReferenceEngine> {
        override func removeAnimation(forKey key: String, from layer: ReferenceLayer) {
            if let copy = base.animation(forKey: key, of: layer) {
                copy.delegate?.animationDidStop(copy, finished: false)
            }
            super.removeAnimation(forKey: key, from: layer)
        }
    }

    /// Remembers removed keys as tombstones and silently ignores an animation added again under one.
    final class ReAddAfterRemovalIgnored: ForwardingEngine<ReferenceEngine> {
        private var tombstones: Set<String> = []

        private func name(_ key: String, _ layer: ReferenceLayer) -> String { "\(layer)/\(key)" }

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            guard !tombstones.contains(name(key, layer)) else { return }
            try super.add(animation, forKey: key, to: layer)
        }

        override func removeAnimation(forKey key: String, from layer: ReferenceLayer) {
            if !base.animationKeys(of: layer).filter({ $0 == key }).isEmpty { tombstones.insert(name(key, layer)) }
            super.removeAnimation(forKey: key, from: layer)
        }

        override func removeAllAnimations(from layer: ReferenceLayer) {
            for key in base.animationKeys(of: layer) { tombstones.insert(name(key, layer)) }
            super.removeAllAnimations(from: layer)
        }
    }

    /// Keeps state across engine instances (a count of the engines made on the thread), so every
    /// other engine made on a thread shows its values shifted by one half: runs of the same
    /// script disagree.
    ///
    /// (The count was process-wide: with tests running in parallel, which of two runs a scenario
    /// made was shifted then depended on every other test. Per thread, two runs made one after
    /// the other on a new thread are the first unshifted and the second shifted.)
    final class StateSharedAcrossEngines: ForwardingEngine<ReferenceEngine> {
        /// The thread-dictionary key of the count of engines made on the thread.
        private static let slot = "EngineMutants.StateSharedAcrossEngines.count"
        private let shifted: Bool

        init() {
            let count = (Thread.current.threadDictionary[Self.slot] as? Int ?? 0) + 1
            Thread.current.threadDictionary[Self.slot] = count
            shifted = count % 2 == 0
            super.init(ReferenceEngine())
        }

        override func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
            super.presentationValue(forKeyPath: keyPath, of: layer) + (shifted ? 0.5 : 0)
        }
    }
}
