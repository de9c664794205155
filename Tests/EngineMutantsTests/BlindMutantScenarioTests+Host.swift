import AnimationTechniques
import EngineMutants
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

/// The blind faults of the host's situations: reads after a timing edit with no render, a scrub on
/// a frozen layer, removals on trees, nested time conversion and several windows.
extension BlindMutantScenarioTests {
    @Test func presentationStaleAfterTimingEdit() throws {
        // At media 2 a 10 s animation shows 0.2. Frozen at local 7 (speed 0, timeOffset 7) with no
        // render, it shows 0.7 at once; a model edit then clears the fault's cache.
        let observed = try Self.both("blind-presentation-stale-after-timing-edit") { engine in
            let layer = try Self.layer(with: Self.basic(0, 1, duration: 10), on: engine)
            try engine.render(atMediaTime: 2)
            let before = engine.presentationValue(forKeyPath: "opacity", of: layer)
            try engine.setTiming(LayerTiming(speed: 0, timeOffset: 7), of: layer)
            let afterTimingEdit = engine.presentationValue(forKeyPath: "opacity", of: layer)
            try engine.setModelValue(0, forKeyPath: "unrelated", of: layer)
            return [before, afterTimingEdit, engine.presentationValue(forKeyPath: "opacity", of: layer)]
        }
        #expect(zip(observed.reference, [0.2, 0.7, 0.7]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(zip(observed.mutant, [0.2, 0.2, 0.7]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func frozenOffsetLatched() throws {
        // The scrubber freezes the layer at local 1 (its base) and adds the copy with beginTime 1:
        // progress 0 shows 2. Scrubbed to 0.5, local 1.5: halfway from 2 to 4, 3.
        let observed = try Self.both("blind-frozen-offset-latched") { engine in
            let host = Host(engine: engine)
            let view = host.makeView()
            let scrubber = Scrubber(
                host: host, layer: view.layer, animation: Self.basic(2, 4, duration: 1), forKey: "s")
            try scrubber.install()
            engine.commit()
            let atInstall = engine.presentationValue(forKeyPath: "opacity", of: view.layer)
            try scrubber.setProgress(0.5)
            return (
                atInstall, engine.presentationValue(forKeyPath: "opacity", of: view.layer),
                engine.timing(of: view.layer).timeOffset
            )
        }
        #expect(abs(observed.reference.0 - 2) < 1e-9 && abs(observed.mutant.0 - 2) < 1e-9)
        #expect(abs(observed.reference.1 - 3) < 1e-9)
        #expect(abs(observed.mutant.1 - 2) < 1e-9)
        #expect(observed.reference.2 == 1.5 && observed.mutant.2 == 1.5)
    }

    @Test func removeAllRecurses() throws {
        // removeAllAnimations on the parent leaves the sublayer's 10 s animation: 0.2 at 2, and no
        // stop for it.
        let observed = try Self.both("blind-remove-all-recurses") { engine in
            let recorder = BlindRecorder()
            let parent = engine.makeLayer()
            let child = engine.makeLayer()
            try engine.addSublayer(child, to: parent)
            try engine.add(Self.heard(by: recorder, Self.basic(0, 1, duration: 10)), forKey: "a", to: child)
            engine.commit()
            try engine.render(atMediaTime: 1)
            engine.removeAllAnimations(from: parent)
            try engine.render(atMediaTime: 2)
            return (
                engine.presentationValue(forKeyPath: "opacity", of: child), engine.animationKeys(of: child),
                recorder.events
            )
        }
        #expect(
            abs(observed.reference.0 - 0.2) < 1e-9 && observed.reference.1 == ["a"] && observed.reference.2 == ["start"]
        )
        #expect(
            abs(observed.mutant.0 - 0) < 1e-9 && observed.mutant.1 == []
                && observed.mutant.2 == ["start", "stop(false)"])
    }

    @Test func convertTimeDropsDestinationOffset() throws {
        // The parent has timeOffset 5: media 1 is its local 6. The child's animation was stamped 5
        // (its local time at media 0); paused at media 1 by the pauser, the child freezes at 6
        // (e = 1 of 10: 0.1). Mapped without the offset, the pauser freezes it at 1: before its
        // begin, model 0.
        let observed = try Self.both("blind-convert-time-drops-destination-offset") { engine in
            let parent = engine.makeLayer()
            let child = engine.makeLayer()
            try engine.setTiming(LayerTiming(timeOffset: 5), of: parent)
            try engine.addSublayer(child, to: parent)
            try engine.add(Self.basic(0, 1, duration: 10), forKey: "a", to: child)
            engine.commit()
            try engine.render(atMediaTime: 1)
            let converted = engine.convertTime(1, from: nil, to: parent)
            try LayerPauser(engine: engine).pause(child)
            try engine.render(atMediaTime: 2)
            return (converted, engine.presentationValue(forKeyPath: "opacity", of: child))
        }
        #expect(observed.reference.0 == 6 && observed.mutant.0 == 1)
        #expect(abs(observed.reference.1 - 0.1) < 1e-9)
        #expect(abs(observed.mutant.1 - 0) < 1e-9)
    }

    @Test func layerClockFromCreation() throws {
        // A second window made at media 2 and a view in it: their local time is media time, so an
        // animation beginning at local 3 is 1 s into its 10 s at media 4: 0.1. Counted from their
        // creation, the window's local time is 2 and the view's 0 at media 4: not begun, model 0.
        let observed = try Self.both("blind-layer-clock-from-creation") { engine in
            let host = Host(engine: engine)
            _ = host.makeWindow()
            try host.advance(to: 2)
            let window = host.makeWindow()
            let view = host.makeView()
            _ = try host.attach(view, to: window)
            try engine.add(Self.basic(0, 1, duration: 10, AnimationTiming(beginTime: 3)), forKey: "a", to: view.layer)
            try host.advance(to: 4)
            return (
                engine.presentationValue(forKeyPath: "opacity", of: view.layer),
                engine.convertTime(4, from: nil, to: view.layer)
            )
        }
        #expect(abs(observed.reference.0 - 0.1) < 1e-9 && observed.reference.1 == 4)
        #expect(abs(observed.mutant.0 - 0) < 1e-9 && observed.mutant.1 == 0)
    }

    @Test func rootClockShared() throws {
        // Two windows; the first window's layer is frozen at media 1. The second window's view
        // runs on: at 3, 0.3 of its 10 s animation. Sharing one clock, it froze at 1 too: 0.1.
        let observed = try Self.both("blind-root-clock-shared") { engine in
            let host = Host(engine: engine)
            let first = host.makeWindow()
            let second = host.makeWindow()
            let view = host.makeView()
            _ = try host.attach(view, to: second)
            try engine.add(Self.basic(0, 1, duration: 10), forKey: "a", to: view.layer)
            try host.advance(to: 1)
            let firstLayer = try #require(host.layer(of: first))
            try engine.setTiming(LayerTiming(speed: 0, timeOffset: 1), of: firstLayer)
            try host.advance(to: 3)
            return engine.presentationValue(forKeyPath: "opacity", of: view.layer)
        }
        #expect(abs(observed.reference - 0.3) < 1e-9)
        #expect(abs(observed.mutant - 0.1) < 1e-9)
    }
}
