import EngineMutants
import MediaTiming
import ReferenceEngine
import Testing

/// The faults written blind (issue 23, item 6), each shown to change behaviour: a hand-written
/// scenario drives the public contract on the reference engine and on the mutant, and checks the
/// values, callbacks or stored copies the timing rules give (worked by hand, in the comments)
/// against what the fault gives.
@Suite struct BlindMutantScenarioTests {
    typealias Engine = ForwardingEngine<ReferenceEngine>

    /// Runs `scenario` on a reference engine and on the blind mutant `name`.
    static func both<Result>(_ name: String, _ scenario: (Engine) throws -> Result) throws -> (
        reference: Result, mutant: Result
    ) {
        let mutant = try #require(MutantCatalog.blindMutant(name), "no blind mutant \(name)")
        return (try scenario(ForwardingEngine(ReferenceEngine())), try scenario(mutant.makeEngine()))
    }

    /// A root layer holding `animation` under "a", committed at media time 0.
    static func layer(with animation: Animation, on engine: Engine, timing: LayerTiming = .identity) throws
        -> ReferenceLayer
    {
        let layer = engine.makeLayer()
        try engine.setTiming(timing, of: layer)
        try engine.add(animation, forKey: "a", to: layer)
        engine.commit()
        return layer
    }

    /// The opacity of the layer holding `animation` at media time `time`.
    static func opacity(of animation: Animation, at time: Double, timing: LayerTiming = .identity, on engine: Engine)
        throws -> Double
    {
        let layer = try layer(with: animation, on: engine, timing: timing)
        try engine.render(atMediaTime: time)
        return engine.presentationValue(forKeyPath: "opacity", of: layer)
    }

    /// A basic opacity animation from `from` to `to` over `duration`, with `timing` otherwise.
    static func basic(_ from: Double, _ to: Double, duration: Double, _ timing: AnimationTiming = AnimationTiming())
        -> Animation
    {
        .basic("opacity", from: from, to: to, duration: duration, timing: timing)
    }

    @Test func theBlindListHoldsAtLeastTwentyTwoFaultsAllInTheCatalog() {
        let names = MutantCatalog.blind.map(\.name)
        #expect(names.count >= 22)
        #expect(Set(names).count == names.count)
        // Caught by widened laws, they joined the catalog that self-check requires killed.
        #expect(Set(names).isSubset(of: MutantCatalog.all.map(\.name)))
        #expect(MutantCatalog.all.count == Set(MutantCatalog.all.map(\.name)).count)
        #expect(MutantCatalog.blindHarnessSituationNames.count * 3 >= names.count)
        #expect(Set(names) == Self.scenarioNames, "each blind fault has a scenario here")
    }

    @Test func theBaselineTableNamesTheCatchingLawOrSurvived() {
        let table = MutantCatalog.blindTable(
            [
                .init(name: "blind-forwards-fills-backwards", killedBy: "VAL-11", failedLaws: ["VAL-11", "REF-1"]),
                .init(name: "blind-remove-all-recurses", killedBy: nil, failedLaws: ["REF-1"]),
                .init(name: "blind-group-children-stamped", killedBy: nil, failedLaws: []),
            ], backstops: ["REF-1", "DET-1"])
        let rows = table.split(separator: "\n").map(String.init)
        #expect(rows[2].hasPrefix("| `blind-forwards-fills-backwards` | engine: fill | A forwards fill"))
        #expect(rows[2].hasSuffix("| **VAL-11** | VAL-11, REF-1 |"))
        #expect(rows[3].hasSuffix("| survived (only REF-1, a backstop) | REF-1 |"))
        #expect(rows[4].hasSuffix("| survived | none |"))
        #expect(rows.last == "Caught by a targeted law: 1 of 3.")
        #expect(Set(MutantCatalog.blindAreas.keys) == Set(MutantCatalog.blind.map(\.name)))
    }

