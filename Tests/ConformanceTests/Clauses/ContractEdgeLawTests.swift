import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

@testable import Conformance

/// API-1 and API-2 hold the reference engine and name engines that break the contract's edges.
@Suite struct ContractEdgeLawTests {
    /// A nested view with a committed animation, a pending one, and a render.
    static var tree: Script {
        [
            .makeView(parent: nil), .makeView(parent: 0), .setTiming(view: 0, LayerTiming(speed: 0, timeOffset: 1)),
            .add(view: 1, key: "a", animation: .basic("x", from: 0, to: 1, duration: 1)), .advance(by: 0.5),
            .add(view: 0, key: "b", animation: .basic("y", from: 2, to: 3, duration: 1)),
        ]
    }

    /// Removing a key that is not there removes the layer's last animation instead.
    final class MissingKeyRemovesLast: ForwardingEngine<ReferenceEngine> {
        override func removeAnimation(forKey key: String, from layer: ReferenceEngine.Layer) {
            let keys = base.animationKeys(of: layer)
            base.removeAnimation(forKey: keys.contains(key) ? key : keys.last ?? key, from: layer)
        }
    }

    /// A render at an earlier time is ignored instead of refused.
    final class EarlierRenderIgnored: ForwardingEngine<ReferenceEngine> {
        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            guard time >= base.mediaTime else { return }
            try base.render(atMediaTime: time)
        }
    }

    /// A sublayer is detached before the cycle check, so a refused add leaves it detached.
    final class CycleDetachesFirst: ForwardingEngine<ReferenceEngine> {
        override func addSublayer(_ layer: ReferenceEngine.Layer, to parent: ReferenceEngine.Layer)
            throws(TimingEngineError)
        {
            base.removeFromSuperlayer(layer)
            try base.addSublayer(layer, to: parent)
        }
    }

    /// The transaction's duration stays after the commit instead of returning to 0.25.
    final class DurationKeptAfterCommit: ForwardingEngine<ReferenceEngine> {
        override func commit() {
            let kept = base.transactionAnimationDuration
            base.commit()
            base.transactionAnimationDuration = kept
        }
    }

    static func context<Engine: _FactoryEngine>(_ make: @escaping @Sendable () -> Engine) -> LawContext {
        LawContext(engine: EngineFactory(name: "broken", make: make), reference: .reference(), tolerance: 1e-6)
    }

    @Test func theReferenceEngineHoldsBothLaws() throws {
        let context = LawContext(engine: .reference(), reference: .reference(), tolerance: 1e-6)
        try #require(LawCatalog.law("API-1")).verify(Self.tree, in: context)
        try #require(LawCatalog.law("API-2")).verify(
            [.makeView(parent: nil), .setTransactionDuration(0.5), .commit, .advance(by: 0.1)], in: context)
    }

    @Test func aRefusedOrNoOpCallThatChangesStateFails() throws {
        let law = try #require(LawCatalog.law("API-1"))
        #expect {
            try law.verify(Self.tree, in: Self.context { MissingKeyRemovesLast(ReferenceEngine()) })
        } throws: {
            "\($0)".contains("removeAnimation(forKey: \"never-added\")") && "\($0)".contains("changed the keys")
        }
        #expect {
            try law.verify(Self.tree, in: Self.context { EarlierRenderIgnored(ReferenceEngine()) })
        } throws: { "\($0)".contains("render(atMediaTime: an earlier time) was accepted") }
        // The first cycle tried is a view added to itself: the broken engine first detaches it
        // from its superlayer, then refuses, and the snapshot sees the view without it.
        #expect {
            try law.verify(Self.tree, in: Self.context { CycleDetachesFirst(ReferenceEngine()) })
        } throws: { "\($0)".contains("addSublayer(v1, to: v1)") && "\($0)".contains("changed the tree") }
    }

    @Test func aDurationKeptPastItsCommitFails() throws {
        let law = try #require(LawCatalog.law("API-2"))
        // After the commit a new transaction opens with CATransaction's default, 0.25.
        #expect {
            try law.verify(
                [.makeView(parent: nil), .setTransactionDuration(0.5), .commit],
                in: Self.context { DurationKeptAfterCommit(ReferenceEngine()) })
        } throws: { "\($0)".contains("read 0.5 after .commit, expected 0.25") }
    }
}
