import MediaTiming

extension ReferenceEngine {
    /// The value the layer shows under `keyPath` at ``mediaTime``: its model value composed with its
    /// committed animations in application order; 0 for a foreign handle.
    ///
    /// - Complexity: O(a) for the layer's animation count, plus O(depth) the first time a layer's
    ///   local time is needed after a render or a timing or tree change.
    public func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
        guard let layerIndex = index(of: layer), let id = keyPathIDs[keyPath] else { return 0 }
        let model = layers[layerIndex].modelValues[id] ?? 0
        let table = layers[layerIndex].live
        guard let keyPaths = table.keyPaths, let cores = table.cores else { return model }
        var found = false
        for position in 0..<table.count where keyPaths[position] == id || keyPaths[position] == LayerRecord.groupKeyPath
        {
            found = true
            break
        }
        guard found else { return model }
        let time = currentLocalTime(ofLayer: layerIndex)
        // A bounded layer outside its active period, unfilled: its animations contribute nothing.
        guard !time.isNaN else { return model }
        let configuration = configuration
        var value = model
        let reversed = configuration.has(.reverseCompositionOrder)
        let hidden = hiddenFinishedCopies(layerIndex, cores: cores, count: table.count, localTime: time)
        for step in 0..<table.count {
            let position = reversed ? table.count - 1 - step : step
            guard keyPaths[position] == id || keyPaths[position] == LayerRecord.groupKeyPath else { continue }
            if let hidden, hidden[position] { continue }
            value = Composition.apply(
                cores[position], plan: { self.layers[layerIndex].livePlans[position] },
                keyframeData: UnsafePointer(table.keyframeData), parentTime: time,
                keyPath: id, to: value, modelValue: model, configuration: configuration)
        }
        return value
    }

    /// Under the other reading of SEMANTICS §4.3 (a permitted variant only), which committed
    /// copies, by table position, are past their active period and removed on completion, so show
    /// nothing before the render that removes them; `nil` under the default reading.
    private func hiddenFinishedCopies(
        _ layerIndex: Int, cores: UnsafeMutablePointer<PlanCore>, count: Int, localTime: Double
    ) -> [Bool]? {
        guard configuration.finishedCopies == .hiddenOnceEnded else { return nil }
        let committed = layers[layerIndex].animations.filter(\.isCommitted)
        guard committed.count == count else { return nil }
        return (0..<count).map { position in
            committed[position].animation.isRemovedOnCompletion
                && cores[position].clock.phase(atParentTime: localTime) == .after
        }
    }
}
