import Foundation

/// Failing cases saved between runs, in the manner of Hypothesis's example database: each is
/// replayed on the next run, and dropped once it passes.
///
/// The database is a directory holding one file per engine and law (`ENGINE/LAW-ID`), one replay
/// token per line. A run that finds a failure saves its token; the next run replays the saved
/// tokens after its seeded search, so a failure found once is tried again whatever the seed, and
/// reports the ones its seed did not find apart from its own. Nothing is written for laws that
/// pass with nothing saved, so a clean run leaves no files.
public struct FailureDatabase: Sendable, Equatable {
    /// The directory, such as `.conformance`.
    public let directory: String

    /// The database in `directory`.
    public init(directory: String) { self.directory = directory }

    /// The default location, relative to the working directory.
    public static let defaultDirectory = ".conformance"

    /// The tokens saved for `lawID` on `engine`, oldest first.
    public func tokens(engine: String, lawID: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path(engine: engine, lawID: lawID)) else { return [] }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init).filter {
            !$0.isEmpty
        }
    }

    /// Replaces the tokens saved for `lawID` on `engine`; an empty list removes the file.
    ///
    /// - Throws: the file system's error when the directory or file cannot be written.
    public func save(_ tokens: [String], engine: String, lawID: String) throws {
        let file = path(engine: engine, lawID: lawID)
        if tokens.isEmpty {
            if FileManager.default.fileExists(atPath: file) { try FileManager.default.removeItem(atPath: file) }
            return
        }
        let folder = directory + "/" + Self.folderName(engine: engine)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data((tokens.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    func path(engine: String, lawID: String) -> String {
        directory + "/" + Self.folderName(engine: engine) + "/" + Self.safeName(lawID)
    }

    /// The folder of `engine`'s saved cases: its ``safeName(_:)`` when no disk can confuse that
    /// with another engine's, else a lowercase ASCII form of it and a hash of the exact name.
    ///
    /// A case-insensitive disk (macOS's and Windows' default) takes `Mine` and `mine` for one
    /// folder, HFS+ stores non-ASCII letters decomposed, and Windows drops a trailing dot; so a
    /// name with a capital, a non-ASCII character or a trailing dot gets `-` and eight hex digits
    /// of its FNV-1a hash (`Mine` → `mine-…`), and names that differ only in those ways get
    /// folders of their own. Any other name (`reference`, `mutant:x` as `mutant_x`) keeps its
    /// folder of earlier versions.
    static func folderName(engine: String) -> String {
        let safe = safeName(engine)
        let isPortable =
            safe.unicodeScalars.allSatisfy { $0.isASCII && !("A"..."Z").contains($0) } && !safe.hasSuffix(".")
        if isPortable { return safe }
        let readable = String(
            String.UnicodeScalarView(
                safe.unicodeScalars.map { scalar -> Unicode.Scalar in
                    guard scalar.isASCII else { return "_" }
                    return ("A"..."Z").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar
                }))
        return readable + "-" + fnv1a32(engine)
    }

    /// The 32-bit FNV-1a hash of `text`'s UTF-8 bytes, as eight lowercase hex digits: stable
    /// across runs and platforms, unlike `Hasher`.
    private static func fnv1a32(_ text: String) -> String {
        var hash: UInt32 = 0x811c_9dc5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// A name with every character outside letters, digits, `-`, `_` and `.` replaced, so an
    /// engine named `mutant:x` or `a/b` stays one path component.
    static func safeName(_ name: String) -> String {
        let mapped = String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        return mapped.isEmpty || mapped.allSatisfy({ $0 == "." }) ? "_" + mapped : mapped
    }
}
