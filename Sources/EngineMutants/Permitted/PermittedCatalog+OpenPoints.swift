import MediaTiming
import ReferenceEngine

extension PermittedCatalog {
    /// The reference engine reading one of the open points of SEMANTICS.md the other way, with
    /// the profile option that says so: one variant per value of an option besides its default,
    /// for the options of the keyframe curves, springs, additive values and frozen turns
    /// (``profiles`` has the timing and callback ones), and the other reading of each open point
    /// no law asserts.
    public static let openPoints: [PermittedVariant] = [
        PermittedVariant(
            name: "profile:spring-overdamped",
            summary: "a spring with a damping ratio above 1 is overdamped, as with allowsOverdamping set"
        ) { AnyTimingEngine(ReferenceEngine(profile: TimingProfile(springOverdamping: .overdamped))) },
        PermittedVariant(
            name: "profile:cubic-reflected-ends",
            summary: "a cubic keyframe curve's end tangent comes from the reflected neighbour 2p₀ − p₁"
        ) { AnyTimingEngine(ReferenceEngine(profile: TimingProfile(cubicEndTangent: .reflectedNeighbour))) },
        PermittedVariant(
            name: "profile:cubic-uniform-tangents",
            summary:
                "cubic keyframe tangents are uniform Catmull-Rom ones whatever the key times (cubic-paced ones still follow their spacing)"
        ) { AnyTimingEngine(ReferenceEngine(profile: TimingProfile(cubicKeyTimeSpacing: .uniform))) },
        PermittedVariant(
            name: "profile:cubic-paced-uniform-tangents",
            summary:
                "cubic-paced keyframe tangents are uniform whatever the paced spacing (cubic ones still follow their key times)"
        ) { AnyTimingEngine(ReferenceEngine(profile: TimingProfile(cubicPacedKeyTimeSpacing: .uniform))) },
        PermittedVariant(
            name: "profile:cubic-and-cubic-paced-uniform-tangents",
            summary: "cubic and cubic-paced keyframe tangents are both uniform whatever the spacing"
        ) {
            AnyTimingEngine(
                ReferenceEngine(
                    profile: TimingProfile(cubicKeyTimeSpacing: .uniform, cubicPacedKeyTimeSpacing: .uniform))
            )
        },
        PermittedVariant(
            name: "profile:cubic-paced-arc-length",
            summary: "cubic-paced keyframes are spaced by the spline's arc length"
        ) { AnyTimingEngine(ReferenceEngine(profile: TimingProfile(cubicPacedSpacing: .splineArcLength))) },
        PermittedVariant(
            name: "profile:additive-missing-end-zero",
            summary: "an additive animation's missing from, to or by end is 0"
        ) { AnyTimingEngine(ReferenceEngine(profile: TimingProfile(additiveMissingEnd: .zero))) },
        PermittedVariant(
            name: "profile:frozen-turn-cycle-end",
            summary:
                "an object frozen by speed 0 with its time offset exactly on a turn shows the end of the cycle it ends, not the next one's start"
        ) { AnyTimingEngine(ReferenceEngine(profile: TimingProfile(frozenTurn: .previousCycleEnd))) },
        // Not profile options: SEMANTICS leaves these points open and no law asserts them.
        PermittedVariant(
            name: "open:convert-through-speed-zero-answers-zero",
            summary: "converting a time up through a speed of 0 answers 0, not an infinity or NaN"
        ) { AnyTimingEngine(FiniteConversionEngine()) },
        PermittedVariant(
            name: "open:negative-speed-turns-at-cycle-start",
            summary:
                "an exact turn under a negative speed shows the start of the cycle it leaves, not the end of the one it enters"
        ) { AnyTimingEngine(ReferenceEngine(_negativeSpeedTurns: .cycleStart)) },
        PermittedVariant(
            name: "open:finished-copy-hidden-before-removal",
            summary:
                "a filled copy removed on completion shows nothing once its active period has passed, before the render that removes it"
        ) { AnyTimingEngine(ReferenceEngine(_finishedCopies: .hiddenOnceEnded)) },
        PermittedVariant(
            name: "open:non-positive-transaction-duration-is-default",
            summary:
                "a transaction duration set to 0 or less, or not finite, reads as the default: an animation added with a duration of 0 or less runs 0.25 s"
        ) { AnyTimingEngine(DefaultingTransactionDurationEngine()) },
    ]
}
