import MediaTiming
import Scripts
import Testing

@testable import ConformanceOracles

/// A technique world over a fake engine part, with the host's state the tests set by hand.
struct TechniqueBench {
    var world = TechniqueWorld()
    var engine: FakeWorldEngine
    var appActive = true
    var outOfWindow: Set<Int> = []
    var step = 0

    init(parents: [Int?] = [nil]) { engine = FakeWorldEngine(parents: parents) }

    /// Runs one technique step numbered `number` (or the next number).
    @discardableResult
    mutating func run(
        _ operation: TechniqueStep.Operation, on view: Int = 0, animation: Animation? = nil, number: Int? = nil
    ) -> TechniqueOutcome {
        step += 1
        let outOfWindow = outOfWindow
        return world.apply(
            TechniqueStep(operation, view: view, animation: animation), index: number ?? step, engine: &engine,
            appActive: appActive, inWindow: { !outOfWindow.contains($0) })
    }

    /// Posts a host notification to the technique observers.
    @discardableResult
    mutating func post(_ notification: TechniqueWorld.HostNotification, about view: Int? = nil) -> [WorldEvent] {
        let outOfWindow = outOfWindow
        return world.post(
            notification, about: view, engine: &engine, appActive: appActive,
            inWindow: { !outOfWindow.contains($0) }
        ).events ?? []
    }

    /// The answers the step recorded, as texts.
    static func answers(_ outcome: TechniqueOutcome) -> [String] {
        (outcome.events ?? []).compactMap { event in
            if case .host(_, _, let text) = event { return text }
            return nil
        }
    }

    func local(_ view: Int) -> Double { engine.localTime(of: view, atMediaTime: engine.mediaTime) }
}

/// The techniques' part of the world model against numbers worked by hand from SEMANTICS.md §1.1
/// and §8 and the techniques' documentation.
@Suite struct TechniqueWorldTests {
    @Test func pauseAndResumeFollowQA1673() {
        var bench = TechniqueBench()
        bench.engine.advance(to: 2)
        // Pause at media time 2 on a root of speed 1: local time 2 → speed 0, timeOffset 2.
        #expect(bench.run(.pause).status == .done)
        #expect(bench.engine.timings[0] == LayerTiming(beginTime: 0, speed: 0, timeOffset: 2))
        #expect(bench.run(.pause).status == .noOp(note: "no-op: already paused"))
        bench.engine.advance(to: 5)
        #expect(bench.local(0) == 2)  // frozen
        // Resume at 5: speed 1, timeOffset 0, beginTime 5 − (2 − 0)/1 = 3.
        #expect(bench.run(.resume).status == .done)
        #expect(bench.engine.timings[0] == LayerTiming(beginTime: 3, speed: 1, timeOffset: 0))
        #expect(bench.local(0) == 2)  // continuous: (5 − 3)·1 + 0
        #expect(bench.run(.resume).status == .noOp(note: "no-op: not paused"))
    }

