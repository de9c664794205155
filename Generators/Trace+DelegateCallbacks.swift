extension Trace {
    /// This trace without the animation delegates' callbacks (`didStart`, `didStop`); the
    /// transactions' completion blocks and what the host told the script stay.
    ///
    /// What two traces are compared on for an engine that does not declare
    /// `EngineCapabilities.delegates`: its delegates hear nothing, which it is allowed.
    public func withoutDelegateCallbacks() -> Trace {
        Trace(
            keyPaths: keyPaths,
            steps: steps.map { step in
                StepObservation(
                    mediaTime: step.mediaTime, values: step.values, localTimes: step.localTimes, keys: step.keys,
                    callbacks: step.callbacks.filter { $0.kind != .didStart && !$0.isDidStop }, note: step.note)
            })
    }
}

extension CallbackRecord {
    /// Whether the record is a `didStop`, finished or not.
    var isDidStop: Bool {
        if case .didStop = kind { return true }
        return false
    }
}
