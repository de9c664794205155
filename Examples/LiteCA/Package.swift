// swift-tools-version: 6.0
// A small engine with Core Animation's names, checked by the MediaTimingConformance suite through
// the suite's own CALayerEngine adapter, compiled against this package's module.
import PackageDescription

let package = Package(
    name: "LiteCA",
    // The suite's own minimum: a package cannot ask for less than the packages it depends on.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "LiteCA", targets: ["LiteCA"]),
        .executable(name: "liteca-conformance", targets: ["liteca-conformance"]),
    ],
    dependencies: [
        .package(name: "MediaTimingConformance", path: "../..")
    ],
    targets: [
        // The engine: Core Animation's names, no dependency at all.
        .target(name: "LiteCA"),
        // The adapter: the suite's `Sources/CALayerEngine` (a symbolic link) compiled against
        // LiteCA's names, plus two files of this package's own (README: "The adapter, counted").
        .target(
            name: "LiteCAAdapter",
            dependencies: ["LiteCA", .product(name: "MediaTiming", package: "MediaTimingConformance")],
            swiftSettings: [
                .define("CALAYERENGINE_OWN_NAMES"), .define("CALAYERENGINE_NO_KEYFRAMES"),
                .define("CALAYERENGINE_NO_GROUPS"), .define("CALAYERENGINE_NO_SPRINGS"),
            ]),
        // `swift run liteca-conformance --help`: the suite's whole command for this engine.
        .executableTarget(
            name: "liteca-conformance",
            dependencies: [
                "LiteCAAdapter", .product(name: "MediaTimingConformance", package: "MediaTimingConformance"),
            ]),
        .testTarget(
            name: "LiteCATests",
            dependencies: [
                "LiteCA", "LiteCAAdapter",
                .product(name: "MediaTiming", package: "MediaTimingConformance"),
                .product(name: "MediaTimingConformance", package: "MediaTimingConformance"),
                .product(name: "ConformanceTesting", package: "MediaTimingConformance"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
