import MediaTiming
import Testing

@testable import ReferenceEngine

/// SEMANTICS §2: adding, transactions and begin-time stamping.
@Suite struct TransactionTests {
    // SEMANTICS §2.1: add copies; later changes to the caller's value have no effect.
    @Test func section2_1_addCopies() throws {
        let (engine, layer) = engineWithLayer()
        var animation = Animation.basic("x", from: 0, to: 10, duration: 1)
        try engine.install(animation, forKey: "a", on: layer)
        animation.kind = .basic(BasicValues(from: 0, to: 1000))
        animation.timing.duration = 100
        // Stored copy still 0…10 over 1 s: at 0.5 → 5
        #expect(try engine.value("x", of: layer, at: 0.5) == 5)
        #expect(engine.animation(forKey: "a", of: layer)?.timing.duration == 1)
    }

    // SEMANTICS §2.2: one animation per key; the replacement goes to the end of the order.
    @Test func section2_2_sameKeyReplacesAndMovesToEnd() throws {
        let (engine, layer) = engineWithLayer()
        try engine.add(.basic("x", from: 0, to: 10, duration: 1), forKey: "a", to: layer)
        try engine.add(.basic("y", from: 0, to: 10, duration: 1), forKey: "b", to: layer)
        try engine.add(.basic("x", from: 100, to: 200, duration: 1), forKey: "a", to: layer)
        engine.commit()
        #expect(engine.animationKeys(of: layer) == ["b", "a"])
        // Only the replacement animates x: 100 + 100·0.5 = 150
        #expect(try engine.value("x", of: layer, at: 0.5) == 150)
    }

    // SEMANTICS §2.2 (open) profile keepPosition: the replacement takes the old place.
    @Test func section2_2_profileKeepPosition() throws {
        let (engine, layer) = engineWithLayer(profile: TimingProfile(replacementOrder: .keepPosition))
        try engine.add(.basic("x", from: 0, to: 10, duration: 1), forKey: "a", to: layer)
        try engine.add(.basic("y", from: 0, to: 10, duration: 1), forKey: "b", to: layer)
        try engine.add(.basic("x", from: 100, to: 200, duration: 1), forKey: "a", to: layer)
        #expect(engine.animationKeys(of: layer) == ["a", "b"])
    }

    // SEMANTICS §2.3: duration ≤ 0 becomes the transaction's duration, which is 0.25 after each commit.
    @Test func section2_3_zeroDurationTakesTransactionDuration() throws {
        let (engine, layer) = engineWithLayer()
        #expect(engine.transactionAnimationDuration == 0.25)
        engine.transactionAnimationDuration = 2
        try engine.add(.basic("x", from: 0, to: 10, duration: 0), forKey: "a", to: layer)
        engine.commit()
        #expect(engine.animation(forKey: "a", of: layer)?.timing.duration == 2)
        #expect(engine.transactionAnimationDuration == 0.25)
        try engine.install(.basic("y", from: 0, to: 10, duration: -3), forKey: "b", on: layer)
        #expect(engine.animation(forKey: "b", of: layer)?.timing.duration == 0.25)
        // a: 0…10 over 2 s at 1 → 5; b: 0…10 over 0.25 s, at 0.125 → 5
        #expect(try engine.value("x", of: layer, at: 0.125) == 0.625)  // 10·0.125/2
        #expect(engine.presentationValue(forKeyPath: "y", of: layer) == 5)
    }

    // SEMANTICS §2.4: an added animation takes effect from the commit.
    @Test func section2_4_addTakesEffectAtCommit() throws {
        let (engine, layer) = engineWithLayer()
        try engine.setModelValue(7, forKeyPath: "x", of: layer)
        try engine.add(.basic("x", from: 0, to: 10, duration: 4), forKey: "a", to: layer)
        // Not committed: the model value 7 shows even after a render.
        #expect(try engine.value("x", of: layer, at: 1) == 7)
        engine.commit()  // stamped b = 1
        // media 3: e = 2, p = 0.5 → 5
        #expect(try engine.value("x", of: layer, at: 3) == 5)
    }

