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
        let folder = directory + "/" + Self.safeName(engine)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data((tokens.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    func path(engine: String, lawID: String) -> String {
        directory + "/" + Self.safeName(engine) + "/" + Self.safeName(lawID)
    }

    /// A name with every character outside letters, digits, `-`, `_` and `.` replaced, so an
    /// engine named `mutant:x` or `a/b` stays one path component.
    static func safeName(_ name: String) -> String {
        let mapped = String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        return mapped.isEmpty || mapped.allSatisfy({ $0 == "." }) ? "_" + mapped : mapped
    }
}
