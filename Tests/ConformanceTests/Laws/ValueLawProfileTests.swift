import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

@testable import Conformance

/// The value laws follow the engine's profile: a reference engine configured with each other
/// reading of an open point passes them, and the default reading fails where they differ.
@Suite struct ValueLawProfileTests {
    /// Each other reading, with the value laws it reaches (`nil`: all of them).
    static let alternatives: [(String, TimingProfile, laws: Set<String>?)] = [
        ("repeatDuration doubled", TimingProfile(repeatDurationUnderAutoreverse: .doubled), nil),
        ("cycle-only wrap", TimingProfile(iterationWrap: .cycleOnly), nil),
        ("cumulative adds the change", TimingProfile(cumulativeReading: .addChange), nil),
        ("group child takes 0.25 s", TimingProfile(groupChildDefaultDuration: .transactionDefault), nil),
        ("replacement keeps position", TimingProfile(replacementOrder: .keepPosition), nil),
        ("retained completion at removal", TimingProfile(retainedCompletion: .atRemoval), nil),
        ("springs overdamped", TimingProfile(springOverdamping: .overdamped), ["VAL-6", "VAL-7"]),
        ("cubic ends reflected", TimingProfile(cubicEndTangent: .reflectedNeighbour), ["VAL-5", "VAL-7"]),
        ("cubic tangents uniform", TimingProfile(cubicKeyTimeSpacing: .uniform), ["VAL-5", "VAL-7"]),
        ("cubic paced by arc length", TimingProfile(cubicPacedSpacing: .splineArcLength), ["VAL-5"]),
        ("cubic paced tangents uniform", TimingProfile(cubicPacedKeyTimeSpacing: .uniform), ["VAL-5"]),
        (
            "cubic and cubic paced tangents uniform",
            TimingProfile(cubicKeyTimeSpacing: .uniform, cubicPacedKeyTimeSpacing: .uniform), ["VAL-5", "VAL-7"]
        ),
        ("frozen turns read the cycle end", TimingProfile(frozenTurn: .previousCycleEnd), nil),
        ("additive missing end 0", TimingProfile(additiveMissingEnd: .zero), ["VAL-1", "VAL-2", "VAL-6"]),
    ]

    @Test(arguments: alternatives.map(\.0))
    func valueLawsHoldUnderEveryProfile(_ name: String) throws {
        let alternative = try #require(Self.alternatives.first { $0.0 == name })
        let profile = alternative.1
        let runner = SuiteRunner(engine: .reference(profile: profile))
        for law in LawCatalog.all where law.family == "VAL" && alternative.laws?.contains(law.id) != false {
            let result = runner.run(law: law, configuration: SuiteConfiguration(cases: 150))
            #expect(result.status == .passed, "\(law.id) under \(name): \(result.failure?.message ?? "")")
        }
    }

    @Test func aProfileMismatchIsCaught() {
        // An engine that adds the change per cycle, held to the header's reading, fails VAL-2.
        let engine = EngineFactory(name: "addChange") {
            AnyTimingEngine(ReferenceEngine(profile: TimingProfile(cumulativeReading: .addChange)))
        }
        let context = LawContext(engine: engine, reference: .reference(), tolerance: 1e-6, profile: .coreAnimation)
        var animation = Animation.basic("x", from: 2, to: 10, duration: 1)
        animation.timing.repeatCount = 3
        animation.isCumulative = true
        let script: Script = [
            .makeView(parent: nil), .add(view: 0, key: "a0", animation: animation), .advance(by: 1.5),
        ]
        #expect(throws: LawViolation.self) { try LawCatalog.checkValues(script, context, law: "VAL-2") }
        let matching = LawContext(engine: engine, reference: .reference(), tolerance: 1e-6)
        #expect(throws: Never.self) { try LawCatalog.checkValues(script, matching, law: "VAL-2") }
    }

    @Test func anOverdampedSpringIsHeldToTheProfile() {
        // ζ = 40/(2·√100) = 2: overdamped only when the engine says it allows it.
        let overdamped = TimingProfile(springOverdamping: .overdamped)
        let engine = EngineFactory(name: "overdamped") { AnyTimingEngine(ReferenceEngine(profile: overdamped)) }
        let spring = SpringValues(endpoints: BasicValues(from: 0, to: 1), mass: 1, stiffness: 100, damping: 40)
        let animation = Animation(keyPath: "x", kind: .spring(spring), timing: AnimationTiming(duration: 1))
        let script: Script = [
            .makeView(parent: nil), .add(view: 0, key: "a0", animation: animation), .advance(by: 0.125),
        ]
        let clamped = LawContext(engine: engine, reference: .reference(), tolerance: 1e-6, profile: .coreAnimation)
        #expect(throws: LawViolation.self) { try LawCatalog.checkValues(script, clamped, law: "VAL-6") }
        let matching = LawContext(engine: engine, reference: .reference(profile: overdamped), tolerance: 1e-6)
        #expect(throws: Never.self) { try LawCatalog.checkValues(script, matching, law: "VAL-6") }
    }
}
