import MediaTiming
import Testing

@testable import ReferenceEngine

/// Each deliberate fault changes an observable trace of a small scenario, so a mutant built on it
/// is detectable; the correct engine's expected traces are worked by hand in the comments.
@Suite struct EngineFaultTests {
    /// A scenario run on an engine, returning what an observer sees.
    typealias Scenario = @Sendable (ReferenceEngine) throws -> [String]

    /// A basic 0…10 animation over 1 s.
    static var ramp: Animation { Animation.basic("x", from: 0, to: 10, duration: 1) }

    /// Reads `x` of `layer` at `time` as a trace line.
    static func read(_ engine: ReferenceEngine, _ layer: ReferenceLayer, at time: Double) throws -> String {
        "x@\(time)=\(try engine.value("x", of: layer, at: time))"
    }

    /// Runs `animation` on a fresh layer and logs callbacks and reads at `times`.
    static func traced(_ engine: ReferenceEngine, _ animation: Animation, times: [Double]) throws -> [String] {
        let layer = engine.makeLayer()
        let log = CallbackLog("a")
        try engine.install(animation.with(delegate: log), forKey: "a", on: layer)
        var trace: [String] = []
        for time in times {
            trace.append(try read(engine, layer, at: time))
            trace.append("keys=\(engine.animationKeys(of: layer))")
        }
        return trace + log.entries
    }

