import Foundation
import Testing

@testable import Conformance

/// A child whose crash is reported is given the toolchain's `swift-backtrace` where the runtime
/// would not find one itself (macOS, whose system runtime has none beside it). The search runs
/// here on a toolchain laid out as on a Mac, in a temporary folder.
@Suite struct BacktracerTests {
    /// A temporary folder with `files` made executable in it; removed by the caller.
    static func folder(_ files: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("backtracer-\(UUID().uuidString)")
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(
                FileManager.default.createFile(
                    atPath: url.path, contents: Data(), attributes: [.posixPermissions: 0o755]))
        }
        return root
    }

    static let helper = "usr/libexec/swift/macosx/swift-backtrace"

    /// A toolchain's `swift` linked into a folder on PATH leads to the helper in that toolchain.
    @Test func theHelperBesideSwiftOnPathIsFound() throws {
        let root = try Self.folder(["tc/usr/bin/swift", "tc/" + Self.helper, "stub/swift"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("bin/swift"),
            withDestinationURL: root.appendingPathComponent("tc/usr/bin/swift"))
        let path = "/nonexistent:\(root.path)/stub:\(root.path)/bin"
        let found = Backtracer.find(in: ["PATH": path], platform: "macosx", folders: [])
        #expect(found == root.appendingPathComponent("tc/" + Self.helper).resolvingSymlinksInPath().path)
        // Another platform's helper is not taken.
        #expect(Backtracer.find(in: ["PATH": path], platform: "linux", folders: []) == nil)
    }

    /// Without one on PATH, Xcode's default toolchain in DEVELOPER_DIR (or a folder after it).
    @Test func theDeveloperFolderIsTheFallback() throws {
        let root = try Self.folder(["dev/Toolchains/XcodeDefault.xctoolchain/" + Self.helper, "clt/" + Self.helper])
        defer { try? FileManager.default.removeItem(at: root) }
        let xcode = root.appendingPathComponent("dev/Toolchains/XcodeDefault.xctoolchain/" + Self.helper)
        let tools = root.appendingPathComponent("clt/" + Self.helper)
        let environment = ["PATH": "/nonexistent", "DEVELOPER_DIR": root.appendingPathComponent("dev").path]
        #expect(
            Backtracer.find(in: environment, platform: "macosx", folders: []) == xcode.resolvingSymlinksInPath().path)
        let folders = [root.appendingPathComponent("clt").path]
        #expect(
            Backtracer.find(in: ["PATH": "/nonexistent"], platform: "macosx", folders: folders)
                == tools.resolvingSymlinksInPath().path)
        #expect(Backtracer.find(in: ["PATH": "/nonexistent"], platform: "macosx", folders: []) == nil)
    }

    /// A helper the user named in SWIFT_BACKTRACE comes first.
    @Test func theUsersOwnHelperComesFirst() throws {
        let root = try Self.folder(["mine/swift-backtrace", "dev/usr/" + "libexec/swift/macosx/swift-backtrace"])
        defer { try? FileManager.default.removeItem(at: root) }
        let mine = root.appendingPathComponent("mine/swift-backtrace").path
        let environment = [
            "SWIFT_BACKTRACE": "enable=yes,swift-backtrace=\(mine)",
            "DEVELOPER_DIR": root.appendingPathComponent("dev").path,
        ]
        #expect(Backtracer.find(in: environment, platform: "macosx", folders: []) == mine)
    }

    /// The child's setting names the helper when there is one, and is the plain setting otherwise.
    @Test func theSettingNamesTheHelper() {
        #expect(
            Backtracer.setting(helper: "/tc/usr/libexec/swift/macosx/swift-backtrace")
                == CrashSummary.backtraceSetting + ",swift-backtrace=/tc/usr/libexec/swift/macosx/swift-backtrace")
        #expect(Backtracer.setting(helper: nil) == CrashSummary.backtraceSetting)
    }
}
