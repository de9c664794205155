import Generators
import Lifecycle
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

@testable import Conformance

@Suite struct APICoverageTests {
    /// The driver notes a call where it makes it: a technique step on a view that does not exist
    /// makes no call, and a step that runs notes exactly the API it went through.
    @Test func theDriverNotesTheCallsItMakesNotTheStepsItIsGiven() {
        let log = APICallLog()
        let pauseMissing = Step.technique(TechniqueStep(.pause, view: 5))
        APICallLog.$current.withValue(log) {
            _ = ScriptDriver.run(Script([.makeView(parent: nil), pauseMissing]), on: ReferenceEngine())
        }
        let skipped = log.drain()
        #expect(!skipped.contains("LayerPauser.pause(_:)"))
        #expect(skipped.isSuperset(of: ["Host.init(engine:removalPolicy:)", "Host.makeView()", "Host.attach(_:to:)"]))
        APICallLog.$current.withValue(log) {
            _ = ScriptDriver.run(
                Script([.makeView(parent: nil), .technique(TechniqueStep(.pause, view: 0)), .host(.endTurn)]),
                on: ReferenceEngine())
        }
        let ran = log.drain()
        // The first technique step has an odd index (1): the techniques are made by their own initializers.
        #expect(ran.isSuperset(of: ["LayerPauser.pause(_:)", "LayerPauser.init(engine:variant:)", "Host.endTurn()"]))
        #expect(!ran.contains("TechniqueKit.init(host:variant:)"))
        #expect(!ran.contains("LayerPauser.resume(_:)"))
        // With no log bound, nothing is noted anywhere.
        _ = ScriptDriver.run(Script([.makeView(parent: nil)]), on: ReferenceEngine())
        #expect(log.drain().isEmpty)
    }

    /// Every case of LIFE-1 backgrounds the app; none of its scripts scrubs.
    @Test func measuredSharesFollowTheGenerators() throws {
        let laws = try ["LIFE-1"].map { try #require(LawCatalog.law($0)) }
        let coverage = APICoverage.measure(
            configuration: SuiteConfiguration(cases: 40), catalog: laws, grammarCases: nil)
        #expect(coverage.share("Host.enterBackground()", "LIFE-1") == 1)
        #expect(coverage.share("Scrubber.install()", "LIFE-1") == 0)
        #expect(coverage.gaps.contains { $0.entry == "Scrubber.install()" })
        #expect(coverage.textReport().contains("Scrubber.install()"))
        #expect(coverage.textReport().contains("— NO LAW"))
    }

    /// `conformance coverage --api`'s measurement: every public method and initializer of the
    /// host and the techniques is called by a targeted law in at least 5 % of its cases.
    @Test func everyPublicMethodAndInitializerIsCalledByATargetedLaw() {
        // The grammar's section has its own test (GrammarAPICoverageTests).
        let coverage = APICoverage.measure(grammarCases: nil)
        #expect(coverage.entries == PublicAPI.entries)
        #expect(coverage.grammar == nil)
        #expect(coverage.gaps.isEmpty, "no law calls: \(coverage.gaps.map(\.entry))")
    }
}

@Suite struct APICoverageCommandTests {
    /// The help documents `--api`, and `--api` has no Markdown form.
    @Test func theHelpDocumentsItAndMarkdownIsRefused() {
        var output = ""
        var errors: [String] = []
        let help = SuiteCommand.run(
            ["coverage", "--help"], engines: [.reference()], output: { output += $0 }, error: { errors.append($0) })
        #expect(help == 0)
        #expect(output.contains("--api"))
        let refused = SuiteCommand.run(
            ["coverage", "--api", "--markdown"], engines: [.reference()], output: { output += $0 },
            error: { errors.append($0) })
        #expect(refused == 2)
        #expect(errors.last?.contains("--api") == true)
    }
}
