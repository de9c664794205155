/// A generator of values: a function from a test case's choices to a value.
///
/// Generators draw bounded integers from a ``TestCase``; because the draws are recorded, replaying
/// the recorded tape rebuilds the same value, and shrinking the tape shrinks the value. Choice 0 is
/// always the simplest value, so smaller tapes mean simpler values.
public struct Gen<Value> {
    /// Produces a value from the test case's choices.
    public let run: (TestCase) throws -> Value

    /// Creates a generator from a function that draws from a test case.
    @inlinable
    public init(_ run: @escaping (TestCase) throws -> Value) {
        self.run = run
    }

    /// Generates a value from `testCase`.
    @inlinable
    public func generate(_ testCase: TestCase) throws -> Value {
        try run(testCase)
    }

    /// A generator that always produces `value` and draws nothing.
    @inlinable
    public static func constant(_ value: Value) -> Gen<Value> {
        Gen { _ in value }
    }

    /// A generator whose values are this generator's, transformed by `transform`.
    @inlinable
    public func map<T>(_ transform: @escaping (Value) throws -> T) -> Gen<T> {
        let run = self.run
        return Gen<T> { testCase in try transform(run(testCase)) }
    }

    /// A generator that draws a value, then draws from the generator that value selects.
    ///
    /// Dependent draws shrink for free: the later draws are re-interpreted on the shrunk tape.
    @inlinable
    public func flatMap<T>(_ transform: @escaping (Value) throws -> Gen<T>) -> Gen<T> {
        let run = self.run
        return Gen<T> { testCase in try transform(run(testCase)).run(testCase) }
    }

    /// Generates a pair of values, one from each generator, first `a` then `b`.
    @inlinable
    public static func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> where Value == (A, B) {
        Gen { testCase in (try a.run(testCase), try b.run(testCase)) }
    }

    /// Generates a triple of values, one from each generator, in order.
    @inlinable
    public static func zip<A, B, C>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>) -> Gen<(A, B, C)>
    where Value == (A, B, C) {
        Gen { testCase in (try a.run(testCase), try b.run(testCase), try c.run(testCase)) }
    }

    /// Generates a quadruple of values, one from each generator, in order.
    @inlinable
    public static func zip<A, B, C, D>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>) -> Gen<(A, B, C, D)>
    where Value == (A, B, C, D) {
        Gen { testCase in
            (try a.run(testCase), try b.run(testCase), try c.run(testCase), try d.run(testCase))
        }
    }

    /// Generates an array holding one value from each generator, in order.
    @inlinable
    public static func sequence<Element>(_ gens: [Gen<Element>]) -> Gen<[Element]> where Value == [Element] {
        Gen { testCase in try gens.map { try $0.run(testCase) } }
    }

    /// Draws the value inside a span of `kind`, so the shrinker treats its choices as one unit.
    @inlinable
    public func spanned(_ kind: ChoiceSpan.Kind = .other) -> Gen<Value> {
        let run = self.run
        return Gen { testCase in try testCase.span(kind) { try run(testCase) } }
    }
}
