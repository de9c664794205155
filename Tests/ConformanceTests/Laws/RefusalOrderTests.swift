import EngineMutants
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

@testable import Conformance

/// A refusal for a missing capability and a refusal of an invalid value are both refusals: where
/// the engine lacks a capability a call may need, API-1 accepts either error; where it declares
/// every one, the documented error stays required.
@Suite struct RefusalOrderTests {
    /// The permitted variant named `name`.
    static func variant(_ name: String) throws -> PermittedVariant {
        try #require(PermittedCatalog.all.first { $0.name == name })
    }

    /// What `engine` throws for a layer timing with a NaN duration.
    static func refusalOfNaNDuration(_ engine: AnyTimingEngine) -> TimingEngineError? {
        let layer = engine.makeLayer()
        var timing = LayerTiming()
        timing.duration = .nan
        do {
            try engine.setTiming(timing, of: layer)
        } catch {
            return error
        }
        return nil
    }

    @Test func theTwoOrdersRefuseANaNDurationDifferently() throws {
        // A NaN duration is invalid, and a duration at all needs layerMediaTiming when read
        // field by field: the order decides which refusal the engine gives.
        let first = Self.refusalOfNaNDuration(
            try Self.variant("capabilities-first:without-layerMediaTiming").makeEngine())
        #expect(first == .unsupported("layerMediaTiming"))
        let valid = Self.refusalOfNaNDuration(try Self.variant("capabilities:without-layerMediaTiming").makeEngine())
        guard case .invalidTiming = valid else {
            Issue.record("validity first: \(String(describing: valid))")
            return
        }
    }

    /// The three subsets the issue reproduced API-1's false failure with, support checked first.
    @Test(arguments: [
        "capabilities-first:none", "capabilities-first:first-version", "capabilities-first:without-layerMediaTiming",
        "capabilities-first:none-ignoring",
    ])
    func apiOneAcceptsEitherRefusalWhereACapabilityIsMissing(_ name: String) throws {
        let variant = try Self.variant(name)
        let engine = EngineFactory(name: name) { variant.makeEngine() }
        let law = try #require(LawCatalog.law("API-1"))
        let result = SuiteRunner(engine: engine).run(law: law, configuration: SuiteConfiguration(cases: 200))
        #expect(result.status == .passed, "\(name): \(result.status) \(result.failure?.message ?? "")")
    }

    /// Declares every capability, yet refuses a non-finite layer timing as unsupported.
    final class UnsupportedForInvalidTiming: ForwardingEngine<ReferenceEngine> {
        override var capabilities: EngineCapabilities { .all }
        override func setTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
            guard timing.isFinite else { throw .unsupported("non-finite timing") }
            try super.setTiming(timing, of: layer)
        }
    }

    @Test func theDocumentedErrorStaysRequiredWhereEveryCapabilityIsDeclared() throws {
        let law = try #require(LawCatalog.law("API-1"))
        let context = LawContext(
            engine: EngineFactory(name: "unsupported for invalid") { UnsupportedForInvalidTiming(ReferenceEngine()) },
            reference: .reference(), tolerance: 1e-6)
        // The first add is step 3, so its checkpoint breaks field 3 % 4: the duration.
        #expect {
            try law.verify(ContractEdgeLawTests.tree, in: context)
        } throws: {
            "\($0)".contains("setTiming(duration: .nan) of v1 threw unsupported")
                && "\($0)".contains("the contract refuses it with invalidTiming")
        }
    }

    @Test func aBrokenFieldMayNeedWhatAnyReadingOfItNeeds() {
        // Worked from the contract's mapping: a duration of ±1 is finite (layerMediaTiming), a
        // speed of −1 is negative (negativeSpeed), a begin time or an offset needs nothing.
        let broken = Dictionary(
            uniqueKeysWithValues: ContractEdges.brokenTimings(LayerTiming()).map { ($0.what, $0.mayNeed) })
        #expect(broken["duration: .nan"] == .layerMediaTiming)
        #expect(broken["speed: .infinity"] == .negativeSpeed)
        #expect(broken["beginTime: .nan"] == [])
        #expect(broken["timeOffset: -.infinity"] == [])
        let animations = Dictionary(
            uniqueKeysWithValues: ContractEdges.invalidAnimations.map { ($0.what, $0.mayNeed) })
        #expect(animations["speed infinity"] == .negativeSpeed)
        #expect(animations["fromValue NaN"] == [])
        #expect(animations["repeatCount -1"] == [])
    }
}
