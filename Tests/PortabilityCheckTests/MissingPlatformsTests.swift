import PortabilityCheck
import Testing

/// Check (e): every `Package.swift` declares `platforms:`.
@Suite struct MissingPlatformsTests {
    @Test func aManifestWithoutPlatformsIsReportedAtItsPackageCall() throws {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Example",
                // platforms: [.macOS(.v13)] is only a comment here
                products: [.library(name: "Example", targets: ["Example"])],
                targets: [
                    .target(name: "Example", swiftSettings: [.define("X", .when(platforms: [.linux]))]),
                ]
            )
            """
        let finding = try #require(
            ManifestChecks.missingPlatforms(path: "Examples/Example/Package.swift", text: manifest))
        #expect(finding.location == "Examples/Example/Package.swift:4")
        #expect(finding.kind == .missingPlatforms)
        #expect(
            finding.description.hasPrefix(
                "Examples/Example/Package.swift:4: missing-platforms: the package declares no `platforms:`"))
    }

    @Test func aFileWithoutAPackageCallIsReportedAtItsFirstLine() {
        #expect(ManifestChecks.missingPlatforms(path: "Package.swift", text: "import PackageDescription\n")?.line == 1)
    }

    @Test func aManifestWithPlatformsIsNotReported() {
        let manifest = """
            let package = Package(
                name: "Suite",
                platforms: [.macOS(.v13), .iOS(.v16)],
                targets: [.target(name: "Suite")]
            )
            """
        #expect(ManifestChecks.missingPlatforms(path: "Package.swift", text: manifest) == nil)
        #expect(
            ManifestChecks.missingPlatforms(
                path: "Package.swift", text: "let package = Package(name: \"A\",\n  platforms:\n  [.macOS(.v13)])")
                == nil)
    }

    @Test func platformsSetAfterThePackageCallCount() {
        let manifest = "let package = Package(name: \"A\")\npackage.platforms = [.macOS(.v13)]\n"
        #expect(ManifestChecks.missingPlatforms(path: "Package.swift", text: manifest) == nil)
    }

    @Test(arguments: [
        ("Package.swift", true), ("Examples/TweenEngine/Package.swift", true), ("Package@swift-5.9.swift", true),
        ("Sources/Package.swift.md", false), ("Sources/MyPackage.swift", false),
    ])
    func manifestsAreFoundAnywhere(_ path: String, _ isManifest: Bool) {
        #expect(ManifestChecks.isManifest(path) == isManifest)
    }
}
