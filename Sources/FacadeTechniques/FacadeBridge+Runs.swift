#if !canImport(QuartzCore)
import Foundation
import Lifecycle
import MediaTiming

/// The one bridge of each run: every family of a run acts through the same facade engine and the
/// same `CALayer` objects, so that a preserver's store reads the layer objects the closure
/// delegates' copies were added to.
///
/// The factory that makes the families keeps no state (it runs on many threads at once), so the
/// bridges live here, by host, each held weakly: the families of a run hold their bridge, and it
/// goes when the run's objects go.
enum FacadeBridges {
    /// One run's bridge.
    private struct Entry {
        weak var host: AnyObject?
        weak var bridge: AnyObject?
    }

    /// The bridges by host, behind ``lock``.
    private final class Table: @unchecked Sendable {
        let lock = NSLock()
        var entries: [ObjectIdentifier: Entry] = [:]
    }

    private static let table = Table()

    /// The bridge of `host`'s run, made on first use.
    static func bridge<Engine: TimingEngine>(of host: Lifecycle.Host<Engine>) -> FacadeBridge<Engine> {
        table.lock.lock()
        defer { table.lock.unlock() }
        let id = ObjectIdentifier(host)
        if let entry = table.entries[id], entry.host === host, let bridge = entry.bridge as? FacadeBridge<Engine> {
            return bridge
        }
        // Forget the runs that are over before adding this one.
        table.entries = table.entries.filter { $0.value.host != nil && $0.value.bridge != nil }
        let made = FacadeBridge(engine: host.engine)
        table.entries[id] = Entry(host: host, bridge: made)
        return made
    }
}

extension FacadeBridge {
    /// The bridge of `host`'s run (see ``FacadeBridges``).
    static func of(_ host: Lifecycle.Host<Base>) -> FacadeBridge<Base> { FacadeBridges.bridge(of: host) }
}

/// What app code may ask about a view of the run's host and the app.
final class HostViewContext<Engine: TimingEngine>: CALayerViewContext {
    private weak var host: Lifecycle.Host<Engine>?
    private let view: Lifecycle.Host<Engine>.View

    init(host: Lifecycle.Host<Engine>, view: Lifecycle.Host<Engine>.View) {
        self.host = host
        self.view = view
    }

    var isInWindow: Bool { host?.isInWindow(view) ?? false }
    var isAppActive: Bool { host?.appState == .active }
}
#else
// Apple platforms: see AdoptingEngine.swift.
#endif
