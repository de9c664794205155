import Conformance
import EngineMutants
import Generators
import MediaTiming
import PropertyTesting
import ReferenceEngine
import Scripts
import Testing

/// What an animation added with a duration of 0 or less runs for under a transaction duration of 0
/// or less, or not finite, is open (SEMANTICS §2.3, not asserted): REF-1 draws no such transaction
/// duration, and an engine that reads one as the default passes it.
@Suite struct TransactionDurationReadingTests {
    /// x from 0 to 10 added with duration 0 under a transaction duration of 0, read 0.1 s after
    /// its commit. Kept as 0 (the reference), the copy's active period is already over and, being
    /// removed on completion, it is gone: x shows its model value 0. Read as the default 0.25 s,
    /// it is 0.1 / 0.25 = 0.4 of the way (linear, no timing function): x = 4.
    static var script: Script {
        Script([
            .makeView(parent: nil), .setTransactionDuration(0),
            .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 0)),
            .commit, .advance(by: 0.1),
        ])
    }

    static let defaulting = PermittedCatalog.all.first {
        $0.name == "open:non-positive-transaction-duration-is-default"
    }

    @Test func theTwoReadingsDiffer() throws {
        let variant = try #require(Self.defaulting)
        let reference = EngineFactory.reference().run(Self.script)
        let other = EngineFactory(name: variant.name) { variant.makeEngine() }.run(Self.script)
        let x = try #require(reference.keyPaths.firstIndex(of: "x"))
        #expect(reference.steps[4].value(view: 0, keyPath: x) == 0)
        #expect(abs(other.steps[4].value(view: 0, keyPath: x) - 4) < 1e-9)
    }

    @Test func ref1DrawsNoOpenTransactionDuration() throws {
        let law = try #require(LawCatalog.law("REF-1"))
        let generator = law.generator(for: EngineCapabilities.all)
        func open(_ steps: [Step]) -> Bool {
            steps.contains { step in
                switch step {
                case .setTransactionDuration(let duration): return !(duration.isFinite && duration > 0)
                case .reentrant(_, let inner): return open(inner)
                default: return false
                }
            }
        }
        var positive = 0
        for seed in UInt64(0)..<400 {
            let script = try PropertyTesting.generate(generator, seed: seed)
            #expect(!open(script.steps), "seed \(seed) draws an open transaction duration")
            positive += script.steps.filter { if case .setTransactionDuration = $0 { true } else { false } }.count
        }
        // A positive duration is still drawn, so the filter keeps what REF-1 can judge.
        #expect(positive > 0)
    }

    @Test func theFilterKeepsPositiveDurationsAndEmptiesNoReentry() {
        let script = Script([
            .setTransactionDuration(0.5), .setTransactionDuration(-1), .setTransactionDuration(.nan),
            .reentrant(.didStop(view: 0, key: "a"), [.setTransactionDuration(0)]),
            .reentrant(.didStop(view: 0, key: "a"), [.setTransactionDuration(0), .commit]),
        ])
        #expect(
            script.withoutOpenTransactionDurations.steps == [
                .setTransactionDuration(0.5), .reentrant(.didStop(view: 0, key: "a"), [.commit]),
            ])
    }
}
