import MediaTiming
import PropertyTesting
import Scripts

/// Small random scripts over every technique operation amid lifecycle events, for the
/// differential test: a seed gives one script, always the same.
enum TechniqueScriptDraw {
    /// A script of up to three views and 10 to 40 steps.
    static func script(seed: UInt64) -> Script {
        var random = SplitMix64(seed: seed &+ 0x5EED)
        func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
        func animation() -> Animation {
            var animation = Animation.basic(
                "x", from: 0, to: 10, duration: [0.5, 1, 3][pick(3)])
            if pick(3) == 0 { animation.timing.repeatCount = .infinity }
            if pick(4) == 0 { animation.isRemovedOnCompletion = false }
            if pick(4) == 0 { animation.timing.beginTime = [0.5, 2][pick(2)] }
            return animation
        }
        let viewCount = 1 + pick(3)
        var steps: [Step] = [.makeView(parent: nil)]
        for index in 1..<viewCount { steps.append(.makeView(parent: pick(2) == 0 ? nil : pick(index))) }
        for _ in 0..<(10 + pick(31)) {
            let view = pick(viewCount + (pick(10) == 0 ? 1 : 0))
            let key = ["a", "b"][pick(2)]
            switch pick(12) {
            case 0, 1: steps.append(.advance(by: [0, 0.25, 0.5, 1, 2.5][pick(5)]))
            case 2: steps.append(.add(view: view, key: key, animation: animation()))
            case 3: steps.append(.setTiming(view: view, LayerTiming(beginTime: 0, speed: [1, 2, 0.5, 0][pick(4)])))
            case 4: steps.append([.detach(view: view), .attach(view: view)][pick(2)])
            case 5:
                // One transition, or a whole trip with a frame while away (a kept stop is heard then).
                switch pick(3) {
                case 0: steps.append([.resignActive, .enterBackground, .enterForeground, .becomeActive][pick(4)])
                case 1:
                    steps += [.resignActive, .enterBackground, .advance(by: 0.5), .enterForeground, .becomeActive]
                default: steps += [.detach(view: view), .advance(by: 0.5), .attach(view: view)]
                }
            case 6: steps.append(.commit)
            default:
                let operations: [TechniqueStep.Operation] = [
                    .pause, .resume, .changeSpeed([2, 0.5, 0, -1][pick(4)]), .store, .restore, .discard,
                    .setResumeSpeed([3, 0, .infinity][pick(3)]), .inspect, .preserve, .reinstall(key: "r"),
                    .uninstall(key: "r"), .reinstallMissing, .installScrubber(key: "s"),
                    .scrub(to: [0, 0.5, 2][pick(3)]),
                    .releaseScrub, .reinstallScrubber, .addWithClosures(key: "c"), .invalidate, .invalidateAll,
                ]
                // One step in four uses the deferred-offset scrubbing set (a correct set of its own).
                let variant = pick(4) == 0 ? "scrub.deferredOffset" : "correct"
                let operation = operations[pick(operations.count)]
                steps.append(.technique(TechniqueStep(operation, view: view, variant: variant, animation: animation())))
            }
        }
        return Script(steps)
    }
}
