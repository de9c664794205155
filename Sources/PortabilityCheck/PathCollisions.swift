/// The check for tracked paths that differ only in case.
///
/// Git and Linux file systems tell `Sources/Conformance` from `Sources/conformance`; the default
/// file systems of macOS (APFS) and Windows (NTFS) do not. A checkout there merges the two folders
/// (and SwiftPM then sees one target's files in another) or keeps only one of two files.
public enum PathCollisions {
    /// Findings for files and folders among `paths` whose paths differ only in case, one per
    /// spelling (each naming the others).
    ///
    /// `paths` are repository-relative file paths with `/` separators, as `git ls-files` prints
    /// them. Every folder that holds a path counts too: `Sources/Conformance/A.swift` and
    /// `Sources/conformance/B.swift` collide on their folder. Only the outermost collision is
    /// reported: once two folders collide, the files inside that share a name would only repeat it.
    public static func findings(paths: [String]) -> [Finding] {
        let (entries, folders) = entries(of: paths)
        var findings: [Finding] = []
        for group in Dictionary(grouping: entries, by: { $0.lowercased() }).values where group.count > 1 {
            // Spellings that share their last component differ only in a folder above them,
            // which is reported (as its own group) already.
            let names = Set(group.map { $0.split(separator: "/").last.map(String.init) ?? $0 })
            guard names.count > 1 else { continue }
            let spellings = group.sorted()
            for spelling in spellings {
                let what = folders.contains(spelling) ? "folder" : "file"
                let others = spellings.filter { $0 != spelling }.map { "\"\($0)\"" }.joined(separator: ", ")
                let consequence =
                    folders.contains(spelling)
                    ? "the folders merge on a case-insensitive disk (macOS, Windows)"
                    : "a case-insensitive disk (macOS, Windows) keeps only one of the files"
                findings.append(
                    Finding(
                        kind: .pathCaseCollision, path: spelling, line: nil,
                        message:
                            "\(what) \"\(spelling)\" differs only in case from \(others): \(consequence); rename one"))
            }
        }
        return findings.sorted()
    }

    /// Every file and folder that `paths` name, and the folders among them.
    ///
    /// Git lists files only; a folder exists because a file is in it, so each path's every
    /// prefix of components is a folder (`Sources`, `Sources/Conformance` for
    /// `Sources/Conformance/A.swift`).
    static func entries(of paths: [String]) -> (entries: Set<String>, folders: Set<String>) {
        var folders: Set<String> = []
        var entries: Set<String> = []
        for path in paths {
            let components = path.split(separator: "/", omittingEmptySubsequences: true)
            guard !components.isEmpty else { continue }
            for count in 1...components.count {
                let prefix = components.prefix(count).joined(separator: "/")
                entries.insert(prefix)
                if count < components.count { folders.insert(prefix) }
            }
        }
        return (entries, folders)
    }
}
