extension Gen {
    /// Generates one of `elements`, shrinking toward the first.
    ///
    /// An empty array makes every draw fail with ``GenerationError/noOptions(generator:)``.
    @inlinable
    public static func element(of elements: [Value]) -> Gen<Value> {
        Gen { testCase in
            guard !elements.isEmpty else { throw GenerationError.noOptions(generator: "element(of:)") }
            return elements[Int(try testCase.drawUniform(upTo: UInt64(elements.count - 1)))]
        }
    }

    /// Generates a value from one of `gens`, chosen uniformly, shrinking toward the first.
    @inlinable
    public static func oneOf(_ gens: [Gen<Value>]) -> Gen<Value> {
        Gen { testCase in
            guard !gens.isEmpty else { throw GenerationError.noOptions(generator: "oneOf") }
            let index = Int(try testCase.drawUniform(upTo: UInt64(gens.count - 1)))
            return try testCase.span(.node) { try gens[index].run(testCase) }
        }
    }

    /// Generates a value from one of `pairs`' generators, chosen with probability proportional to
    /// its weight; shrinks toward the first pair. Pairs with a weight ≤ 0 are never chosen.
    @inlinable
    public static func frequency(_ pairs: [(Int, Gen<Value>)]) -> Gen<Value> {
        let usable = pairs.filter { $0.0 > 0 }
        var cumulative: [UInt64] = []
        var total: UInt64 = 0
        for (weight, _) in usable {
            total = total.addingReportingOverflow(UInt64(weight)).partialValue
            cumulative.append(total)
        }
        let gens = usable.map(\.1)
        return Gen { testCase in
            guard total > 0 else { throw GenerationError.noOptions(generator: "frequency") }
            let ticket = try testCase.drawUniform(upTo: total - 1)
            var index = 0
            while index < cumulative.count - 1 && ticket >= cumulative[index] { index += 1 }
            return try testCase.span(.node) { try gens[index].run(testCase) }
        }
    }

    /// Generates `nil` (one time in four) or a value of this generator; shrinks toward `nil`.
    @inlinable
    public var optional: Gen<Value?> {
        let run = self.run
        return Gen<Value?> { testCase in
            guard try testCase.drawWeighted(0.75) else { return nil }
            return try run(testCase)
        }
    }
}

extension Gen where Value == Double {
    /// Generates doubles in `range`, and each of `specials` now and then.
    ///
    /// The first choice picks a special value (shrinking toward the first special) or the
    /// continuous part; the continuous part shrinks toward the value of `range` nearest 0.
    /// Special values are returned as given, even outside `range`, so NaN or infinities can be
    /// requested explicitly. A range with a non-finite bound yields only its finite bounds' span.
    @inlinable
    public static func double(in range: ClosedRange<Double>, specials: [Double] = []) -> Gen<Double> {
        let lower = range.lowerBound.isFinite ? range.lowerBound : -Double.greatestFiniteMagnitude
        let upper = range.upperBound.isFinite ? range.upperBound : Double.greatestFiniteMagnitude
        let origin = Swift.min(Swift.max(0, lower), upper)
        let kinds = UInt64(specials.count)
        let steps: UInt64 = 1 << 53
        return Gen { testCase in
            // The continuous part is choice `kinds`; specials come after it so the simplest draw is
            // the origin, not a special.
            let kind = kinds == 0 ? 0 : try testCase.drawBiasedKind(kinds)
            if kind > 0 { return specials[Int(kind - 1)] }
            let downward = upper > origin && lower < origin ? try testCase.drawUniform(upTo: 1) == 1 : lower < origin
            let step = try testCase.drawBiased(upTo: steps)
            let fraction = Double(step) / Double(steps)
            let value = downward ? origin - fraction * (origin - lower) : origin + fraction * (upper - origin)
            return Swift.min(Swift.max(value, lower), upper)
        }
    }
}

extension TestCase {
    /// Draws 0 (three times in four when random) or one of `1...count`, uniformly.
    @usableFromInline
    func drawBiasedKind(_ count: UInt64) throws -> UInt64 {
        if replaying { return try drawUniform(upTo: count) }
        let special = unrecordedUnitDouble() < 0.25
        let value = special ? 1 + rng.next(upTo: count - 1) : 0
        return try record(value, bound: count)
    }
}
