import Foundation
import Generators

/// The engine's traces by script, kept while a failure is shrunk.
///
/// Shrinking runs many scripts that an earlier run already answers: the same script again (a
/// metamorphic law's control run, which many candidates share), or a prefix of a script already
/// run, such as a candidate with its last steps deleted. A deterministic engine answers a script
/// the same way each time, and the driver observes step `k` from steps `0...k` alone, reading
/// the same key paths when the scripts name the same ones; so a prefix's trace is the longer
/// trace cut short and costs no run. The memo is off until the runner turns it on after the
/// re-run of the first failure, the run that tells a flaky engine from a deterministic one.
final class TraceMemo: @unchecked Sendable {
    /// A script as the memo files it: its key paths, then each step's source, one per line.
    struct Key {
        /// The text of the key paths line and of each step's line, in order.
        let lines: [String]

        init(_ script: Script) {
            lines = [script.keyPaths.joined(separator: ",")] + script.steps.map { SwiftLiteral.step($0) }
        }

        /// The key of the script's first `count` steps (the lines share their text with these).
        func prefix(_ count: Int) -> [String] { Array(lines.prefix(count + 1)) }

        /// The number of steps.
        var stepCount: Int { lines.count - 1 }
    }

    private let lock = NSLock()
    /// Every prefix of every script run, with the trace of the longest script it is a prefix of.
    private var traces: [[String]: Trace] = [:]
    private var enabled = false

    /// Turns the memo on or off; off forgets nothing, it only stops lookups and stores.
    func setEnabled(_ on: Bool) {
        lock.lock(); defer { lock.unlock() }
        enabled = on
    }

    /// The key of `script` while the memo is on, or `nil` when it is off.
    func key(for script: Script) -> Key? {
        lock.lock()
        let on = enabled
        lock.unlock()
        return on ? Key(script) : nil
    }

    /// The trace of the script `key` files, from that script's own run or a longer one's.
    subscript(key: Key) -> Trace? {
        lock.lock()
        let stored = traces[key.prefix(key.stepCount)]
        lock.unlock()
        guard let stored else { return nil }
        guard stored.steps.count > key.stepCount else { return stored }
        return Trace(keyPaths: stored.keyPaths, steps: Array(stored.steps.prefix(key.stepCount)))
    }

    /// Files `trace` as the run of the script `key` files, and under each of its prefixes.
    func store(_ trace: Trace, for key: Key) {
        guard trace.steps.count == key.stepCount else { return }
        lock.lock(); defer { lock.unlock() }
        for count in 0...key.stepCount {
            let prefix = key.prefix(count)
            // A prefix keeps the longest trace filed for it: any one holds its steps.
            if let known = traces[prefix], known.steps.count >= trace.steps.count { continue }
            traces[prefix] = trace
        }
    }
}
