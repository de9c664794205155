import Conformance
import EngineMutants
import MediaTiming
import ReferenceEngine
import Testing

/// A law stays inside what the engine declares: the reference engine declaring less, refusing or
/// ignoring the rest, passes each law or skips it with what its scripts need, never fails.
@Suite struct CapabilityScreenTests {
    static let laws = ["TIME-1", "TRANS-2", "TRANS-6", "CB-1", "TECH-1", "TECH-9", "DET-1", "REF-1", "LIFE-1", "VAL-1"]

    @Test(arguments: [
        "capabilities:none", "capabilities:first-version", "capabilities:first-version-ignoring",
        "capabilities:without-delegates", "capabilities:without-nestedLayers",
        "capabilities:without-retainedAnimations",
    ])
    func aSubsetEnginePassesOrSkips(_ name: String) throws {
        let variant = try #require(PermittedCatalog.all.first { $0.name == name })
        let engine = EngineFactory(name: name) { variant.makeEngine() }
        for id in Self.laws {
            let law = try #require(LawCatalog.law(id))
            let result = SuiteRunner(engine: engine).run(law: law, configuration: SuiteConfiguration(cases: 100))
            switch result.status {
            case .passed: break
            case .skipped(let reason): #expect(!reason.isEmpty)
            default: Issue.record("\(name) \(id): \(result.status) \(result.failure?.message ?? "")")
            }
        }
    }

    /// A law all of whose scripts need something the engine lacks is skipped naming it.
    ///
    /// INTERP-2 declares only keyframes, but every script it draws holds a retained copy. (A law
    /// also judged on the shared run, such as TRANS-2, draws grammar cases within any
    /// capabilities, so it runs on those instead.)
    @Test func aLawThatCannotRunNamesWhatItsScriptsNeed() throws {
        let engine = EngineFactory(name: "no retained") {
            AnyTimingEngine(ReferenceEngine(), declaring: EngineCapabilities.all.subtracting(.retainedAnimations))
        }
        let law = try #require(LawCatalog.law("INTERP-2"))
        let result = SuiteRunner(engine: engine).run(law: law, configuration: SuiteConfiguration(cases: 50))
        guard case .skipped(let reason) = result.status else {
            Issue.record("INTERP-2 on an engine without retained animations: \(result.status)")
            return
        }
        #expect(reason.contains("retainedAnimations"), "\(reason)")
    }

    /// The catalog of permitted variants holds at least 25 engines, named once each.
    @Test func thePermittedCatalogIsLargeAndNamedOnce() {
        #expect(PermittedCatalog.all.count >= 25)
        #expect(Set(PermittedCatalog.all.map(\.name)).count == PermittedCatalog.all.count)
    }
}
