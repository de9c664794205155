import EngineMutants
import Foundation
import MediaTiming
import ReferenceEngine
import Testing

/// The round-4 engine faults: calls from inside callbacks and completion blocks, nested
/// transactions with durations and flushes, a cleared block, stamping on a layer with a begin
/// time, retained copies under removeAll, and inputs the contract corrects.
extension Blind4ScenarioTests {
    @Test func callbackRemoveAllSparesNewAdds() throws {
        // "a" (1 s) committed at 0 completes at 1; at the render at 2 its didStop(true) adds "b"
        // and then removes every animation of the layer: "b" goes too, keys []. Spared: ["b"].
        let observed = try Self.both("blind4-callback-remove-all-spares-new-adds") { engine in
            let layer = engine.makeLayer()
            let recorder = BlindRecorder()
            recorder.onStop = { _ in
                try? engine.add(Self.ramp("y", 0, 10, duration: 10), forKey: "b", to: layer)
                engine.removeAllAnimations(from: layer)
            }
            try engine.add(Self.heard(by: recorder, Self.ramp(0, 1, duration: 1)), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 2)
            return engine.animationKeys(of: layer)
        }
        #expect(observed.reference == [])
        #expect(observed.mutant == ["b"])
    }

    @Test func flushInCallbackDoesNothing() throws {
        // The didStop at the render at 2 adds "b" (y 5→15 over 10 s) and flushes: no nested
        // transaction is open, so it commits now, stamping 2; y shows 5 at once. Ignored, "b"
        // stays pending: y shows its model 0 and the copy keeps beginTime 0.
        let observed = try Self.both("blind4-flush-in-callback-does-nothing") { engine in
            let layer = engine.makeLayer()
            let recorder = BlindRecorder()
            recorder.onStop = { _ in
                try? engine.add(Self.ramp("y", 5, 15, duration: 10), forKey: "b", to: layer)
                engine.flush()
            }
            try engine.add(Self.heard(by: recorder, Self.ramp(0, 1, duration: 1)), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 2)
            return (
                engine.presentationValue(forKeyPath: "y", of: layer),
                engine.animation(forKey: "b", of: layer)?.timing.beginTime
            )
        }
        #expect(Self.close(observed.reference.0, 5) && observed.reference.1 == 2)
        #expect(observed.mutant.0 == 0 && observed.mutant.1 == 0)
    }

    @Test func callbackAddIgnoresTransactionDuration() throws {
        // A completion block (run at the render at 2, once "a" has stopped) sets the open
        // transaction's animationDuration to 4 and adds "b" with duration 0: the copy runs 4 s.
        // Under the fault it gets the default 0.25 s.
        let observed = try Self.both("blind4-callback-add-ignores-transaction-duration") { engine in
            let layer = engine.makeLayer()
            engine.setCompletionBlock {
                engine.transactionAnimationDuration = 4
                try? engine.add(Self.ramp("y", 0, 8, duration: 0), forKey: "b", to: layer)
            }
            try engine.add(Self.ramp(0, 1, duration: 1), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 2)
            return engine.animation(forKey: "b", of: layer)?.timing.duration
        }
        #expect(observed.reference == 4)
        #expect(observed.mutant == 0.25)
    }

    @Test func callbackSetTimingDeferred() throws {
        // When "a" (1 s) stops at the render at 2, its delegate freezes the layer (speed 0,
        // timeOffset 2). Layer timings change at once (§2.9): right after the render the layer
        // reads speed 0, offset 2. Deferred to the next render, it still reads speed 1, offset 0.
        let observed = try Self.both("blind4-callback-set-timing-deferred") { engine in
            let layer = engine.makeLayer()
            let recorder = BlindRecorder()
            recorder.onStop = { _ in try? engine.setTiming(LayerTiming(speed: 0, timeOffset: 2), of: layer) }
            try engine.add(Self.heard(by: recorder, Self.ramp(0, 1, duration: 1)), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 2)
            let timing = engine.timing(of: layer)
            return [timing.speed, timing.timeOffset]
        }
        #expect(observed.reference == [0, 2])
        #expect(observed.mutant == [1, 0])
    }

