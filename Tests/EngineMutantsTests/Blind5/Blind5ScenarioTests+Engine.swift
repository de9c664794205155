import AnimationTechniques
import EngineMutants
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

/// The round-5 engine faults: what a completion block waits for, corrected inputs, a group under
/// its own speed, the tree after a re-parent or a refused cycle, model values inside a nested
/// transaction, and a read from inside a stop callback.
extension Blind5ScenarioTests {
    @Test func completionBlockWaitsForEarlierAdds() throws {
        // A ramp of 10 s is added, then a block is set: the block waits only for what is added
        // after it, which is nothing, so it runs at the first render after the commit (1). Made
        // to wait for the earlier ramp, it runs only at 11, when the ramp completes.
        let observed = try Self.both("blind5-completion-block-waits-for-earlier-adds") { engine in
            let layer = engine.makeLayer()
            let counter = BlindCounter()
            try engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            engine.setCompletionBlock { counter.value += 1 }
            engine.commit()
            try engine.render(atMediaTime: 1)
            let atOne = counter.value
            try engine.render(atMediaTime: 11)
            return [atOne, counter.value]
        }
        #expect(observed.reference == [1, 1])
        #expect(observed.mutant == [0, 1])
    }

    @Test func nestedBlockCollectsAfterNestedCommit() throws {
        // A nested transaction sets a block and commits without adding: its block has collected
        // nothing and runs at the first render after the outermost commit (1), though the
        // enclosing transaction then adds a 10 s ramp. Collecting that ramp, it runs at 11.
        let observed = try Self.both("blind5-nested-block-collects-after-nested-commit") { engine in
            let layer = engine.makeLayer()
            let counter = BlindCounter()
            try engine.beginTransaction()
            engine.setCompletionBlock { counter.value += 1 }
            engine.commit()
            try engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 1)
            let atOne = counter.value
            try engine.render(atMediaTime: 11)
            return [atOne, counter.value]
        }
        #expect(observed.reference == [1, 1])
        #expect(observed.mutant == [0, 1])
    }

    @Test func replacementKeepsBlockWaiting() throws {
        // The block waits for ramp "a" (10 s from 0). At 1 another transaction replaces "a":
        // the replaced copy is removed, so the block runs at the next render (2). Waiting for
        // the replacement (stamped 1, ending at 11) instead, it runs only at the render of 13.
        let observed = try Self.both("blind5-replacement-keeps-block-waiting") { engine in
            let layer = engine.makeLayer()
            let counter = BlindCounter()
            engine.setCompletionBlock { counter.value += 1 }
            try engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 1)
            let atOne = counter.value
            try engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 2)
            let atTwo = counter.value
            try engine.render(atMediaTime: 13)
            return [atOne, atTwo, counter.value]
        }
        #expect(observed.reference == [0, 1, 1])
        #expect(observed.mutant == [0, 0, 1])
    }

    /// A linear keyframe animation of `x` over 1 s.
    static func keyframes(_ values: [Double], keyTimes: [Double]) -> Animation {
        .keyframe("x", values: values, keyTimes: keyTimes, duration: 1)
    }

    @Test func unorderedKeyTimesSorted() throws {
        // Key times 0, 0.2, 1, 0.6 are out of order: ignored, so 0, 10, 20, 30 sit at thirds and
        // t = 0.1 reads 0.1·3·10 = 3. Sorted to 0, 0.2, 0.6, 1, t = 0.1 is half the first
        // segment: 5.
        let observed = try Self.both("blind5-unordered-key-times-sorted") { engine in
            let layer = engine.makeLayer()
            try engine.add(Self.keyframes([0, 10, 20, 30], keyTimes: [0, 0.2, 1, 0.6]), forKey: "k", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 0.1)
            return engine.presentationValue(forKeyPath: "x", of: layer)
        }
        #expect(abs(observed.reference - 3) < 1e-9)
        #expect(abs(observed.mutant - 5) < 1e-9)
    }

    @Test func keyTimesNotFromZeroUsed() throws {
        // Key times 0.5, 1 for 0, 10 do not start at 0: ignored, so the ramp is even and t = 0.25
        // reads 2.5. Used, the value holds 0 until 0.5: 0.
        let observed = try Self.both("blind5-key-times-not-from-zero-used") { engine in
            let layer = engine.makeLayer()
            try engine.add(Self.keyframes([0, 10], keyTimes: [0.5, 1]), forKey: "k", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 0.25)
            return engine.presentationValue(forKeyPath: "x", of: layer)
        }
        #expect(abs(observed.reference - 2.5) < 1e-9)
        #expect(abs(observed.mutant) < 1e-9)
    }

    @Test func pacedHonoursTimingFunctions() throws {
        // Paced 0 → 10 over 1 s ignores its easeIn: 5 at 0.5. Applying easeIn (0.42, 0, 1, 1):
        // x(u) = 1.26u(1−u)² + 3u²(1−u) + u³ = 0.5 at u ≈ 0.3746, y(u) = 3u²(1−u) + u³ ≈ 0.316,
        // so about 3.16.
        let observed = try Self.both("blind5-paced-honours-timing-functions") { engine in
            let layer = engine.makeLayer()
            let paced = Animation(
                keyPath: "x",
                kind: .keyframe(KeyframeValues(values: [0, 10], calculationMode: .paced, timingFunctions: [.easeIn])),
                timing: AnimationTiming(duration: 1))
            try engine.add(paced, forKey: "k", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 0.5)
            return engine.presentationValue(forKeyPath: "x", of: layer)
        }
        #expect(abs(observed.reference - 5) < 1e-9)
        #expect(abs(observed.mutant - 3.16) < 0.02)
    }

    @Test func infiniteRepeatDurationRunsOnce() throws {
        // A 1 s ramp 0 → 10 with repeatDuration ∞ repeats forever: at 2.5 it is half through its
        // third cycle, 5. Run once, it was removed at its end: the model value, 0.
        let observed = try Self.both("blind5-infinite-repeat-duration-runs-once") { engine in
            let layer = engine.makeLayer()
            try engine.add(
                Self.ramp(0, 10, duration: 1, AnimationTiming(repeatDuration: .infinity)), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 2.5)
            return (engine.presentationValue(forKeyPath: "x", of: layer), engine.animationKeys(of: layer))
        }
        #expect(abs(observed.reference.0 - 5) < 1e-9 && observed.reference.1 == ["a"])
        #expect(observed.mutant.0 == 0 && observed.mutant.1.isEmpty)
    }

    @Test func groupChildBeginInLayerTime() throws {
        // A group at speed 2 (duration 10) holds a 4 s ramp 0 → 10 beginning at 2 in the group's
        // time. At layer time 2.5 the group's time is 5, the child's 3: 7.5. Counting the child's
        // begin in layer time (2 → group time 4), the child is at 1: 2.5.
        let observed = try Self.both("blind5-group-child-begin-in-layer-time") { engine in
            let layer = engine.makeLayer()
            var group = Animation.group([Self.ramp(0, 10, duration: 4, AnimationTiming(beginTime: 2))], duration: 10)
            group.timing.speed = 2
            try engine.add(group, forKey: "g", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 2.5)
            return engine.presentationValue(forKeyPath: "x", of: layer)
        }
        #expect(abs(observed.reference - 7.5) < 1e-9)
        #expect(abs(observed.mutant - 2.5) < 1e-9)
    }

    @Test func reparentLeavesGhostSublayer() throws {
        // Moving c from p1 to p2 first removes it from p1: p1 has no sublayer, p2 has c.
        let observed = try Self.both("blind5-reparent-leaves-ghost-sublayer") { engine in
            let (p1, p2, c) = (engine.makeLayer(), engine.makeLayer(), engine.makeLayer())
            try engine.addSublayer(c, to: p1)
            try engine.addSublayer(c, to: p2)
            return [engine.sublayers(of: p1).count, engine.sublayers(of: p2).count]
        }
        #expect(observed.reference == [0, 1])
        #expect(observed.mutant == [1, 1])
    }

    @Test func refusedCycleDetachesLayer() throws {
        // r ← a ← b: adding a under b is a cycle, refused with the tree unchanged: a stays under r.
        let observed = try Self.both("blind5-refused-cycle-detaches-layer") { engine in
            let (r, a, b) = (engine.makeLayer(), engine.makeLayer(), engine.makeLayer())
            try engine.addSublayer(a, to: r)
            try engine.addSublayer(b, to: a)
            var refused = false
            do throws(TimingEngineError) { try engine.addSublayer(a, to: b) } catch { refused = error == .cycle }
            return (refused, engine.superlayer(of: a) == r)
        }
        #expect(observed.reference == (true, true))
        #expect(observed.mutant == (true, false))
    }

    @Test func nestedModelValueDeferred() throws {
        // Inside a nested transaction, a model value changes at once: 5 is read back and shown.
        // Kept back until the outermost commit, both reads still give 0 (a key never set).
        let observed = try Self.both("blind5-nested-model-value-deferred") { engine in
            let layer = engine.makeLayer()
            try engine.beginTransaction()
            try engine.setModelValue(5, forKeyPath: "x", of: layer)
            let inside = [
                engine.modelValue(forKeyPath: "x", of: layer), engine.presentationValue(forKeyPath: "x", of: layer),
            ]
            engine.commit()
            engine.commit()
            return inside + [engine.modelValue(forKeyPath: "x", of: layer)]
        }
        #expect(observed.reference == [5, 5, 5])
        #expect(observed.mutant == [0, 0, 5])
    }

    @Test func finishedCopyListedInItsDidStop() throws {
        // A 1 s ramp removed on completion: the render at 2 removes it, then tells its delegate,
        // which reads the layer's keys from inside didStop(true): none.
        let observed = try Self.both("blind5-finished-copy-listed-in-its-did-stop") { engine in
            let layer = engine.makeLayer()
            let recorder = BlindRecorder()
            var seen: [[String]] = []
            recorder.onStop = { _ in seen.append(engine.animationKeys(of: layer)) }
            try engine.add(Self.heard(by: recorder, Self.ramp(0, 10, duration: 1)), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 2)
            return (recorder.events, seen)
        }
        #expect(observed.reference.0 == ["start", "stop(true)"] && observed.reference.1 == [[]])
        #expect(observed.mutant.0 == ["start", "stop(true)"] && observed.mutant.1 == [["a"]])
    }
}
