import MediaTiming
import Scripts
import Testing

@testable import Generators

@Suite struct ScriptModelTests {
    private func model(after steps: [Step]) -> ScriptModel {
        var model = ScriptModel()
        for step in steps { model.apply(step) }
        return model
    }

    @Test func boundariesOfARepeatingAnimation() {
        var animation = Animation.basic("opacity", from: 0, to: 1, duration: 2)
        animation.timing.repeatCount = 2
        let model = model(after: [.makeView(parent: nil), .add(view: 0, key: "a", animation: animation), .commit])
        // Stamped at 0; the begin (0) is not ahead. One cycle is 2, the active duration 2·2 = 4:
        // the first cycle ends at 2, the active duration at 4 (the second cycle's end is the same instant).
        let boundaries = model.upcomingBoundaries()
        #expect(boundaries.map(\.time) == [2, 4])
        #expect(boundaries.map(\.kind) == ["cycleEnd", "activeEnd"])
    }

    @Test func boundariesMapThroughAFasterParent() {
        let animation = Animation.basic("opacity", from: 0, to: 1, duration: 4)
        let model = model(after: [
            .makeView(parent: nil), .makeView(parent: 0),
            .setTiming(view: 0, LayerTiming(speed: 2)),
            .advance(by: 1),
            .add(view: 1, key: "a", animation: animation),
            .commit,
        ])
        // At media time 1 the child's local time is (1 − 0)·2 = 2, so the copy is stamped 2 and
        // ends at local 2 + 4 = 6, which the parent reaches at media time 6 / 2 = 3.
        #expect(model.upcomingBoundaries().map(\.time) == [3])
        #expect(model.localTime(of: 1) == 2)
    }

    @Test func systemRemovalsDropKeysButProtectedViewsKeepThem() {
        let animation = Animation.basic("opacity", to: 1, duration: 1)
        var model = model(after: [
            .makeView(parent: nil), .makeView(parent: nil),
            .add(view: 0, key: "a", animation: animation), .add(view: 1, key: "b", animation: animation),
            .technique(TechniqueStep(.preserve, view: 1)),
            .resignActive, .enterBackground,
        ])
        #expect(model.views[0].keys.isEmpty)
        #expect(model.views[1].keys == ["b"])
        model.apply(.detach(view: 1))
        #expect(model.views[1].placement == .detached)
        #expect(model.views[1].keys == ["b"])
    }

    @Test func stepsWhosePreconditionFailsChangeNothing() {
        let model = model(after: [
            .makeView(parent: nil), .enterForeground, .attach(view: 0), .makeView(parent: 7),
            .removeAnimation(view: 3, key: "a"),
        ])
        #expect(model.views.count == 1)
        #expect(model.phase == .active)
        #expect(model.views[0].placement == .root)
    }
}
