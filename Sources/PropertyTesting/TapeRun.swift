/// The outcome of running a property once on one test case.
public enum TapeRunStatus: Equatable, Sendable {
    /// The property held.
    case passed
    /// The property returned false or threw; the message says which.
    case failed(message: String)
    /// The generator could not build a value from the tape.
    case invalid(reason: String)

    /// Whether the property failed.
    public var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }

    /// A short phrase for reports.
    public var summary: String {
        switch self {
        case .passed: return "passed"
        case let .failed(message): return "failed: \(message)"
        case let .invalid(reason): return "invalid: \(reason)"
        }
    }
}

/// One run of a property: the status, the value and the tape the generator consumed.
public struct TapeRun<Value> {
    /// How the run ended.
    public var status: TapeRunStatus
    /// The generated value, unless generation failed.
    public var value: Value?
    /// The choices the generator consumed, in order.
    public var tape: [UInt64]
    /// The bound of each consumed choice.
    public var bounds: [UInt64]
    /// The spans recorded while generating.
    public var spans: [ChoiceSpan]
    /// What kind of failure this is: `"false"` when the property returned false, or the thrown
    /// error's type; nil unless the run failed. Shrinking keeps the kind of the first failure.
    public var failureKind: String? = nil
}

/// The message recorded when a property returns false.
public let propertyReturnedFalseMessage = "property returned false"

/// Runs `property` once on the value that `gen` builds from `testCase`.
func _execute<Value>(_ gen: Gen<Value>, _ testCase: TestCase, _ property: (Value) throws -> Bool) -> TapeRun<Value> {
    let value: Value
    do {
        value = try gen.run(testCase)
    } catch {
        return TapeRun(
            status: .invalid(reason: String(describing: error)), value: nil,
            tape: testCase.choices, bounds: testCase.bounds, spans: testCase.spans)
    }
    let status: TapeRunStatus
    var kind: String?
    do {
        let holds = try property(value)
        status = holds ? .passed : .failed(message: propertyReturnedFalseMessage)
        kind = holds ? nil : "false"
    } catch {
        status = .failed(message: String(describing: error))
        kind = String(reflecting: type(of: error))
    }
    return TapeRun(
        status: status, value: value, tape: testCase.choices, bounds: testCase.bounds,
        spans: testCase.spans, failureKind: kind)
}

/// Runs `property` once on the value that `gen` builds from the explicit choices `tape`.
///
/// Missing choices read as 0 and choices above their bound are clamped, so any tape gives a
/// value unless the generator itself rejects it.
public func run<Value>(_ gen: Gen<Value>, onTape tape: [UInt64], _ property: (Value) throws -> Bool) -> TapeRun<Value> {
    _execute(gen, TestCase(replaying: tape), property)
}

/// Builds the value that `gen` makes from the explicit choices `tape`.
public func generate<Value>(_ gen: Gen<Value>, fromTape tape: [UInt64]) throws -> Value {
    try gen.run(TestCase(replaying: tape))
}

/// Builds the value that `gen` makes from the random stream of `seed` at generation `size`.
public func generate<Value>(_ gen: Gen<Value>, seed: UInt64, size: Int = 100) throws -> Value {
    try gen.run(TestCase(seed: seed, size: size))
}

/// Rebuilds the value recorded in a replay token (encoded with `context`), with no search.
///
/// - Throws: ``ReplayTokenError`` with a one-line description when the token is malformed, of a
///   foreign format, or does not fit `gen`.
public func replay<Value>(_ gen: Gen<Value>, token: String, context: String = "") throws -> Value {
    let tape = try ReplayToken.decode(token, context: context)
    let testCase = TestCase(replaying: tape)
    let value: Value
    do {
        value = try gen.run(testCase)
    } catch {
        throw ReplayTokenError.doesNotFitGenerator(reason: String(describing: error))
    }
    if let misfit = _misfit(of: tape, consumed: testCase.choices) {
        throw ReplayTokenError.doesNotFitGenerator(reason: misfit)
    }
    return value
}

/// Why a replayed `tape` is not the tape the generator read (`consumed`), or nil when it is.
///
/// Replay pads a short tape with zeros and clamps a choice above its bound, which serves the
/// shrinker's edits; a token, though, is always a tape some generator read whole, so any padding,
/// leftover or clamping means it was made for another generator.
func _misfit(of tape: [UInt64], consumed: [UInt64]) -> String? {
    if consumed.count != tape.count {
        return "the token holds \(tape.count) choices, the generator read \(consumed.count)"
    }
    if let index = tape.indices.first(where: { tape[$0] != consumed[$0] }) {
        return "choice \(index) is \(tape[index]), above its bound \(consumed[index])"
    }
    return nil
}
