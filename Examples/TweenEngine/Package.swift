// swift-tools-version: 6.0
// A third-party-style engine checked by the MediaTimingConformance suite.
import PackageDescription

let package = Package(
    name: "TweenEngine",
    // The suite's own minimum: a package cannot ask for less than the packages it depends on.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "TweenEngine", targets: ["TweenEngine"]),
        .executable(name: "tween-conformance", targets: ["tween-conformance"]),
    ],
    dependencies: [
        .package(name: "MediaTimingConformance", path: "../..")
    ],
    targets: [
        .target(
            name: "TweenEngine",
            dependencies: [.product(name: "MediaTiming", package: "MediaTimingConformance")]
        ),
        // `swift run tween-conformance --help`: the suite's whole command for this engine.
        .executableTarget(
            name: "tween-conformance",
            dependencies: [
                "TweenEngine",
                .product(name: "MediaTimingConformance", package: "MediaTimingConformance"),
            ]
        ),
        .testTarget(
            name: "TweenEngineTests",
            dependencies: [
                "TweenEngine",
                .product(name: "MediaTiming", package: "MediaTimingConformance"),
                .product(name: "MediaTimingConformance", package: "MediaTimingConformance"),
                .product(name: "ConformanceTesting", package: "MediaTimingConformance"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
