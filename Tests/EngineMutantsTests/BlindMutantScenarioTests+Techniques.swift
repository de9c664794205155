import AnimationTechniques
import EngineMutants
import MediaTiming
import ReferenceEngine
import Testing

/// The blind faults of the techniques' situations: store and restore of animations with timing of
/// their own, and a pause and resume.
extension BlindMutantScenarioTests {
    /// Stores the root at `storeAt`, lets the system remove its animations, restores at
    /// `restoreAt` and commits, renders `end`, and answers the opacity and keys then.
    static func storeAndRestore(
        _ animation: Animation, on engine: Engine, storeAt: Double, restoreAt: Double, end: Double
    ) throws -> (value: Double, keys: [String]) {
        let layer = try Self.layer(with: animation, on: engine)
        try engine.render(atMediaTime: storeAt)
        let store = AnimationStore(engine: engine)
        try store.store(layer)
        engine.removeAllAnimations(from: layer)
        try engine.render(atMediaTime: restoreAt)
        try store.restore(layer)
        engine.commit()
        try engine.render(atMediaTime: end)
        return (engine.presentationValue(forKeyPath: "opacity", of: layer), engine.animationKeys(of: layer))
    }

    /// A retained 1 s animation from 0 to 1 that holds its end.
    static var retainedFilling: Animation {
        var animation = basic(0, 1, duration: 1, AnimationTiming(fillMode: .forwards))
        animation.isRemovedOnCompletion = false
        return animation
    }

    @Test func copyOutDropsFill() throws {
        // Stored at local 0.5 and frozen, restored at media 1 (resumed: local 0.5 at 1), so local
        // 2.5 at media 3: past the 1 s period, the forwards fill holds 1.
        let observed = try Self.both("blind-copy-out-drops-fill") { engine in
            try Self.storeAndRestore(Self.retainedFilling, on: engine, storeAt: 0.5, restoreAt: 1, end: 3)
        }
        #expect(abs(observed.reference.value - 1) < 1e-9)
        #expect(abs(observed.mutant.value - 0) < 1e-9)
        #expect(observed.reference.keys == ["a"] && observed.mutant.keys == ["a"])
    }

    @Test func copyOutRemovesOnCompletion() throws {
        // As above: the restored copy is still retained and holds 1; removed on completion, the
        // layer shows its model value and has no animation left.
        let observed = try Self.both("blind-copy-out-removes-on-completion") { engine in
            try Self.storeAndRestore(Self.retainedFilling, on: engine, storeAt: 0.5, restoreAt: 1, end: 3)
        }
        #expect(abs(observed.reference.value - 1) < 1e-9 && observed.reference.keys == ["a"])
        #expect(abs(observed.mutant.value - 0) < 1e-9 && observed.mutant.keys == [])
    }

    @Test func copyOutRemainingRepeats() throws {
        // Three 1 s iterations, stored and restored at 1.5: at 2.5 the third iteration is half done.
        // Kept with the two repeats left and its old begin time, the copy ends at 2: model 0.
        let observed = try Self.both("blind-copy-out-remaining-repeats") { engine in
            try Self.storeAndRestore(
                Self.basic(0, 1, duration: 1, AnimationTiming(repeatCount: 3)), on: engine, storeAt: 1.5,
                restoreAt: 1.5, end: 2.5)
        }
        #expect(abs(observed.reference.value - 0.5) < 1e-9)
        #expect(abs(observed.mutant.value - 0) < 1e-9)
    }

    @Test func copyOutDropsKeyTimes() throws {
        // Key times [0, 0.8, 1] for [0, 10, 20] over 1 s; stored and restored at 0.2, so at 0.6 it
        // is 0.6 / 0.8 of the way from 0 to 10: 7.5. Spaced evenly, 0.6 is a fifth of the way from
        // 10 to 20: 12.
        let keyframes = Animation.keyframe("opacity", values: [0, 10, 20], keyTimes: [0, 0.8, 1], duration: 1)
        let observed = try Self.both("blind-copy-out-drops-key-times") { engine in
            try Self.storeAndRestore(keyframes, on: engine, storeAt: 0.2, restoreAt: 0.2, end: 0.6)
        }
        #expect(abs(observed.reference.value - 7.5) < 1e-9)
        #expect(abs(observed.mutant.value - 12) < 1e-9)
    }

    @Test func pastBeginMovedToNow() throws {
        // Directly: at media 1 a 2 s copy with beginTime 0.5 is added; at 1.5, e = 1: 0.5. Moved to
        // begin at 1, e = 0.5: 0.25.
        let direct = try Self.both("blind-past-begin-moved-to-now") { engine in
            let layer = engine.makeLayer()
            try engine.render(atMediaTime: 1)
            try engine.add(Self.basic(0, 1, duration: 2, AnimationTiming(beginTime: 0.5)), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 1.5)
            return engine.presentationValue(forKeyPath: "opacity", of: layer)
        }
        #expect(abs(direct.reference - 0.5) < 1e-9)
        #expect(abs(direct.mutant - 0.25) < 1e-9)
        // Through a store and restore at 1 (the copy re-added with its stamp, in the frozen
        // layer's past): local 1.5 at 1.5, so 0.75; moved to begin at 1, 0.25.
        let restored = try Self.both("blind-past-begin-moved-to-now") { engine in
            try Self.storeAndRestore(Self.basic(0, 1, duration: 2), on: engine, storeAt: 1, restoreAt: 1, end: 1.5)
                .value
        }
        #expect(abs(restored.reference - 0.75) < 1e-9)
        #expect(abs(restored.mutant - 0.25) < 1e-9)
    }

    @Test func resumeRefiresDidStart() throws {
        // Started at the render at 1; paused at 1, resumed at 2: the copy started once. Local time
        // at 3 is 2 (one second frozen): 0.2.
        let observed = try Self.both("blind-resume-refires-did-start") { engine in
            let recorder = BlindRecorder()
            let layer = try Self.layer(with: Self.heard(by: recorder, Self.basic(0, 1, duration: 10)), on: engine)
            let pauser = LayerPauser(engine: engine)
            try engine.render(atMediaTime: 1)
            try pauser.pause(layer)
            try engine.render(atMediaTime: 2)
            try pauser.resume(layer)
            try engine.render(atMediaTime: 3)
            return (recorder.events, engine.presentationValue(forKeyPath: "opacity", of: layer))
        }
        #expect(observed.reference.0 == ["start"])
        #expect(observed.mutant.0 == ["start", "start"])
        #expect(abs(observed.reference.1 - 0.2) < 1e-9 && abs(observed.mutant.1 - 0.2) < 1e-9)
    }
}
