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

    /// The names of the suite's modules, as symbols give them: ``suiteModules`` and Generators.
    static let suiteModuleNames = Set(suiteModules + ["Generators"])

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

    /// Whose code one frame line is in; unknown when the line gives neither a source location
    /// nor a suite module.
    static func owner(ofFrame line: String, suiteFolders: [String]) -> CrashOwner {
        attribution(ofFrame: line, suiteFolders: suiteFolders).owner
    }

    /// What told a frame's owner.
    enum Clue: Equatable {
        /// The source location: under one of the suite's folders, or an absolute path elsewhere.
        case path
        /// The symbol's module: a mangled name's (`$s11Conformance…`) or a qualified name's
        /// (`Conformance.Law…`), where the line gives one.
        case module
        /// Nothing: no location, and no suite module in the symbol.
        case none
    }

    /// Whose code one frame line is in, and what told it.
    ///
    /// The suite's folders come from `#filePath` at compile time; a build that remaps paths in
    /// its debug information (`-debug-prefix-map`, or `-file-prefix-map` to a relative folder)
    /// gives frames whose locations are under none of them, so every suite frame would look like
    /// the engine's. The symbol's module does not move with paths, so a frame whose symbol names
    /// a suite module is the suite's whatever its location says. The runtime's backtracer names
    /// the module in a mangled symbol (`SWIFT_BACKTRACE=…,demangle=no`) and in a fully qualified
    /// one; its default, simplified names do not, and then the path alone decides.
    static func attribution(ofFrame line: String, suiteFolders: [String]) -> (owner: CrashOwner, clue: Clue) {
        let location = line.range(of: " at ", options: .backwards).map { line[$0.upperBound...] }
        // The path decides first where it names a suite folder: it is the surest clue.
        if let location, suiteFolders.contains(where: { location.hasPrefix($0) }) { return (.suite, .path) }
        // The module decides where the path did not: a remapped build's suite frame.
        if let module = module(ofFrame: line), suiteModuleNames.contains(module) { return (.suite, .module) }
        // An absolute path outside the suite's folders, in no suite module: the engine's.
        if let location, location.hasPrefix("/") { return (.engine, .path) }
        return (.unknown, .none)
    }

    /// The module a frame line's symbol names, when it names one: the first identifier of a
    /// mangled Swift symbol (`$s11Conformance3LawV…`, after any standard-library substitutions
    /// such as `Sa` for an extension of `Array`), or the first word of a qualified name that is
    /// a suite module (`Conformance.Law.step(_:)`). Nil for the simplified names the backtracer
    /// prints by default, which carry no module.
    static func module(ofFrame line: String) -> String? {
        // The symbol only: a location's file name (`Conformance.swift`) is not a module.
        let symbol = line.range(of: " at ", options: .backwards).map { line[..<$0.lowerBound] } ?? line[...]
        for word in symbol.split(separator: " ") {
            if let mangled = mangledModule(word) { return mangled }
            if let dot = word.firstIndex(of: "."), suiteModuleNames.contains(String(word[..<dot])) {
                return String(word[..<dot])
            }
        }
        return nil
    }

    /// The first length-prefixed identifier of a mangled Swift symbol (`$s`, `_$s`, `$S`, `$e`):
    /// the module of the context the symbol is declared in.
    static func mangledModule(_ word: Substring) -> String? {
        var rest = word.drop { $0 == "_" }
        guard rest.first == "$", let kind = rest.dropFirst().first, "sSe".contains(kind) else { return nil }
        rest = rest.dropFirst(2)
        // `s` alone is the standard library's module.
        if rest.first == "s" { return "Swift" }
        // Standard substitutions (`Sa`, `SD`, `Si`…) come in pairs before the first identifier.
        while rest.first == "S", rest.count >= 2, rest.dropFirst().first?.isNumber == false {
            rest = rest.dropFirst(2)
            // `s` alone is the standard library's module.
            if rest.first == "s" { return "Swift" }
        }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        let name = rest.dropFirst(digits.count).prefix(length)
        return name.count == length ? String(name) : nil
    }

    /// The file a child's standard error went to, judged by ``owner(of:suiteFolders:)``.
    static func owner(ofFile path: String) -> CrashOwner {
        guard let text = boundedText(ofFile: path) else { return .unknown }
        return owner(of: text)
    }
}
