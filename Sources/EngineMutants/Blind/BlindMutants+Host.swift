import MediaTiming
import ReferenceEngine

/// Blind faults that show where the host works: reads between renders after a timing edit,
/// scrubbing a frozen layer, removals on trees, views deep in a window, and several windows.
///
/// The host is not changed: each fault is in the engine calls the host and its users rely on.
extension BlindMutants {
    /// Faults in frozen and edited layer timing, tree-wide removal, time conversion and roots.
    static let host: [EngineMutant] = [
        EngineMutant(
            name: "blind-presentation-stale-after-timing-edit",
            bug:
                "Presentation values are cached per frame; model, add, remove, tree and commit edits clear the cache, timing edits do not."
        ) { PresentationStaleAfterTimingEdit(ReferenceEngine()) },
        EngineMutant(
            name: "blind-frozen-offset-latched",
            bug:
                "On a layer whose speed stays 0, a new timeOffset is stored but not used: the frozen time is latched when the layer freezes, so scrubbing does nothing."
        ) { FrozenOffsetLatched(ReferenceEngine()) },
        EngineMutant(
            name: "blind-remove-all-recurses",
            bug: "removeAllAnimations also removes the animations of every layer below the one it is given."
        ) { RemoveAllRecurses(ReferenceEngine()) },
        EngineMutant(
            name: "blind-convert-time-drops-destination-offset",
            bug: "convertTime into a layer leaves out that layer's own timeOffset (rendered times are right)."
        ) { ConvertTimeDropsDestinationOffset(ReferenceEngine()) },
        EngineMutant(
            name: "blind-layer-clock-from-creation",
            bug:
                "A layer made after media time 0 counts its parent's time from its creation, so later windows and their views run behind."
        ) { LayerClockFromCreation(ReferenceEngine()) },
        EngineMutant(
            name: "blind-root-clock-shared",
            bug:
                "Timing set on one root layer (a window's) is applied to every root, as if all windows shared one clock."
        ) { RootClockShared(ReferenceEngine()) },
    ]

    /// Caches presentation values per frame and clears the cache on every edit but a timing edit.
    final class PresentationStaleAfterTimingEdit: ForwardingEngine<ReferenceEngine> {
        private var cache = DecoratedMutants.FrameCache()

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            cache.clear()
            try super.render(atMediaTime: time)
        }

        override func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
            cache.value("\(layer)|\(keyPath)") { super.presentationValue(forKeyPath: keyPath, of: layer) }
        }

        override func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            cache.clear()
            try super.setModelValue(value, forKeyPath: keyPath, of: layer)
        }

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            cache.clear()
            try super.add(animation, forKey: key, to: layer)
        }

        override func removeAnimation(forKey key: String, from layer: ReferenceLayer) {
            cache.clear()
            super.removeAnimation(forKey: key, from: layer)
        }

        override func removeAllAnimations(from layer: ReferenceLayer) {
            cache.clear()
            super.removeAllAnimations(from: layer)
        }

        override func addSublayer(_ layer: ReferenceLayer, to parent: ReferenceLayer) throws(TimingEngineError) {
            cache.clear()
            try super.addSublayer(layer, to: parent)
        }

        override func removeFromSuperlayer(_ layer: ReferenceLayer) {
            cache.clear()
            super.removeFromSuperlayer(layer)
        }

        override func commit() {
            cache.clear()
            super.commit()
        }
    }

    /// Keeps a frozen layer's time where it froze while its speed stays 0.
    final class FrozenOffsetLatched: ForwardingEngine<ReferenceEngine> {
        private var asSet: [ReferenceLayer: LayerTiming] = [:]

        override func setTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
            let inUse = base.timing(of: layer)
            var used = timing
            if inUse.speed == 0, timing.speed == 0, timing.timeOffset.isFinite { used.timeOffset = inUse.timeOffset }
            try super.setTiming(used, of: layer)
            asSet[layer] = timing
        }

        override func timing(of layer: ReferenceLayer) -> LayerTiming { asSet[layer] ?? super.timing(of: layer) }
    }

    /// Removes the animations of the whole subtree.
    final class RemoveAllRecurses: ForwardingEngine<ReferenceEngine> {
        override func removeAllAnimations(from layer: ReferenceLayer) {
            for member in BlindMutants.subtree(of: layer, in: base) { super.removeAllAnimations(from: member) }
        }
    }

    /// Forgets the destination's own timeOffset in `convertTime`.
    final class ConvertTimeDropsDestinationOffset: ForwardingEngine<ReferenceEngine> {
        override func convertTime(_ time: Double, from source: ReferenceLayer?, to destination: ReferenceLayer?)
            -> Double
        {
            let converted = super.convertTime(time, from: source, to: destination)
            guard let destination else { return converted }
            return converted - base.timing(of: destination).timeOffset
        }
    }

    /// Starts each layer's clock at the media time it was made.
    final class LayerClockFromCreation: ForwardingEngine<ReferenceEngine> {
        private var born: [ReferenceLayer: Double] = [:]
        private var asSet: [ReferenceLayer: LayerTiming] = [:]

        override func makeLayer() -> ReferenceLayer {
            let layer = super.makeLayer()
            let now = base.mediaTime
            if now != 0 {
                born[layer] = now
                try? base.setTiming(LayerTiming(beginTime: now), of: layer)
            }
            return layer
        }

        override func setTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
            var used = timing
            if let born = born[layer] { used.beginTime += born }
            try super.setTiming(used, of: layer)
            asSet[layer] = timing
        }

        override func timing(of layer: ReferenceLayer) -> LayerTiming {
            if let timing = asSet[layer] { return timing }
            return born[layer] == nil ? super.timing(of: layer) : .identity
        }
    }

    /// Applies timing set on a root to every root layer.
    final class RootClockShared: ForwardingEngine<ReferenceEngine> {
        private var made: [ReferenceLayer] = []
        private var asSet: [ReferenceLayer: LayerTiming] = [:]
        private var shared: LayerTiming?

        override func makeLayer() -> ReferenceLayer {
            let layer = super.makeLayer()
            made.append(layer)
            if let shared { try? base.setTiming(shared, of: layer) }
            return layer
        }

        override func setTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
            guard base.superlayer(of: layer) == nil else {
                try super.setTiming(timing, of: layer)
                asSet[layer] = timing
                return
            }
            try super.setTiming(timing, of: layer)
            for root in made where root != layer && base.superlayer(of: root) == nil {
                try? base.setTiming(timing, of: root)
            }
            shared = timing
            asSet[layer] = timing
        }

        override func timing(of layer: ReferenceLayer) -> LayerTiming { asSet[layer] ?? .identity }

        override func addSublayer(_ layer: ReferenceLayer, to parent: ReferenceLayer) throws(TimingEngineError) {
            try super.addSublayer(layer, to: parent)
            try? base.setTiming(asSet[layer] ?? .identity, of: layer)
        }

        override func removeFromSuperlayer(_ layer: ReferenceLayer) {
            super.removeFromSuperlayer(layer)
            if let shared { try? base.setTiming(shared, of: layer) }
        }
    }
}
