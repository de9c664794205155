/// Why a generator could not produce a value for the current test case.
///
/// Generation errors never count as property failures: the runner discards the case (and gives
/// up when too many are discarded), and the shrinker treats the candidate tape as uninteresting.
public enum GenerationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A filter rejected every one of its attempts.
    case filterTooStrict(label: String, attempts: Int)
    /// The test case drew more choices than its limit allows.
    case overrun(limit: Int)
    /// A generator was asked to choose among no options.
    case noOptions(generator: String)

    /// A one-line explanation for people.
    public var description: String {
        switch self {
        case let .filterTooStrict(label, attempts):
            return
                "filter '\(label)' rejected all \(attempts) attempts; loosen the filter or generate valid values directly"
        case let .overrun(limit):
            return "test case drew more than \(limit) choices"
        case let .noOptions(generator):
            return "\(generator) was given no options to choose from"
        }
    }
}
