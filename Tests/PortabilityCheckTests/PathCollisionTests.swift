import PortabilityCheck
import Testing

/// Check (a): tracked files and folders whose paths differ only in case.
@Suite struct PathCollisionTests {
    @Test func foldersThatDifferOnlyInCaseAreBothReported() {
        let findings = PathCollisions.findings(paths: [
            "Package.swift",
            "Sources/Conformance/A.swift",
            "Sources/conformance/B.swift",
            "Sources/MediaTiming/Timing.swift",
        ])
        #expect(findings.map(\.location) == ["Sources/Conformance", "Sources/conformance"])
        #expect(findings.allSatisfy { $0.kind == .pathCaseCollision && $0.line == nil })
        #expect(
            findings[0].message.contains(
                "folder \"Sources/Conformance\" differs only in case from \"Sources/conformance\""))
        #expect(
            findings[1].message.contains(
                "folder \"Sources/conformance\" differs only in case from \"Sources/Conformance\""))
        #expect(findings[0].description.hasPrefix("Sources/Conformance: path-case-collision: folder"))
    }

    @Test func filesThatDifferOnlyInCaseAreReported() {
        let findings = PathCollisions.findings(paths: ["README.md", "Readme.md", "docs/a.md"])
        #expect(findings.map(\.path) == ["README.md", "Readme.md"])
        #expect(findings.allSatisfy { $0.message.hasPrefix("file ") && $0.message.contains("keeps only one") })
    }

    @Test func aCollidingFolderIsReportedOnceNotOncePerFileInside() {
        // The same file name under both spellings collides only because its folder does.
        let findings = PathCollisions.findings(paths: [
            "Sources/Conformance/A.swift", "Sources/conformance/A.swift", "Sources/conformance/B.swift",
        ])
        #expect(findings.map(\.path) == ["Sources/Conformance", "Sources/conformance"])
    }

    @Test func aCollisionDeepInsideAFolderIsReportedWhereItIs() {
        let findings = PathCollisions.findings(paths: ["Tests/Fixtures/Case.json", "Tests/Fixtures/case.json"])
        #expect(findings.map(\.path) == ["Tests/Fixtures/Case.json", "Tests/Fixtures/case.json"])
    }

    @Test func threeSpellingsEachNameTheOtherTwo() {
        let findings = PathCollisions.findings(paths: ["a/X.swift", "a/x.swift", "a/X.Swift"])
        #expect(findings.count == 3)
        #expect(findings.first { $0.path == "a/x.swift" }?.message.contains("\"a/X.Swift\", \"a/X.swift\"") == true)
    }

    @Test func pathsThatDifferByMoreThanCaseAreNotReported() {
        let findings = PathCollisions.findings(paths: [
            "Sources/Conformance/A.swift",
            "Sources/ConformanceCommand/main.swift",
            "Sources/ConformanceTesting/B.swift",
            "Tests/ConformanceTests/A.swift",
            "Sources/Conformance/a_b.swift",
            "Sources/Conformance/a-b.swift",
        ])
        #expect(findings.isEmpty)
    }

    @Test func noPathsAndEmptyComponentsAreFine() {
        #expect(PathCollisions.findings(paths: []).isEmpty)
        #expect(PathCollisions.findings(paths: ["", "a//b.swift", "a/b.swift"]).isEmpty)
    }
}
