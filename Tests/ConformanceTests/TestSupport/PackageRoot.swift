import Foundation

/// The package's root folder, found from this file's path wherever the tests sit in the tree.
enum PackageRoot {
    /// The nearest folder above `file` that holds `Package.swift`.
    ///
    /// Walking up (rather than counting folders) keeps the tests working when a test file moves
    /// between the folders that mirror the sources.
    static func url(from file: String = #filePath) -> URL {
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        while directory.path != "/", !directory.path.isEmpty {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}
