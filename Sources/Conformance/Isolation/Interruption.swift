import Foundation

#if canImport(Glibc)
import Glibc
private func ignoreSignal(_ number: Int32) { _ = Glibc.signal(number, SIG_IGN) }
private func restoreSignal(_ number: Int32) { _ = Glibc.signal(number, SIG_DFL) }
#elseif canImport(Musl)
import Musl
private func ignoreSignal(_ number: Int32) { _ = Musl.signal(number, SIG_IGN) }
private func restoreSignal(_ number: Int32) { _ = Musl.signal(number, SIG_DFL) }
#elseif canImport(Android)
import Android
private func ignoreSignal(_ number: Int32) { _ = Android.signal(number, SIG_IGN) }
private func restoreSignal(_ number: Int32) { _ = Android.signal(number, SIG_DFL) }
#elseif canImport(Darwin)
import Darwin
private func ignoreSignal(_ number: Int32) { _ = Darwin.signal(number, SIG_IGN) }
private func restoreSignal(_ number: Int32) { _ = Darwin.signal(number, SIG_DFL) }
#else
#error(
    "Interruption is not supported on this platform: it needs POSIX signal(), SIG_IGN and SIG_DFL for SIGINT and SIGTERM"
)
#endif

/// SIGINT and SIGTERM during a contained run: the children are killed at once, the run stops
/// starting new ones, and the command still writes the report of what finished.
///
/// The default action of both signals would end the parent and leave its children running (a
/// hung one at full CPU) and its temporary files behind; while ``watching(_:)`` runs, the signals
/// are caught instead, on a dispatch source, never in a signal handler.
final class Interruption: @unchecked Sendable {
    /// The one instance: signals are process-wide.
    static let shared = Interruption()

    private let lock = NSLock()
    private var children: Set<Int32> = []
    private var caught: Int32?

    /// The signal that interrupted the run, or nil.
    var signal: Int32? { lock.withLock { caught } }

    /// Records a running child, to be killed if the run is interrupted; one started just as the
    /// signal came is killed at once.
    func adopt(_ pid: Int32) {
        let interrupted: Bool = lock.withLock {
            children.insert(pid)
            return caught != nil
        }
        if interrupted { ChildLauncher.killChild(pid) }
    }

    /// Forgets a child that has ended.
    func release(_ pid: Int32) {
        _ = lock.withLock { children.remove(pid) }
    }

    /// Marks the run interrupted by `signal` and kills every running child.
    func interrupt(by signal: Int32) {
        let running: Set<Int32> = lock.withLock {
            if caught == nil { caught = signal }
            return children
        }
        for pid in running { ChildLauncher.killChild(pid) }
    }

    /// Runs `body` with SIGINT and SIGTERM caught, then restores their default actions.
    func watching<T>(_ body: () -> T) -> T {
        lock.withLock { caught = nil }
        let sources = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
            // Ignored, so only the dispatch source sees the signal; children inherit the ignoring,
            // which is harmless because the parent stops them with SIGKILL.
            ignoreSignal(number)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.interrupt(by: number) }
            source.resume()
            return source
        }
        defer {
            for source in sources { source.cancel() }
            restoreSignal(SIGINT)
            restoreSignal(SIGTERM)
        }
        return body()
    }
}
