extension Gen {
    /// Generates this generator's values that satisfy `isIncluded`, retrying rejected draws.
    ///
    /// Each attempt is one span of the tape, so the shrinker can delete rejected attempts. After
    /// `maxRetries` rejections in a row the draw fails with
    /// ``GenerationError/filterTooStrict(label:attempts:)``, and a run where that happens too often
    /// gives up with that message instead of looping.
    public func filter(
        _ label: String = "filter",
        maxRetries: Int = 100,
        _ isIncluded: @escaping (Value) throws -> Bool
    ) -> Gen<Value> {
        let run = self.run
        let attempts = Swift.max(1, maxRetries)
        return Gen { testCase in
            for _ in 0..<attempts {
                let accepted = try testCase.span(.filterAttempt) { () -> Value? in
                    let value = try run(testCase)
                    return try isIncluded(value) ? value : nil
                }
                if let accepted { return accepted }
            }
            throw GenerationError.filterTooStrict(label: label, attempts: attempts)
        }
    }

    /// Generates this generator's values that satisfy `isIncluded`, retrying up to `maxRetries`
    /// times in a row; see ``filter(_:maxRetries:_:)``.
    public func filter(_ isIncluded: @escaping (Value) throws -> Bool, maxRetries: Int) -> Gen<Value> {
        filter("filter", maxRetries: maxRetries, isIncluded)
    }
}
