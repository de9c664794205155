// On Apple platforms `CoreAnimationFacade` is QuartzCore itself: there is no facade to run the
// round trip over (FACADE.md), and `CALayerEngine.FacadePlatform` is not declared.
#if !canImport(QuartzCore)
import CALayerEngine
import Conformance
import EngineMutants
import MediaTiming
import PropertyTesting
import ReferenceEngine
import Scripts
import Testing

/// The round trip `CALayerEngine ∘ facade ∘ ReferenceEngine` against the reference engine, trace
/// for trace, on every law's scripts at the default seed.
///
/// Each law draws its scripts as the suite's search does (its generator for every capability, the
/// suite's default seed mixed with the law's ID, the same stream of case seeds), so every law's
/// generator, its own shape and the shared grammar's cases it mixes in, is compared. A few cases
/// per law, not the run's 1,000: the release run of `conformance --engine calayer` checks the full
/// count (70 passed), and this test must stay within seconds of `swift test` (about 1 s at 5 cases
/// a law in a debug build). A search of 5 cases ramps its sizes over them (0, 25, 50, 75, 100), so
/// scripts from the smallest to the full size are compared, not only the small ones a 1,000-case
/// search starts with.
@Suite("CALayerEngine round trip")
struct RoundTripTraceTests {
    /// How many of each law's first cases are compared.
    static let casesPerLaw = 5

    @Test("Over the reference engine, every law's scripts give the reference engine's traces")
    func roundTripEqualsReference() throws {
        let roundTrip = EngineFactory(name: "calayer") {
            CALayerEngine(platform: CALayerEngine.FacadePlatform(ReferenceEngine()))
        }
        let differences = try Self.differences(of: roundTrip)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test("Over a mutant, the same comparison finds the planted difference")
    func plantedDifferenceIsFound() throws {
        // Local time computed as (tp − b + o)·s: wrong wherever a layer or an animation has both
        // a time offset and a speed other than 1, which many laws' scripts draw.
        let mutant = try #require(MutantCatalog.mutant("time-offset-before-scaling"))
        let roundTrip = EngineFactory(name: "calayer-over-mutant") {
            CALayerEngine(platform: CALayerEngine.FacadePlatform(mutant.makeEngine()))
        }
        let differences = try Self.differences(of: roundTrip)
        #expect(!differences.isEmpty)
    }

    /// The scripts of every law on which `engine`'s trace differs from the reference engine's
    /// beyond the suite's tolerance (the floor and what single precision allows there, as REF-1
    /// compares), one line each.
    static func differences(of engine: EngineFactory) throws -> [String] {
        let reference = EngineFactory.reference()
        let context = LawContext(engine: engine, reference: reference, tolerance: Tolerance.defaultBase)
        let configuration = SuiteConfiguration()
        var found: [String] = []
        var compared = 0
        for law in LawCatalog.all {
            for script in try scripts(of: law, seed: configuration.seed(for: law.id)) {
                compared += 1
                do {
                    try context.expect(
                        trace: engine.run(script), equals: reference.run(script), "differs", script: script)
                } catch {
                    found.append("\(law.id): \(error)")
                }
            }
        }
        // Every law drew its cases: a comparison of nothing would pass vacuously.
        #expect(compared == LawCatalog.all.count * casesPerLaw)
        return found
    }

    /// The first ``casesPerLaw`` scripts `law` draws at `seed`, drawn as the suite's search draws
    /// them.
    static func scripts(of law: Law, seed: UInt64) throws -> [Script] {
        var drawn: [Script] = []
        let report = PropertyTesting.check(
            law.generator(for: .all), configuration: CheckConfiguration(seed: seed, cases: casesPerLaw)
        ) { script in
            drawn.append(script)
            return true
        }
        #expect(report.casesRun == casesPerLaw)
        return drawn
    }
}
#endif
