@testable import Conformance
import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

/// The value laws follow the engine's profile: a reference engine configured with each other
/// reading of an open point passes them, and the default reading fails where they differ.
@Suite struct ValueLawProfileTests {
    static let alternatives: [(String, TimingProfile)] = [
        ("repeatDuration doubled", TimingProfile(repeatDurationUnderAutoreverse: .doubled)),
        ("cycle-only wrap", TimingProfile(iterationWrap: .cycleOnly)),
        ("cumulative adds the change", TimingProfile(cumulativeReading: .addChange)),
        ("group child takes 0.25 s", TimingProfile(groupChildDefaultDuration: .transactionDefault)),
        ("replacement keeps position", TimingProfile(replacementOrder: .keepPosition)),
        ("retained completion at removal", TimingProfile(retainedCompletion: .atRemoval)),
    ]

    @Test(arguments: alternatives.map(\.0))
    func valueLawsHoldUnderEveryProfile(_ name: String) throws {
        let profile = try #require(Self.alternatives.first { $0.0 == name }?.1)
        let runner = SuiteRunner(engine: .reference(profile: profile))
        for law in LawCatalog.all where law.family == "VAL" {
            let result = runner.run(law: law, configuration: SuiteConfiguration(cases: 150))
            #expect(result.status == .passed, "\(law.id) under \(name): \(result.failure?.message ?? "")")
        }
    }

    @Test func aProfileMismatchIsCaught() {
        // An engine that adds the change per cycle, held to the header's reading, fails VAL-2.
        let engine = EngineFactory(name: "addChange") { AnyTimingEngine(ReferenceEngine(profile: TimingProfile(cumulativeReading: .addChange))) }
        let context = LawContext(engine: engine, reference: .reference(), tolerance: 1e-6, profile: .coreAnimation)
        var animation = Animation.basic("x", from: 2, to: 10, duration: 1)
        animation.timing.repeatCount = 3
        animation.isCumulative = true
        let script: Script = [.makeView(parent: nil), .add(view: 0, key: "a0", animation: animation), .advance(by: 1.5)]
        #expect(throws: LawViolation.self) { try LawCatalog.checkValues(script, context, law: "VAL-2") }
        let matching = LawContext(engine: engine, reference: .reference(), tolerance: 1e-6)
        #expect(throws: Never.self) { try LawCatalog.checkValues(script, matching, law: "VAL-2") }
    }
}
