import Foundation

/// A file's repository-relative path and its text.
public struct SourceFile: Sendable, Equatable {
    /// The path relative to the repository's root, with `/` separators.
    public var path: String
    /// The file's text (decoded as UTF-8).
    public var text: String

    /// Creates a source file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// What the checks read of a repository: its file paths and the text of its Swift files.
public struct RepositorySnapshot: Sendable, Equatable {
    /// Every file's repository-relative path (the input of the path check).
    public var paths: [String]
    /// The `.swift` files among `paths` that could be read, manifests included.
    public var swiftFiles: [SourceFile]

    /// Creates a snapshot.
    public init(paths: [String], swiftFiles: [SourceFile]) {
        self.paths = paths
        self.swiftFiles = swiftFiles
    }

    /// The `Package.swift` files (root and nested, versioned ones included).
    public var manifests: [SourceFile] { swiftFiles.filter { ManifestChecks.isManifest($0.path) } }
}

/// Reads a repository from disk: the thin layer of I/O in front of the pure checks.
public enum RepositoryLoader {
    /// Folders never walked: build products and tool state, not sources.
    static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".build") || name == ".git" || name == ".swiftpm"
    }

    /// Reads the repository at `root`: its files as git lists them (tracked ones, and new ones
    /// git does not ignore, so a file about to be committed is checked too), or, without git or
    /// outside a work tree, every file under `root` but build folders.
    public static func load(root: String) -> RepositorySnapshot {
        let paths = gitFiles(root: root) ?? walk(root: root)
        let rootURL = URL(fileURLWithPath: root, isDirectory: true)
        let swiftFiles = paths.filter { $0.hasSuffix(".swift") }.compactMap { path -> SourceFile? in
            // A tracked file deleted in the work tree (or a submodule's folder) has nothing to read.
            guard let data = try? Data(contentsOf: rootURL.appendingPathComponent(path)) else { return nil }
            return SourceFile(path: path, text: String(decoding: data, as: UTF8.self))
        }
        return RepositorySnapshot(paths: paths, swiftFiles: swiftFiles)
    }

    /// Every file under `root`, relative to it and sorted, skipping ``isSkippedFolder(_:)``.
    ///
    /// The paths are joined with `/` here rather than taken from a directory enumerator, so they
    /// read alike on every system (and alike to git's).
    static func walk(root: String) -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        var pending = [""]
        while let folder = pending.popLast() {
            let absolute = folder.isEmpty ? root : root + "/" + folder
            guard let names = try? manager.contentsOfDirectory(atPath: absolute) else { continue }
            for name in names {
                let relative = folder.isEmpty ? name : folder + "/" + name
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder) else { continue }
                if !isFolder.boolValue {
                    files.append(relative)
                } else if !isSkippedFolder(name),
                    (try? manager.destinationOfSymbolicLink(atPath: root + "/" + relative)) == nil
                {
                    // A link to a folder is not followed: it could lead out of the tree or round
                    // in a loop, and git does not follow it either.
                    pending.append(relative)
                }
            }
        }
        return files.sorted()
    }

    #if os(macOS) || os(Linux) || os(Windows)
    /// The files `git -C root ls-files` lists (plus untracked ones it does not ignore), or nil
    /// when git is not on the `PATH` or `root` is no git work tree.
    static func gitFiles(root: String) -> [String]? {
        guard let git = executable(named: "git") else { return nil }
        let process = Process()
        process.executableURL = git
        // `-z`: NUL-separated, so no path is quoted or escaped whatever its characters.
        process.arguments = ["-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Read to the end before waiting: a listing larger than the pipe's buffer would block git.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        // An unmerged file is listed once per stage: each path once, sorted.
        let paths = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return Set(paths).sorted()
    }

    /// The executable `name` on the `PATH`, if any.
    private static func executable(named name: String) -> URL? {
        #if os(Windows)
        let (separator, fileName): (Character, String) = (";", name + ".exe")
        #else
        let (separator, fileName): (Character, String) = (":", name)
        #endif
        // Windows spells the variable `Path`; the lookup ignores case.
        let environment = ProcessInfo.processInfo.environment
        let searchPath = environment.first { $0.key.uppercased() == "PATH" }?.value ?? ""
        return searchPath.split(separator: separator).lazy
            .map { URL(fileURLWithPath: String($0), isDirectory: true).appendingPathComponent(fileName) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
    #else
    /// No `Process` on this system: the caller walks the tree instead.
    static func gitFiles(root: String) -> [String]? { nil }
    #endif
}
