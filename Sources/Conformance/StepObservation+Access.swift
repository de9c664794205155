import Generators

extension StepObservation {
    /// The value of key path number `keyPath` on `view`, or NaN when the view did not exist yet.
    func value(_ view: Int, _ keyPath: Int = 0) -> Double {
        value(view: view, keyPath: keyPath)
    }

    /// The animation keys of `view`, or none when the view did not exist yet.
    func keys(_ view: Int) -> [String] {
        keys(ofView: view)
    }

    /// The local time of `view`, or NaN when the view did not exist yet.
    func localTime(_ view: Int) -> Double {
        localTimes.indices.contains(view) ? localTimes[view] : .nan
    }
}
