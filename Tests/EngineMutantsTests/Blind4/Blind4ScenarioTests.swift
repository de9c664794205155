import AnimationTechniques
import EngineMutants
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

/// The round-4 faults (issue 30, item 6), each shown to change behaviour: a hand-worked script
/// through the public API runs on the reference engine (or the unfaulted host and techniques)
/// and on the mutant, and one reading is compared with the value the rules give.
@Suite struct Blind4ScenarioTests: BlindScenarioSuite {
    static let round = 4

    static func lookUp(_ name: String) -> EngineMutant? { MutantCatalog.blindRound4Mutant(name) }

    @Test func theListHoldsAtLeastTwentySixFaultsOutsideTheCatalog() {
        let names = MutantCatalog.blindRound4.map(\.name)
        #expect(names.count >= 26)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.hasPrefix("blind4-") })
        #expect(MutantCatalog.blindRound4.allSatisfy { !$0.bug.isEmpty })
        // Measured once before they may join the catalog.
        #expect(Set(names).isDisjoint(with: MutantCatalog.all.map(\.name)))
        #expect(Set(names).isDisjoint(with: MutantCatalog.blindRound3.map(\.name)))
        #expect(Set(names) == Self.scenarioNames, "each round-4 fault has a scenario here")
        let engine = MutantCatalog.blindRound4.filter { !$0.isHarnessMutant }.count
        let host = MutantCatalog.blindRound4.filter { !$0.hostFaults.isEmpty }.count
        let techniques = MutantCatalog.blindRound4.filter { !$0.techniqueFaults.isEmpty }.count
        #expect(engine >= 9 && host >= 6 && techniques >= 11)
        // One planted flag per harness fault, none shared with another fault.
        let hostFlags = MutantCatalog.blindRound4.map(\.hostFaults.rawValue).filter { $0 != 0 }
        let techniqueFlags = MutantCatalog.blindRound4.map(\.techniqueFaults.rawValue).filter { $0 != 0 }
        #expect(hostFlags.allSatisfy { $0.nonzeroBitCount == 1 } && Set(hostFlags).count == hostFlags.count)
        #expect(
            techniqueFlags.allSatisfy { $0.nonzeroBitCount == 1 } && Set(techniqueFlags).count == techniqueFlags.count)
    }

    /// The faults with a scenario in this suite.
    static let scenarioNames: Set<String> = [
        "blind4-callback-remove-all-spares-new-adds", "blind4-flush-in-callback-does-nothing",
        "blind4-callback-add-ignores-transaction-duration", "blind4-callback-set-timing-deferred",
        "blind4-nested-commit-keeps-nested-duration", "blind4-flush-inside-nested-dropped",
        "blind4-clear-completion-block-ignored", "blind4-stamp-ignores-layer-begin-time",
        "blind4-remove-all-spares-finished-retained", "blind4-extra-key-times-trimmed",
        "blind4-negative-layer-duration-bounds-time", "blind4-negative-duration-read-as-magnitude",
        "blind4-spring-ignores-layer-speed",
        "blind4-same-window-move-sends-moves", "blind4-subview-into-window-hears-no-moves",
        "blind4-next-turn-blocks-before-frame-observers", "blind4-background-spares-retained",
        "blind4-window-leave-skips-viewless-sublayers", "blind4-window-leave-ignores-removal-policy",
        "blind4-move-to-foreground-skips-will-enter",
        "blind4-resume-drops-layer-time-offset", "blind4-repeated-pause-records-frozen-timing",
        "blind4-speed-change-resets-layer-duration", "blind4-store-skips-flush",
        "blind4-second-store-keeps-older-copy", "blind4-restore-ignores-replaced-copy",
        "blind4-preserver-restores-out-of-window-on-active", "blind4-preserver-invalidate-discards-kept",
        "blind4-reinstall-replaces-present-key", "blind4-reinstall-skips-foreground-return",
        "blind4-scrub-after-release-keeps-running", "blind4-second-release-restarts-from-scrub",
        "blind4-closure-keeps-preservation-after-left-alone-restore", "blind4-uninstall-skips-preservation-end",
        "blind4-discard-after-second-store-leaves-paused",
    ]
}
