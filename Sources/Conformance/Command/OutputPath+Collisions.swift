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
#error("OutputPath+Collisions is not supported on this platform: it needs POSIX realpath and stat")
#endif

extension OutputPath {
    /// Checks, before the run, that no two of `paths` name one file that a report would replace.
    ///
    /// `--output x --json x` wrote the text report and then replaced it with the JSON one, and a
    /// report written over the expectations file destroyed the run's own input. Two paths
    /// collide when they lead to the same existing file (through `./`, `..` or a symbolic link,
    /// compared by device and inode) or, for a file not made yet, to the same name in the same
    /// directory. A FIFO or a device given twice is not a collision: each report is written to
    /// it in turn and nothing is replaced.
    ///
    /// Names that differ only in case collide too, on every disk: `--output r.txt --json R.txt`
    /// names one file on a case-insensitive disk (macOS's and Windows' default), where neither
    /// exists yet and so no inode can tell. Refusing them on a case-sensitive disk as well costs a
    /// user one rename, and keeps a command line that works on Linux from losing a report on a Mac.
    ///
    /// - Parameter paths: each path with the flag that gave it, in the order given.
    /// - Throws: ``Problem`` naming both flags and the path.
    static func checkDistinct(_ paths: [(flag: String, path: String)]) throws(Problem) {
        var seen: [String: String] = [:]
        var seenFolded: [String: (flag: String, path: String)] = [:]
        for (flag, path) in paths {
            guard let key = replacedFileIdentity(path) else { continue }
            if let earlier = seen[key] {
                throw Problem(
                    message: "\(earlier) and \(flag) name the same file '\(path)'; give each a path of its own")
            }
            seen[key] = flag
            let folded = caseFoldedName(path)
            if let earlier = seenFolded[folded] {
                throw Problem(
                    message: "\(earlier.flag) '\(earlier.path)' and \(flag) '\(path)' differ only in case, "
                        + "one file on a case-insensitive disk (macOS, Windows); give each a path of its own")
            }
            seenFolded[folded] = (flag, path)
        }
    }

    /// `path`'s directory (resolved where it exists) and name, lowercased: equal for two paths
    /// that a case-insensitive disk takes for one file.
    private static func caseFoldedName(_ path: String) -> String {
        let directory = parent(of: path)
        return join(resolved(directory) ?? directory, lastComponent(of: path)).lowercased()
    }

    /// What identifies the file a write to `path` replaces, or `nil` when it replaces none (a
    /// FIFO, a device).
    private static func replacedFileIdentity(_ path: String) -> String? {
        var status = stat()
        if stat(path, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFREG else { return nil }
            return "inode \(status.st_dev):\(status.st_ino)"
        }
        // Not there yet: the directory it will be made in (resolved) and its name.
        let directory = parent(of: path)
        return "path " + join(resolved(directory) ?? directory, lastComponent(of: path))
    }

    /// The file a report at `path` replaces whole: `path` itself when it is a regular file or does
    /// not exist yet, or the regular file a symbolic link leads to (so the link stays a link);
    /// `nil` for what is written in place.
    ///
    /// A FIFO, a device, and a link under `/dev` or `/proc` (such as `/dev/stdout`, which leads to
    /// whatever the standard output is) are written in place, as a shell's `>` writes them.
    static func replaceableTarget(_ path: String) -> String? {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        switch type {
        case nil, .typeRegular?:
            return path
        case .typeSymbolicLink?:
            guard !path.hasPrefix("/dev/"), !path.hasPrefix("/proc/"), let target = resolved(path) else { return nil }
            let targetType = (try? FileManager.default.attributesOfItem(atPath: target))?[.type] as? FileAttributeType
            return targetType == .typeRegular ? target : nil
        default:
            return nil
        }
    }

    /// `path` with every symbolic link, `.` and `..` resolved, or `nil` when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}

extension SuiteCommand {
    /// Every file a run with `options` writes, and the expectations file it must not write over,
    /// each with its flag, in a stable order (the order ``OutputPath/checkDistinct(_:)`` names them).
    static func reportPaths(_ options: CommandLineOptions) -> [(flag: String, path: String)] {
        var paths: [(flag: String, path: String)] = []
        if let path = options.expectationsFile { paths.append(("--expectations", path)) }
        if let path = options.output { paths.append(("--output", path)) }
        for format in CommandLineOptions.Format.allCases {
            if let path = options.extraOutputs[format] { paths.append(("--\(format.rawValue)", path)) }
        }
        if let path = options.reportFile { paths.append(("--report-file", path)) }
        if let path = options.progressFile { paths.append(("--progress-file", path)) }
        return paths
    }
}
