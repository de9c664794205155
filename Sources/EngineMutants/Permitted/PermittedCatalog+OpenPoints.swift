import MediaTiming
import ReferenceEngine

extension PermittedCatalog {
    /// The reference engine reading one of the open points of SEMANTICS.md the other way, with
    /// the profile option that says so: one variant per value of an option besides its default,
    /// for the options of the keyframe curves, springs and additive values (``profiles`` has the
    /// timing and callback ones), and the other reading of the one open point no law asserts.
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
            summary: "cubic keyframe tangents are uniform Catmull-Rom ones whatever the key times"
        ) { AnyTimingEngine(ReferenceEngine(profile: TimingProfile(cubicKeyTimeSpacing: .uniform))) },
        PermittedVariant(
            name: "profile:cubic-paced-arc-length",
            summary: "cubic-paced keyframes are spaced by the spline's arc length"
        ) { AnyTimingEngine(ReferenceEngine(profile: TimingProfile(cubicPacedSpacing: .splineArcLength))) },
        PermittedVariant(
            name: "profile:additive-missing-end-zero",
            summary: "an additive animation's missing from, to or by end is 0"
        ) { AnyTimingEngine(ReferenceEngine(profile: TimingProfile(additiveMissingEnd: .zero))) },
        // Not a profile option: SEMANTICS §3.6 leaves the point open and no law asserts it.
        PermittedVariant(
            name: "open:negative-speed-turns-at-cycle-start",
            summary:
                "an exact turn under a negative speed shows the start of the cycle it leaves, not the end of the one it enters"
        ) { AnyTimingEngine(ReferenceEngine(_negativeSpeedTurns: .cycleStart)) },
    ]
}
