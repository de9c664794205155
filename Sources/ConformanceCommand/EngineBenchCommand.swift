import MediaTiming
import ReferenceEngine

/// `conformance bench engine`: times the reference engine's presentation evaluation.
///
/// It builds trees of 1,000 and 10,000 layers (depth up to 8, built from a fixed seed), gives each
/// layer four animations (an eased autoreversing basic, a basic and an additive keyframe on the
/// same key path, and a spring), and reads every animated key path of every layer at successive
/// media times (1/60 s apart, a render before each frame; only the reads are timed, and layer
/// speeds are positive so every animation is evaluated in full). It prints the cost per animation
/// evaluation for each size and the ratio of the per-frame costs, which should stay near 10 for
/// 10 times the layers. Only this command reads a clock (`ContinuousClock`).
enum EngineBenchCommand {
    /// Runs the benchmark and returns the exit code.
    static func main(_ arguments: [String]) -> Int32 {
        if let first = arguments.first {
            return ConformanceCommand.usageError("bench engine takes no arguments, got '\(first)'")
        }
        let small = Workload(layerCount: 1_000)
        let large = Workload(layerCount: 10_000)
        // Runs alternate between the sizes so that load from other processes hits both alike;
        // the fastest run of each is reported.
        for _ in 0..<runs {
            small.run()
            large.run()
        }
        for workload in [small, large] {
            let perEvaluation = workload.bestNanosecondsPerFrame / Double(workload.layers.count * animationsPerLayer)
            print(
                "engine bench: \(workload.layers.count) layers, \(workload.layers.count * animationsPerLayer) "
                    + "animations, depth ≤ \(maximumDepth) (deepest \(workload.deepest)): \(format(perEvaluation)) ns per animation evaluation"
            )
        }
        let ratio = large.bestNanosecondsPerFrame / small.bestNanosecondsPerFrame
        print("engine bench: 10× the layers costs \(format(ratio))× the time (target ≤ 12×)")
        return 0
    }

    /// Animations given to every layer.
    static let animationsPerLayer = 4
    /// The deepest a layer may sit, counting the root as depth 1.
    static let maximumDepth = 8
    /// Animation evaluations per timed run, spread over as many frames as that takes.
    static let evaluationsPerRun = 800_000
    /// Timed runs per size; the fastest is reported, to damp noise from the shared machine.
    static let runs = 9

    /// One tree and its clock.
    final class Workload {
        let engine = ReferenceEngine()
        let layers: [ReferenceLayer]
        /// The depth of the deepest layer, the root counting as 1.
        let deepest: Int
        let keyPaths = ["opacity", "position.x", "bounds.width"]
        var time = 0.0
        var bestNanosecondsPerFrame = Double.infinity
        /// Keeps the optimiser from dropping the reads.
        var checksum = 0.0

        init(layerCount: Int) {
            (layers, deepest) = EngineBenchCommand.buildTree(engine, layerCount: layerCount)
            engine.commit()
        }

        /// Renders frames 1/60 s apart and times reading every key path of every layer after each.
        func run() {
            let frames = max(1, evaluationsPerRun / (layers.count * animationsPerLayer))
            let clock = ContinuousClock()
            var elapsed = Duration.zero
            for _ in 0..<frames {
                time += 1.0 / 60
                try? engine.render(atMediaTime: time)
                let start = clock.now
                for layer in layers {
                    for keyPath in keyPaths {
                        checksum += engine.presentationValue(forKeyPath: keyPath, of: layer)
                    }
                }
                elapsed += clock.now - start
            }
            let components = elapsed.components
            let nanoseconds = Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
            bestNanosecondsPerFrame = min(bestNanosecondsPerFrame, nanoseconds / Double(frames))
        }
    }

    /// Builds a deterministic tree: each new layer hangs under an earlier one that is shallow enough.
    static func buildTree(_ engine: ReferenceEngine, layerCount: Int) -> (layers: [ReferenceLayer], deepest: Int) {
        var random = SplitMix64(seed: 0x5EED_CA11)
        var layers: [ReferenceLayer] = []
        var depths: [Int] = []
        let speeds = [1.0, 0.5, 2.0, 1.0, 1.5]
        for index in 0..<layerCount {
            let layer = engine.makeLayer()
            var depth = 1
            if index > 0 {
                let parent = Int(random.next() % UInt64(index))
                if depths[parent] < maximumDepth {
                    try? engine.addSublayer(layer, to: layers[parent])
                    depth = depths[parent] + 1
                }
            }
            let speed = speeds[Int(random.next() % UInt64(speeds.count))]
            try? engine.setTiming(
                LayerTiming(beginTime: Double(random.next() % 4), speed: speed, timeOffset: Double(random.next() % 3)),
                of: layer)
            addAnimations(to: layer, in: engine)
            layers.append(layer)
            depths.append(depth)
        }
        return (layers, depths.max() ?? 0)
    }

    /// The four animations every layer runs.
    static func addAnimations(to layer: ReferenceLayer, in engine: ReferenceEngine) {
        var fade = Animation.basic("opacity", from: 0, to: 1, duration: 2)
        fade.timingFunction = .easeInEaseOut
        fade.timing.autoreverses = true
        fade.timing.repeatCount = .infinity
        var slide = Animation.basic("position.x", from: 0, to: 100, duration: 3)
        slide.timing.repeatCount = .infinity
        slide.timing.fillMode = .both
        var shake = Animation.keyframe("position.x", values: [0, 10, -10, 0], calculationMode: .cubic, duration: 1.5)
        shake.isAdditive = true
        shake.timing.repeatCount = .infinity
        var spring = Animation(
            keyPath: "bounds.width",
            kind: .spring(SpringValues(endpoints: BasicValues(from: 10, to: 20), damping: 5)),
            timing: AnimationTiming(duration: 2, repeatCount: .infinity))
        spring.isRemovedOnCompletion = false
        try? engine.add(fade, forKey: "fade", to: layer)
        try? engine.add(slide, forKey: "slide", to: layer)
        try? engine.add(shake, forKey: "shake", to: layer)
        try? engine.add(spring, forKey: "spring", to: layer)
    }

    /// One decimal place.
    static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return "\(tenths)"
    }
}

/// A small deterministic generator (SplitMix64), so the tree is the same on every run.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