    /// The faults with a scenario in this suite.
    static let scenarioNames: Set<String> = [
        "blind-speed-stretches-active-period", "blind-forwards-fills-backwards", "blind-repeat-duration-read-as-count",
        "blind-autoreverse-repeat-counts-legs", "blind-group-children-stamped", "blind-group-duration-from-children",
        "blind-discrete-keyframes-off-by-one", "blind-unordered-key-times-sorted", "blind-spring-ratio-without-two",
        "blind-spring-velocity-absolute", "blind-past-begin-no-did-start", "blind-retained-stop-not-finished",
        "blind-transaction-duration-not-reset", "blind-second-completion-block-cancels-first",
        "blind-copy-out-drops-fill", "blind-copy-out-removes-on-completion", "blind-copy-out-remaining-repeats",
        "blind-copy-out-drops-key-times", "blind-past-begin-moved-to-now", "blind-resume-refires-did-start",
        "blind-presentation-stale-after-timing-edit", "blind-frozen-offset-latched", "blind-remove-all-recurses",
        "blind-convert-time-drops-destination-offset", "blind-layer-clock-from-creation", "blind-root-clock-shared",
    ]

    // MARK: Time, repeat, autoreverse, fill

    @Test func speedStretchesActivePeriod() throws {
        // Speed 2, duration 1: active while e·2 < 1, so over by e = 0.5 and removed; at e = 0.75 the
        // model value 0 shows. The fault keeps it active until e = 2: t = 1.5 wraps to 0.5.
        let values = try Self.both("blind-speed-stretches-active-period") { engine in
            try Self.opacity(of: Self.basic(0, 1, duration: 1, AnimationTiming(speed: 2)), at: 0.75, on: engine)
        }
        #expect(abs(values.reference - 0) < 1e-9)
        #expect(abs(values.mutant - 0.5) < 1e-9)
    }

    @Test func forwardsFillsBackwards() throws {
        // Begins at 5 with a forwards fill: at 1 it is before its period and holds nothing (model 0).
        let values = try Self.both("blind-forwards-fills-backwards") { engine in
            try Self.opacity(
                of: Self.basic(2, 4, duration: 1, AnimationTiming(beginTime: 5, fillMode: .forwards)), at: 1, on: engine
            )
        }
        #expect(abs(values.reference - 0) < 1e-9)
        #expect(abs(values.mutant - 2) < 1e-9)
    }

    @Test func repeatDurationReadAsCount() throws {
        // Duration 2, repeatDuration 1: active for 1 s, so at 1.5 it is over (model 0). Read as one
        // iteration it runs 2 s: 1.5 / 2 = 0.75.
        let values = try Self.both("blind-repeat-duration-read-as-count") { engine in
            try Self.opacity(of: Self.basic(0, 1, duration: 2, AnimationTiming(repeatDuration: 1)), at: 1.5, on: engine)
        }
        #expect(abs(values.reference - 0) < 1e-9)
        #expect(abs(values.mutant - 0.75) < 1e-9)
    }

    @Test func autoreverseRepeatCountsLegs() throws {
        // Duration 1, autoreverses, repeatCount 2: cycle 2 s, active 4 s; at 2.5 the second cycle's
        // forward leg is at 0.5. Counting legs, the fault stops after one cycle (2 s): model 0.
        let values = try Self.both("blind-autoreverse-repeat-counts-legs") { engine in
            try Self.opacity(
                of: Self.basic(0, 1, duration: 1, AnimationTiming(repeatCount: 2, autoreverses: true)), at: 2.5,
                on: engine)
        }
        #expect(abs(values.reference - 0.5) < 1e-9)
        #expect(abs(values.mutant - 0) < 1e-9)
    }

    // MARK: Groups

    @Test func groupChildrenStamped() throws {
        // The layer's local time at media 0 is its timeOffset 10, so the group is stamped 10; its
        // child (beginTime 0 = the group's start) is at 1 of 2 s at media 1: 0.5. Stamped with 10
        // too, the child has not begun: model 0.
        let group = Animation.group([Self.basic(0, 1, duration: 2)], duration: 4)
        let values = try Self.both("blind-group-children-stamped") { engine in
            try Self.opacity(of: group, at: 1, timing: LayerTiming(timeOffset: 10), on: engine)
        }
        #expect(abs(values.reference - 0.5) < 1e-9)
        #expect(abs(values.mutant - 0) < 1e-9)
    }

