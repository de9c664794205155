import PortabilityCheck
import Testing

/// Check (b): targets whose names differ only in case, within a package and across packages.
@Suite struct TargetCollisionTests {
    static let collidingManifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Suite",
            platforms: [.macOS(.v13)],
            products: [.library(name: "Conformance", targets: ["Conformance"])],
            targets: [
                .target(name: "Conformance"),
                .executableTarget(
                    name: "conformance",
                    dependencies: ["Conformance"]
                ),
            ]
        )
        """

    @Test func aTargetPairThatDiffersOnlyInCaseIsReportedAtBothDeclarations() {
        let findings = ManifestChecks.targetCaseCollisions(in: [
            SourceFile(path: "Package.swift", text: Self.collidingManifest)
        ])
        #expect(findings.map(\.location) == ["Package.swift:9", "Package.swift:11"])
        #expect(findings.allSatisfy { $0.kind == .targetCaseCollision })
        #expect(
            findings[0].message.hasPrefix(
                "target \"Conformance\" differs only in case from \"conformance\" (Package.swift:11)"))
        #expect(
            findings[1].message.hasPrefix(
                "target \"conformance\" differs only in case from \"Conformance\" (Package.swift:9)"))
    }

    @Test func everyTargetFactoryIsADeclaration() {
        let summary = ManifestSummary(
            manifest: """
                let package = Package(name: "P", platforms: [.macOS(.v13)], targets: [
                    .target(name: "A"), .executableTarget(name: "B"), .testTarget(name: "C"),
                    .macro(name: "D"), .plugin(name: "E", capability: .buildTool()), .systemLibrary(name: "F"),
                ])
                """)
        #expect(summary.targets.map(\.name) == ["A", "B", "C", "D", "E", "F"])
        #expect(
            summary.targets.map(\.factory) == [
                "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary",
            ])
    }

    @Test func targetsOfTwoPackagesCollideToo() {
        let root = SourceFile(
            path: "Package.swift", text: #"let package = Package(name: "A", targets: [.target(name: "Tween")])"#)
        let example = SourceFile(
            path: "Examples/Tween/Package.swift",
            text: "let package = Package(name: \"B\", targets: [\n    .testTarget(\n        name: \"tween\")\n])")
        let findings = ManifestChecks.targetCaseCollisions(in: [root, example])
        #expect(findings.map(\.location) == ["Examples/Tween/Package.swift:3", "Package.swift:1"])
    }

    @Test func productNamesAreNoTargets() {
        let manifest = """
            let package = Package(
                name: "Suite",
                products: [
                    .library(name: "Conformance", targets: ["Conformance"]),
                    .executable(name: "conformance", targets: ["ConformanceCommand"]),
                    .plugin(name: "conformance-plugin", targets: ["ConformancePlugin"]),
                    .plugin(name: "Conformance-Plugin", targets: ["ConformancePlugin"]),
                ],
                targets: [
                    .target(name: "Conformance"),
                    .executableTarget(name: "ConformanceCommand", dependencies: ["Conformance"]),
                    .plugin(name: "ConformancePlugin", capability: .command(intent: .custom(verb: "v", description: "d"))),
                ]
            )
            """
        // The products' case clashes are the product check's (ProductCollisionTests), not this one's.
        #expect(ManifestChecks.targetCaseCollisions(in: [SourceFile(path: "Package.swift", text: manifest)]).isEmpty)
        #expect(
            ManifestSummary(manifest: manifest).targets.map(\.name) == [
                "Conformance", "ConformanceCommand", "ConformancePlugin",
            ])
    }

    @Test func referencesCommentsAndStringsAreNoDeclarations() {
        let manifest = """
            let package = Package(name: "P", targets: [
                // .target(name: "core"),
                /* .target(name: "CORE") */
                .target(name: "Core", description: ".target(name: \\"cOrE\\")"),
                .testTarget(name: "CoreTests", dependencies: [.target(name: "core", condition: .when(platforms: [.linux]))],
                            plugins: [.plugin(name: "core", package: "x")]),
            ])
            """
        #expect(ManifestSummary(manifest: manifest).targets.map(\.name) == ["Core", "CoreTests"])
        #expect(ManifestChecks.targetCaseCollisions(in: [SourceFile(path: "Package.swift", text: manifest)]).isEmpty)
    }

    @Test func theSameNameInTwoPackagesIsNotACaseCollision() {
        let first = SourceFile(
            path: "Package.swift", text: #"let package = Package(name: "A", targets: [.target(name: "Util")])"#)
        let second = SourceFile(
            path: "Examples/B/Package.swift",
            text: #"let package = Package(name: "B", targets: [.target(name: "Util")])"#)
        #expect(ManifestChecks.targetCaseCollisions(in: [first, second]).isEmpty)
    }
}
