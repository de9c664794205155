import AnimationTechniques
import EngineMutants
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

/// The round-3 faults (issue 30, item 6), each shown to change behaviour: a hand-worked script
/// through the public API runs on the reference engine (or the unfaulted host and techniques)
/// and on the mutant, and one reading is compared with the value the rules give.
@Suite struct Blind3ScenarioTests: BlindScenarioSuite {
    static let round = 3

    static func lookUp(_ name: String) -> EngineMutant? { MutantCatalog.blindRound3Mutant(name) }

    @Test func theListHoldsAtLeastTwentyFourFaultsOutsideTheCatalog() {
        let names = MutantCatalog.blindRound3.map(\.name)
        #expect(names.count >= 24)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.hasPrefix("blind3-") })
        #expect(MutantCatalog.blindRound3.allSatisfy { !$0.bug.isEmpty })
        // Measured once before they may join the catalog.
        #expect(Set(names).isDisjoint(with: MutantCatalog.all.map(\.name)))
        #expect(Set(names) == Self.scenarioNames, "each round-3 fault has a scenario here")
        let engine = MutantCatalog.blindRound3.filter { !$0.isHarnessMutant }.count
        let host = MutantCatalog.blindRound3.filter { !$0.hostFaults.isEmpty }.count
        let techniques = MutantCatalog.blindRound3.filter { !$0.techniqueFaults.isEmpty }.count
        #expect(engine >= 8 && host >= 6 && techniques >= 10)
    }

    /// The faults with a scenario in this suite.
    static let scenarioNames: Set<String> = [
        "blind3-callback-add-swept-by-key", "blind3-callback-removal-deferred",
        "blind3-callback-add-committed-by-render", "blind3-render-repeats-after-completion-blocks",
        "blind3-nested-clear-cancels-enclosing-block", "blind3-nested-adds-stamped-at-nested-commit",
        "blind3-replacement-keeps-old-stamp", "blind3-retained-copy-stops-again-on-removal",
        "blind3-observer-added-during-delivery-hears-it", "blind3-removed-app-observer-hears-current",
        "blind3-next-turn-blocks-chain", "blind3-window-to-window-skips-detach",
        "blind3-background-removal-lists-keys-first", "blind3-did-move-before-link",
        "blind3-frame-observers-before-render", "blind3-background-strips-first-window-only",
        "blind3-resume-ignores-external-unpause", "blind3-resume-from-time-at-pause",
        "blind3-resume-begin-uses-speed-at-pause", "blind3-speed-change-from-zero-keeps-begin",
        "blind3-resume-unfreezes-frozen-layer", "blind3-discard-leaves-root-paused",
        "blind3-restore-checks-first-key-only", "blind3-preserver-active-restore-needs-app-store",
        "blind3-uninstall-keeps-note", "blind3-release-begins-at-media-time",
        "blind3-closure-discard-drops-completion", "blind3-closure-start-ignores-restored-copies",
        "blind3-invalidate-skips-scrubbers",
    ]
}
