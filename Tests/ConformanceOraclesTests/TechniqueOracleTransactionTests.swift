import MediaTiming
import Scripts
import Testing

@testable import ConformanceOracles

/// The techniques' model inside the app's nested transactions, against numbers worked by hand
/// from SEMANTICS.md §2.3, §2.9 and §8.3.
@Suite struct TechniqueOracleTransactionTests {
    @Test func aStoreInsideANestedTransactionKeepsAPendingAddUnstampedAndRestoresItAtZero() {
        var oracle = TechniqueOracle()
        let a = Animation.basic("x", from: 0, to: 4, duration: 4)
        let m = Animation.basic("y", from: 0, to: 1, duration: 0)
        for step: Step in [
            .makeView(parent: nil), .advance(by: 2),  // local time 2
            .beginTransaction, .setTransactionDuration(0.5), .add(view: 0, key: "a", animation: a),
            .technique(TechniqueStep(.store, view: 0)),  // frozen at 2; the flush waits
            .add(view: 0, key: "m", animation: m),  // takes the nested duration
        ] { oracle.apply(step) }
        #expect(oracle.copy(0, "a")?.isCommitted == false)
        #expect(oracle.value(0, "x") == 0)
        oracle.apply(.commit)  // the last nested commit: the waiting flush commits now
        #expect(oracle.copy(0, "a")?.animation.timing.beginTime == 2)
        #expect(oracle.copy(0, "m")?.animation.timing.duration == 0.5)
        for step: Step in [
            .advance(by: 1), .resignActive, .enterBackground, .enterForeground, .becomeActive,
            .technique(TechniqueStep(.restore, view: 0)),
        ] { oracle.apply(step) }
        // Kept before any commit: back with begin time 0, final; "m" was never kept.
        #expect(oracle.keys(0) == ["a"])
        #expect(oracle.copy(0, "a")?.animation.timing.beginTime == 0)
        oracle.apply(.advance(by: 1))  // runs from 2: local 3, active time 3 − 0
        #expect(oracle.localTime(0) == 3)
        #expect(oracle.value(0, "x") == 3)  // the stamp of 2 would have shown 1
    }

    @Test func aFlushWaitsForTheLastNestedCommitAndEachTransactionKeepsItsDuration() {
        var oracle = TechniqueOracle()
        let zero = Animation.basic("x", from: 0, to: 1, duration: 0)
        for step: Step in [
            .makeView(parent: nil), .advance(by: 1),
            .beginTransaction, .setTransactionDuration(2),
            .beginTransaction, .setTransactionDuration(3), .add(view: 0, key: "a", animation: zero),
            .technique(TechniqueStep(.store, view: 0)), .commit,  // inner commit: the flush still waits
            .add(view: 0, key: "b", animation: zero),  // the enclosing nested one's duration again
        ] { oracle.apply(step) }
        #expect(oracle.copy(0, "a")?.animation.timing.duration == 3)
        #expect(oracle.copy(0, "b")?.animation.timing.duration == 2)
        #expect(oracle.copy(0, "a")?.isCommitted == false)
        oracle.apply(.commit)  // the last nested commit
        #expect(oracle.copy(0, "a")?.isCommitted == true)
        #expect(oracle.copy(0, "b")?.animation.timing.beginTime == 1)
        oracle.apply(.add(view: 0, key: "c", animation: zero))  // a new transaction: the default
        #expect(oracle.copy(0, "c")?.animation.timing.duration == 0.25)
    }

    @Test func aStoreTheDriverNotedStillFlushes() {
        var oracle = TechniqueOracle()
        for step: Step in [
            .makeView(parent: nil), .advance(by: 0.5),
            .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 1, duration: 1)),
        ] { oracle.apply(step) }
        oracle.applyNoted(.technique(TechniqueStep(.store, view: 0)))
        #expect(oracle.copy(0, "a")?.animation.timing.beginTime == 0.5)
        #expect(oracle.localTime(0) == 0.5)  // nothing held
    }
}
