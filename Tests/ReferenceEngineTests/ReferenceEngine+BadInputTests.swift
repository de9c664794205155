import MediaTiming
import Testing

@testable import ReferenceEngine

/// Issue 2.7: bad input has a documented outcome, never a crash, and leaves the state intact.
@Suite struct BadInputTests {
    // Render at NaN or ±∞: invalidTime; the clock and the callbacks do not move.
    @Test func nonFiniteRenderTimeIsRefused() throws {
        let (engine, layer) = engineWithLayer()
        let log = CallbackLog("a")
        try engine.install(
            Animation.basic("x", from: 0, to: 1, duration: 1).with(delegate: log), forKey: "a", on: layer)
        for time in [Double.nan, .infinity, -.infinity] {
            #expect(throws: TimingEngineError.self) { try engine.render(atMediaTime: time) }
        }
        #expect(engine.mediaTime == 0)
        #expect(log.entries.isEmpty)
    }

    // Render time going backwards: invalidTime, nothing changes.
    @Test func backwardsRenderTimeIsRefused() throws {
        let (engine, layer) = engineWithLayer()
        try engine.install(.basic("x", from: 0, to: 10, duration: 4), forKey: "a", on: layer)
        #expect(try engine.value("x", of: layer, at: 2) == 5)
        do {
            try engine.render(atMediaTime: 1)
            Issue.record("expected invalidTime")
        } catch {
            guard case .invalidTime = error else {
                Issue.record("wrong error \(error)")
                return
            }
        }
        #expect(engine.mediaTime == 2)
        #expect(engine.presentationValue(forKeyPath: "x", of: layer) == 5)
        try engine.render(atMediaTime: 2)  // the same time is allowed
    }

    // Layer timing with NaN or ∞: invalidTiming; the previous timing stays.
    @Test func nonFiniteLayerTimingIsRefused() throws {
        let (engine, layer) = engineWithLayer()
        let good = LayerTiming(beginTime: 1, speed: 2, timeOffset: 3)
        try engine.setTiming(good, of: layer)
        for bad in [LayerTiming(beginTime: .nan), LayerTiming(speed: .infinity), LayerTiming(timeOffset: -.infinity)] {
            #expect(throws: TimingEngineError.self) { try engine.setTiming(bad, of: layer) }
        }
        #expect(engine.timing(of: layer) == good)
    }

    // Animation timing with NaN or ∞, or a negative repeat count: invalidAnimation; nothing added or removed.
    @Test func nonFiniteAnimationTimingIsRefused() throws {
        let (engine, layer) = engineWithLayer()
        try engine.install(.basic("x", from: 0, to: 10, duration: 1), forKey: "a", on: layer)
        let bad: [Animation] = [
            Animation.basic("x", from: 0, to: 1, duration: .nan),
            Animation.basic("x", from: 0, to: 1, duration: 1).timed { $0.beginTime = .infinity },
            Animation.basic("x", from: 0, to: 1, duration: 1).timed { $0.speed = .nan },
            Animation.basic("x", from: 0, to: 1, duration: 1).timed { $0.repeatCount = -1 },
            Animation.basic("x", from: .nan, duration: 1),
            .group([Animation.basic("x", from: 0, to: 1, duration: 1).timed { $0.timeOffset = .nan }], duration: 1),
        ]
        for animation in bad {
            #expect(throws: TimingEngineError.self) { try engine.add(animation, forKey: "a", to: layer) }
        }
        #expect(engine.animationKeys(of: layer) == ["a"])
        #expect(try engine.value("x", of: layer, at: 0.5) == 5)  // the original is untouched
    }

    // Zero or negative durations take the transaction's duration (the Core Animation rule).
    @Test func zeroAndNegativeDurationsTakeTheTransactionDuration() throws {
        let (engine, layer) = engineWithLayer()
        try engine.install(.basic("x", from: 0, to: 10, duration: -1), forKey: "a", on: layer)
        // d = 0.25: at 0.125 → 5
        #expect(try engine.value("x", of: layer, at: 0.125) == 5)
        // A non-finite or negative transaction duration is ignored.
        engine.transactionAnimationDuration = .nan
        engine.transactionAnimationDuration = -2
        #expect(engine.transactionAnimationDuration == 0.25)
    }

    // from, to and by all nil: the underlying value, no visible change.
    @Test func emptyBasicValuesChangeNothing() throws {
        let (engine, layer) = engineWithLayer()
        try engine.setModelValue(3, forKeyPath: "x", of: layer)
        try engine.install(
            Animation(keyPath: "x", kind: .basic(BasicValues()), timing: AnimationTiming(duration: 1)), forKey: "a",
            on: layer)
        #expect(try engine.value("x", of: layer, at: 0.5) == 3)
    }

