import Foundation
import MediaTiming

/// Accumulates the time spent inside timed calls during a benchmark run.
final class EngineMeter: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var seconds = 0.0
    private(set) var calls = 0
    let clock = ContinuousClock()

    /// Times `body` and adds it to the total.
    func time<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        let start = clock.now
        defer {
            let elapsed = start.duration(to: clock.now).seconds
            lock.lock()
            seconds += elapsed
            calls += 1
            lock.unlock()
        }
        return try body()
    }
}
