import MediaTiming
import Testing

@testable import ReferenceEngine

/// SEMANTICS §1: time spaces.
@Suite struct TimeSpacesTests {
    // SEMANTICS §1.1: t = (tp − b)·s + o, speeds multiply down media → root → layer → animation.
    @Test func section1_1_localTimeComposesDownTheTree() throws {
        let engine = ReferenceEngine()
        let root = engine.makeLayer()
        let child = engine.makeLayer()
        try engine.addSublayer(child, to: root)
        try engine.setTiming(LayerTiming(beginTime: 0, speed: 2, timeOffset: 0), of: root)
        try engine.setTiming(LayerTiming(beginTime: 1, speed: 0.5, timeOffset: 3), of: child)
        // root at media 10: (10 − 0)·2 + 0 = 20; child: (20 − 1)·0.5 + 3 = 12.5
        #expect(engine.convertTime(10, from: nil, to: child) == 12.5)
        // Animation with speed 2 on the child, from 0 to 100 over 100 s; committed at media 0:
        // child local at 0 = ((0 − 0)·2 − 1)·0.5 + 3 = 2.5 = stamped beginTime.
        var animation = Animation.basic("x", from: 0, to: 100, duration: 100)
        animation.timing.speed = 2
        try engine.install(animation, forKey: "a", on: child)
        #expect(engine.animation(forKey: "a", of: child)?.timing.beginTime == 2.5)
        // media 10: child local 12.5; e = 12.5 − 2.5 = 10; t = 10·2 = 20; p = 0.2 → 20
        #expect(close(try engine.value("x", of: child, at: 10), 20))
    }

    // SEMANTICS §1.2: media time is the caller's; nothing moves until render.
    @Test func section1_2_nothingMovesUntilRender() throws {
        let (engine, layer) = engineWithLayer()
        #expect(engine.mediaTime == 0)
        try engine.install(.basic("x", from: 0, to: 10, duration: 1), forKey: "a", on: layer)
        // Still media time 0: e = 0, p = 0 → 0, however long the test takes.
        #expect(engine.presentationValue(forKeyPath: "x", of: layer) == 0)
        // media 0.5: p = 0.5 → 5
        #expect(try engine.value("x", of: layer, at: 0.5) == 5)
        #expect(engine.mediaTime == 0.5)
    }

    // SEMANTICS §1.3: layers have defaults and an unbounded duration (no wrapping).
    @Test func section1_3_layerDefaultsAndNoWrapping() throws {
        let (engine, layer) = engineWithLayer()
        #expect(engine.timing(of: layer) == LayerTiming(beginTime: 0, speed: 1, timeOffset: 0))
        try engine.setTiming(LayerTiming(beginTime: 2, speed: 3, timeOffset: 1), of: layer)
        // (1e6 − 2)·3 + 1 = 2_999_995, never wrapped
        #expect(engine.convertTime(1e6, from: nil, to: layer) == 2_999_995)
        let defaults = AnimationTiming()
        #expect(defaults.duration == 0 && defaults.speed == 1 && defaults.repeatCount == 0)
        #expect(defaults.fillMode == .removed && !defaults.autoreverses)
    }

    // SEMANTICS §1.3: outside a bounded layer's active period (no fill) its sublayers have no
    // time either, a paused one included, whose own clock would otherwise read its offset.
    @Test func section1_3_aPausedLayerUnderALayerWithNoTimeHasNone() throws {
        let engine = ReferenceEngine()
        let parent = engine.makeLayer()
        let child = engine.makeLayer()
        try engine.addSublayer(child, to: parent)
        var bounded = LayerTiming()
        bounded.duration = 1
        try engine.setTiming(bounded, of: parent)
        // The child is bounded too (duration 5): its clock then samples as an animation's does.
        var paused = LayerTiming(beginTime: 0, speed: 0, timeOffset: 0.5)
        paused.duration = 5
        try engine.setTiming(paused, of: child)
        try engine.setModelValue(7, forKeyPath: "x", of: child)
        // Committed at media 0: the child's time is its offset 0.5 (inside [0, 5)), so the begin time is 0.5 and
        // the animation's time is 0.5 − 0.5 = 0, where it shows its from value 0.
        try engine.install(Animation.basic("x", from: 0, to: 10, duration: 10), forKey: "a", on: child)
        #expect(try engine.value("x", of: child, at: 0.5) == 0)
        // At media 4 the parent is past its active period [0, 1) with no fill: no time, so the
        // animation contributes nothing and the model value 7 shows.
        #expect(try engine.value("x", of: child, at: 4) == 7)
    }