    // SEMANTICS §2.5: at commit beginTime 0 becomes the layer's local time, with the timing of that commit.
    @Test func section2_5_commitStampsLayerLocalTime() throws {
        let engine = ReferenceEngine()
        let root = engine.makeLayer()
        let layer = engine.makeLayer()
        try engine.addSublayer(layer, to: root)
        try engine.setTiming(LayerTiming(speed: 2), of: root)
        try engine.render(atMediaTime: 3)
        let original = Animation.basic("x", from: 0, to: 10, duration: 1)
        try engine.add(original, forKey: "a", to: layer)
        #expect(engine.animation(forKey: "a", of: layer)?.timing.beginTime == 0)  // not yet stamped
        try engine.setTiming(LayerTiming(beginTime: 1, speed: 1, timeOffset: 5), of: layer)
        engine.commit()
        // local at media 3: root (3)·2 = 6 → layer (6 − 1)·1 + 5 = 10: timing of the commit, not of the add
        #expect(engine.animation(forKey: "a", of: layer)?.timing.beginTime == 10)
        #expect(original.timing.beginTime == 0)  // the caller's value keeps 0
        // An explicit begin time is kept as given.
        try engine.install(
            Animation.basic("y", from: 0, to: 10, duration: 1).timed { $0.beginTime = 42 }, forKey: "b", on: layer)
        #expect(engine.animation(forKey: "b", of: layer)?.timing.beginTime == 42)
        // Group children are never stamped.
        var child = Animation.basic("z", from: 0, to: 1, duration: 1)
        child.timing.beginTime = 0
        try engine.install(.group([child], duration: 1), forKey: "g", on: layer)
        #expect(engine.animation(forKey: "g", of: layer)?.children.first?.timing.beginTime == 0)
    }

    // SEMANTICS §2.6: the glitch. Speed 0 layer, timeOffset X set in the install transaction:
    // beginTime = X, so progress afterwards is timeOffset − X.
    @Test func section2_6_glitchWhenTimeOffsetSetInTheInstallTransaction() throws {
        let (engine, layer) = engineWithLayer()
        try engine.add(.basic("x", from: 0, to: 100, duration: 1), forKey: "scrub", to: layer)
        try engine.setTiming(LayerTiming(speed: 0, timeOffset: 0.3), of: layer)
        engine.commit()
        // local time = (0 − 0)·0 + 0.3 = 0.3 → b = 0.3
        #expect(engine.animation(forKey: "scrub", of: layer)?.timing.beginTime == 0.3)
        #expect(try engine.value("x", of: layer, at: 1) == 0)  // e = 0.3 − 0.3 = 0
        try engine.setTiming(LayerTiming(speed: 0, timeOffset: 0.8), of: layer)
        // e = 0.8 − 0.3 = 0.5 → 50, not 80
        #expect(close(try engine.value("x", of: layer, at: 2), 50))
    }

    // SEMANTICS §2.6: the other way: add with timeOffset 0, commit, then set X: progress X.
    @Test func section2_6_noGlitchWhenTimeOffsetSetAfterTheCommit() throws {
        let (engine, layer) = engineWithLayer()
        try engine.setTiming(LayerTiming(speed: 0, timeOffset: 0), of: layer)
        try engine.install(.basic("x", from: 0, to: 100, duration: 1), forKey: "scrub", on: layer)
        #expect(engine.animation(forKey: "scrub", of: layer)?.timing.beginTime == 0)  // local time 0
        try engine.setTiming(LayerTiming(speed: 0, timeOffset: 0.8), of: layer)
        // e = 0.8 − 0 = 0.8 → 80
        #expect(close(try engine.value("x", of: layer, at: 5), 80))
    }

    // SEMANTICS §2.7: keys in application order, pending adds listed at once; the stored copy is stamped.
    @Test func section2_7_keysAndStoredCopy() throws {
        let (engine, layer) = engineWithLayer()
        try engine.render(atMediaTime: 2)
        try engine.add(.basic("x", from: 0, to: 1, duration: 1), forKey: "first", to: layer)
        try engine.add(.basic("y", from: 0, to: 1, duration: 1), forKey: "second", to: layer)
        #expect(engine.animationKeys(of: layer) == ["first", "second"])
        #expect(engine.animation(forKey: "second", of: layer)?.timing.beginTime == 0)
        engine.commit()
        #expect(engine.animation(forKey: "second", of: layer)?.timing.beginTime == 2)  // local time at media 2
        #expect(engine.animation(forKey: "missing", of: layer) == nil)
    }
}
