import ConformanceOracles
import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

/// Scratch: the three shrunk technique divergences of the world model.
@Suite struct TechniqueWorldDivergenceTests {
    static var tech10: Script { [
        .makeView(parent: nil),  // 0
        .technique(TechniqueStep(.installScrubber(key: "a"), view: 0, animation: Animation(keyPath: "opacity", kind: .basic(BasicValues()), timing: AnimationTiming(duration: 1)))),  // 1
        .removeAnimation(view: 0, key: "a"),  // 2
        .technique(TechniqueStep(.changeSpeed(-1), view: 0)),  // 3
        .technique(TechniqueStep(.reinstall(key: "b"), view: 0, animation: Animation(keyPath: nil, kind: .group([Animation(keyPath: "opacity", kind: .basic(BasicValues()), timing: AnimationTiming(duration: 1))]), timing: AnimationTiming(duration: 1)))),  // 4
        .makeView(parent: nil),  // 5
        .technique(TechniqueStep(.releaseScrub, view: 0)),  // 6
        .reentrant(.didStart(view: 0, key: "b"), [.technique(TechniqueStep(.scrub(to: 0.5), view: 0))]),
        .advance(by: 0),  // 8
        .advance(by: 1),
        .advance(by: 1),
    ] }

    static var tech13: Script { [
        .makeView(parent: nil),  // 0
        .advance(by: 0),  // 1
        .technique(TechniqueStep(.changeSpeed(-1), view: 0)),  // 2
        .makeView(parent: nil),  // 3
        .makeView(parent: nil),  // 4
        .technique(TechniqueStep(.addWithClosures(key: "a"), view: 0, animation: Animation(keyPath: "opacity", kind: .basic(BasicValues(from: 0, to: 0)), timing: AnimationTiming(duration: 1)))),  // 5
        .advance(by: 0.5),  // 6
        .technique(TechniqueStep(.invalidate, view: 0)),  // 7
        .setTiming(view: 0, LayerTiming()),  // 8
        .reentrant(.didStart(view: 0, key: "a"), [.setTiming(view: 0, LayerTiming(timeOffset: 1))]),
        .advance(by: 0),  // 10
        .advance(by: 1),
        .advance(by: 1),
    ] }

    static var tech9: Script { [
        .makeView(parent: nil),  // 0
        .makeView(parent: nil),  // 1
        .makeView(parent: nil),  // 2
        .technique(TechniqueStep(.addWithClosures(key: "a"), view: 1, animation: Animation(keyPath: "opacity", kind: .basic(BasicValues(from: 0)), timing: AnimationTiming(duration: 1)))),  // 3
        .technique(TechniqueStep(.restore, view: 0)),  // 4
        .makeView(parent: nil),  // 5
        .host(.observe(view: nil)),  // 6
        .setCompletionBlock,  // 7
        .beginTransaction,  // 8
        .reentrant(
            .appNotification("willResignActive"),
            [
                .reentrant(
                    .didStart(view: 1, key: "a"),
                    [
                        .makeView(parent: nil),  // 17
                        .technique(TechniqueStep(.addWithClosures(key: "a"), view: 0, animation: Animation(keyPath: "opacity", kind: .basic(BasicValues(from: 0, to: 0)), timing: AnimationTiming(duration: 1, repeatCount: 2)))),  // 18
                        .technique(TechniqueStep(.installScrubber(key: "a"), view: 0, animation: Animation(keyPath: "opacity", kind: .basic(BasicValues()), timing: AnimationTiming(duration: 1)))),  // 19
                    ]),
                .makeView(parent: nil),  // 15
                .makeView(parent: nil),  // 16
            ]),
        .host(.moveToBackground),  // 10
        .technique(TechniqueStep(.reinstall(key: "a"), view: 1, animation: Animation(keyPath: "opacity", kind: .basic(BasicValues(to: 0)), timing: AnimationTiming(duration: 1)))),  // 11
        .commit,  // 12
        .advance(by: 0),  // 13
        .advance(by: 1),
    ] }

    @Test(arguments: ["TECH-10", "TECH-13", "TECH-9"])
    func agrees(_ name: String) {
        let script = name == "TECH-10" ? Self.tech10 : name == "TECH-13" ? Self.tech13 : Self.tech9
        let trace = ScriptDriver.run(script, on: ReferenceEngine())
        for (i, step) in trace.steps.enumerated() {
            print(name, i, step.note ?? "-", step.callbacks, (0..<step.viewCount).map { "v\($0) t=\(step.localTime(ofView: $0)) k=\(step.keys(ofView: $0))" })
        }
        let model = WorldModel(profile: ReferenceEngine().profile)
        model.prepare(script)
        for (i, step) in script.steps.enumerated() where i < trace.steps.count {
            let p = model.apply(step, index: i)
            print(name, "model", i, p.isNoOp as Any, p.events as Any, p.localTimes, p.keys, model.lostReason as Any)
        }
        var evidence = TechniqueWorldDifferentialTests.Evidence()
        let found = TechniqueWorldDifferentialTests.firstDisagreement(script, &evidence)
        #expect(found == nil, "\(name): \(found ?? "")")
    }
}
