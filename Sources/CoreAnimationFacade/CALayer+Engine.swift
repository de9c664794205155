#if !canImport(QuartzCore)
import Foundation
import MediaTiming

/// How a layer's calls reach its engine, and the tree and timing calls built on that.
extension CALayer {
    /// Runs `body` with the engine and handle of a model layer under the engine's lock; on a
    /// snapshot or an inert layer, records a refusal of `call` and returns `fallback`.
    func withModel<Result>(
        _ call: String, fallback: Result, _ body: (CAFacade.Engine, AnyLayer) -> Result
    ) -> Result {
        guard snapshot == nil else {
            record(call, .unsupported("a presentation copy does not change its layer"))
            return fallback
        }
        guard let engine, let handle else {
            record(call, .unsupported("the layer was made outside any engine"))
            return fallback
        }
        return engine.locked { body(engine, handle) }
    }

    /// ``withModel(_:fallback:_:)`` for calls that return nothing.
    func withModel(_ call: String, _ body: (CAFacade.Engine, AnyLayer) -> Void) {
        withModel(call, fallback: ()) { body($0, $1) }
    }

    /// Records a refusal in the layer's engine's log, or the unbound log for an inert layer.
    func record(_ call: String, _ error: TimingEngineError) {
        (engine?.log ?? CAFacade.unbound).record(call, error)
    }

    /// The layer's timing: the engine's, a snapshot's captured one, or the defaults.
    var timing: LayerTiming {
        if let snapshot { return snapshot.timing }
        guard let engine, let handle else { return .identity }
        return engine.locked { engine.base.timing(of: handle) }
    }

    /// Changes one timing property; a value the engine refuses is recorded and changes nothing.
    func changeTiming(_ property: String, _ change: (inout LayerTiming) -> Void) {
        if snapshot != nil {
            change(&snapshot!.timing)
            return
        }
        withModel("CALayer.\(property)") { engine, handle in
            var timing = engine.base.timing(of: handle)
            change(&timing)
            do throws(TimingEngineError) {
                try engine.base.setTiming(timing, of: handle)
                engine.touch()
            } catch {
                engine.log.record("CALayer.\(property)", error)
            }
        }
    }

    /// Adds `layer` as a sublayer at the position `position` gives for the sublayers once `layer`
    /// has left its old place (the end for nil or past the end).
    ///
    /// The engine only appends, so inserting before existing sublayers detaches the ones after
    /// the insertion point and appends them again, in order, in the same transaction.
    func attach(_ layer: CALayer, call: String, position: ([CALayer]) -> Int?) {
        guard layer.engine === engine, layer.snapshot == nil, let child = layer.handle else {
            record(call, layer.snapshot == nil ? .unknownLayer : .unsupported("a presentation copy is not in a tree"))
            return
        }
        withModel(call) { engine, handle in
            do throws(TimingEngineError) {
                try engine.base.addSublayer(child, to: handle)
            } catch {
                engine.log.record(call, error)
                return
            }
            engine.touch()
            layer.superlayerReference?.sublayerList.removeAll { $0 === layer }
            layer.superlayerReference = self
            let index = min(max(position(sublayerList) ?? sublayerList.count, 0), sublayerList.count)
            let following = Array(sublayerList[index...])
            sublayerList.insert(layer, at: index)
            for sibling in following {
                guard let siblingHandle = sibling.handle else { continue }
                engine.base.removeFromSuperlayer(siblingHandle)
                do throws(TimingEngineError) {
                    try engine.base.addSublayer(siblingHandle, to: handle)
                } catch {
                    engine.log.record(call, error)
                }
            }
        }
    }

    /// Maps `time` between two layers' spaces (nil is media time) through the engine.
    func convert(_ time: CFTimeInterval, from source: CALayer?, to destination: CALayer?, call: String)
        -> CFTimeInterval
    {
        guard let engine else {
            record(call, .unsupported("the layer was made outside any engine"))
            return .nan
        }
        for layer in [source, destination] {
            if let layer, layer.engine !== engine || layer.handle == nil {
                record(call, .unknownLayer)
                return .nan
            }
        }
        return engine.locked { engine.base.convertTime(time, from: source?.handle, to: destination?.handle) }
    }
}
#endif