    @Test func groupDurationFromChildren() throws {
        // A group of duration 0 runs the transaction's 0.25 s, clipping its 1 s child: over at 0.5
        // (model 0). Run until its child ends, it shows the child at 0.5.
        let group = Animation.group([Self.basic(0, 1, duration: 1)], duration: 0)
        let values = try Self.both("blind-group-duration-from-children") { engine in
            try Self.opacity(of: group, at: 0.5, on: engine)
        }
        #expect(abs(values.reference - 0) < 1e-9)
        #expect(abs(values.mutant - 0.5) < 1e-9)
    }

    // MARK: Keyframes and springs

    @Test func discreteKeyframesOffByOne() throws {
        // Three discrete values, no key times: each holds a third of 3 s. At 1.5, the second (20).
        let keyframes = Animation.keyframe("opacity", values: [10, 20, 30], calculationMode: .discrete, duration: 3)
        let values = try Self.both("blind-discrete-keyframes-off-by-one") { engine in
            try Self.opacity(of: keyframes, at: 1.5, on: engine)
        }
        #expect(abs(values.reference - 20) < 1e-9)
        #expect(abs(values.mutant - 30) < 1e-9)
    }

    @Test func unorderedKeyTimesSorted() throws {
        // Key times [0, 0.75, 0.25, 1] go down, so they are ignored: values at 0, 1/3, 2/3, 1. At
        // 0.25, three quarters of the way from 0 to 10: 7.5. Sorted, 0.25 is the key time of 10.
        let keyframes = Animation.keyframe(
            "opacity", values: [0, 10, 20, 30], keyTimes: [0, 0.75, 0.25, 1], duration: 1)
        let values = try Self.both("blind-unordered-key-times-sorted") { engine in
            try Self.opacity(of: keyframes, at: 0.25, on: engine)
        }
        #expect(abs(values.reference - 7.5) < 1e-9)
        #expect(abs(values.mutant - 10) < 1e-9)
    }

    /// A spring of opacity from `from` to `to` running 10 s.
    static func spring(_ from: Double, _ to: Double, damping: Double, velocity: Double = 0) -> Animation {
        Animation(
            keyPath: "opacity",
            kind: .spring(
                SpringValues(
                    endpoints: BasicValues(from: from, to: to), mass: 1, stiffness: 100, damping: damping,
                    initialVelocity: velocity)),
            timing: AnimationTiming(duration: 10))
    }

    @Test func springRatioWithoutTwo() throws {
        // m 1, k 100, c 10: ω = 10, ζ = 10 / (2·10) = 0.5, ω_d = 10·√0.75 = 8.660254. At 0.2:
        // 1 − e^(−1)·(cos 1.7320508 + (5 / 8.660254)·sin 1.7320508) = 1 − 0.3678794·0.4093035 = 0.849426.
        // Without the 2, ζ = 1: 1 − (1 + 10·0.2)·e^(−2) = 1 − 3·0.1353353 = 0.593994.
        let values = try Self.both("blind-spring-ratio-without-two") { engine in
            try Self.opacity(of: Self.spring(0, 1, damping: 10), at: 0.2, on: engine)
        }
        #expect(abs(values.reference - 0.849426) < 1e-5)
        #expect(abs(values.mutant - 0.593994) < 1e-5)
    }

    @Test func springVelocityAbsolute() throws {
        // From 0 to 10, critically damped (c 20, ω 10), initial velocity 10 distances per second:
        // the fraction is 1 − (1 + (ω − v)·t)·e^(−ωt) = 1 − e^(−1) = 0.632121 at 0.1, value 6.32121.
        // Read as 10 units per second, v = 1 distance per second: 1 − 1.9·e^(−1) = 0.301029, value 3.01029.
        let values = try Self.both("blind-spring-velocity-absolute") { engine in
            try Self.opacity(of: Self.spring(0, 10, damping: 20, velocity: 10), at: 0.1, on: engine)
        }
        #expect(abs(values.reference - 6.32121) < 1e-4)
        #expect(abs(values.mutant - 3.01029) < 1e-4)
    }
}
