/// Where a script run notes each public method or initializer of the host and the techniques it calls.
///
/// The coverage measurement (`conformance coverage --api`) binds ``current`` around one law's
/// cases; the driver reads it once per run and, at each call site, notes the entry of the API it
/// calls (`"Host.makeWindow()"`), so what is measured is calls actually made, not step kinds. When
/// nothing is bound, as in every ordinary run, the driver notes nothing and pays one read per run.
///
/// Engine calls are noted by a wrapper engine the measurement runs the scripts on, through
/// ``noteEngineCall(_:)``: the driver cannot see the calls the host and the techniques make.
/// While the driver reads every view after a step (``isObserving``), engine calls are not noted:
/// those reads are the driver's own, made after every step of every script, not a call any step
/// draws, so counting them would say every case calls `presentationValue` whatever it drew.
///
/// A log is not locked: it is bound on one thread around runs made on that thread (the measurement
/// gives each law its own log), so it is never used from two threads at once.
public final class APICallLog: @unchecked Sendable {
    /// The log the runs on this thread (or task) note their calls in, if any.
    @TaskLocal public static var current: APICallLog?

    private var calls: Set<String> = []

    /// Whether the driver is reading the views after a step; engine calls made meanwhile are not noted.
    public var isObserving = false

    /// Creates an empty log.
    public init() {}

    /// Notes one call, by its catalog entry (`"LayerPauser.pause(_:)"`).
    public func note(_ entry: String) {
        calls.insert(entry)
    }

    /// Notes one call an engine received (`"TimingEngine.commit()"`), unless the driver is observing.
    public func noteEngineCall(_ entry: String) {
        guard !isObserving else { return }
        calls.insert(entry)
    }

    /// The entries noted so far, emptying the log.
    public func drain() -> Set<String> {
        defer { calls.removeAll() }
        return calls
    }
}
