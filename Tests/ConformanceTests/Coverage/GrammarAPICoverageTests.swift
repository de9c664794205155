import Generators
import MediaTiming
import PropertyTesting
import ReferenceEngine
import Scripts
import Testing

@testable import Conformance

/// The grammar's section of `conformance coverage --api`: which engine, host and technique
/// entries the grammar's cases call, and the 5 % bar over them.
@Suite struct GrammarAPICoverageTests {
    /// What every run calls before its first command: the driver's host and window
    /// (`Host.init`, `makeWindow()`, whose layer is made by `makeLayer()`), and the root view every
    /// grammar script starts with (`makeView()`, another `makeLayer()`, then `attach`, which adds
    /// the view's layer under the window's with `addSublayer`). Read off `ScriptRun.init` and
    /// `Host+ViewTree.swift`.
    static let baseline: Set<String> = [
        "Host.init(engine:removalPolicy:)", "Host.makeWindow()", "Host.makeView()", "Host.attach(_:to:)",
        "TimingEngine.makeLayer()", "TimingEngine.addSublayer(_:to:)",
    ]

    /// The cases, of `count` drawn with `seed` and `swarm`, that draw at least one command.
    static func casesWithACommand(_ swarm: GrammarSwarm, count: Int, seed: UInt64) -> Int {
        var withCommand = 0
        _ = check(Grammar.cases(swarm: swarm), configuration: CheckConfiguration(seed: seed, cases: count)) { drawn in
            if !drawn.commands.isEmpty { withCommand += 1 }
            return true
        }
        return withCommand
    }

