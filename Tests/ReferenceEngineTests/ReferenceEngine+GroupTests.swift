import MediaTiming
import Testing

@testable import ReferenceEngine

/// SEMANTICS §5.5: groups.
@Suite struct GroupTests {
    // SEMANTICS §5.5: children run in group time and are clipped, not scaled.
    @Test func section5_5_childrenAreClippedNotScaled() throws {
        let (engine, layer) = engineWithLayer()
        try engine.setModelValue(-1, forKeyPath: "x", of: layer)
        try engine.install(.group([.basic("x", from: 0, to: 10, duration: 2)], duration: 1), forKey: "g", on: layer)
        // group e = 0.5 → child p = 0.5/2 = 0.25 → 2.5 (scaling would give 5)
        #expect(try engine.value("x", of: layer, at: 0.5) == 2.5)
        // group over at 1: removed, model shows
        #expect(try engine.value("x", of: layer, at: 1.5) == -1)
    }

    // SEMANTICS §5.5: a child's beginTime counts from the group's start and is never stamped.
    @Test func section5_5_childBeginTimeCountsFromGroupStart() throws {
        let (engine, layer) = engineWithLayer()
        try engine.setModelValue(7, forKeyPath: "x", of: layer)
        try engine.render(atMediaTime: 10)
        let child = Animation.basic("x", from: 0, to: 10, duration: 1).timed { $0.beginTime = 0.5 }
        try engine.install(.group([child], duration: 2), forKey: "g", on: layer)  // group stamped 10
        // group time 0.25 < child begin 0.5: child contributes nothing → 7
        #expect(try engine.value("x", of: layer, at: 10.25) == 7)
        // group time 1 → child e = 0.5 → 5
        #expect(try engine.value("x", of: layer, at: 11) == 5)
    }

    // SEMANTICS §5.5: only the group's delegate and isRemovedOnCompletion count.
    @Test func section5_5_onlyTheGroupsDelegateAndRemovalFlagCount() throws {
        let (engine, layer) = engineWithLayer()
        let groupLog = CallbackLog("group")
        let childLog = CallbackLog("child")
        var child = Animation.basic("x", from: 0, to: 10, duration: 1).with(delegate: childLog)
        child.isRemovedOnCompletion = false
        let group = Animation.group([child], duration: 1).with(delegate: groupLog)
        try engine.install(group, forKey: "g", on: layer)
        try engine.render(atMediaTime: 2)
        #expect(groupLog.entries == ["start group", "stop group true"])
        #expect(childLog.entries.isEmpty)
        #expect(engine.animationKeys(of: layer).isEmpty)  // the group's flag (true) wins
    }

    // SEMANTICS §5.5 (open): a child with duration 0 takes the group's duration (default).
    @Test func section5_5_childWithoutDurationTakesGroupDuration() throws {
        let (engine, layer) = engineWithLayer()
        let child = Animation.basic("x", from: 0, to: 10, duration: 0).timed { $0.fillMode = .forwards }
        try engine.install(.group([child], duration: 2), forKey: "g", on: layer)
        // child d = 2: at 1, p = 0.5 → 5
        #expect(try engine.value("x", of: layer, at: 1) == 5)
    }

    // SEMANTICS §5.5 profile transactionDefault: the child takes 0.25 s.
    @Test func section5_5_profileGroupChildTransactionDefault() throws {
        let profile = TimingProfile(groupChildDefaultDuration: .transactionDefault)
        let (engine, layer) = engineWithLayer(profile: profile)
        let child = Animation.basic("x", from: 0, to: 10, duration: 0).timed { $0.fillMode = .forwards }
        try engine.install(.group([child], duration: 2), forKey: "g", on: layer)
        // child d = 0.25: at 0.125 → 5; at 1 it has ended and fills forwards → 10
        #expect(try engine.value("x", of: layer, at: 0.125) == 5)
        #expect(try engine.value("x", of: layer, at: 1) == 10)
    }

    // SEMANTICS §5.5 with §3: a repeating group repeats its children; children compose in order.
    @Test func section5_5_groupRepeatsAndComposesChildren() throws {
        let (engine, layer) = engineWithLayer()
        var wobble = Animation.basic("x", from: 0, to: 1, duration: 1)
        wobble.isAdditive = true
        let group = Animation.group([.basic("x", from: 0, to: 10, duration: 1), wobble], duration: 1)
            .timed { $0.repeatCount = 3 }
        try engine.install(group, forKey: "g", on: layer)
        // media 2.5: group cycle 2 at 0.5 → 5 + 0.5 = 5.5
        #expect(try engine.value("x", of: layer, at: 2.5) == 5.5)
    }
}
