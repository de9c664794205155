import MediaTiming

extension ReferenceEngine {
    /// Makes a new root layer with default timing.
    public func makeLayer() -> ReferenceLayer {
        layers.append(LayerRecord())
        cachedLocalTime.append(0)
        cachedGeneration.append(0)
        return handle(layers.count - 1)
    }

    /// Appends `layer` to `parent`'s sublayers, first removing it from its previous superlayer.
    ///
    /// - Throws: ``TimingEngineError/cycle`` when `parent` is `layer` or one of its descendants,
    ///   ``TimingEngineError/unknownLayer`` for a handle of another engine; the tree is unchanged.
    public func addSublayer(_ layer: ReferenceLayer, to parent: ReferenceLayer) throws(TimingEngineError) {
        guard let child = index(of: layer), let parentIndex = index(of: parent) else { throw .unknownLayer }
        var ancestor: Int? = parentIndex
        while let current = ancestor {
            if current == child { throw .cycle }
            ancestor = layers[current].parent
        }
        detach(child)
        layers[child].parent = parentIndex
        layers[parentIndex].children.append(child)
        timeGeneration &+= 1
    }

    /// Detaches `layer` from its superlayer; a root or a foreign handle is left as it is.
    public func removeFromSuperlayer(_ layer: ReferenceLayer) {
        guard let child = index(of: layer) else { return }
        detach(child)
        timeGeneration &+= 1
    }

    /// The superlayer of `layer`; `nil` for a root or a foreign handle.
    public func superlayer(of layer: ReferenceLayer) -> ReferenceLayer? {
        guard let child = index(of: layer), let parent = layers[child].parent else { return nil }
        return handle(parent)
    }

    /// The sublayers of `layer` in order; empty for a foreign handle.
    public func sublayers(of layer: ReferenceLayer) -> [ReferenceLayer] {
        guard let parent = index(of: layer) else { return [] }
        return layers[parent].children.map(handle)
    }

    /// Removes the layer at `child` from its parent's sublayers.
    func detach(_ child: Int) {
        guard let parent = layers[child].parent else { return }
        layers[parent].children.removeAll { $0 == child }
        layers[child].parent = nil
    }
}