    /// A swarm with no rule draws no command: the runs call the baseline and nothing else.
    @Test func noRuleReachesTheBaselineOnly() {
        let coverage = GrammarAPICoverage.measure(cases: 30, seed: 1, swarm: GrammarSwarm(enabling: []))
        #expect(coverage.cases == 30)
        #expect(Set(coverage.reached) == Self.baseline)
        for entry in Self.baseline { #expect(coverage.share(entry) == 1, "\(entry)") }
    }

    /// A swarm that enables one rule reaches exactly that rule's entries on top of the baseline,
    /// in every case that draws a command.
    @Test(arguments: [
        (GrammarRule.setModelValue, ["TimingEngine.setModelValue(_:forKeyPath:of:)"]),
        (.removeAllAnimations, ["TimingEngine.removeAllAnimations(from:)"]),
        (.setTransactionDuration, ["TimingEngine.transactionAnimationDuration"]),
        (.observeApp, ["Host.observeAppNotifications(_:)"]),
        // A script with no key path reads none: no model or presentation value.
        (
            .readLayer,
            [
                "TimingEngine.timing(of:)", "TimingEngine.mediaTime", "TimingEngine.convertTime(_:from:to:)",
                "TimingEngine.superlayer(of:)", "TimingEngine.sublayers(of:)", "TimingEngine.animationKeys(of:)",
            ]
        ),
    ])
    func oneRuleReachesExactlyItsEntries(rule: GrammarRule, entries: [String]) {
        let swarm = GrammarSwarm(enabling: [rule])
        let coverage = GrammarAPICoverage.measure(cases: 60, seed: 3, swarm: swarm)
        #expect(Set(coverage.reached) == Self.baseline.union(entries))
        let withCommand = Self.casesWithACommand(swarm, count: 60, seed: 3)
        #expect(withCommand > 30, "most cases draw a command")
        for entry in entries { #expect(coverage.counts[entry] == withCommand, "\(entry)") }
    }

    /// The driver's reads after every step (presentation values, local times, keys) are not the
    /// script's calls; a `readLayer` step's are.
    @Test func theDriversReadsAreNotCountedAndAReadStepsAre() {
        func calls(_ script: Script) -> Set<String> {
            let log = APICallLog()
            APICallLog.$current.withValue(log) {
                _ = ScriptDriver.run(script, on: APIRecordingEngine(ReferenceEngine(), log: log))
            }
            return log.drain()
        }
        let set = Step.setModelValue(view: 0, keyPath: "opacity", value: 0.5)
        let observed = calls(Script([.makeView(parent: nil), set]))
        #expect(observed == Self.baseline.union(["TimingEngine.setModelValue(_:forKeyPath:of:)"]))
        let read = calls(Script([.makeView(parent: nil), set, .host(.readLayer(view: 0))]))
        for entry in [
            "TimingEngine.modelValue(forKeyPath:of:)", "TimingEngine.presentationValue(forKeyPath:of:)",
            "TimingEngine.convertTime(_:from:to:)", "TimingEngine.animationKeys(of:)",
        ] {
            #expect(read.contains(entry), "\(entry)")
        }
    }

    /// With only `preserve` on, the first command is step 1 on view 0, the only view: its index
    /// is odd, so the techniques are made each by its own initializer, and the preserver by the
    /// one `TechniqueSet.preserver(for:step:)` picks, the store initializer for 1 % 3 = 1 with the
    /// correct variant, the one that takes the window-return flag for that variant. Later
    /// preserves reuse it.
    @Test func theVariantReachesTheRun() {
        let swarm = GrammarSwarm(enabling: [.preserve])
        let withCommand = Self.casesWithACommand(swarm, count: 80, seed: 5)
        let preservers = [
            "AnimationPreserver.init(host:view:variant:)", "AnimationPreserver.init(host:view:store:)",
            "AnimationPreserver.init(host:view:store:restoresOnAnyWindowReturn:)", "TechniqueKit.preserver(for:)",
        ]
        func made(_ coverage: GrammarAPICoverage) -> [Int] { preservers.map { coverage.counts[$0, default: 0] } }
        let correct = GrammarAPICoverage.measure(cases: 80, seed: 5, swarm: swarm)
        #expect(made(correct) == [0, withCommand, 0, 0])
        let variant = GrammarAPICoverage.measure(
            cases: 80, seed: 5, swarm: swarm, variant: "preserve.restoreOnAnyWindowReturn")
        #expect(made(variant) == [0, 0, withCommand, 0])
    }

    /// A grammar cut down to one rule leaves most entries under the bar: each is a gap, the
    /// report marks it and the coverage is not complete (the command then exits 1).
    @Test func anEntryUnderTheBarIsAGap() {
        let narrow = GrammarAPICoverage.measure(cases: 40, seed: 1, swarm: GrammarSwarm(enabling: [.setModelValue]))
        #expect(narrow.gaps.map(\.entry).contains("Scrubber.install()"))
        #expect(!narrow.gaps.map(\.entry).contains("TimingEngine.setModelValue(_:forKeyPath:of:)"))
        let text = narrow.textReport()
        #expect(text.contains("GAP Scrubber.install()"))
        #expect(text.contains("grammar gap: Scrubber.install() (0.0 %)"))
        let coverage = APICoverage(entries: [], laws: [], shares: [:], grammar: narrow)
        #expect(coverage.gaps.isEmpty)
        #expect(!coverage.isComplete)
        #expect(coverage.textReport().contains("grammar: share of 40 grammar cases (seed 1)"))
    }

    /// The bar of issue 30 at the suite's default seed and the report's 1000 cases: every engine,
    /// host and technique entry is called in at least 5 % of the grammar's cases, and every
    /// relevant pair of rule groups is reached in at least 5 % of them.
    @Test func everyEntryAndEveryRelevantPairIsReachedInFivePercentOfCases() {
        let seed = SuiteConfiguration.defaultSeed
        let coverage = GrammarAPICoverage.measure(cases: Grammar.reportCases, seed: seed)
        #expect(coverage.cases == 1000)
        #expect(coverage.entries == PublicAPI.everyEntry)
        #expect(coverage.gaps.isEmpty, "grammar gaps: \(coverage.gaps.map(\.entry))")
        for entry in PublicAPI.everyEntry { #expect(coverage.counts[entry, default: 0] >= 50, "\(entry)") }
        let reach = GrammarReach.measure(cases: Grammar.reportCases, seed: seed)
        for pair in reach.relevantPairs { #expect(reach.groupPairs[pair, default: 0] >= 50, "\(pair)") }
        #expect(reach.gaps.isEmpty, "\(reach.gaps)")
    }
}

@Suite struct GrammarAPICoverageCommandTests {
    /// `coverage --api` prints the grammar's section after the laws', over `--cases` grammar cases.
    @Test func theCommandPrintsTheGrammarSection() {
        var output = ""
        let status = SuiteCommand.run(
            ["coverage", "--api", "--cases", "20", "--seed", "4"], engines: [.reference()], output: { output += $0 },
            error: { _ in })
        #expect(status == 0 || status == 1)
        #expect(output.contains("targeted laws whose scripts call it"))
        #expect(output.contains("grammar: share of 20 grammar cases (seed 4)"))
        #expect(output.contains("TimingEngine.render(atMediaTime:)"))
    }
}
