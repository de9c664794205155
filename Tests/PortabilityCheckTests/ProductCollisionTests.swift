import PortabilityCheck
import Testing

/// Check (c): products whose names differ only in case, within a package and across packages.
@Suite struct ProductCollisionTests {
    /// The package's own manifest before the library product was renamed: a library `Conformance`
    /// and an executable `conformance`, whose targets differ by more than case.
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Suite",
            platforms: [.macOS(.v13)],
            products: [
                .library(name: "MediaTiming", targets: ["MediaTiming"]),
                .library(name: "Conformance", targets: ["Conformance"]),
                .executable(
                    name: "conformance",
                    targets: ["ConformanceCommand"]
                ),
                .plugin(name: "Lint", targets: ["LintPlugin"]),
            ],
            targets: [
                .target(name: "MediaTiming"),
                .target(name: "Conformance", dependencies: [.product(name: "conformance", package: "x")]),
                .executableTarget(name: "ConformanceCommand", dependencies: ["Conformance"]),
                .plugin(name: "LintPlugin", capability: .buildTool()),
            ]
        )
        """

    @Test func theProductsAreReadFromTheProductsListOnly() {
        let summary = ManifestSummary(manifest: Self.manifest)
        // `.product(name: "conformance", …)` in a target's dependencies is a reference, and
        // `.plugin(name: "LintPlugin"` in `targets:` a target.
        #expect(summary.products.map(\.name) == ["MediaTiming", "Conformance", "conformance", "Lint"])
        #expect(summary.products.map(\.factory) == ["library", "library", "executable", "plugin"])
        #expect(summary.products.map(\.line) == [8, 9, 11, 14])
        #expect(summary.targets.map(\.name) == ["MediaTiming", "Conformance", "ConformanceCommand", "LintPlugin"])
    }

    @Test func aProductPairThatDiffersOnlyInCaseIsReportedAtBothDeclarations() {
        let manifests = [SourceFile(path: "Package.swift", text: Self.manifest)]
        let findings = ManifestChecks.productCaseCollisions(in: manifests)
        #expect(findings.map(\.location) == ["Package.swift:9", "Package.swift:11"])
        #expect(findings.allSatisfy { $0.kind == .productCaseCollision })
        #expect(
            findings[0].message.hasPrefix(
                "product \"Conformance\" differs only in case from \"conformance\" (Package.swift:11): "))
        #expect(findings[0].message.hasSuffix("; rename one"))
        // The targets differ by more than case: the target check has nothing to say.
        #expect(ManifestChecks.targetCaseCollisions(in: manifests).isEmpty)
        // And the whole check reports them.
        let snapshot = RepositorySnapshot(paths: ["Package.swift"], swiftFiles: manifests)
        #expect(PortabilityChecks.findings(in: snapshot).map(\.kind) == [.productCaseCollision, .productCaseCollision])
    }

    @Test func theRenamedLibraryIsClean() {
        let renamed = Self.manifest.replacingOccurrences(
            of: #".library(name: "Conformance""#, with: #".library(name: "MediaTimingConformance""#)
        #expect(ManifestChecks.productCaseCollisions(in: [SourceFile(path: "Package.swift", text: renamed)]).isEmpty)
    }

    @Test func productsOfTwoPackagesCollideToo() {
        let root = SourceFile(
            path: "Package.swift",
            text: #"let package = Package(name: "A", products: [.executable(name: "Tween", targets: ["T"])])"#)
        let example = SourceFile(
            path: "Examples/Tween/Package.swift",
            text:
                "let package = Package(name: \"B\", products: [\n    .executable(\n        name: \"tween\", targets: [\"U\"])\n])"
        )
        let findings = ManifestChecks.productCaseCollisions(in: [root, example])
        #expect(findings.map(\.location) == ["Examples/Tween/Package.swift:3", "Package.swift:1"])
    }

    @Test func theSameProductNameInTwoPackagesIsNotACaseCollision() {
        let first = SourceFile(
            path: "Package.swift",
            text: #"let package = Package(name: "A", products: [.library(name: "U", targets: ["U"])])"#)
        let second = SourceFile(
            path: "Examples/B/Package.swift",
            text: #"let package = Package(name: "B", products: [.library(name: "U", targets: ["V"])])"#)
        #expect(ManifestChecks.productCaseCollisions(in: [first, second]).isEmpty)
    }
}
