import Conformance
import Testing

/// The bars `conformance self-check` holds the whole catalog to, each shown to hold on verdicts
/// that clear it and to fail on verdicts that miss it by one.
@Suite struct MutationRunBarsTests {
    typealias Verdict = MutationRun.Verdict

    static func killed(_ name: String, by law: String, steps: Int = 3, calls: Int = 20, failed: [String]? = nil)
        -> Verdict
    {
        var verdict = Verdict(engine: name, killedBy: law, cases: 1, steps: steps, failedLaws: failed ?? [law])
        verdict.engineRuns = EngineRunCounts(finding: 1, shrinking: calls - 1)
        return verdict
    }

    /// 80 mutants: 20 in the harness (killed by TECH-1), 30 value mutants (VAL-1), 30 others (TIME-1).
    static let mutants: [Verdict] =
        (0..<20).map { killed("mutant:h\($0)", by: "TECH-1") } + (0..<30).map { killed("mutant:v\($0)", by: "VAL-1") }
        + (0..<30).map { killed("mutant:e\($0)", by: "TIME-1") }
    static let variants: [Verdict] = [
        killed("pause.a", by: "TECH-1", steps: 8), killed("preserve.b", by: "TECH-2", steps: 12),
    ]
    static let catalog = ["TECH-1", "TECH-2", "VAL-1", "TIME-1"].compactMap(LawCatalog.law)
    static let inputs = MutationRun.BarInputs(
        harnessMutants: Set((0..<20).map { "mutant:h\($0)" }), valueMutants: Set((0..<30).map { "mutant:v\($0)" }),
        expectedVariants: ["pause.a", "preserve.b"], longVariants: ["preserve.b"],
        oneMinimal: (minimal: 95, checked: 100, notMinimal: []))

    static func failing(
        _ mutants: [Verdict] = mutants, variants: [Verdict] = variants, inputs: MutationRun.BarInputs = inputs
    ) -> [String] {
        MutationRun.bars(mutants: mutants, variants: variants, catalog: catalog, inputs: inputs).filter { !$0.holds }
            .map(\.name)
    }

    @Test func verdictsThatClearEveryBarPass() {
        #expect(Self.catalog.count == 4)
        let bars = MutationRun.bars(
            mutants: Self.mutants, variants: Self.variants, catalog: Self.catalog, inputs: Self.inputs)
        #expect(bars.count == 11)
        #expect(Self.failing().isEmpty)
        #expect(bars.allSatisfy { $0.line.hasPrefix("ok   ") })
    }

    @Test func aSurvivorFailsTheKillBar() {
        var mutants = Self.mutants
        mutants[60] = Verdict(engine: "mutant:e10", killedBy: nil, cases: 0, steps: 0, failedLaws: ["REF-1"])
        #expect(Self.failing(mutants) == ["every mutant killed by a targeted law"])
        let line = MutationRun.bars(
            mutants: mutants, variants: Self.variants, catalog: Self.catalog, inputs: Self.inputs)[1].line
        #expect(line.hasPrefix("FAIL every mutant killed by a targeted law (79/80: mutant:e10 killed only by REF-1"))
    }

    @Test func tooFewMutantsFail() {
        #expect(Self.failing(Array(Self.mutants.dropLast())) == ["at least 80 mutants"])
    }

    @Test func aThirteenStepScriptFails() {
        var mutants = Self.mutants
        mutants[50] = Self.killed("mutant:e0", by: "TIME-1", steps: 13)
        #expect(Self.failing(mutants) == ["every killing script at most 12 steps"])
    }

    @Test func medianAndMeanStepsAndCalls() {
        // 41 of 80 scripts at 4 steps: the median (index 40) becomes 4, the mean (3·39 + 4·41)/80 = 3.5125.
        let longer = Self.mutants.enumerated().map { index, verdict in
            index < 41 ? Self.killed(verdict.engine, by: verdict.killedBy!, steps: 4) : verdict
        }
        #expect(Self.failing(longer) == ["median shrunk steps at most 3"])
        // 40 at 3 and 40 at 5 steps: median 5 and mean 4.
        let spread = Self.mutants.enumerated().map { index, verdict in
            Self.killed(verdict.engine, by: verdict.killedBy!, steps: index < 40 ? 3 : 5)
        }
        #expect(Self.failing(spread) == ["median shrunk steps at most 3", "mean shrunk steps at most 3.75"])
        // 41 kills at 41 calls: the median engine calls per kill is 41.
        let costly = Self.mutants.enumerated().map { index, verdict in
            index < 41 ? Self.killed(verdict.engine, by: verdict.killedBy!, calls: 41) : verdict
        }
        #expect(Self.failing(costly) == ["median engine calls per kill at most 40"])
    }