    // SEMANTICS §1.4: convertTime goes up to the lowest common ancestor inverting each link, then down.
    @Test func section1_4_convertTimeThroughThreeLevels() throws {
        let engine = ReferenceEngine()
        let a = engine.makeLayer()
        let b = engine.makeLayer()
        let c = engine.makeLayer()
        let d = engine.makeLayer()
        try engine.addSublayer(b, to: a)
        try engine.addSublayer(c, to: a)
        try engine.setTiming(LayerTiming(beginTime: 1, speed: 2, timeOffset: 0), of: a)
        try engine.setTiming(LayerTiming(beginTime: 0, speed: 0.5, timeOffset: 4), of: b)
        try engine.setTiming(LayerTiming(beginTime: 2, speed: 3, timeOffset: 1), of: c)
        try engine.setTiming(LayerTiming(beginTime: 0, speed: 4, timeOffset: 0), of: d)
        // media 3 → a: (3 − 1)·2 = 4 → b: (4 − 0)·0.5 + 4 = 6
        #expect(engine.convertTime(3, from: nil, to: b) == 6)
        // b 6 → a: (6 − 4)/0.5 + 0 = 4 → media: (4 − 0)/2 + 1 = 3
        #expect(engine.convertTime(6, from: b, to: nil) == 3)
        // b 5 → a: (5 − 4)/0.5 = 2 (a is the common ancestor) → c: (2 − 2)·3 + 1 = 1
        #expect(engine.convertTime(5, from: b, to: c) == 1)
        // Different trees meet in media time: d 3 → media 3/4 = 0.75 → a: (0.75 − 1)·2 = −0.5
        #expect(engine.convertTime(3, from: d, to: a) == -0.5)
        // From a layer to itself: unchanged.
        #expect(engine.convertTime(7, from: c, to: c) == 7)
        // The `into:` convenience is the same mapping.
        #expect(engine.convertTime(3, from: nil, into: b) == 6)
    }

    // SEMANTICS §1.4: inverting through speed 0 gives the IEEE result.
    @Test func section1_4_convertTimeThroughSpeedZeroIsIEEE() throws {
        let (engine, frozen) = engineWithLayer()
        try engine.setTiming(LayerTiming(beginTime: 2, speed: 0, timeOffset: 3), of: frozen)
        // (5 − 3)/0 + 2 = +∞; (1 − 3)/0 + 2 = −∞; (3 − 3)/0 = NaN
        #expect(engine.convertTime(5, from: frozen, to: nil) == .infinity)
        #expect(engine.convertTime(1, from: frozen, to: nil) == -.infinity)
        #expect(engine.convertTime(3, from: frozen, to: nil).isNaN)
        // Downward through speed 0 is finite: (100 − 2)·0 + 3 = 3
        #expect(engine.convertTime(100, from: nil, to: frozen) == 3)
    }

    // SEMANTICS §1.5: boundaries are compared within 1e-9, since speeds may come from Floats.
    @Test func section1_5_boundaryToleranceCompletesOnTime() throws {
        let (engine, layer) = engineWithLayer()
        try engine.setTiming(LayerTiming(speed: 0.3), of: layer)
        let log = CallbackLog("a")
        try engine.install(
            Animation.basic("x", from: 0, to: 1, duration: 0.9).with(delegate: log), forKey: "a", on: layer)
        // media 3: local 3·0.3 = 0.8999999999999999 in Doubles, within 1e-9 of D = 0.9: completed.
        try engine.render(atMediaTime: 3)
        #expect(log.entries == ["start a", "stop a true"])
    }
}
