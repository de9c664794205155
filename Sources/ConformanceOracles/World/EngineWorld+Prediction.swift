import MediaTiming

extension EngineWorld {
    /// What the engine's part predicts the driver observes after a step: every view's keys,
    /// local time and presentation value of each of `keyPaths`, with `events` heard during it.
    ///
    /// What rests on an open point is left out (`nil` keys or local time, a key path missing
    /// from a view's values), so a check compares only what is predicted.
    package func prediction(keyPaths: [String], events: [WorldEvent]?, isNoOp: Bool?) -> WorldPrediction {
        var prediction = WorldPrediction(events: events)
        prediction.isNoOp = isNoOp
        prediction.keys.reserveCapacity(layers.count)
        for view in layers.indices {
            prediction.keys.append(predictedKeys(of: view))
            prediction.localTimes.append(predictedLocalTime(of: view, atMediaTime: mediaTime))
            var values: [String: Double] = [:]
            for keyPath in keyPaths {
                if let value = presentationValue(keyPath, of: view) { values[keyPath] = value }
            }
            prediction.values.append(values)
        }
        return prediction
    }
}
