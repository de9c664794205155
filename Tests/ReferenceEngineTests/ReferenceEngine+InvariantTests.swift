import MediaTiming
import Testing

@testable import ReferenceEngine

/// Random operation sequences from fixed seeds: the engine never crashes, never shows NaN, and
/// every added copy hears at most one start, then exactly one stop once everything is removed
/// (SEMANTICS §6.1–§6.2).
@Suite struct InvariantTests {
    /// SplitMix64, so every run draws the same sequence.
    struct Seeded {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        mutating func pick(_ values: [Double]) -> Double { values[next(values.count)] }
    }

    @Test(arguments: 0..<40)
    func randomOperationsKeepTheCallbackContract(seed: Int) throws {
        var random = Seeded(state: UInt64(seed) &* 7919)
        let engine = ReferenceEngine()
        var layers = [engine.makeLayer()]
        var logs: [CallbackLog] = []
        var time = 0.0
        let keys = ["a", "b", "c"]
        let paths = ["x", "y"]
        for _ in 0..<150 {
            switch random.next(9) {
            case 0:
                let layer = engine.makeLayer()
                try? engine.addSublayer(layer, to: layers[random.next(layers.count)])
                layers.append(layer)
            case 1:
                let timing = LayerTiming(
                    beginTime: random.pick([0, 1, -2]), speed: random.pick([1, 0, 2, 0.5, -1]),
                    timeOffset: random.pick([0, 0.5, 3]))
                try engine.setTiming(timing, of: layers[random.next(layers.count)])
            case 2, 3:
                let log = CallbackLog("\(logs.count)")
                logs.append(log)
                var animation = Animation.basic(
                    paths[random.next(2)], from: 0, to: 10, duration: random.pick([0, 0.5, 1, 3]))
                animation.timing.beginTime = random.pick([0, 0, 1, 5])
                animation.timing.speed = random.pick([1, 2, -1, 0])
                animation.timing.repeatCount = random.pick([0, 1.5, 2])
                animation.timing.autoreverses = random.next(2) == 0
                animation.timing.fillMode = FillMode.allCases[random.next(4)]
                animation.isRemovedOnCompletion = random.next(3) != 0
                animation.isAdditive = random.next(2) == 0
                animation.delegate = log
                if random.next(4) == 0 { animation = .group([animation], duration: 1).with(delegate: log) }
                try engine.add(animation, forKey: keys[random.next(3)], to: layers[random.next(layers.count)])
            case 4:
                engine.commit()
            case 5, 6:
                time += random.pick([0, 0.1, 0.5, 2])
                try engine.render(atMediaTime: time)
            case 7:
                engine.removeAnimation(forKey: keys[random.next(3)], from: layers[random.next(layers.count)])
            default:
                engine.removeAllAnimations(from: layers[random.next(layers.count)])
            }
            for layer in layers {
                for path in paths { #expect(!engine.presentationValue(forKeyPath: path, of: layer).isNaN) }
            }
            for log in logs {
                let starts = log.entries.filter { $0.hasPrefix("start") }.count
                let stops = log.entries.filter { $0.hasPrefix("stop") }.count
                #expect(starts <= 1 && stops <= 1)
                if starts == 1 && stops == 1 { #expect(log.entries.first?.hasPrefix("start") == true) }
            }
        }
        for layer in layers { engine.removeAllAnimations(from: layer) }
        try engine.render(atMediaTime: time + 1)
        for log in logs {
            #expect(log.entries.filter { $0.hasPrefix("stop") }.count == 1, "copy \(log.name): \(log.entries)")
        }
    }
}
