import EngineMutants
import MediaTiming
import ReferenceEngine
import Testing

/// The round-3 engine faults: calls from inside callbacks and completion blocks, nested
/// transactions with completion blocks, replacement and retained copies.
extension Blind3ScenarioTests {
    @Test func callbackAddSweptByKey() throws {
        // A 1 s copy under "a" committed at 0 completes at 1; the render at 2 removes it and its
        // didStop(true) re-adds a 10 s ramp 0→10 under "a". The commit at 2 stamps it 2, so at 3 it
        // shows 1. Swept by key after the callbacks, it is gone: keys [] and the model 0 at 3.
        let observed = try Self.both("blind3-callback-add-swept-by-key") { engine in
            let layer = engine.makeLayer()
            let recorder = BlindRecorder()
            recorder.onStop = { finished in
                if finished { try? engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer) }
            }
            try engine.add(Self.heard(by: recorder, Self.ramp(0, 1, duration: 1)), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 2)
            let keys = engine.animationKeys(of: layer)
            engine.commit()
            try engine.render(atMediaTime: 3)
            return (keys, engine.presentationValue(forKeyPath: "x", of: layer))
        }
        #expect(observed.reference.0 == ["a"] && abs(observed.reference.1 - 1) < 1e-9)
        #expect(observed.mutant.0 == [] && observed.mutant.1 == 0)
    }

    @Test func callbackRemovalDeferred() throws {
        // "a" ramps x 0→10 over 10 s; "b" (y, 1 s) completes at 1, and its didStop removes "a".
        // After the render at 2 nothing is left and x shows its model 0; deferred, "a" is still
        // there and shows 2.
        let observed = try Self.both("blind3-callback-removal-deferred") { engine in
            let layer = engine.makeLayer()
            let recorder = BlindRecorder()
            recorder.onStop = { _ in engine.removeAnimation(forKey: "a", from: layer) }
            try engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            try engine.add(Self.heard(by: recorder, Self.ramp("y", 0, 1, duration: 1)), forKey: "b", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 2)
            return (engine.animationKeys(of: layer), engine.presentationValue(forKeyPath: "x", of: layer))
        }
        #expect(observed.reference.0 == [] && observed.reference.1 == 0)
        #expect(observed.mutant.0 == ["a"] && abs(observed.mutant.1 - 2) < 1e-9)
    }

    @Test func callbackAddCommittedByRender() throws {
        // The didStop of a 1 s copy (render at 2) adds "b", y 5→15 over 10 s. Until the caller
        // commits it is pending: y shows its model 0 and the stored copy keeps beginTime 0.
        // Committed by the render itself, it is stamped 2 and shows 5 at once.
        let observed = try Self.both("blind3-callback-add-committed-by-render") { engine in
            let layer = engine.makeLayer()
            let recorder = BlindRecorder()
            recorder.onStop = { _ in try? engine.add(Self.ramp("y", 5, 15, duration: 10), forKey: "b", to: layer) }
            try engine.add(Self.heard(by: recorder, Self.ramp(0, 1, duration: 1)), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 2)
            return (
                engine.presentationValue(forKeyPath: "y", of: layer),
                engine.animation(forKey: "b", of: layer)?.timing.beginTime
            )
        }
        #expect(observed.reference.0 == 0 && observed.reference.1 == 0)
        #expect(abs(observed.mutant.0 - 5) < 1e-9 && observed.mutant.1 == 2)
    }

    @Test func renderRepeatsAfterCompletionBlocks() throws {
        // The outer block waits for a 1 s copy, so it runs at the render at 2; it sets an inner
        // block in a transaction that adds nothing and commits. An inner block with nothing to
        // wait for runs at the first render after its transaction ends: the one at 3, not at 2.
        let observed = try Self.both("blind3-render-repeats-after-completion-blocks") { engine in
            let layer = engine.makeLayer()
            let inner = BlindCounter()
            engine.setCompletionBlock {
                engine.setCompletionBlock { inner.value += 1 }
                engine.commit()
            }
            try engine.add(Self.ramp(0, 1, duration: 1), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 2)
            let afterFirst = inner.value
            try engine.render(atMediaTime: 3)
            return [afterFirst, inner.value]
        }
        #expect(observed.reference == [0, 1])
        #expect(observed.mutant == [1, 1])
    }

    @Test func nestedClearCancelsEnclosingBlock() throws {
        // The outer transaction's block collects "a" (1 s); a nested transaction clears its own
        // (empty) block and adds "b" (1 s). Both complete at 1, so the outer block runs at the
        // render at 2; cancelled by the nested clear, it never does.
        let observed = try Self.both("blind3-nested-clear-cancels-enclosing-block") { engine in
            let layer = engine.makeLayer()
            let outer = BlindCounter()
            engine.setCompletionBlock { outer.value += 1 }
            try engine.add(Self.ramp(0, 1, duration: 1), forKey: "a", to: layer)
            try engine.beginTransaction()
            engine.clearCompletionBlock()
            try engine.add(Self.ramp("y", 0, 1, duration: 1), forKey: "b", to: layer)
            engine.commit()
            engine.commit()
            try engine.render(atMediaTime: 2)
            try engine.render(atMediaTime: 3)
            return outer.value
        }
        #expect(observed.reference == 1)
        #expect(observed.mutant == 0)
    }

    @Test func nestedAddsStampedAtNestedCommit() throws {
        // A ramp 0→10 over 10 s is added inside a nested transaction; after the nested commit the
        // layer's timeOffset becomes 3, and the outermost commit (media 0) stamps the copy with
        // the layer's local time then: 3. At media 1 (local 4) it shows 1. Stamped with the
        // timing at the nested commit (local 0), it shows 4.
        let observed = try Self.both("blind3-nested-adds-stamped-at-nested-commit") { engine in
            let layer = engine.makeLayer()
            try engine.beginTransaction()
            try engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            engine.commit()
            try engine.setTiming(LayerTiming(timeOffset: 3), of: layer)
            engine.commit()
            try engine.render(atMediaTime: 1)
            return (
                engine.animation(forKey: "a", of: layer)?.timing.beginTime,
                engine.presentationValue(forKeyPath: "x", of: layer)
            )
        }
        #expect(observed.reference.0 == 3 && abs(observed.reference.1 - 1) < 1e-9)
        #expect(observed.mutant.0 == 0 && abs(observed.mutant.1 - 4) < 1e-9)
    }

    @Test func replacementKeepsOldStamp() throws {
        // A ramp 0→10 over 10 s committed at media 2 is stamped 2; at 5 it is replaced by the same
        // ramp under the same key, stamped 5 at that commit: at 6 it shows 1. Inheriting the old
        // stamp 2, it shows 4.
        let observed = try Self.both("blind3-replacement-keeps-old-stamp") { engine in
            let layer = engine.makeLayer()
            try engine.render(atMediaTime: 2)
            try engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 5)
            try engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 6)
            return (
                engine.animation(forKey: "a", of: layer)?.timing.beginTime,
                engine.presentationValue(forKeyPath: "x", of: layer)
            )
        }
        #expect(observed.reference.0 == 5 && abs(observed.reference.1 - 1) < 1e-9)
        #expect(observed.mutant.0 == 2 && abs(observed.mutant.1 - 4) < 1e-9)
    }

    @Test func retainedCopyStopsAgainOnRemoval() throws {
        // A retained 1 s copy hears start and didStop(true) by the render at 2 (SEMANTICS §6.2):
        // a later removal tells it nothing more. The fault adds a didStop(false) at the next render.
        let observed = try Self.both("blind3-retained-copy-stops-again-on-removal") { engine in
            let layer = engine.makeLayer()
            let recorder = BlindRecorder()
            var retained = Self.heard(by: recorder, Self.ramp(0, 1, duration: 1))
            retained.isRemovedOnCompletion = false
            try engine.add(retained, forKey: "a", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 2)
            engine.removeAnimation(forKey: "a", from: layer)
            try engine.render(atMediaTime: 3)
            return recorder.events
        }
        #expect(observed.reference == ["start", "stop(true)"])
        #expect(observed.mutant == ["start", "stop(true)", "stop(false)"])
    }
}
