import ConformanceOracles
import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

/// A reinstaller's animation installed from inside a frame's delivery (TECH-11's shrunk case):
/// it is added after that render's commit, so at a removal in the same turn it has not begun and
/// counts as running (`Reinstaller`: completed animations are not re-added, running ones are).
@Suite struct TechniqueWorldReinstallTests {
    /// The script's frame observer (registered before the reinstaller exists) reinstalls "a" as
    /// a group at the frame of media time 1, after the first copy completed; the view then leaves
    /// its window and comes back in the same turn.
    static var script: Script {
        let group = Animation(
            keyPath: nil,
            kind: .group([
                Animation(
                    keyPath: "opacity", kind: .keyframe(KeyframeValues(values: [0, 0])),
                    timing: AnimationTiming(duration: 1))
            ]), timing: AnimationTiming(duration: 1))
        let first = Animation(
            keyPath: "opacity", kind: .keyframe(KeyframeValues(values: [0, 0, 0])), timing: AnimationTiming(duration: 1)
        )
        return [
            .makeView(parent: nil),
            .host(.observeFrames),
            .technique(TechniqueStep(.reinstall(key: "a"), view: 0, animation: first)),
            .reentrant(.frame, [.technique(TechniqueStep(.reinstall(key: "a"), view: 0, animation: group))]),
            .advance(by: 1),
            .detach(view: 0),
            .attach(view: 0),
            .advance(by: 0.5),
        ]
    }

    @Test func aCopyInstalledDuringAFrameComesBackAfterATripInThatTurn() {
        let script = Self.script
        let trace = ScriptDriver.run(script, on: ReferenceEngine())
        // Step 4: the first copy starts and ends at media 1 (duration 1 from the stamp at 0).
        #expect(trace.steps[4].keys(ofView: 0) == ["a"])
        // The group never began before the removal, so the return re-adds it (keys ["a"]), and
        // at the next render the removed copy's stop comes first, then the new copy's start.
        #expect(trace.steps[6].keys(ofView: 0) == ["a"])
        #expect(trace.steps[7].callbacks.map(\.kind).prefix(2) == [.didStop(finished: false), .didStart])
        let model = WorldModel(profile: ReferenceEngine().profile)
        model.prepare(script)
        var predicted: [String]?? = nil
        for index in 0...6 { predicted = model.apply(script.steps[index], index: index).keys.first }
        #expect(model.lostReason == nil)
        #expect(predicted == ["a"])
        var evidence = TechniqueWorldDifferentialTests.Evidence()
        let found = TechniqueWorldDifferentialTests.firstDisagreement(script, &evidence)
        #expect(found == nil, "\(found ?? "")")
    }
}