    @Test func nestedCommitKeepsNestedDuration() throws {
        // The outer transaction's duration is 2; a nested one sets 5 and commits: the outer 2 is
        // back, so a zero-duration add after it runs 2 s. Kept at 5 under the fault.
        let observed = try Self.both("blind4-nested-commit-keeps-nested-duration") { engine in
            let layer = engine.makeLayer()
            engine.transactionAnimationDuration = 2
            try engine.beginTransaction()
            engine.transactionAnimationDuration = 5
            engine.commit()
            let afterNested = engine.transactionAnimationDuration
            try engine.add(Self.ramp(0, 1, duration: 0), forKey: "a", to: layer)
            engine.commit()
            return [afterNested, engine.animation(forKey: "a", of: layer)?.timing.duration ?? -1]
        }
        #expect(observed.reference == [2, 2])
        #expect(observed.mutant == [5, 5])
    }

    @Test func flushInsideNestedDropped() throws {
        // At media 2 a ramp 0→10 over 10 s is added, a nested transaction opens, a flush is asked
        // for and the nested transaction commits: the flush happens then (stamp 2), so the render
        // at 3 shows 1. Dropped, the copy is still pending at 3: model 0.
        let observed = try Self.both("blind4-flush-inside-nested-dropped") { engine in
            let layer = engine.makeLayer()
            try engine.render(atMediaTime: 2)
            try engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            try engine.beginTransaction()
            engine.flush()
            engine.commit()
            try engine.render(atMediaTime: 3)
            return engine.presentationValue(forKeyPath: "x", of: layer)
        }
        #expect(Self.close(observed.reference, 1))
        #expect(observed.mutant == 0)
    }

    @Test func clearCompletionBlockIgnored() throws {
        // The block collects "a" (1 s); the clear ends its collecting, so "b" (5 s), added after,
        // is waited for by no block: the block runs at the render at 2. Clear ignored, it waits
        // for "b" too and has not run at 2.
        let observed = try Self.both("blind4-clear-completion-block-ignored") { engine in
            let layer = engine.makeLayer()
            let ran = BlindCounter()
            engine.setCompletionBlock { ran.value += 1 }
            try engine.add(Self.ramp(0, 1, duration: 1), forKey: "a", to: layer)
            engine.clearCompletionBlock()
            try engine.add(Self.ramp("y", 0, 1, duration: 5), forKey: "b", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 2)
            return ran.value
        }
        #expect(observed.reference == 1)
        #expect(observed.mutant == 0)
    }

