/// Where a script run notes each public method or initializer of the host and the techniques it calls.
///
/// The coverage measurement (`conformance coverage --api`) binds ``current`` around one law's
/// cases; the driver reads it once per run and, at each call site, notes the entry of the API it
/// calls (`"Host.makeWindow()"`), so what is measured is calls actually made, not step kinds. When
/// nothing is bound, as in every ordinary run, the driver notes nothing and pays one read per run.
///
/// A log is not locked: it is bound on one thread around runs made on that thread (the measurement
/// gives each law its own log), so it is never used from two threads at once.
public final class APICallLog: @unchecked Sendable {
    /// The log the runs on this thread (or task) note their calls in, if any.
    @TaskLocal public static var current: APICallLog?

    private var calls: Set<String> = []

    /// Creates an empty log.
    public init() {}

    /// Notes one call, by its catalog entry (`"LayerPauser.pause(_:)"`).
    public func note(_ entry: String) {
        calls.insert(entry)
    }

    /// The entries noted so far, emptying the log.
    public func drain() -> Set<String> {
        defer { calls.removeAll() }
        return calls
    }
}
