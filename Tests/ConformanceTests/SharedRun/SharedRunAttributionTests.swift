import Foundation
import Generators
import MediaTiming
import PropertyTesting
import Scripts
import Testing

@testable import Conformance

/// The shared run's attribution: every law it can name exists and is judged on grammar cases,
/// CONFORMANCE.md lists them, and a divergence goes to the law whose statement it breaks.
@Suite struct SharedRunAttributionTests {
    @Test func everyNamedLawExistsAndIsJudgedOnGrammarCases() throws {
        for id in SharedRun.Attribution.laws {
            let law = try #require(LawCatalog.law(id), "\(id) is not a law")
            // The grammar branch marks its scripts; a law judged on the shared run draws some.
            let drawn = (0..<200).compactMap { seed in
                try? law.generator().run(TestCase(seed: UInt64(seed), size: 100))
            }
            #expect(drawn.contains(where: { $0.isGrammarCase }), "\(id) draws no grammar case in 200")
            #expect(drawn.contains(where: { !$0.isGrammarCase }), "\(id) draws none of its own in 200")
        }
    }

    @Test func conformanceDocumentListsTheLawsJudgedOnTheSharedRun() throws {
        let listed = try ConformanceDocument.section(
            begin: "<!-- shared-run:begin -->", end: "<!-- shared-run:end -->")
        let expected = SharedRun.Attribution.laws.sorted().joined(separator: ", ")
        #expect(listed.trimmingCharacters(in: .whitespacesAndNewlines) == expected)
    }

    @Test func aDivergenceGoesToTheLawOfItsKind() {
        // v0 made, then a technique pauses v1 (made under v0); an add on v0 replaces key a.
        let script: Script = [
            .makeView(parent: nil), .makeView(parent: 0),
            .add(view: 0, key: "a", animation: .basic("x", to: 1, duration: 1)),
            .advance(by: 1), .technique(TechniqueStep(.pause, view: 1)),
            .add(view: 0, key: "a", animation: .basic("x", to: 1, duration: 1)),
        ]
        var attribution = SharedRun.Attribution(script: script)
        for (index, step) in script.steps.enumerated().prefix(5) { attribution.note(step, index: index) }
        func difference(_ aspect: SharedRun.Aspect, view: Int? = nil) -> SharedRun.Difference {
            SharedRun.Difference(aspect: aspect, view: view, message: "")
        }
        // A value of the paused view is the pause's law; of its parent, the general value law.
        #expect(attribution.law(for: difference(.value, view: 1), at: 5) == "TECH-8")
        #expect(attribution.law(for: difference(.value, view: 0), at: 5) == "VAL-10")
        #expect(attribution.law(for: difference(.localTime, view: 0), at: 5) == "TIME-1")
        // Keys of v0 at a replacing add; a refused add is the contract's edge.
        #expect(attribution.law(for: difference(.keys, view: 0), at: 5) == "TRANS-3")
        #expect(attribution.law(for: difference(.noOp), at: 5) == "API-1")
        #expect(attribution.law(for: difference(.noOp), at: 4) == "TECH-13")
        #expect(attribution.law(for: difference(.keys, view: 0), at: 3) == "ITER-5")
    }

    @Test func aStoredCopyGoesToWhoeverPutItThereLast() {
        let animation = Animation.basic("x", to: 1, duration: 1)
        let script: Script = [
            .makeView(parent: nil), .makeView(parent: 0),  // 0, 1
            .add(view: 0, key: "a", animation: animation),  // 2
            .technique(TechniqueStep(.reinstall(key: "b"), view: 0, animation: animation)),  // 3
            .technique(TechniqueStep(.store, view: 0)),  // 4
            .technique(TechniqueStep(.restore, view: 0)),  // 5
            .add(view: 1, key: "c", animation: animation),  // 6
            .technique(TechniqueStep(.pause, view: 1)),  // 7
            .beginTransaction,  // 8
            .host(.readLayer(view: 0)),  // 9
        ]
        func copy(_ view: Int, _ key: String, _ field: String) -> SharedRun.Difference {
            SharedRun.Difference(aspect: .storedCopy, view: view, message: "", field: field, key: key)
        }
        var attribution = SharedRun.Attribution(script: script)
        for (index, step) in script.steps.enumerated().prefix(4) { attribution.note(step, index: index) }
        // After the reinstall: its key is the reinstaller's, the app's key the engine's.
        #expect(attribution.law(for: copy(0, "b", "duration"), at: 4) == "TECH-11")
        #expect(attribution.law(for: copy(0, "a", "fillMode"), at: 4) == "TRANS-2")
        #expect(attribution.law(for: copy(0, "a", "beginTime"), at: 4) == "TRANS-1")
        for (index, step) in script.steps.enumerated().dropFirst(4).prefix(4) { attribution.note(step, index: index) }
        // The restore re-added every key of v0 and of its sublayer v1, but the app's add on v1
        // came later; a pause adds no copy, so v1's copy stays the app's.
        #expect(attribution.law(for: copy(0, "a", "beginTime"), at: 8) == "TECH-9")
        #expect(attribution.law(for: copy(0, "b", "speed"), at: 8) == "TECH-9")
        #expect(attribution.law(for: copy(1, "c", "speed"), at: 8) == "TRANS-2")
        attribution.note(script.steps[8], index: 8)
        // Inside a nested transaction the stamp is the nested transactions' law.
        #expect(attribution.law(for: copy(1, "c", "beginTime"), at: 9) == "TRANS-9")
    }
}
