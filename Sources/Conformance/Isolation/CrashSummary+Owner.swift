import Foundation

/// Whose code a contained case trapped in, from the crashed thread's frames.
enum CrashOwner: Equatable, Sendable {
    /// The engine's: its innermost frame that decides is in no module of the suite's.
    case engine
    /// The suite's own: a law, oracle, generator, shrinker, host, technique or report.
    case suite
    /// Not known: the crash gave no frames (no backtracer), or its innermost frame that decides
    /// has no source location.
    case unknown
}

extension CrashSummary {
    /// The modules whose code is the suite's, not an engine's. The reference engine and the
    /// mutants are engines under test like any other, so they are not here.
    static let suiteModules = [
        "Conformance", "ConformanceOracles", "ConformanceTesting", "Scripts", "PropertyTesting", "Lifecycle",
        "AnimationTechniques", "MediaTiming",
    ]

    /// The package's folder, from this file's path when it was compiled: the frames' source
    /// locations use the same paths.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        // Sources/Conformance/Isolation/CrashSummary+Owner.swift
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The folders of the suite's own sources: each suite module's, and Generators' (which lives
    /// at the package's top level).
    static let suiteFolders: [String] =
        suiteModules.map { OutputPath.join(packageRoot, "Sources/\($0)") + "/" }
        + [OutputPath.join(packageRoot, "Generators") + "/"]

    /// Whose code the crash in `text` (a child's standard error) is in: that of the crashed
    /// thread's innermost frame that is neither the runtime's nor the compiler's (a thunk).
    static func owner(of text: String, suiteFolders: [String] = suiteFolders) -> CrashOwner {
        var inCrashedThread = false
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("Thread "), line.hasSuffix("crashed:") {
                inCrashedThread = true
            } else if line.hasPrefix("Registers") || line.hasPrefix("Images") || line.hasPrefix("Backtrace took") {
                inCrashedThread = false
            } else if inCrashedThread, line.first?.isNumber == true, !isRuntimeFrame(line),
                !line.hasSuffix("<compiler-generated>")
            {
                return owner(ofFrame: line, suiteFolders: suiteFolders)
            }
        }
        return .unknown
    }

    /// Whose code one frame line is in, by its source location; unknown without one.
    static func owner(ofFrame line: String, suiteFolders: [String]) -> CrashOwner {
        guard let at = line.range(of: " at ", options: .backwards) else { return .unknown }
        let location = line[at.upperBound...]
        guard location.hasPrefix("/") else { return .unknown }
        return suiteFolders.contains { location.hasPrefix($0) } ? .suite : .engine
    }

    /// The file a child's standard error went to, judged by ``owner(of:suiteFolders:)``.
    static func owner(ofFile path: String) -> CrashOwner {
        guard let data = FileManager.default.contents(atPath: path) else { return .unknown }
        return owner(of: String(decoding: data.prefix(64 * 1024), as: UTF8.self))
    }
}