    /// The scenario exposing each fault, with the correct outcome worked by hand.
    static let scenarios: [String: Scenario] = [
        // repeatCount 2 at media 1.5: second iteration, 0.5 in: 5 (fault: 0.5 − 0.1 = 0.4 → 4)
        "laterIterationsLag": { engine in try traced(engine, ramp.timed { $0.repeatCount = 2 }, times: [1.5]) },
        // autoreverses at media 1.25: backward leg, 2·1 − 1.25 = 0.75 → 7.5 (fault: 0.25 → 2.5)
        "backwardLegNotMirrored": { engine in try traced(engine, ramp.timed { $0.autoreverses = true }, times: [1.25])
        },
        // from 2 by 3 at media 0.5: 2 + (5 − 2)·0.5 = 3.5 (fault: to 3 → 2.5)
        "byReadAsTo": { engine in try traced(engine, Animation.basic("x", from: 2, by: 3, duration: 1), times: [0.5]) },
        // child of a speed-2 root at media 0.25: local 0.5 → 5 (fault: 2.5)
        "childIgnoresParentSpeed": { engine in
            let root = engine.makeLayer()
            let child = engine.makeLayer()
            try engine.addSublayer(child, to: root)
            try engine.setTiming(LayerTiming(speed: 2), of: root)
            try engine.install(ramp, forKey: "a", on: child)
            return [try read(engine, child, at: 0.25)]
        },
        // speed 2, offset 1 at media 1: 1·2 + 1 = 3 (fault: (1 + 1)·2 = 4)
        "timeOffsetBeforeScaling": { engine in
            let layer = engine.makeLayer()
            try engine.setTiming(LayerTiming(speed: 2, timeOffset: 1), of: layer)
            return ["\(engine.convertTime(1, from: nil, to: layer))"]
        },
        // timeOffset 5 set after the add, before the commit: stamp 5 (fault: 0)
        "beginTimeStampedAtAdd": { engine in
            let layer = engine.makeLayer()
            try engine.add(ramp, forKey: "a", to: layer)
            try engine.setTiming(LayerTiming(timeOffset: 5), of: layer)
            engine.commit()
            return ["\(engine.animation(forKey: "a", of: layer)!.timing.beginTime)"]
        },
        // layer offset 5 at media 1: stamp 6 (fault: 1)
        "beginTimeStampedWithMediaTime": { engine in
            let layer = engine.makeLayer()
            try engine.setTiming(LayerTiming(timeOffset: 5), of: layer)
            try engine.render(atMediaTime: 1)
            try engine.install(ramp, forKey: "a", on: layer)
            return ["\(engine.animation(forKey: "a", of: layer)!.timing.beginTime)"]
        },
        // duration 0 → 0.25 (fault: 0)
        "zeroDurationNotDefaulted": { engine in
            try traced(engine, ramp.timed { $0.duration = 0 }, times: [0.125])
        },
        // rc 1.5: at 1.25 still running, p = 0.25 → 2.5 (fault: removed at 1)
        "fractionalRepeatCountTruncated": { engine in
            try traced(engine, ramp.timed { $0.repeatCount = 1.5 }, times: [1.25])
        },
        // ar at 0.25 → 2.5 (fault: 7.5)
        "backwardLegSwapped": { engine in
            try traced(engine, ramp.timed { $0.autoreverses = true }, times: [0.25])
        },
        // backwards fill before b = 2 → 0 (fault: model 0 too, so use model 5)
        "fillBackwardsIgnored": { engine in
            let layer = engine.makeLayer()
            try engine.setModelValue(5, forKeyPath: "x", of: layer)
            try engine.install(
                ramp.timed {
                    $0.beginTime = 2
                    $0.fillMode = .backwards
                }, forKey: "a", on: layer)
            return [try read(engine, layer, at: 1)]
        },
        // removed at the completing render (faults: one render later, or never)
        "removalOnCompletionLate": { engine in try traced(engine, ramp, times: [2, 3]) },
        "removalOnCompletionNever": { engine in try traced(engine, ramp, times: [2, 3]) },
        // one stop (fault: two)
        "didStopTwice": { engine in try traced(engine, ramp, times: [2]) },
        // removal → stop false (faults: none, or true)
        "didStopNotOnRemoval": { engine in try removalTrace(engine) },
        "finishedTrueOnRemoval": { engine in try removalTrace(engine) },
        // begin 5: nothing by media 1 (fault: a start)
        "didStartAtAdd": { engine in try traced(engine, ramp.timed { $0.beginTime = 5 }, times: [1]) },
        // stored copy stamped 2 (fault: the caller's 0)
        "storedCopyNotStamped": { engine in
            let layer = engine.makeLayer()
            try engine.render(atMediaTime: 2)
            try engine.install(ramp, forKey: "a", on: layer)
            return ["\(engine.animation(forKey: "a", of: layer)!.timing.beginTime)"]
        },
        // one key (fault: two)
        "sameKeyKeepsBoth": { engine in
            let layer = engine.makeLayer()
            try engine.add(ramp, forKey: "a", to: layer)
            try engine.add(ramp, forKey: "a", to: layer)
            return engine.animationKeys(of: layer)
        },
        // a 0…10 then b 100…110: b wins → 105 at 0.5 (fault: 5)
        "reverseCompositionOrder": { engine in
            let layer = engine.makeLayer()
            try engine.add(ramp, forKey: "a", to: layer)
            try engine.add(.basic("x", from: 100, to: 110, duration: 1), forKey: "b", to: layer)
            engine.commit()
            return [try read(engine, layer, at: 0.5)]
        },
        // model 100 + additive 5 = 105 (fault: 5)
        "additiveReplaces": { engine in
            let layer = engine.makeLayer()
            try engine.setModelValue(100, forKeyPath: "x", of: layer)
            var additive = ramp
            additive.isAdditive = true
            try engine.install(additive, forKey: "a", on: layer)
            return [try read(engine, layer, at: 0.5)]
        },
        // media 3 into a speed-2 layer: 6 (fault: 1.5)
        "convertTimeInverted": { engine in
            let layer = engine.makeLayer()
            try engine.setTiming(LayerTiming(speed: 2), of: layer)
            return ["\(engine.convertTime(3, from: nil, to: layer))"]
        },
        // retained forwards fill with easeIn at media 2 holds 10 (fault: p = 2 → 20)
        "timingFunctionNotClamped": { engine in
            var held = ramp.timed { $0.fillMode = .forwards }
            held.isRemovedOnCompletion = false
            held.timingFunction = .easeIn
            return try traced(engine, held, times: [2])
        },
        // key times [0, 0.25, 1] over [0, 10, 30]: at 0.125 → 5 (fault: even → 2.5)
        "keyTimesIgnored": { engine in
            let frames = Animation(
                keyPath: "x", kind: .keyframe(KeyframeValues(values: [0, 10, 30], keyTimes: [0, 0.25, 1])),
                timing: AnimationTiming(duration: 1))
            return try traced(engine, frames, times: [0.125])
        },
        // child d = 2 in group d = 1 at 0.5 → 2.5 (fault: 5)
        "groupChildrenScaled": { engine in
            try traced(engine, .group([.basic("x", from: 0, to: 10, duration: 2)], duration: 1), times: [0.5])
        },
        // frozen layer: still running at media 5 (fault: completed)
        "speedZeroCompletes": { engine in
            let layer = engine.makeLayer()
            try engine.setTiming(LayerTiming(speed: 0), of: layer)
            try engine.install(ramp, forKey: "a", on: layer)
            try engine.render(atMediaTime: 5)
            return engine.animationKeys(of: layer)
        },
        // a start (fault: none)
        "didStartNever": { engine in try traced(engine, ramp, times: [0.5]) },
        // speed −1 at 0.25 → 7.5 (fault: 2.5)
        "negativeSpeedIgnored": { engine in try traced(engine, ramp.timed { $0.speed = -1 }, times: [0.25]) },
        // rd 1.5 with rc 1: at 1.25 → 2.5 (fault: removed)
        "repeatDurationIgnored": { engine in try traced(engine, ramp.timed { $0.repeatDuration = 1.5 }, times: [1.25])
        },
        // without a commit nothing shows: model 0 (fault: 5)
        "addTakesEffectBeforeCommit": { engine in
            let layer = engine.makeLayer()
            try engine.add(ramp, forKey: "a", to: layer)
            return [try read(engine, layer, at: 0.5)]
        },
        // start then stop (fault: stop then start)
        "callbacksOutOfOrder": { engine in try traced(engine, ramp, times: [2]) },
        // cumulative rc 2 at 1.5: 5 + 10 = 15 (fault: 5)
        "cumulativeIgnored": { engine in
            var cumulative = ramp.timed { $0.repeatCount = 2 }
            cumulative.isCumulative = true
            return try traced(engine, cumulative, times: [1.5])
        },
        // timeOffset 0.5 at media 0.75: local 1.25 wraps within D = 1 to 0.25 → 2.5 (fault: ended at 0.5 → 0)
        "timeOffsetNotWrapped": { engine in try traced(engine, ramp.timed { $0.timeOffset = 0.5 }, times: [0.75]) },
        // repeatCount 2 at media 1, the turn: the second cycle starts → 0 (fault: the first cycle's end, 10)
        "turnShowsPreviousCycleEnd": { engine in try traced(engine, ramp.timed { $0.repeatCount = 2 }, times: [1]) },
        // speed −1 from 1, backwards fill, at media 0.5: holds the period's first instant, the end → 10 (fault: 0)
        "negativeSpeedFillWrongEnd": { engine in
            try traced(
                engine,
                ramp.timed {
                    $0.speed = -1
                    $0.beginTime = 1
                    $0.fillMode = .backwards
                }, times: [0.5])
        },
        // 0…100 then to-only 0 at 0.5: underlying 50 → 25 (fault: model 0 → 0)
        "underlyingIsModelValue": { engine in
            let layer = engine.makeLayer()
            try engine.add(.basic("x", from: 0, to: 100, duration: 1), forKey: "a", to: layer)
            try engine.add(.basic("x", to: 0, duration: 1), forKey: "b", to: layer)
            engine.commit()
            return [try read(engine, layer, at: 0.5)]
        },
    ]

