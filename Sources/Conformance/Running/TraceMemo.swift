import Foundation
import Generators
import Scripts

/// The engine's traces by script, kept while a failure is shrunk.
///
/// Shrinking runs many scripts that an earlier run already answers: the same script again (a
/// metamorphic law's control run, which many candidates share), or a prefix of a script already
/// run, such as a candidate with its last steps deleted. A deterministic engine answers a script
/// the same way each time, and the driver observes step `k` from steps `0...k` alone, reading
/// the same key paths when the scripts name the same ones; so a prefix's trace is the longer
/// trace cut short and costs no run. The memo is off until the runner turns it on after the
/// re-run of the first failure, the run that tells a flaky engine from a deterministic one.
///
/// Within one check a script is answered from the memo at most once: a law that runs a script
/// twice to compare the runs (DET-1) gets a run of its own the second time, or a memo would make
/// every engine look deterministic.
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
    /// The scripts the current check has asked for, by key.
    private var asked: Set<[String]> = []
    /// The scripts the engine has run whole, by key (a prefix answered from a longer run is not).
    private var runWhole: Set<[String]> = []
    private var wholeRunsOnly = false

    /// Whether the memo is on: a failure is shrinking.
    var isEnabled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return enabled
    }

    /// Turns the memo on or off; off forgets nothing, it only stops lookups and stores.
    func setEnabled(_ on: Bool) {
        lock.lock()
        defer { lock.unlock() }
        enabled = on
    }

    /// Makes the memo answer only scripts the engine ran whole, or every script it can again:
    /// a failure about to be reported must have been seen in a run of exactly its script.
    func setWholeRunsOnly(_ only: Bool) {
        lock.lock()
        defer { lock.unlock() }
        wholeRunsOnly = only
    }

    /// Starts a check: each script may again be answered from the memo once.
    func beginCheck() {
        lock.lock()
        defer { lock.unlock() }
        asked.removeAll(keepingCapacity: true)
    }

    /// The key of `script` while the memo is on, or `nil` when it is off.
    func key(for script: Script) -> Key? {
        lock.lock()
        let on = enabled
        lock.unlock()
        return on ? Key(script) : nil
    }

    /// The trace of the script `key` files, from that script's own run or a longer one's; `nil`
    /// when none is filed or when the current check has asked for this script before.
    func trace(for key: Key) -> Trace? {
        let whole = key.prefix(key.stepCount)
        lock.lock()
        let first = asked.insert(whole).inserted
        let stored = first && (!wholeRunsOnly || runWhole.contains(whole)) ? traces[whole] : nil
        lock.unlock()
        guard let stored else { return nil }
        guard stored.steps.count > key.stepCount else { return stored }
        return Trace(keyPaths: stored.keyPaths, steps: Array(stored.steps.prefix(key.stepCount)))
    }

    /// Files `trace` as the run of the script `key` files, and under each of its prefixes.
    func store(_ trace: Trace, for key: Key) {
        guard trace.steps.count == key.stepCount else { return }
        lock.lock()
        defer { lock.unlock() }
        runWhole.insert(key.prefix(key.stepCount))
        for count in 0...key.stepCount {
            let prefix = key.prefix(count)
            // A prefix keeps the longest trace filed for it: any one holds its steps.
            if let known = traces[prefix], known.steps.count >= trace.steps.count { continue }
            traces[prefix] = trace
        }
    }
}
