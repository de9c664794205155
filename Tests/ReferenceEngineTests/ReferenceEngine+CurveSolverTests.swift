import MediaTiming
import Testing

@testable import ReferenceEngine

/// The curve-solver hook (`init(profile:_curveSolver:)`): every timing curve the engine paces
/// with goes through the given solver, and nothing else changes.
@Suite struct CurveSolverTests {
    /// A solver that answers x + 0.125 for the one curve it knows, the curve's own answer otherwise.
    static let known = TimingFunction(0.5, 0.5, 0.5, 0.5)
    static func engine() -> (ReferenceEngine, ReferenceLayer) {
        let engine = ReferenceEngine(_curveSolver: { curve, x in curve == Self.known ? x + 0.125 : curve(x) })
        return (engine, engine.makeLayer())
    }

    @Test func anAnimationsCurveGoesThroughTheSolver() throws {
        let (engine, layer) = Self.engine()
        var animation = Animation.basic("x", from: 0, to: 8, duration: 1)
        animation.timingFunction = Self.known
        try engine.install(animation, forKey: "a", on: layer)
        #expect(try engine.value("x", of: layer, at: 0.5) == 5)
    }

    @Test func aGroupsCurveGoesThroughTheSolver() throws {
        let (engine, layer) = Self.engine()
        var group = Animation.group([.basic("x", from: 0, to: 8, duration: 1)], duration: 1)
        group.timingFunction = Self.known
        try engine.install(group, forKey: "g", on: layer)
        // Group time (0.5 + 0.125)·1, so the child shows 5.
        #expect(try engine.value("x", of: layer, at: 0.5) == 5)
    }

    @Test func aKeyframeSegmentsCurveGoesThroughTheSolver() throws {
        let (engine, layer) = Self.engine()
        var keyframes = KeyframeValues(values: [0, 8, 16], keyTimes: [0, 0.5, 1], calculationMode: .linear)
        keyframes.timingFunctions = [.linear, Self.known]
        try engine.install(
            Animation(keyPath: "x", kind: .keyframe(keyframes), timing: AnimationTiming(duration: 1)), forKey: "k",
            on: layer)
        // Segment 2 at fraction 0.5 → 0.625 → 13; segment 1's linear curve is its own.
        #expect(try engine.value("x", of: layer, at: 0.25) == 4)
        #expect(try engine.value("x", of: layer, at: 0.75) == 13)
    }

    @Test func otherCurvesKeepTheirOwnAnswer() throws {
        let (engine, layer) = Self.engine()
        var animation = Animation.basic("x", from: 0, to: 8, duration: 1)
        animation.timingFunction = .easeIn
        try engine.install(animation, forKey: "a", on: layer)
        let (plain, plainLayer) = engineWithLayer()
        try plain.install(animation, forKey: "a", on: plainLayer)
        #expect(try engine.value("x", of: layer, at: 0.3) == plain.value("x", of: plainLayer, at: 0.3))
    }
}
