import MediaTiming

/// A set of observer registrations with one host that end together: on ``cancel()``, or when the
/// subscription is released, so an object that observes the host stops when it goes away.
public final class HostSubscription<Engine: TimingEngine> {
    @usableFromInline internal let host: Host<Engine>
    @usableFromInline internal var tokens: [ObserverToken] = []

    /// Creates an empty subscription to `host`.
    @inlinable public init(host: Host<Engine>) { self.host = host }

    /// Adds a registration made with the host.
    @inlinable public func add(_ token: ObserverToken) { tokens.append(token) }

    /// Removes every registration; the subscription can be added to again.
    @inlinable public func cancel() {
        for token in tokens { host.removeObserver(token) }
        tokens.removeAll()
    }

    deinit { cancel() }
}