    @Test func blindFaultsAreHeldToTheKillBarsButNotTheShrinkSizeBars() {
        // 30 blind faults at 6 steps and 300 calls beside the 80: counted, the median steps
        // (index 55 of 110) stays 3 and the median calls 20, but the mean is
        // (3·80 + 6·30)/110 = 3.82 > 3.75. Apart, the 80 give median 3, mean 3, median 20 calls.
        let blind = (0..<30).map { Self.killed("mutant:b\($0)", by: "TIME-1", steps: 6, calls: 300) }
        #expect(Self.failing(Self.mutants + blind) == ["mean shrunk steps at most 3.75"])
        var inputs = Self.inputs
        inputs.blindMutants = Set(blind.map(\.engine))
        #expect(Self.failing(Self.mutants + blind, inputs: inputs).isEmpty)
        let line = MutationRun.bars(
            mutants: Self.mutants + blind, variants: Self.variants, catalog: Self.catalog, inputs: inputs)[3].line
        #expect(line == "ok   median shrunk steps at most 3 (3; 30 blind faults apart: median 6 steps, 300 calls)")
        // Still held to the kill bars: a blind survivor fails.
        var survived = blind
        survived[0] = Verdict(engine: "mutant:b0", killedBy: nil, cases: 0, steps: 0, failedLaws: [])
        #expect(Self.failing(Self.mutants + survived, inputs: inputs) == ["every mutant killed by a targeted law"])
    }

    @Test func aHarnessMutantKilledByAValueLawOrSeenByTheBackstopFails() {
        var mutants = Self.mutants
        mutants[0] = Self.killed("mutant:h0", by: "VAL-1")
        #expect(Self.failing(mutants).first?.hasPrefix("host and technique mutants") == true)
        mutants[0] = Self.killed("mutant:h0", by: "TECH-1", failed: ["TECH-1", "REF-1"])
        #expect(Self.failing(mutants).first?.hasPrefix("host and technique mutants") == true)
    }

    @Test func aValueMutantNoValueLawSeesFails() {
        var mutants = Self.mutants
        mutants[20] = Self.killed("mutant:v0", by: "TIME-1")
        #expect(
            Self.failing(mutants) == ["every value mutant fails a value law, and every value law fails on some mutant"])
    }

    @Test func aMissingOrSlowVariantFails() {
        let name = "every as-published variant caught by a technique law within 8 steps (12 for long trips)"
        #expect(Self.failing(variants: [Self.variants[0]]) == [name, "every law fails on some mutant or variant"])
        #expect(Self.failing(variants: [Self.killed("pause.a", by: "TECH-1", steps: 9), Self.variants[1]]) == [name])
        #expect(Self.failing(variants: [Self.killed("pause.a", by: "CB-1"), Self.variants[1]]).contains(name))
    }

    @Test func aLawNothingFailsFails() {
        let catalog = Self.catalog + [LawCatalog.law("TIME-2")].compactMap { $0 }
        let bars = MutationRun.bars(
            mutants: Self.mutants, variants: Self.variants, catalog: catalog, inputs: Self.inputs)
        #expect(bars.filter { !$0.holds }.map(\.detail) == ["4/5: nothing makes TIME-2 fail"])
    }

    @Test func fewerThanNinetyFivePercentOneMinimalFails() {
        var inputs = Self.inputs
        inputs.oneMinimal = (minimal: 94, checked: 100, notMinimal: ["mutant:e1 TIME-1 removable [2]"])
        #expect(Self.failing(inputs: inputs) == ["at least 95 % of killing scripts 1-minimal"])
    }
}
