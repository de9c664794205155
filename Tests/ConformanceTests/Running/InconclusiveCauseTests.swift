import EngineMutants
import MediaTiming
import Scripts
import Testing

@testable import Conformance

/// Every inconclusive verdict names its likely cause, from what the run saw.
@Suite struct InconclusiveCauseTests {
    /// The issue's finding: with a delegate held weakly, these callback laws hear nothing.
    @Test func aWeakDelegateEnginesInconclusiveLawsPointAtCB6() throws {
        let mutant = try #require(MutantCatalog.mutant("delegate-held-weakly"))
        let engine = EngineFactory(name: "weak") { mutant.makeEngine() }
        let laws = ["CB-1", "CB-3", "CB-4", "CB-5", "CB-8"]
        let report = try SuiteRunner(engine: engine).run(SuiteConfiguration(cases: 100, lawIDs: laws))
        #expect(report.results.map(\.lawID) == laws)
        for result in report.results {
            guard case .inconclusive(let reason) = result.status else {
                Issue.record("\(result.lawID) is \(result.statusWord), not inconclusive")
                continue
            }
            // Worked by hand: 100 cases at 0.5 callbacks a case need 50, and none was heard.
            #expect(reason.hasPrefix("only 0 callbacks checked over 100 cases (at least 50 needed): "), "\(reason)")
            #expect(reason.contains("no delegate callback was heard in any case"), "\(reason)")
            #expect(reason.contains("kept no delegate"), "\(reason)")
            #expect(reason.contains("CB-6"), "\(reason)")
        }
        // CB-6 itself fails, naming the lost delegate: the law the reasons point at shows it.
        let cb6 = try SuiteRunner(engine: engine).run(SuiteConfiguration(cases: 100, lawIDs: ["CB-6"]))
        #expect(cb6.results.first?.status == .failed)
        #expect(cb6.results.first?.failure?.message.contains("no longer has its delegate") == true)
    }

    @Test func theCausesInTheirOrder() {
        var seen = EngineSightings()
        seen.adds = 12
        seen.refusedAdds = 12
        seen.renders = 30
        let refusedAdds = ShortfallCause.sentence(kind: .values, have: 0, sightings: seen, delegatesKept: nil)
        #expect(refusedAdds.hasPrefix("the engine refused all 12 animations its scripts added"))
        #expect(refusedAdds.contains("API-1"))

        seen.refusedAdds = 11
        seen.refusedRenders = 30
        let refusedRenders = ShortfallCause.sentence(kind: .values, have: 0, sightings: seen, delegatesKept: nil)
        #expect(refusedRenders.hasPrefix("the engine refused all 30 renders"))

        seen.refusedRenders = 29
        let silentKept = ShortfallCause.sentence(kind: .callbacks, have: 0, sightings: seen, delegatesKept: true)
        #expect(silentKept.contains("kept their delegates"))
        #expect(silentKept.contains("CB-2"))
        let unknown = ShortfallCause.sentence(kind: .callbacks, have: 0, sightings: seen, delegatesKept: nil)
        #expect(unknown.contains("CB-6") && unknown.contains("CB-2"))

        // Callbacks were heard (only not enough of them counted): no delegate cause.
        seen.delegateCallbacks = 3
        #expect(
            ShortfallCause.sentence(kind: .callbacks, have: 0, sightings: seen, delegatesKept: false)
                == "its cases ran, but none gave the rule a callback to compare, so nothing was compared")
        #expect(
            ShortfallCause.sentence(kind: .instants, have: 2, sightings: seen, delegatesKept: nil)
                == "the engine's runs gave the rule too little to check")
    }

    @Test func sightingsCountAddsRendersRefusalsAndCallbacks() throws {
        // Two adds (the second refused: no view 5), one render that hears the first copy start
        // and stop, by hand: a 0.1 s animation, then 1 s of time.
        let animation = Animation.basic("x", from: 0, to: 1, duration: 0.1)
        let script = Script([
            .makeView(parent: nil), .add(view: 0, key: "a", animation: animation), .commit,
            .add(view: 5, key: "b", animation: animation), .advance(by: 1),
        ])
        let trace = EngineFactory.reference().run(script)
        let seen = EngineSightings(trace, of: script)
        #expect(seen.adds == 2)
        #expect(seen.refusedAdds == 1)
        #expect(seen.renders == 1)
        #expect(seen.refusedRenders == 0)
        #expect(seen.delegateCallbacks == 2)
    }
}