    @Test func stampIgnoresLayerBeginTime() throws {
        // The layer has beginTime 3 (local = media − 3). A ramp 0→10 over 10 s committed at media
        // 6 is stamped with local 3, so at media 7 (local 4) it shows 1. Stamped as if beginTime
        // were 0 (local 6), it has not begun at local 4: model 0.
        let observed = try Self.both("blind4-stamp-ignores-layer-begin-time") { engine in
            let layer = engine.makeLayer()
            try engine.setTiming(LayerTiming(beginTime: 3), of: layer)
            try engine.render(atMediaTime: 6)
            try engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 7)
            return (
                engine.animation(forKey: "a", of: layer)?.timing.beginTime,
                engine.presentationValue(forKeyPath: "x", of: layer)
            )
        }
        #expect(observed.reference.0 == 3 && Self.close(observed.reference.1, 1))
        #expect(observed.mutant.0 == 6 && observed.mutant.1 == 0)
    }

    @Test func removeAllSparesFinishedRetained() throws {
        // A retained 1 s copy committed at media 1 (stamp 1) ends at 2 and stays on the layer.
        // removeAllAnimations at 3 removes every animation: keys []. Spared: ["a"].
        let observed = try Self.both("blind4-remove-all-spares-finished-retained") { engine in
            let layer = engine.makeLayer()
            try engine.render(atMediaTime: 1)
            try engine.add(Self.retained(Self.ramp(0, 1, duration: 1)), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 3)
            let before = engine.animationKeys(of: layer)
            engine.removeAllAnimations(from: layer)
            return (before, engine.animationKeys(of: layer))
        }
        #expect(observed.reference.0 == ["a"] && observed.reference.1 == [])
        #expect(observed.mutant.0 == ["a"] && observed.mutant.1 == ["a"])
    }

    @Test func extraKeyTimesTrimmed() throws {
        // Values 0, 10, 20 with four key times: the wrong count is ignored (§5.4), so the values
        // are spaced evenly (0, 0.5, 1) and at 0.5 of 1 s the value is 10. Trimmed to 0, 0.25, 1:
        // 10 + (0.25 / 0.75)·10 = 13.33…. Both answer the given key times back.
        let given = [0, 0.25, 0.5, 1]
        let observed = try Self.both("blind4-extra-key-times-trimmed") { engine in
            let layer = engine.makeLayer()
            try engine.add(.keyframe("x", values: [0, 10, 20], keyTimes: given, duration: 1), forKey: "k", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 0.5)
            var keyTimes: [Double]?
            if case .keyframe(let values)? = engine.animation(forKey: "k", of: layer)?.kind {
                keyTimes = values.keyTimes
            }
            return (engine.presentationValue(forKeyPath: "x", of: layer), keyTimes)
        }
        #expect(Self.close(observed.reference.0, 10) && observed.reference.1 == given)
        #expect(Self.close(observed.mutant.0, 10 + 10.0 / 3) && observed.mutant.1 == given)
    }

    @Test func negativeLayerDurationBoundsTime() throws {
        // A layer duration of 0 or less is unbounded (§1.3): with −2 the ramp 0→10 over 10 s
        // shows 3 at media 3. Bounded by 2, the layer has no time at 3: the model 0.
        let observed = try Self.both("blind4-negative-layer-duration-bounds-time") { engine in
            let layer = engine.makeLayer()
            try engine.setTiming(LayerTiming(duration: -2), of: layer)
            try engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 3)
            return (engine.timing(of: layer).duration, engine.presentationValue(forKeyPath: "x", of: layer))
        }
        #expect(observed.reference.0 == -2 && Self.close(observed.reference.1, 3))
        #expect(observed.mutant.0 == -2 && observed.mutant.1 == 0)
    }

    @Test func negativeDurationReadAsMagnitude() throws {
        // A duration of −4 is 0 or less, so it becomes the transaction's 0.25 s; read as 4 s.
        let observed = try Self.both("blind4-negative-duration-read-as-magnitude") { engine in
            let layer = engine.makeLayer()
            try engine.add(Self.ramp(0, 10, duration: -4), forKey: "a", to: layer)
            engine.commit()
            return engine.animation(forKey: "a", of: layer)?.timing.duration
        }
        #expect(observed.reference == 0.25)
        #expect(observed.mutant == 4)
    }

    @Test func springIgnoresLayerSpeed() throws {
        // Speeds multiply down the chain (§1.1): on a layer at speed 2, a critically damped
        // spring 0→10 (m 1, k 100, c 20: ζ = 20 / (2·√100) = 1, ω = 10) has run 1 s of its time at
        // media 0.5, so x = 10 − 10·(1 + 10)·e^−10. At media speed it has run 0.5 s:
        // x = 10 − 10·(1 + 5)·e^−5. Both answer the given speed 1 back.
        let observed = try Self.both("blind4-spring-ignores-layer-speed") { engine in
            let layer = engine.makeLayer()
            try engine.setTiming(LayerTiming(speed: 2), of: layer)
            let spring = Animation(
                keyPath: "x",
                kind: .spring(SpringValues(endpoints: BasicValues(from: 0, to: 10), stiffness: 100, damping: 20)),
                timing: AnimationTiming(duration: 5))
            try engine.add(spring, forKey: "s", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 0.5)
            return (
                engine.presentationValue(forKeyPath: "x", of: layer),
                engine.animation(forKey: "s", of: layer)?.timing.speed
            )
        }
        #expect(abs(observed.reference.0 - (10 - 110 * exp(-10.0))) < 1e-6 && observed.reference.1 == 1)
        #expect(abs(observed.mutant.0 - (10 - 60 * exp(-5.0))) < 1e-6 && observed.mutant.1 == 1)
    }
}
