// swift-tools-version: 6.0
// A property-based conformance suite for Core Animation's timing model.
// No package dependencies: the toolchain only (Foundation, XCTest, Swift Testing).
import PackageDescription

let package = Package(
    name: "MediaTimingConformance",
    // The oldest systems with everything the code uses: ContinuousClock, SuspendingClock and Duration
    // (macOS 13, iOS 16, tvOS 16, watchOS 9), and below them Identifiable, the throwing FileHandle
    // methods and Swift Testing (macOS 10.15, iOS 13).
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "MediaTiming", targets: ["MediaTiming"]),
        .library(name: "ReferenceEngine", targets: ["ReferenceEngine"]),
        .library(name: "Lifecycle", targets: ["Lifecycle"]),
        // UIKit's UIView, UIWindow and UIApplication over the lifecycle host and the facade; on
        // Apple platforms it re-exports UIKit (or, on macOS, declares nothing).
        .library(name: "UIKitFacade", targets: ["UIKitFacade"]),
        // Core Animation's API (CALayer, CABasicAnimation, CATransaction, …) over any engine;
        // on Apple platforms it re-exports QuartzCore instead.
        .library(name: "CoreAnimationFacade", targets: ["CoreAnimationFacade"]),
        // A timing engine written against Core Animation's API only: over the facade here, over
        // QuartzCore on Apple platforms, over any module with Core Animation's names.
        .library(name: "CALayerEngine", targets: ["CALayerEngine"]),
        .library(name: "AnimationTechniques", targets: ["AnimationTechniques"]),
        // Technique implementations written against the facade's CALayer, adapted to the registry.
        .library(name: "FacadeTechniques", targets: ["FacadeTechniques"]),
        .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
        .library(name: "Generators", targets: ["Generators"]),
        // The laws and the runner. Named apart from the `conformance` command by more than case:
        // Xcode writes one scheme file per product, and `Conformance.xcscheme` and
        // `conformance.xcscheme` are one file on a case-insensitive disk.
        .library(name: "MediaTimingConformance", targets: ["Conformance"]),
        .library(name: "ConformanceTesting", targets: ["ConformanceTesting"]),
        .library(name: "EngineMutants", targets: ["EngineMutants"]),
        .library(name: "Scripts", targets: ["Scripts"]),
        // The command keeps the name users type; its target's name differs from `Conformance`
        // by more than case, so the two never share a folder or module on a case-insensitive disk.
        .executable(name: "conformance", targets: ["ConformanceCommand"]),
        .executable(name: "portability-check", targets: ["PortabilityCheckCommand"]),
    ],
    targets: [
        // The contract: imports nothing of ours.
        .target(name: "MediaTiming"),
        .target(name: "ReferenceEngine", dependencies: ["MediaTiming"]),
        .target(name: "Lifecycle", dependencies: ["MediaTiming"]),
        .target(name: "CoreAnimationFacade", dependencies: ["MediaTiming"]),
        // Apple platforms give it QuartzCore; the others (watchOS included, which has no
        // QuartzCore) the facade.
        .target(
            name: "CALayerEngine",
            dependencies: [
                "MediaTiming",
                .target(
                    name: "CoreAnimationFacade",
                    condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd, .watchOS])),
            ]),
        .target(name: "UIKitFacade", dependencies: ["CoreAnimationFacade", "Lifecycle", "MediaTiming"]),
        .target(name: "AnimationTechniques", dependencies: ["MediaTiming", "Lifecycle"]),
        // The glue from code written against CALayer to the techniques' registry: it may import the
        // facades, which AnimationTechniques may not.
        .target(
            name: "FacadeTechniques",
            dependencies: ["AnimationTechniques", "CoreAnimationFacade", "Lifecycle", "MediaTiming"]),
        // Domain-free property-testing core.
        .target(name: "PropertyTesting"),
        .target(name: "ShrinkChallenge", dependencies: ["PropertyTesting"]),
        // The script vocabulary (steps and scripts): what generators write and oracles read.
        .target(name: "Scripts", dependencies: ["MediaTiming"]),
        // The laws' independent models of the spec. They cannot see the reference engine: the
        // compiler, not a convention, keeps them from sharing its code.
        .target(name: "ConformanceOracles", dependencies: ["MediaTiming", "Scripts"]),
        .target(
            name: "Generators",
            dependencies: ["PropertyTesting", "MediaTiming", "Scripts", "Lifecycle", "AnimationTechniques"],
            path: "Generators"
        ),
        .target(
            name: "Conformance",
            dependencies: [
                "MediaTiming", "ReferenceEngine", "Lifecycle", "AnimationTechniques",
                "PropertyTesting", "Scripts", "Generators", "ConformanceOracles",
            ]
        ),
        .target(name: "ConformanceTesting", dependencies: ["Conformance"]),
        .target(
            name: "EngineMutants",
            dependencies: ["MediaTiming", "ReferenceEngine", "Lifecycle", "AnimationTechniques"],
            exclude: ["Blind/BASELINE.md", "Blind3/README.md", "Blind4/README.md", "Blind5/README.md"]),
        .executableTarget(
            name: "ConformanceCommand",
            dependencies: [
                "Conformance", "EngineMutants", "ReferenceEngine", "ShrinkChallenge",
                // Over the facade here (`calayer`), over QuartzCore on a Mac (`quartzcore`).
                "PropertyTesting", "Scripts", "Generators", "AnimationTechniques", "FacadeTechniques", "CALayerEngine",
            ]
        ),
        .target(name: "PortabilityCheck"),
        .executableTarget(name: "PortabilityCheckCommand", dependencies: ["PortabilityCheck"]),
        .testTarget(name: "MediaTimingTests", dependencies: ["MediaTiming"]),
        .testTarget(name: "ReferenceEngineTests", dependencies: ["ReferenceEngine", "MediaTiming"]),
        .testTarget(
            name: "CoreAnimationFacadeTests", dependencies: ["CoreAnimationFacade", "ReferenceEngine", "MediaTiming"]),
        .testTarget(
            name: "UIKitFacadeTests",
            dependencies: ["UIKitFacade", "CoreAnimationFacade", "Lifecycle", "ReferenceEngine", "MediaTiming"]),
        .testTarget(
            name: "CALayerEngineTests",
            dependencies: [
                "CALayerEngine", "Conformance", "EngineMutants", "MediaTiming", "PropertyTesting", "ReferenceEngine",
                "Scripts",
            ]),
        .testTarget(name: "LifecycleTests", dependencies: ["Lifecycle", "ReferenceEngine", "MediaTiming"]),
        .testTarget(
            name: "AnimationTechniquesTests",
            dependencies: ["AnimationTechniques", "Lifecycle", "ReferenceEngine", "MediaTiming"]
        ),
        .testTarget(
            name: "FacadeTechniquesTests",
            dependencies: ["FacadeTechniques", "AnimationTechniques", "Lifecycle", "ReferenceEngine", "MediaTiming"]),
        .testTarget(name: "PropertyTestingTests", dependencies: ["PropertyTesting", "ShrinkChallenge"]),
        .testTarget(
            name: "GeneratorsTests",
            dependencies: [
                "Generators", "Scripts", "PropertyTesting", "ReferenceEngine", "MediaTiming", "Lifecycle",
                "AnimationTechniques",
            ]
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: [
                "Conformance", "ConformanceTesting", "ReferenceEngine", "EngineMutants", "Scripts", "Generators",
                "PropertyTesting", "MediaTiming", "AnimationTechniques", "CoreAnimationFacade", "FacadeTechniques",
                // Built so that the command-line tests can run it.
                "ConformanceCommand",
            ]
        ),
        .testTarget(
            name: "ConformanceOraclesTests",
            dependencies: [
                "ConformanceOracles", "Scripts", "MediaTiming", "ReferenceEngine",
                // The differential test of the techniques' world model runs scripts through the driver.
                "Generators", "Lifecycle", "PropertyTesting", "AnimationTechniques",
            ]
        ),
        .testTarget(
            name: "EngineMutantsTests",
            dependencies: ["EngineMutants", "Conformance", "ReferenceEngine", "MediaTiming", "Scripts", "Generators"]),
        .testTarget(name: "PortabilityCheckTests", dependencies: ["PortabilityCheck"]),
    ],
    swiftLanguageModes: [.v6]
)
