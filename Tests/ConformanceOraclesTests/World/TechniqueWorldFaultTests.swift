import AnimationTechniques
import Generators
import PropertyTesting
import Scripts
import Testing

/// The differential run sees every fault the suite can plant in the techniques: with the fault
/// in the driver's techniques and the model correct, some script of the three sources disagrees.
@Suite struct TechniqueWorldFaultTests {
    static let faults: [(String, _TechniqueFault)] = [
        ("resumeLosesPausedTimeLater", .resumeLosesPausedTimeLater),
        ("pausedSpeedChangeForgotten", .pausedSpeedChangeForgotten),
        ("pausedSpeedChangeUnpauses", .pausedSpeedChangeUnpauses),
        ("speedChangeDropsTimeOffset", .speedChangeDropsTimeOffset),
        ("restoreDropsLastKey", .restoreDropsLastKey), ("restoreDropsKeyLater", .restoreDropsKeyLater),
        ("storeDoesNotPause", .storeDoesNotPause), ("storeSkipsSublayers", .storeSkipsSublayers),
        ("restoreReversesOrder", .restoreReversesOrder),
        ("closureStartsOnRestoredCopy", .closureStartsOnRestoredCopy),
        ("closureHoldsBackOnce", .closureHoldsBackOnce), ("closureAlwaysFinished", .closureAlwaysFinished),
        ("closureNeverStarts", .closureNeverStarts), ("reinstallOnlyOnce", .reinstallOnlyOnce),
        ("scrubReinstallAtZero", .scrubReinstallAtZero), ("releaseRestarts", .releaseRestarts),
        ("preserverIgnoresWindowMoves", .preserverIgnoresWindowMoves),
        ("pauseFreezesParentTime", .pauseFreezesParentTime),
        ("storeCommitsOpenTransaction", .storeCommitsOpenTransaction),
    ]

    /// The scripts tried for each fault, in order: drawn, grammar, preset (deterministic).
    static func scripts() throws -> [Script] {
        var options = ScriptOptions.techniques
        options.techniqueVariants = ["correct", "scrub.deferredOffset"]
        var scripts: [Script] = []
        for seed in 0..<UInt64(300) {
            scripts.append(TechniqueScriptDraw.script(seed: seed))
            scripts.append(TechniqueWorldDifferentialTests.mirrorable(try generate(Grammar.scripts(), seed: seed)))
            scripts.append(
                TechniqueWorldDifferentialTests.mirrorable(try generate(ScriptGenerators.script(options), seed: seed)))
        }
        return scripts
    }

    @Test func everyPlantedTechniqueFaultMakesTheRunsDisagree() throws {
        let scripts = try Self.scripts()
        var missed: [String] = []
        for (name, fault) in Self.faults {
            var evidence = TechniqueWorldDifferentialTests.Evidence()
            let found = scripts.first {
                TechniqueWorldDifferentialTests.firstDisagreement($0, &evidence, techniqueFaults: fault) != nil
            }
            if found == nil { missed.append(name) }
        }
        #expect(missed.isEmpty, "faults the differential run did not see: \(missed)")
    }
}