    // Unknown key paths read 0; an animation on an unset key path animates from 0.
    @Test func unknownKeyPaths() throws {
        let (engine, layer) = engineWithLayer()
        #expect(engine.modelValue(forKeyPath: "nowhere", of: layer) == 0)
        #expect(engine.presentationValue(forKeyPath: "nowhere", of: layer) == 0)
        try engine.install(.basic("unset", to: 10, duration: 1), forKey: "a", on: layer)
        // 0…10 at p = 0.5 → 5
        #expect(try engine.value("unset", of: layer, at: 0.5) == 5)
        // NaN model values and empty key paths are refused.
        #expect(throws: TimingEngineError.self) { try engine.setModelValue(.nan, forKeyPath: "x", of: layer) }
        #expect(throws: TimingEngineError.self) { try engine.setModelValue(1, forKeyPath: "", of: layer) }
    }

    // Removing a key that is not there is ignored: no change, no callback.
    @Test func removingAMissingKeyIsIgnored() throws {
        let (engine, layer) = engineWithLayer()
        let log = CallbackLog("a")
        try engine.install(
            Animation.basic("x", from: 0, to: 1, duration: 5).with(delegate: log), forKey: "a", on: layer)
        engine.removeAnimation(forKey: "b", from: layer)
        try engine.render(atMediaTime: 1)
        #expect(engine.animationKeys(of: layer) == ["a"])
        #expect(log.entries == ["start a"])
    }

    // A layer added to itself or to a descendant: cycle, tree unchanged.
    @Test func cyclesAreRefused() throws {
        let engine = ReferenceEngine()
        let a = engine.makeLayer()
        let b = engine.makeLayer()
        let c = engine.makeLayer()
        try engine.addSublayer(b, to: a)
        try engine.addSublayer(c, to: b)
        #expect(throws: TimingEngineError.cycle) { try engine.addSublayer(a, to: a) }
        #expect(throws: TimingEngineError.cycle) { try engine.addSublayer(a, to: c) }
        #expect(engine.superlayer(of: a) == nil)
        #expect(engine.sublayers(of: a) == [b])
        #expect(engine.sublayers(of: b) == [c])
        // Moving a layer detaches it from its old parent.
        try engine.addSublayer(c, to: a)
        #expect(engine.sublayers(of: a) == [b, c] && engine.sublayers(of: b).isEmpty)
        engine.removeFromSuperlayer(c)
        engine.removeFromSuperlayer(a)  // a root stays as it is
        #expect(engine.superlayer(of: c) == nil && engine.sublayers(of: a) == [b])
    }

    // Handles from another engine: unknownLayer for throwing calls, neutral answers for queries.
    @Test func foreignHandles() throws {
        let (engine, _) = engineWithLayer()
        let (other, foreign) = engineWithLayer()
        try other.setTiming(LayerTiming(speed: 5), of: foreign)
        let mine = engine.makeLayer()
        #expect(throws: TimingEngineError.unknownLayer) { try engine.addSublayer(foreign, to: mine) }
        #expect(throws: TimingEngineError.unknownLayer) { try engine.addSublayer(mine, to: foreign) }
        #expect(throws: TimingEngineError.unknownLayer) { try engine.setTiming(.identity, of: foreign) }
        #expect(throws: TimingEngineError.unknownLayer) { try engine.setModelValue(1, forKeyPath: "x", of: foreign) }
        #expect(throws: TimingEngineError.unknownLayer) {
            try engine.add(.basic("x", from: 0, to: 1, duration: 1), forKey: "a", to: foreign)
        }
        #expect(engine.timing(of: foreign) == .identity)
        #expect(engine.modelValue(forKeyPath: "x", of: foreign) == 0)
        #expect(engine.presentationValue(forKeyPath: "x", of: foreign) == 0)
        #expect(engine.animationKeys(of: foreign).isEmpty)
        #expect(engine.animation(forKey: "a", of: foreign) == nil)
        #expect(engine.superlayer(of: foreign) == nil && engine.sublayers(of: foreign).isEmpty)
        engine.removeAnimation(forKey: "a", from: foreign)
        engine.removeAllAnimations(from: foreign)
        engine.removeFromSuperlayer(foreign)
        // A foreign layer in convertTime is read as media time: 4 stays 4.
        #expect(engine.convertTime(4, from: foreign, to: nil) == 4)
        #expect(other.timing(of: foreign).speed == 5)  // the owner is untouched
    }

    // NaN handed to convertTime propagates as NaN rather than crashing.
    @Test func nanThroughConvertTime() throws {
        let (engine, layer) = engineWithLayer()
        #expect(engine.convertTime(.nan, from: nil, to: layer).isNaN)
    }
}
