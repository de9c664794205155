import MediaTiming
import ReferenceEngine

/// The layer tree, answered with foreign, duplicate, missing and extra layers.
extension ChaosEngine {
    /// A new layer, or one handed out before, or a foreign one.
    func chaosMakeLayer() -> ReferenceLayer {
        let interrupted = enter(.makeLayer)
        defer { leave(interrupted) }
        if misbehaves() {
            return strayLayer()
        }
        let layer = super.makeLayer()
        madeLayers.append(layer)
        return layer
    }

    /// Adds the layer, or refuses with any error, or does nothing, or adds it elsewhere, or the
    /// other way round.
    func chaosAddSublayer(_ layer: ReferenceLayer, to parent: ReferenceLayer) throws(TimingEngineError) {
        let interrupted = enter(.addSublayer) {
            $0.add(layer)
            $0.add(parent)
        }
        defer { leave(interrupted) }
        guard misbehaves() else { return try super.addSublayer(layer, to: parent) }
        switch pick(4) {
        case 0: throw anyError()
        case 1: return
        case 2: try? super.addSublayer(layer, to: strayLayer())
        default: try? super.addSublayer(parent, to: layer)
        }
    }

    /// Detaches the layer, or does nothing, or detaches its superlayer instead.
    func chaosRemoveFromSuperlayer(_ layer: ReferenceLayer) {
        let interrupted = enter(.removeFromSuperlayer) { $0.add(layer) }
        defer { leave(interrupted) }
        guard misbehaves() else { return super.removeFromSuperlayer(layer) }
        if pick(2) == 0, let parent = super.superlayer(of: layer) { super.removeFromSuperlayer(parent) }
    }

    /// The superlayer, or none, or the layer itself, or a stray layer.
    func chaosSuperlayer(of layer: ReferenceLayer) -> ReferenceLayer? {
        let interrupted = enter(.superlayer) { $0.add(layer) }
        defer { leave(interrupted) }
        guard misbehaves() else { return super.superlayer(of: layer) }
        switch pick(3) {
        case 0: return nil
        case 1: return layer
        default: return strayLayer()
        }
    }

    /// The sublayers, or none, or too many (the layer itself, a stray, a duplicate), or out of
    /// order, or one short.
    func chaosSublayers(of layer: ReferenceLayer) -> [ReferenceLayer] {
        let interrupted = enter(.sublayers) { $0.add(layer) }
        defer { leave(interrupted) }
        let sublayers = super.sublayers(of: layer)
        guard misbehaves() else { return sublayers }
        switch pick(5) {
        case 0: return []
        case 1: return sublayers + [layer]
        case 2: return sublayers + [strayLayer()]
        case 3: return sublayers + sublayers
        default: return sublayers.count > 1 ? sublayers.reversed() : Array(sublayers.dropFirst())
        }
    }
}
