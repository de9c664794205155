import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

@testable import ConformanceOracles

/// What the world model predicts a `readLayer` step reads of the stored copies, against values
/// worked by hand from SEMANTICS.md §2.1–§2.7, §5.5 and §9, and against what the driver records.
@Suite struct WorldModelStoredCopyTests {
    /// An eased, repeating, filled basic animation added with no duration.
    static var eased: Animation {
        var animation = Animation.basic("opacity", from: 0, to: 10, duration: 0)
        animation.timingFunction = .easeIn
        animation.timing.repeatCount = 2
        animation.timing.timeOffset = 0.25
        animation.timing.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }

    /// Reads before and after the commit on a layer with begin 1, speed 2 and offset 0.5, at media time 3.
    static var stamped: Script {
        [
            .makeView(parent: nil),  // 0
            .setTiming(view: 0, LayerTiming(beginTime: 1, speed: 2, timeOffset: 0.5)),  // 1
            .advance(by: 3),  // 2
            .setTransactionDuration(0.5),  // 3
            .add(view: 0, key: "a", animation: eased),  // 4
            .host(.readLayer(view: 0)),  // 5
            .commit,  // 6
            .host(.readLayer(view: 0)),  // 7
        ]
    }

    /// The predictions of `script`, step by step.
    static func predictions(_ script: Script, profile: TimingProfile = .coreAnimation) -> [WorldPrediction] {
        let model = WorldModel(profile: profile)
        model.prepare(script)
        return script.steps.enumerated().map { model.apply($1, index: $0) }
    }

    @Test func aReadBeforeTheCommitShowsTheDurationResolvedAndTheBeginAsGiven() throws {
        let predictions = Self.predictions(Self.stamped)
        let read = try #require(predictions[5].copyReads.first)
        #expect(predictions[5].copyReads.count == 1)
        #expect(read.step == 5 && read.view == 0 && read.keys == ["a"])
        let copy = try #require(read.copies["a"])
        // §2.3: the duration of 0 became the transaction's 0.5 at the add; §2.5: no stamp yet.
        #expect(copy.animation.timing.duration == 0.5)
        #expect(copy.animation.timing.beginTime == 0)
        #expect(copy.beginTimeIsPredicted && copy.durationIsPredicted)
        #expect(predictions[4].copyReads.isEmpty)
    }

    @Test func aReadAfterTheCommitShowsTheStampAndEveryOtherFieldAsAdded() throws {
        let predictions = Self.predictions(Self.stamped)
        let copy = try #require(predictions[7].copyReads.first?.copies["a"])
        // §2.5: the layer's local time at the commit, (3 − 1)·2 + 0.5 = 4.5.
        #expect(copy.animation.timing.beginTime == 4.5)
        // §2.1, §2.7: the rest as added, but the duration resolved.
        var expected = Self.eased
        expected.timing.beginTime = 4.5
        expected.timing.duration = 0.5
        #expect(copy.animation == expected)
        #expect(copy.animation.timingFunction == .easeIn)
        #expect(copy.animation.timing.repeatCount == 2 && copy.animation.timing.timeOffset == 0.25)
        #expect(copy.animation.timing.fillMode == .forwards && !copy.animation.isRemovedOnCompletion)
    }

    @Test func theDriverRecordsTheSameCopiesTheModelPredicts() throws {
        let trace = ScriptDriver.run(Self.stamped, on: ReferenceEngine())
        let predictions = Self.predictions(Self.stamped)
        for step in [5, 7] {
            let reads = trace.steps[step].copyReads
            #expect(reads.count == 1)
            let read = try #require(reads.first)
            #expect(read.step == step && read.view == 0 && read.keys == ["a"])
            let stored = try #require(read.entries.first?.animation)
            // The driver drops the delegate it gave the copy: the record holds values only.
            #expect(stored.delegate == nil)
            #expect(stored == predictions[step].copyReads.first?.copies["a"]?.animation)
        }
        // A step that reads nothing records nothing.
        #expect(trace.steps[6].copyReads.isEmpty)
    }

    @Test func aGroupChildKeepsItsBeginAndTakesTheGroupsDuration() throws {
        // §5.5: a child with duration 0 takes the group's 2 s (the default profile); its begin
        // of 0.5 counts from the group's start and is never stamped. The group, committed at
        // media time 0 on a plain layer, is stamped 0.
        var child = Animation.basic("opacity", to: 1, duration: 0)
        child.timing.beginTime = 0.5
        let script: Script = [
            .makeView(parent: nil), .add(view: 0, key: "g", animation: .group([child], duration: 2)), .commit,
            .host(.readLayer(view: 0)),
        ]
        let copy = try #require(Self.predictions(script)[3].copyReads.first?.copies["g"])
        #expect(copy.animation.timing.beginTime == 0 && copy.animation.timing.duration == 2)
        #expect(copy.animation.children.map(\.timing.beginTime) == [0.5])
        #expect(copy.animation.children.map(\.timing.duration) == [2])
    }

    @Test func aCopyWhoseDurationHasNoReadingHasNeitherDurationNorBeginPredicted() throws {
        // §2.3 and §9: a transaction duration of 0 gives a copy added with none no reading.
        let script: Script = [
            .makeView(parent: nil), .setTransactionDuration(0),
            .add(view: 0, key: "a", animation: .basic("opacity", to: 1, duration: 0)),
            .add(view: 0, key: "b", animation: .basic("opacity", to: 1, duration: 3)), .commit,
            .host(.readLayer(view: 0)),
        ]
        let read = try #require(Self.predictions(script)[5].copyReads.first)
        // Committed with no known duration, "a" may have ended and left already: the listing
        // is open, so the keys are not predicted, but each copy listed is.
        #expect(read.keys == nil)
        let open = try #require(read.copies["a"])
        #expect(!open.durationIsPredicted && !open.beginTimeIsPredicted)
        // Its other fields, and the other copy whole, are predicted.
        #expect(open.animation.keyPath == "opacity")
        let known = try #require(read.copies["b"])
        #expect(known.durationIsPredicted && known.beginTimeIsPredicted)
        #expect(known.animation.timing.duration == 3 && known.animation.timing.beginTime == 0)
    }

    @Test func aReadInsideACallbackIsPredictedUnderItsOwnNumber() throws {
        // The reentry's inner step is number 4 (after the four top-level steps); it runs inside
        // the didStart heard at the render of step 3, after the stamp of 0 at the commit.
        let script: Script = [
            .makeView(parent: nil),  // 0
            .add(view: 0, key: "a", animation: .basic("opacity", to: 1, duration: 1)),  // 1
            .reentrant(.didStart(view: 0, key: "a"), [.host(.readLayer(view: 0))]),  // 2, inner 4
            .advance(by: 0.5),  // 3
        ]
        let predictions = Self.predictions(script)
        let read = try #require(predictions[3].copyReads.first)
        #expect(read.step == 4 && read.view == 0)
        #expect(read.copies["a"]?.animation.timing.beginTime == 0)
        let observed = ScriptDriver.run(script, on: ReferenceEngine()).steps[3].copyReads
        #expect(observed.map(\.step) == [4])
    }
}
