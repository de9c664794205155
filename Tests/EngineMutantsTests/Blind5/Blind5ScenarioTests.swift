import AnimationTechniques
import EngineMutants
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

/// The round-5 faults (issue 30, item 6), each shown to change behaviour: a hand-worked script
/// through the public API runs on the reference engine (or the unfaulted host and techniques)
/// and on the mutant, and one reading is compared with the value the rules give.
@Suite struct Blind5ScenarioTests: BlindScenarioSuite {
    static let round = 5

    static func lookUp(_ name: String) -> EngineMutant? { MutantCatalog.blindRound5Mutant(name) }

    @Test func theListHoldsAtLeastTwentySixFaultsOutsideTheCatalog() {
        let names = MutantCatalog.blindRound5.map(\.name)
        #expect(names.count >= 26)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.hasPrefix("blind5-") })
        #expect(MutantCatalog.blindRound5.allSatisfy { !$0.bug.isEmpty && $0.bug.hasSuffix(".") })
        // Measured once before they may join the catalog; none repeats an earlier round's name.
        #expect(Set(names).isDisjoint(with: MutantCatalog.all.map(\.name)))
        #expect(Set(names).isDisjoint(with: MutantCatalog.blindRound3.map(\.name)))
        #expect(Set(names).isDisjoint(with: MutantCatalog.blindRound4.map(\.name)))
        #expect(Set(names) == Self.scenarioNames, "each round-5 fault has a scenario here")
        let engine = MutantCatalog.blindRound5.filter { !$0.isHarnessMutant }.count
        let host = MutantCatalog.blindRound5.filter { !$0.hostFaults.isEmpty }.count
        let techniques = MutantCatalog.blindRound5.filter { !$0.techniqueFaults.isEmpty }.count
        #expect(engine == 12 && host == 7 && techniques == 12)
        // One planted flag per harness fault, none shared with another fault of any round.
        let hostFlags = MutantCatalog.blindRound5.map(\.hostFaults.rawValue).filter { $0 != 0 }
        let techniqueFlags = MutantCatalog.blindRound5.map(\.techniqueFaults.rawValue).filter { $0 != 0 }
        #expect(hostFlags.allSatisfy { $0.nonzeroBitCount == 1 } && Set(hostFlags).count == hostFlags.count)
        #expect(
            techniqueFlags.allSatisfy { $0.nonzeroBitCount == 1 } && Set(techniqueFlags).count == techniqueFlags.count)
        let earlier = MutantCatalog.all + MutantCatalog.blindRound3 + MutantCatalog.blindRound4
        let earlierHost = earlier.reduce(UInt32(0)) { $0 | $1.hostFaults.rawValue }
        let earlierTechniques = earlier.reduce(UInt64(0)) { $0 | $1.techniqueFaults.rawValue }
        #expect(hostFlags.allSatisfy { $0 & earlierHost == 0 })
        #expect(techniqueFlags.allSatisfy { $0 & earlierTechniques == 0 })
    }

    /// The faults with a scenario in this suite.
    static let scenarioNames: Set<String> = [
        "blind5-completion-block-waits-for-earlier-adds", "blind5-nested-block-collects-after-nested-commit",
        "blind5-replacement-keeps-block-waiting",
        "blind5-unordered-key-times-sorted", "blind5-key-times-not-from-zero-used",
        "blind5-paced-honours-timing-functions", "blind5-infinite-repeat-duration-runs-once",
        "blind5-group-child-begin-in-layer-time",
        "blind5-reparent-leaves-ghost-sublayer", "blind5-refused-cycle-detaches-layer",
        "blind5-nested-model-value-deferred", "blind5-finished-copy-listed-in-its-did-stop",
        "blind5-window-leave-moves-in-reverse-order", "blind5-subview-detach-skips-removal",
        "blind5-window-leave-removal-after-did-move", "blind5-background-ignores-removal-policy",
        "blind5-resign-return-posts-will-enter-foreground", "blind5-frame-observer-blocks-wait-a-turn",
        "blind5-refused-advance-commits",
        "blind5-resume-restores-timing-at-pause", "blind5-speed-change-ignores-parent-time",
        "blind5-speed-zero-keeps-offset", "blind5-restore-readds-untouched-layer",
        "blind5-preserver-stores-out-of-window-on-resign", "blind5-preserver-restores-on-will-enter-foreground",
        "blind5-reinstall-readds-finished-retained", "blind5-reinstall-notes-view-layer-only",
        "blind5-deferred-scrub-applies-install-progress", "blind5-closure-completes-held-back-on-restore",
        "blind5-scrubber-reinstalls-out-of-window", "blind5-scrub-resets-layer-timing",
    ]
}
