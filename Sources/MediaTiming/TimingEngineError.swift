/// Why an engine refused a call; the engine's state is unchanged whenever one is thrown.
public enum TimingEngineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Adding the layer would make it its own ancestor.
    case cycle
    /// A layer handle that this engine did not make.
    case unknownLayer
    /// A render time that is not finite or goes backwards.
    case invalidTime(String)
    /// Layer timing with a non-finite value.
    case invalidTiming(String)
    /// A model value or key path that cannot be stored.
    case invalidValue(String)
    /// An animation description that breaks a rule of ``Animation/validate()``.
    case invalidAnimation(String)
    /// A feature the engine does not support.
    case unsupported(String)

    /// A one-line description for reports.
    public var description: String {
        switch self {
        case .cycle: return "a layer cannot be added to itself or to one of its descendants"
        case .unknownLayer: return "the layer handle does not belong to this engine"
        case .invalidTime(let why): return "invalid time: \(why)"
        case .invalidTiming(let why): return "invalid layer timing: \(why)"
        case .invalidValue(let why): return "invalid value: \(why)"
        case .invalidAnimation(let why): return "invalid animation: \(why)"
        case .unsupported(let what): return "unsupported: \(what)"
        }
    }
}
