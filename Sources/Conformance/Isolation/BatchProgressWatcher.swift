import Foundation

/// Shows a batch child's progress on the command's progress line while the child runs.
///
/// The batch child leaves a mark as each law starts and its result as it finishes
/// (``BatchChild``); the watcher looks at those files a few times a second and shows how many laws
/// are done and which are running. It only counts files, so the child pays nothing for it, and
/// it runs only when there is a progress line to show (the command's standard error is a
/// terminal). It waits between looks; it reads no clock.
final class BatchProgressWatcher: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    /// Starts watching `directory`, where a batch of `laws` runs after `done` laws finished
    /// elsewhere; `nil` when there is no progress line.
    static func start(_ progress: TerminalProgress?, directory: String, laws: [Law], done: Int) -> BatchProgressWatcher?
    {
        guard let progress else { return nil }
        let watcher = BatchProgressWatcher()
        let ids = laws.map(\.id)
        Thread.detachNewThread {
            while !watcher.isStopped {
                let names = Set((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
                let finishedLaws = ids.filter { names.contains("\($0).json") }
                let running = ids.filter { names.contains("\($0).started") && !names.contains("\($0).json") }
                progress.show(done: done + finishedLaws.count, running: running)
                Thread.sleep(forTimeInterval: 0.1)
            }
            watcher.finished.signal()
        }
        return watcher
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Stops watching, once the watcher has finished its last look.
    func stop() {
        lock.withLock { stopped = true }
        finished.wait()
    }
}