    /// Adds a 5 s animation, renders, removes it, renders: start, then stop(false).
    static func removalTrace(_ engine: ReferenceEngine) throws -> [String] {
        let layer = engine.makeLayer()
        let log = CallbackLog("a")
        try engine.install(ramp.timed { $0.duration = 5 }.with(delegate: log), forKey: "a", on: layer)
        try engine.render(atMediaTime: 1)
        engine.removeAnimation(forKey: "a", from: layer)
        try engine.render(atMediaTime: 2)
        return log.entries
    }

    @Test func everyFaultHasAScenario() {
        #expect(Set(Self.scenarios.keys) == Set(_EngineFault.named.map(\.name)))
        #expect(_EngineFault.named.count == 36)
    }

    @Test(arguments: _EngineFault.named.map(\.name))
    func faultChangesItsScenario(_ name: String) throws {
        let fault = try #require(_EngineFault.named.first { $0.name == name }?.fault)
        let scenario = try #require(Self.scenarios[name])
        let correct = try scenario(ReferenceEngine())
        let broken = try scenario(ReferenceEngine(_faults: fault))
        #expect(correct != broken, "fault \(name) left \(correct) unchanged")
    }

    // Spot checks that the correct traces are the hand-worked ones.
    @Test func correctTracesMatchTheHandWorkedValues() throws {
        #expect(try Self.scenarios["childIgnoresParentSpeed"]!(ReferenceEngine()) == ["x@0.25=5.0"])
        #expect(try Self.scenarios["reverseCompositionOrder"]!(ReferenceEngine()) == ["x@0.5=105.0"])
        #expect(
            try Self.scenarios["removalOnCompletionLate"]!(ReferenceEngine())
                == ["x@2.0=0.0", "keys=[]", "x@3.0=0.0", "keys=[]", "start a", "stop a true"])
        #expect(try Self.scenarios["didStopNotOnRemoval"]!(ReferenceEngine()) == ["start a", "stop a false"])
        #expect(
            try Self.scenarios["cumulativeIgnored"]!(ReferenceEngine()) == ["x@1.5=15.0", "keys=[\"a\"]", "start a"])
        #expect(try Self.scenarios["laterIterationsLag"]!(ReferenceEngine()).first == "x@1.5=5.0")
        #expect(try Self.scenarios["backwardLegNotMirrored"]!(ReferenceEngine()).first == "x@1.25=7.5")
        #expect(try Self.scenarios["byReadAsTo"]!(ReferenceEngine()).first == "x@0.5=3.5")
        #expect(try Self.scenarios["timeOffsetNotWrapped"]!(ReferenceEngine()).first == "x@0.75=2.5")
        #expect(try Self.scenarios["turnShowsPreviousCycleEnd"]!(ReferenceEngine()).first == "x@1.0=0.0")
        #expect(try Self.scenarios["negativeSpeedFillWrongEnd"]!(ReferenceEngine()).first == "x@0.5=10.0")
    }
}
