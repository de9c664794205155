import MediaTiming

/// Why a technique refused a call; the layers are unchanged whenever one is thrown.
public enum TechniqueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An argument that is not a finite number, or otherwise unusable.
    case invalidArgument(String)
    /// The computed timing is not finite (for example, a parent time mapped through a huge speed).
    case nonFiniteTiming(String)
    /// The engine refused a call the technique made.
    case engine(TimingEngineError)

    /// A one-line description for reports.
    public var description: String {
        switch self {
        case .invalidArgument(let why): return "invalid argument: \(why)"
        case .nonFiniteTiming(let why): return "non-finite timing: \(why)"
        case .engine(let error): return "the engine refused: \(error)"
        }
    }
}
