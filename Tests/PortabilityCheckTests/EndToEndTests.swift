import Foundation
import PortabilityCheck
import Testing

/// The command end to end: `PortabilityCheckCommandLine.run` on a folder tree made for the test
/// (no git repository, so the loader walks it), and its arguments.
@Suite struct EndToEndTests {
    /// A fresh folder holding `files` (path and text), removed when the test ends.
    static func withTree(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("portability-check-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try body(root.path)
    }

    static let cleanManifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Clean",
            platforms: [.macOS(.v13)],
            targets: [.target(name: "Conformance")]
        )
        """

    /// Whether the temporary folder's disk tells names apart by case, found by writing two files
    /// whose names differ only in case: a case-insensitive disk (macOS's and Windows' default)
    /// keeps one file.
    static let temporaryDiskIsCaseSensitive: Bool = {
        let probe = FileManager.default.temporaryDirectory
            .appendingPathComponent("portability-check-case-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: probe) }
        do {
            try FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
            try Data("lower".utf8).write(to: probe.appendingPathComponent("probe"))
            try Data("upper".utf8).write(to: probe.appendingPathComponent("PROBE"))
            let lower = try Data(contentsOf: probe.appendingPathComponent("probe"))
            return try FileManager.default.contentsOfDirectory(atPath: probe.path).count == 2
                && lower == Data("lower".utf8)
        } catch {
            return false
        }
    }()

    /// A tree with one finding of every kind but the product check's, and its sources under two
    /// folders that differ only in case.
    static let problemTree: [String: String] = [
        "Package.swift": Self.cleanManifest,
        "Sources/Conformance/A.swift": "#if os(Linux)\nlet a = 1\n#endif\n",
        "Sources/conformance/B.swift":
            "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n",
        "Examples/Demo/Package.swift":
            "let package = Package(\n    name: \"Demo\",\n    targets: [.target(name: \"conformance\")]\n)\n",
    ]

    /// What the command prints for ``problemTree``.
    static func expectProblemTreeReport(_ outcome: CommandOutcome) {
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardError.isEmpty)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.map { $0.prefix { $0 != " " } } == [
                "Examples/Demo/Package.swift:1:",
                "Examples/Demo/Package.swift:3:",
                "Package.swift:6:",
                "Sources/Conformance:",
                "Sources/Conformance/A.swift:1:",
                "Sources/conformance:",
                "Sources/conformance/B.swift:1:",
                "portability-check:",
            ])
        guard lines.count == 8 else { return }
        #expect(lines[0].hasPrefix("Examples/Demo/Package.swift:1: missing-platforms: "))
        #expect(lines[1].hasPrefix("Examples/Demo/Package.swift:3: target-case-collision: target \"conformance\""))
        #expect(lines[4].hasPrefix("Sources/Conformance/A.swift:1: linux-only-branch: "))
        #expect(lines[6].hasPrefix("Sources/conformance/B.swift:1: platform-chain-without-else: "))
        #expect(
            lines.last == "portability-check: 7 findings (2 path-case-collision, 2 target-case-collision, "
                + "1 platform-chain-without-else, 1 linux-only-branch, 1 missing-platforms) "
                + "in 4 files (4 Swift files, 2 of them Package.swift)")
    }

    /// The tree as the checks see it, in memory: on every disk, a case-insensitive one included.
    @Test func aTreeWithProblemsPrintsEachFindingAndExitsWithOne() {
        let snapshot = RepositorySnapshot(
            paths: Self.problemTree.keys.sorted(),
            swiftFiles: Self.problemTree.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
        Self.expectProblemTreeReport(PortabilityCheckCommandLine.report(for: snapshot))
    }

    /// The same tree written to disk and read by the command, build folders beside it. A
    /// case-insensitive disk (macOS's and Windows' default) holds `Sources/Conformance` and
    /// `Sources/conformance` as one folder, which then has no path collision to report: this runs
    /// only where the temporary folder's disk tells them apart.
    @Test(.enabled(if: EndToEndTests.temporaryDiskIsCaseSensitive, "the temporary folder's disk ignores case"))
    func theSameTreeOnDiskGivesTheSameReport() throws {
        var files = Self.problemTree
        // Build folders are not the repository's: their problems are not reported.
        files[".build/checkouts/x/Package.swift"] = "let package = Package(name: \"X\")"
        files[".build-a/y.swift"] = "#if os(Linux)\n#endif"
        files[".swiftpm/z.swift"] = "#if os(Linux)\n#endif"
        try Self.withTree(files) { root in
            Self.expectProblemTreeReport(PortabilityCheckCommandLine.run(arguments: [root], currentDirectory: "/"))
        }
    }

    @Test func aCleanTreeExitsWithZeroAndARelativeRootResolvesAgainstTheCurrentDirectory() throws {
        try Self.withTree([
            "Package.swift": Self.cleanManifest,
            "Sources/Conformance/A.swift": "#if os(Linux) // portability: only Linux has it\nlet a = 1\n#endif\n",
            "README.md": "# Clean",
        ]) { root in
            let parent = URL(fileURLWithPath: root).deletingLastPathComponent().path
            let name = URL(fileURLWithPath: root).lastPathComponent
            let outcome = PortabilityCheckCommandLine.run(arguments: [name], currentDirectory: parent)
            #expect(
                outcome
                    == CommandOutcome(
                        exitCode: 0,
                        standardOutput:
                            "portability-check: no findings in 3 files (2 Swift files, 1 of them Package.swift)\n",
                        standardError: ""))
            #expect(PortabilityCheckCommandLine.run(arguments: [], currentDirectory: root) == outcome)
        }
    }

    @Test func helpPrintsTheUsageAndExitsWithZero() {
        let outcome = PortabilityCheckCommandLine.run(arguments: ["--help"], currentDirectory: "/")
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput.hasPrefix("usage: portability-check [ROOT]\n"))
        #expect(FindingKind.allCases.allSatisfy { outcome.standardOutput.contains($0.rawValue) })
        #expect(outcome.standardError.isEmpty)
    }

    @Test(arguments: [["--frobnicate"], ["a", "b"], ["/no/such/folder/for/portability-check"]])
    func badArgumentsPrintOneLineOnStandardErrorAndExitWithTwo(_ arguments: [String]) {
        let outcome = PortabilityCheckCommandLine.run(arguments: arguments, currentDirectory: "/")
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("portability-check: "))
        #expect(outcome.standardError.filter { $0 == "\n" }.count == 1 && outcome.standardError.hasSuffix("\n"))
    }

    @Test func theLoaderSkipsBuildFoldersAndReadsOnlySwiftFiles() throws {
        try Self.withTree(["a/B.swift": "let b = 1", "a/c.txt": "c", ".build/d.swift": "", ".git/e": ""]) { root in
            let snapshot = RepositoryLoader.load(root: root)
            #expect(snapshot.paths == ["a/B.swift", "a/c.txt"])
            #expect(snapshot.swiftFiles == [SourceFile(path: "a/B.swift", text: "let b = 1")])
        }
    }
}
