import Foundation

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Musl)
import Musl
private let systemWrite = Musl.write
#elseif canImport(Android)
import Android
// A wrapper, not a reference to `Android.write`: with _FORTIFY_SOURCE, Bionic declares `write`
// a second time (an overloadable inline), and a bare reference would have to pick one.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Android.write(descriptor, buffer, count)
}
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#else
#error(
    "OutputPath is not supported on this platform: it needs POSIX open, write, fchmod, rename and unlink, and '/' paths"
)
#endif

/// The files the command writes (the report, the artifacts): checked before the run, written
/// after it without clobbering what the path is.
///
/// A regular file, a path that does not exist yet, or the regular file a symbolic link leads to is
/// replaced atomically: the text goes to a temporary file beside it, renamed over it, so a reader
/// never sees half a report and a write that fails (a full disk, a file-size limit) leaves the old
/// file as it was; a link stays a link. A file whose directory cannot be written is refused before
/// the run (``checkFile(_:flag:)``) rather than written in place. Anything else (a FIFO, a device
/// such as `/dev/stdout`) is written in place through the path, as a shell's `>` does, so a FIFO's
/// reader gets the text. Every failed system call is an ``OutputPath/Problem`` with one line that
/// names the path.
enum OutputPath {
    /// A path that cannot be written, with a one-line message.
    struct Problem: Error, Equatable, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Checks, before the run, that `path` can be written as a report file.
    static func checkFile(_ path: String, flag: String) throws(Problem) {
        try checkSpelling(path, flag: flag)
        let manager = FileManager.default
        if fileType(path) != nil {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Problem(message: "\(flag) '\(path)' is a symbolic link to nothing")
            }
            guard !isDirectory.boolValue else { throw Problem(message: "\(flag) '\(path)' is a directory") }
            guard manager.isWritableFile(atPath: path) else {
                throw Problem(message: "\(flag) '\(path)' is not writable")
            }
            // A file is replaced by renaming a new one over it, so a failed write leaves it whole;
            // writing it in place instead could leave half a report.
            if let target = replaceableTarget(path), !manager.isWritableFile(atPath: parent(of: target)) {
                throw Problem(
                    message:
                        "\(flag) '\(path)': the directory '\(parent(of: target))' is not writable, so the file cannot be replaced whole"
                )
            }
            return
        }
        let parent = parent(of: path)
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Problem(message: "\(flag) '\(path)': the directory '\(parent)' does not exist")
        }
        guard manager.isWritableFile(atPath: parent) else {
            throw Problem(message: "\(flag) '\(path)': the directory '\(parent)' is not writable")
        }
    }

    /// Checks, before the run, that `path` is a writable directory or can be made one.
    static func checkDirectory(_ path: String, flag: String) throws(Problem) {
        try checkSpelling(path, flag: flag)
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        var existing = path
        // The nearest existing ancestor decides whether the missing part can be made.
        while !manager.fileExists(atPath: existing, isDirectory: &isDirectory) {
            let up = parent(of: existing)
            if up == existing { break }
            existing = up
        }
        guard manager.fileExists(atPath: existing, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Problem(message: "\(flag) '\(path)': '\(existing)' is not a directory")
        }
        guard manager.isWritableFile(atPath: existing) else {
            throw Problem(message: "\(flag) '\(path)': '\(existing)' is not writable")
        }
    }

    /// Writes `data` to `path`: atomically for a regular file, a new path or a symbolic link to a
    /// regular file (its target is replaced), in place otherwise.
    static func write(_ data: Data, to path: String) throws(Problem) {
        if let target = replaceableTarget(path) {
            try replace(target, with: data, in: parent(of: target))
        } else {
            try writeInPlace(path, data)
        }
    }

    /// Writes `data` to the standard output, reporting a failed write (a closed pipe, a full disk,
    /// `/dev/full`) instead of dropping it.
    static func writeStandardOutput(_ data: Data) throws(Problem) {
        try StandardStreams.writeOutput(data)
    }

    /// Makes the directory `path` and its missing parents.
    static func makeDirectory(_ path: String, flag: String) throws(Problem) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw Problem(message: "\(flag) '\(path)': cannot create the directory: \(error.localizedDescription)")
        }
    }

    private static func checkSpelling(_ path: String, flag: String) throws(Problem) {
        guard !path.isEmpty else { throw Problem(message: "\(flag) needs a path, got an empty one") }
        // A NUL would end the path early in the system call and name another file.
        guard !path.utf8.contains(0) else { throw Problem(message: "\(flag) path contains a NUL character") }
    }

    private static func fileType(_ path: String) -> FileAttributeType? {
        // `attributesOfItem` does not follow a final symbolic link, so a link reads as a link.
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }

    // Path arithmetic by hand: Foundation's `NSString` path methods trap on some paths on Linux
    // (found by the command fuzz test).

    /// The directory that holds `path`'s last component.
    static func parent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let head = withoutTrailingSlashes(String(trimmed[..<slash]))
        return head.isEmpty ? "/" : head
    }

    /// The last component of `path`.
    static func lastComponent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `component` inside the directory `directory`.
    static func join(_ directory: String, _ component: String) -> String {
        directory.hasSuffix("/") ? directory + component : directory + "/" + component
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }

    private static func replace(_ path: String, with data: Data, in directory: String) throws(Problem) {
        let temporary = join(
            directory, ".\(lastComponent(of: path)).conformance-\(ProcessInfo.processInfo.processIdentifier).tmp")
        let permissions = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Problem(message: "cannot write '\(path)': \(lastError())") }
        // A replaced file keeps its permissions, as it would if it were written in place.
        if let permissions { _ = fchmod(descriptor, mode_t(permissions)) }
        do throws(Problem) {
            try writeAll(descriptor, data, name: "'\(path)'")
        } catch {
            _ = close(descriptor)
            _ = unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let message = lastError()
            _ = unlink(temporary)
            throw Problem(message: "cannot write '\(path)': \(message)")
        }
        guard rename(temporary, path) == 0 else {
            let message = lastError()
            _ = unlink(temporary)
            throw Problem(message: "cannot write '\(path)': \(message)")
        }
    }

    private static func writeInPlace(_ path: String, _ data: Data) throws(Problem) {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw Problem(message: "cannot write '\(path)': \(lastError())") }
        do throws(Problem) {
            try writeAll(descriptor, data, name: "'\(path)'")
        } catch {
            _ = close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw Problem(message: "cannot write '\(path)': \(lastError())") }
    }

    /// Writes all of `data` to `descriptor`, retrying after a signal and after a short write.
    static func writeAll(_ descriptor: Int32, _ data: Data, name: String) throws(Problem) {
        let failure: String? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return lastError()
                }
                if written == 0 { return "nothing was written" }
                offset += written
            }
            return nil
        }
        if let failure { throw Problem(message: "cannot write \(name): \(failure)") }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
