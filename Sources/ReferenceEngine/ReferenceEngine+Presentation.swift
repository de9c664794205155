import MediaTiming

extension ReferenceEngine {
    /// The value the layer shows under `keyPath` at ``mediaTime``: its model value composed with its
    /// committed animations in application order; 0 for a foreign handle.
    ///
    /// - Complexity: O(depth + a), for the layer's depth in the tree and its animation count.
    public func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
        guard let layerIndex = index(of: layer) else { return 0 }
        let record = layers[layerIndex]
        let model = record.modelValues[keyPath] ?? 0
        guard !record.animations.isEmpty else { return model }
        let time = localTime(ofLayer: layerIndex, atMediaTime: mediaTime)
        var value = model
        if configuration.has(.reverseCompositionOrder) {
            for stored in record.animations.reversed() where stored.isCommitted {
                value = Composition.apply(
                    stored.plan, parentTime: time, keyPath: keyPath, to: value, modelValue: model,
                    configuration: configuration)
            }
            return value
        }
        for stored in record.animations where stored.isCommitted {
            value = Composition.apply(
                stored.plan, parentTime: time, keyPath: keyPath, to: value, modelValue: model,
                configuration: configuration)
        }
        return value
    }
}
