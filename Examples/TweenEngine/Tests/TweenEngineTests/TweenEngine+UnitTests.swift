import MediaTiming
import Testing
import TweenEngine

/// Direct checks of the engine with numbers worked by hand.
@Suite struct TweenEngineUnitTests {
    @Test func nestedClocksAndConvertTime() throws {
        let engine = TweenEngine()
        let parent = engine.makeLayer()
        let child = engine.makeLayer()
        try engine.addSublayer(child, to: parent)
        try engine.setTiming(LayerTiming(beginTime: 1, speed: 2, timeOffset: 0.5), of: parent)
        try engine.setTiming(LayerTiming(speed: 0.5), of: child)
        // parent: (3 − 1) · 2 + 0.5 = 4.5; child: (4.5 − 0) · 0.5 + 0 = 2.25
        #expect(engine.convertTime(3, from: nil, into: child) == 2.25)
        // back up: child (2.25 − 0) / 0.5 + 0 = 4.5; parent (4.5 − 0.5) / 2 + 1 = 3
        #expect(engine.convertTime(2.25, from: child, to: nil) == 3)
        #expect(throws: TimingEngineError.cycle) { try engine.addSublayer(parent, to: child) }
    }

    @Test func autoreverseMirrorsTheBackwardLeg() throws {
        let engine = TweenEngine()
        let layer = engine.makeLayer()
        var tween = Animation.basic("x", from: 0, to: 8, duration: 2)
        tween.timing.autoreverses = true
        try engine.add(tween, forKey: "a", to: layer)
        engine.commit()
        try engine.render(atMediaTime: 3)
        // cycle 2 · 2 = 4; position 3 > 2 mirrors to 2 · 2 − 3 = 1; p = 1 / 2; 0 + 8 · 0.5 = 4
        #expect(engine.presentationValue(forKeyPath: "x", of: layer) == 4)
    }

    @Test func forwardsFillHoldsTheEndOfAFractionalRepeat() throws {
        let engine = TweenEngine()
        let layer = engine.makeLayer()
        try engine.setModelValue(5, forKeyPath: "x", of: layer)
        var tween = Animation.basic("x", from: 0, to: 8, duration: 2)
        tween.timing.repeatCount = 1.5
        tween.timing.fillMode = .forwards
        tween.isRemovedOnCompletion = false
        try engine.add(tween, forKey: "a", to: layer)
        engine.commit()
        try engine.render(atMediaTime: 5)
        // active duration 2 · 1.5 = 3 has elapsed; the end is half an iteration: 8 · 0.5 = 4
        #expect(engine.presentationValue(forKeyPath: "x", of: layer) == 4)
        #expect(engine.animationKeys(of: layer) == ["a"])
    }

    @Test func stampingReadsTheTimingOfTheSameCommit() throws {
        // A paused layer (speed 0) scrubbed by timeOffset 4, set before or after the commit.
        func progress(offsetInInstallTransaction: Bool) throws -> Double {
            let engine = TweenEngine()
            let layer = engine.makeLayer()
            try engine.setTiming(LayerTiming(speed: 0), of: layer)
            try engine.add(.basic("x", from: 0, to: 10, duration: 10), forKey: "a", to: layer)
            if offsetInInstallTransaction { try engine.setTiming(LayerTiming(speed: 0, timeOffset: 4), of: layer) }
            engine.commit()
            if !offsetInInstallTransaction { try engine.setTiming(LayerTiming(speed: 0, timeOffset: 4), of: layer) }
            try engine.render(atMediaTime: 1)
            return engine.presentationValue(forKeyPath: "x", of: layer)
        }
        // same commit: stamped beginTime 4, layer time 4, elapsed 0: value 0
        #expect(try progress(offsetInInstallTransaction: true) == 0)
        // later: stamped beginTime 0, layer time 4, elapsed 4 of 10: 10 · 0.4 = 4
        #expect(try progress(offsetInInstallTransaction: false) == 4)
    }

    @Test func delegatesHearStartAndStopOnlyWhileRendering() throws {
        let engine = TweenEngine()
        let layer = engine.makeLayer()
        let log = CallbackLog()
        var tween = Animation.basic("x", from: 0, to: 1, duration: 1)
        tween.timing.beginTime = 2
        tween.delegate = log
        try engine.add(tween, forKey: "late", to: layer)
        var early = Animation.basic("x", from: 0, to: 1, duration: 4)
        early.delegate = log
        try engine.add(early, forKey: "early", to: layer)
        engine.commit()
        #expect(log.events.isEmpty)
        try engine.render(atMediaTime: 1)
        // "early" began at the commit (time 0); "late" begins at 2
        #expect(log.events == ["start 4"])
        engine.removeAnimation(forKey: "early", from: layer)
        #expect(log.events == ["start 4"])
        try engine.render(atMediaTime: 3.5)
        // removed at time 1: stop(false); "late" runs 2…3: start at 2, stop(true) at 3
        #expect(log.events == ["start 4", "stop 4 false", "start 1", "stop 1 true"])
        #expect(engine.animationKeys(of: layer).isEmpty)
    }

    @Test func refusesWhatATweenEngineDoesNotDo() {
        let engine = TweenEngine()
        let layer = engine.makeLayer()
        #expect(throws: TimingEngineError.self) {
            try engine.add(.keyframe("x", values: [0, 1], duration: 1), forKey: "k", to: layer)
        }
        #expect(engine.animationKeys(of: layer).isEmpty)
        #expect(throws: TimingEngineError.invalidTime("the render time must be finite")) {
            try engine.render(atMediaTime: .nan)
        }
    }
}

/// Records callbacks as "start D" / "stop D finished", D being the copy's duration.
final class CallbackLog: AnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ animation: Animation) { events.append("start \(Int(animation.timing.duration))") }
    func animationDidStop(_ animation: Animation, finished: Bool) {
        events.append("stop \(Int(animation.timing.duration)) \(finished)")
    }
}
