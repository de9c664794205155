import MediaTiming

/// A set of observer registrations with one host that end together: on ``cancel()``, or when the
/// subscription is released, so an object that observes the host stops when it goes away.
public final class HostSubscription<Engine: TimingEngine> {
    private let host: Host<Engine>
    private var tokens: [ObserverToken] = []

    /// Creates an empty subscription to `host`.
    public init(host: Host<Engine>) { self.host = host }

    /// Adds a registration made with the host.
    public func add(_ token: ObserverToken) { tokens.append(token) }

    /// Removes every registration; the subscription can be added to again.
    public func cancel() {
        for token in tokens { host.removeObserver(token) }
        tokens.removeAll()
    }

    deinit { cancel() }
}
