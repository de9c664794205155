extension Gen {
    /// Generates arrays of this generator's values with a count in `count`.
    ///
    /// Beyond the minimum count, each element is preceded by a continue choice (1 = one more
    /// element, 0 = stop), and each element with its continue choice forms one span, so deleting
    /// that span deletes the element. Lengths grow with the test case's size. A range below zero
    /// is clamped to start at zero.
    @inlinable
    public func array(count: ClosedRange<Int> = 0...Int.max) -> Gen<[Value]> {
        let run = self.run
        let lower = Swift.max(0, count.lowerBound)
        let upper = Swift.max(lower, count.upperBound)
        return Gen<[Value]> { testCase in
            try testCase.span(.collection) {
                var result: [Value] = []
                let probability = _continueProbability(lower: lower, upper: upper, size: testCase.size)
                while result.count < upper {
                    let element = try testCase.span(.element) { () -> Value? in
                        if result.count >= lower, try !testCase.drawWeighted(probability) { return nil }
                        return try run(testCase)
                    }
                    guard let element else { break }
                    result.append(element)
                }
                return result
            }
        }
    }
}

extension Gen where Value: Hashable {
    /// Generates sets of this generator's values with a count in `count`.
    ///
    /// Elements are drawn like ``array(count:)``; a duplicate is drawn again, up to `maxRetries`
    /// times, after which the set stops growing (or, below its minimum count, the draw fails with
    /// ``GenerationError/filterTooStrict(label:attempts:)``).
    @inlinable
    public func set(count: ClosedRange<Int> = 0...Int.max, maxRetries: Int = 20) -> Gen<Set<Value>> {
        let run = self.run
        let lower = Swift.max(0, count.lowerBound)
        let upper = Swift.max(lower, count.upperBound)
        return Gen<Set<Value>> { testCase in
            try testCase.span(.collection) {
                var result = Set<Value>()
                let probability = _continueProbability(lower: lower, upper: upper, size: testCase.size)
                var duplicates = 0
                while result.count < upper {
                    let element = try testCase.span(.element) { () -> Value? in
                        if result.count >= lower, try !testCase.drawWeighted(probability) { return nil }
                        return try run(testCase)
                    }
                    guard let element else { break }
                    if !result.insert(element).inserted {
                        duplicates += 1
                        if duplicates > maxRetries {
                            if result.count >= lower { break }
                            throw GenerationError.filterTooStrict(label: "set elements", attempts: duplicates)
                        }
                    }
                }
                return result
            }
        }
    }
}

/// The probability of drawing one more element, for an average extra length that grows with size.
@usableFromInline
func _continueProbability(lower: Int, upper: Int, size: Int) -> Double {
    let room = Double(upper - lower)
    let average = Swift.min(room, 1.0 + Double(size) / 8.0)
    return average / (average + 1)
}
