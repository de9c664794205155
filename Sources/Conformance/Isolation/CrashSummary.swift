import Foundation

/// A child's standard error cut down to what a report needs: the engine's last lines, the
/// runtime's message, and the crashing thread's first frames with their source locations.
///
/// A release build's trap often prints nothing at all (a standard-library precondition compiled
/// with `-O` is a bare trap instruction); the runtime's backtracer then gives both the message
/// (`Swift runtime failure: …`) and the location (`render(atMediaTime:) … at Engine.swift:63:9`).
/// Containment turns the backtracer on for the one case a report shows (``backtraceSetting``) and
/// keeps from its output the message and up to ``frames`` frames that are not the system's, with
/// addresses and offsets removed so that the report is the same from run to run.
///
/// The backtracer runs on Linux and macOS (Swift 5.9 and later; on macOS with the toolchain's
/// helper, see ``Backtracer``); where it does not, the output has no backtrace and the summary is
/// the child's own lines. Whose code a crash was in is told from the same frames
/// (``owner(of:suiteFolders:)``).
enum CrashSummary {
    /// The most lines a summary keeps, and the most characters a line keeps.
    static let maxLines = 8
    static let maxLineLength = 300
    /// The most frames of the crashed thread a summary keeps.
    static let frames = 3

    /// Seconds a child with the backtracer on may take beyond the case timeout. It is started
    /// only for a case that already trapped or exited in time, so only the backtrace takes them.
    static let backtraceAllowance: Double = 30

    /// `SWIFT_BACKTRACE` for a child whose crash is reported: the crashed thread only, no
    /// registers or images, never waiting for a debugger. ``Backtracer/setting(helper:)`` adds
    /// where the helper is, where the runtime would not find it.
    static let backtraceSetting =
        "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=16,top=0"

    /// The summary of `text`, a child's standard error.
    static func lines(of text: String) -> [String] {
        var all = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        // A trap's message is what the report needs most; whatever came before it is context.
        if let fatal = all.firstIndex(where: { $0.contains("Fatal error") }) { all = Array(all[fatal...]) }
        var own: [String] = []
        var message: [String] = []
        var frames: [String] = []
        var inBacktrace = false
        var inCrashedThread = false
        for line in all where !line.isEmpty {
            if line.hasPrefix("Current stack trace") || line.hasPrefix("Stack dump") { break }
            if line.hasPrefix("*** ") {
                inBacktrace = true
                let inner = line.dropFirst(4).replacingOccurrences(of: " ***", with: "")
                // "Signal 4: Backtracing from 0x…" is the backtracer at work, not the crash.
                if inner.hasPrefix("Swift runtime failure") || (inner.hasPrefix("Program crashed") && message.isEmpty) {
                    message.append(stripAddresses(inner))
                }
                continue
            }
            guard inBacktrace else {
                own.append(line)
                continue
            }
            if line.hasPrefix("Thread "), line.hasSuffix("crashed:") {
                inCrashedThread = true
            } else if line.hasPrefix("Registers") || line.hasPrefix("Images") || line.hasPrefix("Backtrace took") {
                inCrashedThread = false
            } else if inCrashedThread, line.first?.isNumber == true, !isRuntimeFrame(line), frames.count < Self.frames {
                frames.append("at " + frame(line))
            }
        }
        // The runtime's own failure message says it better than "Program crashed" with its address.
        if message.count > 1 { message.removeAll { $0.hasPrefix("Program crashed") } }
        if own.contains(where: { $0.contains("Fatal error") }) { message.removeAll { $0.hasPrefix("Program crashed") } }
        let kept = Array(
            (own.prefix(maxLines - min(maxLines, message.count + frames.count)) + message + frames).prefix(maxLines))
        return kept.map { $0.count > maxLineLength ? String($0.prefix(maxLineLength)) + "…" : $0 }
    }

    /// The libraries whose frames are the runtime's, not the engine's: the trap machinery above
    /// the engine's own frame.
    static let runtimeLibraries = [
        "libswiftCore", "libswift_", "libc.so", "libsystem_", "libdispatch", "Foundation", "libFoundation",
        "lib_Foundation",
    ]

    /// Whether a frame line is the system's or the Swift runtime's.
    static func isRuntimeFrame(_ line: String) -> Bool {
        line.contains("[system]") || runtimeLibraries.contains { line.contains(" in \($0)") }
    }

    /// A frame line without its number, `[inlined]` and `[ra]` marks, address or offset.
    static func frame(_ line: String) -> String {
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if words.first?.allSatisfy(\.isNumber) == true { words.removeFirst() }
        words.removeAll { $0 == "[inlined]" || $0 == "[ra]" || $0 == "[thunk]" || $0.hasPrefix("0x") }
        var text = words.joined(separator: " ")
        // " + 63 in conformance at …": the offset changes with every build.
        if let plus = text.range(of: #" \+ [0-9]+ in "#, options: .regularExpression) {
            text.replaceSubrange(plus, with: " in ")
        }
        return text
    }

    /// `text` with hexadecimal addresses removed.
    static func stripAddresses(_ text: String) -> String {
        text.replacingOccurrences(of: #" at 0x[0-9a-fA-F]+"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"0x[0-9a-fA-F]+"#, with: "…", options: .regularExpression)
    }
}
