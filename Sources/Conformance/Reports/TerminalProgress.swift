import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Darwin)
import Darwin
#else
#error("TerminalProgress is not supported on this platform: it needs POSIX isatty")
#endif

/// A one-line progress display on a terminal: laws done of the total and the laws running.
///
/// The command shows it on its standard error, and only when that is a terminal
/// (``onStandardError(program:total:)``), so it never reaches a report, a file, a pipe or a CI log. The
/// line is rewritten in place (`\r`, then erase to the end of the line) and erased by ``clear()``
/// before the report is written, so a report on the same terminal starts on a clean line.
/// Nothing here reads a clock: the line changes when a law starts or finishes.
///
/// ```
/// conformance: 12/63 laws done; running TECH-3, VAL-7
/// ```
package final class TerminalProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let program: String
    private let write: @Sendable (String) -> Void
    private var done = 0
    private var running: [String] = []
    private var shown = false

    /// A display that hands each rewrite of the line to `write`; the line starts with `program`.
    package init(total: Int, program: String = "conformance", write: @escaping @Sendable (String) -> Void) {
        self.total = total
        self.program = program
        self.write = write
    }

    /// A display on the standard error when it is a terminal; `nil` when it is anything else (a
    /// file, a pipe, `/dev/null`, closed), so that no progress reaches a log.
    package static func onStandardError(program: String, total: Int) -> TerminalProgress? {
        guard isatty(2) == 1 else { return nil }
        return TerminalProgress(total: total, program: program) { StandardStreams.writeError($0) }
    }

    /// The line as it reads now, without control characters.
    package var line: String {
        lock.withLock { text }
    }

    private var text: String {
        let head = "\(program): \(done)/\(total) laws done"
        // A few names at most, so the line fits a terminal's width and `\r` rewrites it whole.
        let names = running.prefix(3).joined(separator: ", ") + (running.count > 3 ? ", …" : "")
        return running.isEmpty ? head : head + "; running " + names
    }

    /// `lawID` started.
    package func started(_ lawID: String) {
        update { if !$0.running.contains(lawID) { $0.running.append(lawID) } }
    }

    /// `lawID` finished.
    package func finished(_ lawID: String) {
        update {
            $0.running.removeAll { $0 == lawID }
            $0.done = min($0.done + 1, $0.total)
        }
    }

    /// Sets the count and the running laws at once (a watcher of child processes knows both).
    package func show(done: Int, running: [String]) {
        update {
            $0.done = min(done, $0.total)
            $0.running = running
        }
    }

    /// Erases the line, so what is written next starts at the beginning of a clean line.
    package func clear() {
        lock.withLock {
            guard shown else { return }
            shown = false
            write("\r\u{1B}[K")
        }
    }

    private func update(_ change: (TerminalProgress) -> Void) {
        lock.withLock {
            let before = text
            change(self)
            guard !shown || text != before else { return }
            shown = true
            write("\r\u{1B}[K" + text)
        }
    }
}