    @Test func aPausedLayerResumesAtItsOwnSpeedOrTheOneSetForIt() {
        var bench = TechniqueBench()
        bench.engine.timings[0] = LayerTiming(speed: 2, timeOffset: 1)
        bench.engine.advance(to: 3)
        bench.run(.pause)  // local 3·2 + 1 = 7
        #expect(bench.engine.timings[0].timeOffset == 7)
        #expect(
            TechniqueBench.answers(bench.run(.inspect)) == [
                "isPaused = true", "resumeSpeed = 2.0", "hasStored = false", "stored = []",
            ])
        #expect(TechniqueBench.answers(bench.run(.setResumeSpeed(.infinity))) == ["setResumeSpeed(inf) = false"])
        #expect(TechniqueBench.answers(bench.run(.setResumeSpeed(4))) == ["setResumeSpeed(4.0) = true"])
        bench.engine.advance(to: 10)
        bench.run(.resume)
        // b′ = 10 − (7 − 1)/4 = 8.5 with the layer's own offset 1: (10 − 8.5)·4 + 1 = 7.
        #expect(bench.engine.timings[0] == LayerTiming(beginTime: 8.5, speed: 4, timeOffset: 1))
        #expect(TechniqueBench.answers(bench.run(.setResumeSpeed(3))) == ["setResumeSpeed(3.0) = false"])
        #expect(TechniqueBench.answers(bench.run(.inspect)).prefix(2) == ["isPaused = false", "resumeSpeed = nil"])
    }

    @Test func aSpeedChangeUnderASpedAncestorKeepsLocalTimeContinuous() {
        var bench = TechniqueBench(parents: [nil, 0])
        bench.engine.timings[0] = LayerTiming(speed: 2)
        bench.engine.timings[1] = LayerTiming(beginTime: 1)
        bench.engine.advance(to: 3)
        // tp = 6, local (6 − 1)·1 = 5; §8.2: b′ = 6 − (6 − 1)·1/0.5 = −4, and (6 + 4)·0.5 = 5.
        #expect(bench.local(1) == 5)
        #expect(bench.run(.changeSpeed(0.5), on: 1).status == .done)
        #expect(bench.engine.timings[1] == LayerTiming(beginTime: -4, speed: 0.5))
        bench.engine.advance(to: 4)  // 1 s of media time is 2 s of parent time, 1 s of local time
        #expect(bench.local(1) == 6)
        // Speed 0 freezes where it is; a frozen layer the pauser did not pause runs from there.
        bench.run(.changeSpeed(0), on: 1)
        #expect(bench.engine.timings[1].timeOffset == 6 && bench.engine.timings[1].speed == 0)
        bench.engine.advance(to: 5)  // tp = 10
        bench.run(.changeSpeed(3), on: 1)
        #expect(bench.engine.timings[1] == LayerTiming(beginTime: 10, speed: 3, timeOffset: 6))
        #expect(
            bench.run(.changeSpeed(.nan), on: 1).status == .refused(notePrefix: "invalid argument: ", byEngine: false))
    }

    @Test func aSpeedChangeOnAPausedLayerWaitsForTheResume() {
        var bench = TechniqueBench()
        bench.engine.advance(to: 2)
        bench.run(.pause)
        let callsBefore = bench.engine.calls.count
        bench.run(.changeSpeed(2))
        #expect(bench.engine.calls.count == callsBefore)  // the layer stays as it is
        #expect(TechniqueBench.answers(bench.run(.inspect))[1] == "resumeSpeed = 2.0")
        bench.engine.advance(to: 4)
        bench.run(.resume)
        // b′ = 4 − (2 − 0)/2 = 3; (4 − 3)·2 = 2.
        #expect(bench.engine.timings[0] == LayerTiming(beginTime: 3, speed: 2, timeOffset: 0))
    }

    @Test func storeAndRestoreBringASubtreeBackWhereItWas() {
        var bench = TechniqueBench(parents: [nil, 0])
        bench.engine.advance(to: 1)
        _ = bench.engine.add(WorldCopy(.basic("x", from: 0, to: 1, duration: 4), listener: nil), forKey: "a", to: 0)
        _ = bench.engine.add(WorldCopy(.basic("y", from: 0, to: 1, duration: 4), listener: nil), forKey: "b", to: 1)
        bench.engine.advance(to: 2)  // both stamped at local time 1
        #expect(bench.run(.store).status == .done)
        #expect(bench.engine.timings[0] == LayerTiming(speed: 0, timeOffset: 2))
        #expect(TechniqueBench.answers(bench.run(.inspect)).suffix(2) == ["hasStored = true", "stored = [v0.a, v1.b]"])
        bench.engine.strip([0, 1])
        bench.engine.advance(to: 10)
        bench.engine.calls.removeAll()
        #expect(bench.run(.restore).status == .done)
        #expect(bench.engine.calls == ["remove v0.a", "add v0.a", "remove v1.b", "add v1.b", "setTiming v0"])
        // The kept copies come back stamped; the root resumes with b′ = 10 − 2 = 8: local 2 again.
        #expect(bench.engine.storedCopy(forKey: "b", of: 1)?.animation.timing.beginTime == 1)
        #expect(bench.engine.timings[0] == LayerTiming(beginTime: 8, speed: 1, timeOffset: 0))
        #expect(bench.local(1) == 2)
        #expect(bench.run(.restore).status == .noOp(note: "no-op: nothing stored"))
        #expect(bench.run(.discard).status == .noOp(note: "no-op: nothing stored"))
    }

    @Test func aRestoreLeavesCopiesThatAreStillThereAndASecondStoreMerges() {
        var bench = TechniqueBench()
        _ = bench.engine.add(WorldCopy(.basic("x", to: 1, duration: 4), listener: nil), forKey: "a", to: 0)
        bench.engine.advance(to: 1)
        bench.run(.store)
        _ = bench.engine.add(WorldCopy(.basic("y", to: 1, duration: 4), listener: nil), forKey: "b", to: 0)
        bench.run(.store)  // merges: a stays first, b is appended; the root is paused already
        #expect(TechniqueBench.answers(bench.run(.inspect)).last == "stored = [v0.a, v0.b]")
        bench.engine.calls.removeAll()
        bench.run(.restore)
        #expect(bench.engine.calls == ["setTiming v0"])  // both still there, in order: only the resume
    }

    @Test func storingNothingOnAPausedTreeIsANoOp() {
        var bench = TechniqueBench()
        #expect(bench.run(.store).status == .done)  // the pause is something
        #expect(bench.run(.store).status == .noOp(note: "no-op: nothing to store"))
        #expect(TechniqueBench.answers(bench.run(.inspect)).suffix(2) == ["hasStored = true", "stored = []"])
    }
}
