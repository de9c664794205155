// swift-tools-version: 6.0
// A property-based conformance suite for Core Animation's timing model.
// No package dependencies: the toolchain only (Foundation, XCTest, Swift Testing).
import PackageDescription

let package = Package(
    name: "MediaTimingConformance",
    products: [
        .library(name: "MediaTiming", targets: ["MediaTiming"]),
        .library(name: "ReferenceEngine", targets: ["ReferenceEngine"]),
        .library(name: "Lifecycle", targets: ["Lifecycle"]),
        .library(name: "AnimationTechniques", targets: ["AnimationTechniques"]),
        .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
        .library(name: "Generators", targets: ["Generators"]),
        .library(name: "Conformance", targets: ["Conformance"]),
        .library(name: "ConformanceTesting", targets: ["ConformanceTesting"]),
        .library(name: "EngineMutants", targets: ["EngineMutants"]),
        .executable(name: "conformance", targets: ["conformance"]),
    ],
    targets: [
        // The contract: imports nothing of ours.
        .target(name: "MediaTiming"),
        .target(name: "ReferenceEngine", dependencies: ["MediaTiming"]),
        .target(name: "Lifecycle", dependencies: ["MediaTiming"]),
        .target(name: "AnimationTechniques", dependencies: ["MediaTiming", "Lifecycle"]),
        // Domain-free property-testing core.
        .target(name: "PropertyTesting"),
        .target(name: "ShrinkChallenge", dependencies: ["PropertyTesting"]),
        .target(
            name: "Generators",
            dependencies: ["PropertyTesting", "MediaTiming", "Lifecycle", "AnimationTechniques"],
            path: "Generators"
        ),
        .target(
            name: "Conformance",
            dependencies: [
                "MediaTiming", "ReferenceEngine", "Lifecycle", "AnimationTechniques",
                "PropertyTesting", "Generators",
            ]
        ),
        .target(name: "ConformanceTesting", dependencies: ["Conformance"]),
        .target(name: "EngineMutants", dependencies: ["MediaTiming", "ReferenceEngine", "Lifecycle", "AnimationTechniques"]),
        .executableTarget(
            name: "conformance",
            dependencies: [
                "Conformance", "EngineMutants", "ReferenceEngine", "ShrinkChallenge",
                "PropertyTesting", "Generators",
            ]
        ),
        .testTarget(name: "MediaTimingTests", dependencies: ["MediaTiming"]),
        .testTarget(name: "ReferenceEngineTests", dependencies: ["ReferenceEngine", "MediaTiming"]),
        .testTarget(name: "LifecycleTests", dependencies: ["Lifecycle", "ReferenceEngine", "MediaTiming"]),
        .testTarget(
            name: "AnimationTechniquesTests",
            dependencies: ["AnimationTechniques", "Lifecycle", "ReferenceEngine", "MediaTiming"]
        ),
        .testTarget(name: "PropertyTestingTests", dependencies: ["PropertyTesting", "ShrinkChallenge"]),
        .testTarget(
            name: "GeneratorsTests",
            dependencies: ["Generators", "PropertyTesting", "ReferenceEngine", "MediaTiming", "Lifecycle", "AnimationTechniques"]
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: [
                "Conformance", "ConformanceTesting", "ReferenceEngine", "EngineMutants", "Generators", "PropertyTesting",
                "MediaTiming",
                // Built so that the command-line tests can run it.
                "conformance",
            ]
        ),
        .testTarget(name: "EngineMutantsTests", dependencies: ["EngineMutants", "Conformance", "ReferenceEngine", "MediaTiming", "Generators"]),
    ],
    swiftLanguageModes: [.v6]
)
