import Foundation

/// A watchdog inside a child: ends the process when its progress file stops changing for longer
/// than the case timeout.
///
/// A child an exit test starts has no parent watching its progress (the test library only waits
/// for it to end), so it watches itself from a thread of its own. The clock is a suspending one:
/// a laptop that sleeps during a run does not make every running case look hung.
enum StallWatchdog {
    /// Starts watching `progressFile`; on a stall, calls `onStall` and ends the process at once.
    static func start(progressFile: String, timeout: Double, onStall: @escaping @Sendable () -> Void) {
        let thread = Thread {
            let clock = SuspendingClock()
            var last: Data?
            var lastChange = clock.now
            while true {
                Thread.sleep(forTimeInterval: 0.01)
                let current = FileManager.default.contents(atPath: progressFile)
                if current != last {
                    last = current
                    lastChange = clock.now
                } else if lastChange.duration(to: clock.now) > .seconds(timeout) {
                    onStall()
                    // `exit` would run the engine's atexit handlers and wait on locks the hung
                    // case may hold; end the process without them.
                    _exit(1)
                }
            }
        }
        thread.start()
    }
}
