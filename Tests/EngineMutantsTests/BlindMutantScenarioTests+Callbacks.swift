import EngineMutants
import MediaTiming
import ReferenceEngine
import Testing

extension BlindMutantScenarioTests {
    /// `animation` with `recorder` as its delegate.
    static func heard(by recorder: BlindRecorder, _ animation: Animation) -> Animation {
        var copy = animation
        copy.delegate = recorder
        return copy
    }

    @Test func pastBeginNoDidStart() throws {
        // At media 5 a copy with beginTime 2 is committed: its period began in the past and runs to
        // 12, so the first render (6) delivers its start. A copy committed with it that begins at 8
        // starts at the render at 9 on both: the fault is about past begins only.
        let events = try Self.both("blind-past-begin-no-did-start") { engine in
            let past = BlindRecorder()
            let future = BlindRecorder()
            let layer = engine.makeLayer()
            try engine.render(atMediaTime: 5)
            try engine.add(
                Self.heard(by: past, Self.basic(0, 1, duration: 10, AnimationTiming(beginTime: 2))), forKey: "a",
                to: layer)
            try engine.add(
                Self.heard(by: future, Self.basic(0, 1, duration: 10, AnimationTiming(beginTime: 8))), forKey: "b",
                to: layer)
            engine.commit()
            try engine.render(atMediaTime: 6)
            let value = engine.presentationValue(forKeyPath: "opacity", of: layer)
            let futureAt6 = future.events
            try engine.render(atMediaTime: 9)
            return (past.events, value, futureAt6, future.events)
        }
        #expect(events.reference.0 == ["start"])
        #expect(events.mutant.0 == [])
        // The value is the same on both: "b" has not begun, "a" is at e = 6 − 2 = 4 of 10.
        #expect(abs(events.reference.1 - 0.4) < 1e-9 && abs(events.mutant.1 - 0.4) < 1e-9)
        #expect(events.reference.2 == [] && events.mutant.2 == [])
        #expect(events.reference.3 == ["start"] && events.mutant.3 == ["start"])
    }

    @Test func retainedStopNotFinished() throws {
        // A retained copy of 1 s completes its active duration by 2: didStop(finished: true). A copy
        // removed on completion beside it hears the same on both.
        let events = try Self.both("blind-retained-stop-not-finished") { engine in
            let retained = BlindRecorder()
            let removed = BlindRecorder()
            var animation = Self.heard(by: retained, Self.basic(0, 1, duration: 1))
            animation.isRemovedOnCompletion = false
            let layer = engine.makeLayer()
            try engine.add(animation, forKey: "a", to: layer)
            try engine.add(Self.heard(by: removed, Self.basic(0, 1, duration: 1)), forKey: "b", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 2)
            return (retained.events, removed.events)
        }
        #expect(events.reference.0 == ["start", "stop(true)"])
        #expect(events.mutant.0 == ["start", "stop(false)"])
        #expect(events.reference.1 == ["start", "stop(true)"] && events.mutant.1 == ["start", "stop(true)"])
    }

    @Test func transactionDurationNotReset() throws {
        // The duration set in one transaction returns to 0.25 at its commit, so the next
        // transaction's zero-duration animation runs 0.25 s and is over at 1 (model 0).
        let observed = try Self.both("blind-transaction-duration-not-reset") { engine in
            engine.transactionAnimationDuration = 2
            engine.commit()
            let afterCommit = engine.transactionAnimationDuration
            let value = try Self.opacity(of: Self.basic(0, 1, duration: 0), at: 1, on: engine)
            return (afterCommit, value)
        }
        #expect(observed.reference.0 == 0.25)
        #expect(observed.mutant.0 == 2)
        #expect(abs(observed.reference.1 - 0) < 1e-9)
        #expect(abs(observed.mutant.1 - 0.5) < 1e-9)
    }

    @Test func secondCompletionBlockCancelsFirst() throws {
        // Block A waits for the 1 s animation added after it, block B for the 2 s one added after
        // it: A runs at the render at 1.5, B at the render at 2.5.
        let runs = try Self.both("blind-second-completion-block-cancels-first") { engine in
            var ran: [String] = []
            let layer = engine.makeLayer()
            engine.setCompletionBlock { ran.append("A") }
            try engine.add(Self.basic(0, 1, duration: 1), forKey: "a", to: layer)
            engine.setCompletionBlock { ran.append("B") }
            try engine.add(Self.basic(0, 1, duration: 2), forKey: "b", to: layer)
            engine.commit()
            try engine.render(atMediaTime: 1.5)
            let early = ran
            try engine.render(atMediaTime: 2.5)
            return (early, ran)
        }
        #expect(runs.reference.0 == ["A"])
        #expect(runs.reference.1 == ["A", "B"])
        #expect(runs.mutant.0 == [])
        #expect(runs.mutant.1 == ["B"])
    }
}
