import Foundation

extension CrashSummary {
    /// The bytes read from the start of a child's standard error: the engine's first lines.
    static let headBytes = 16 * 1024
    /// The bytes read from the end of a child's standard error: the runtime's message and the
    /// backtrace, which come last (a backtrace of ``backtraceSetting``'s 16 frames of one thread
    /// is a few KiB).
    static let tailBytes = 64 * 1024

    /// The text of a child's standard error, at most ``headBytes`` from its start and
    /// ``tailBytes`` from its end, joined by a line `…` when something between was skipped; nil
    /// when the file cannot be read.
    ///
    /// The crash's message and backtrace come after whatever the engine printed: an engine that
    /// prints more than a prefix holds before it traps would otherwise hide whose code trapped.
    /// Only the two ends are read, so memory stays bounded however much the engine printed.
    static func boundedText(ofFile path: String, head: Int = headBytes, tail: Int = tailBytes) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd() else { return nil }
        if size <= UInt64(head + tail) {
            try? handle.seek(toOffset: 0)
            return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
        }
        try? handle.seek(toOffset: 0)
        let start = (try? handle.read(upToCount: head)) ?? Data()
        try? handle.seek(toOffset: size - UInt64(tail))
        let end = (try? handle.read(upToCount: tail)) ?? Data()
        return joined(start: start, end: end)
    }

    /// The two ends of a long text, each cut to whole lines, with a line `…` between them.
    static func joined(start: Data, end: Data) -> String {
        let newline = UInt8(ascii: "\n")
        // A line cut by either edge is dropped: half a frame line could be misread.
        let head = start.lastIndex(of: newline).map { start[..<$0] } ?? Data()
        let tail = end.firstIndex(of: newline).map { end[end.index(after: $0)...] } ?? Data()
        return String(decoding: head, as: UTF8.self) + "\n…\n" + String(decoding: tail, as: UTF8.self)
    }
}
