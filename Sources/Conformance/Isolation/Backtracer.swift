import Foundation

/// Where the runtime's crash helper, `swift-backtrace`, is for a child whose crash is reported.
///
/// The runtime looks for the helper beside its own library. On Linux that library is the
/// toolchain's, so the helper is found. On macOS it is the system's `libswiftCore` in `/usr/lib`,
/// which has no helper beside it, so a child's trap would give no message location and no
/// frames. There the helper is looked for in the toolchain that built the program, and named in
/// `SWIFT_BACKTRACE` (`swift-backtrace=PATH`).
///
/// Only file names are read (where the toolchains are), never a clock or a file's contents, and
/// the path found never reaches a report: the report is the same wherever the helper lives.
package enum Backtracer {
    /// The helper named in the children's `SWIFT_BACKTRACE`: found once, on macOS only; nil
    /// where the runtime finds its own (Linux) or none could be found.
    static let helper: String? = {
        #if os(macOS)
        return find(in: ProcessInfo.processInfo.environment, platform: "macosx")
        #else
        return nil  // portability: Linux's runtime finds the toolchain's helper itself
        #endif
    }()

    /// Whether a child's trap gives a backtrace here: on Linux always (the runtime finds its
    /// helper), on macOS when a helper was found, elsewhere never (no child processes there).
    package static var isAvailable: Bool {
        #if os(Linux)
        return true
        #elseif os(macOS)
        return helper != nil
        #else
        return false  // portability: iOS, tvOS, watchOS and visionOS start no children
        #endif
    }

    /// The developer folders to try after `DEVELOPER_DIR`: the one `xcode-select` chose (kept as
    /// a symbolic link, read without running `xcrun`), Xcode's usual place, the command-line tools.
    static let developerFolders = [
        "/var/db/xcode_select_link", "/Applications/Xcode.app/Contents/Developer",
        "/Library/Developer/CommandLineTools",
    ]

    /// The first helper found for `platform` (the toolchain's folder name: `macosx`, `linux`):
    /// the one `SWIFT_BACKTRACE` already names, then beside each `swift` on `PATH` (links
    /// followed), then in `DEVELOPER_DIR` and `folders`. Nil when there is none, or when its path
    /// holds a comma (which `SWIFT_BACKTRACE` cannot carry).
    static func find(
        in environment: [String: String], platform: String, folders: [String] = developerFolders
    ) -> String? {
        let manager = FileManager.default
        var candidates: [String] = []
        if let setting = environment["SWIFT_BACKTRACE"] {
            for pair in setting.split(separator: ",") where pair.hasPrefix("swift-backtrace=") {
                candidates.append(String(pair.dropFirst("swift-backtrace=".count)))
            }
        }
        let helper = "libexec/swift/\(platform)/swift-backtrace"
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let swift = OutputPath.join(String(folder), "swift")
            guard manager.isExecutableFile(atPath: swift) else { continue }
            // `/usr/bin/swift` on macOS is `xcrun`'s stub and has no helper beside it; a link
            // (a toolchain's `swift` linked into a folder on PATH) leads to its toolchain.
            let real = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent()
            candidates.append(real.deletingLastPathComponent().appendingPathComponent(helper).path)
        }
        let developer = (environment["DEVELOPER_DIR"].map { [$0] } ?? []) + folders
        for folder in developer {
            let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            candidates.append(OutputPath.join(real, "Toolchains/XcodeDefault.xctoolchain/usr/" + helper))
            candidates.append(OutputPath.join(real, "usr/" + helper))
        }
        return candidates.first { !$0.contains(",") && manager.isExecutableFile(atPath: $0) }
    }

    /// `SWIFT_BACKTRACE` for a child whose crash is reported: ``CrashSummary/backtraceSetting``,
    /// naming `helper` when there is one.
    static func setting(helper: String? = Backtracer.helper) -> String {
        CrashSummary.backtraceSetting + (helper.map { ",swift-backtrace=" + $0 } ?? "")
    }
}
