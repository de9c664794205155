import Conformance
import MediaTiming
import ReferenceEngine
import Testing

@testable import EngineMutants

/// The single-precision permitted variants do what they say, and no more than the tolerance
/// model allows.
@Suite struct PermittedPrecisionTests {
    /// Five variants: each single-precision field alone, then all of them.
    @Test func theCatalogHoldsTheFivePrecisionVariants() {
        #expect(
            PermittedCatalog.precision.map(\.name) == [
                "precision:float-timing", "precision:float-control-points", "precision:float-values",
                "precision:float-curve-solver", "precision:float-everything",
            ])
        #expect(
            PermittedCatalog.precision.allSatisfy { variant in PermittedCatalog.all.contains { $0.name == variant.name }
            })
    }

    /// Speed and repeat count come back as the nearest `Float`, of layers, animations and group
    /// children; control points too; presentation values go out as `Float`s.
    @Test func theFieldsAreKeptAsFloats() throws {
        let engine = SinglePrecisionEngine(.all)
        let layer = engine.makeLayer()
        try engine.setTiming(LayerTiming(speed: 1.1, repeatCount: 2.3), of: layer)
        #expect(engine.timing(of: layer).speed == Double(Float(1.1)))
        #expect(engine.timing(of: layer).repeatCount == Double(Float(2.3)))
        var child = Animation.basic("x", from: 0, to: 1, duration: 1)
        child.timing.speed = 0.3
        var group = Animation.group([child], duration: 1)
        group.timing.repeatCount = 1.7
        group.timingFunction = TimingFunction(0.1, 0.2, 0.3, 0.4)
        try engine.add(group, forKey: "g", to: layer)
        let stored = try #require(engine.animation(forKey: "g", of: layer))
        #expect(stored.timing.repeatCount == Double(Float(1.7)))
        #expect(stored.children.first?.timing.speed == Double(Float(0.3)))
        #expect(
            stored.timingFunction
                == TimingFunction(
                    Double(Float(0.1)), Double(Float(0.2)), Double(Float(0.3)), Double(Float(0.4))))
        try engine.setModelValue(0.1, forKeyPath: "y", of: layer)
        #expect(engine.presentationValue(forKeyPath: "y", of: layer) == Double(Float(0.1)))
    }

    /// The `Float` solver lands within the curve error the tolerance model allows
    /// (``Tolerance/curveError(_:)``): the curve's own move over that x-error, plus the y-error.
    @Test func theSinglePrecisionSolverStaysWithinTheModelledCurveError() {
        let curves =
            TimingFunction.named.map(\.function) + [
                TimingFunction(0, 2, 0, 0.125), TimingFunction(0.125, 2, 0.25, 0.125),
                TimingFunction(0.9, -0.5, 0.1, 1.5),
                TimingFunction(0, 1, 0, 1), TimingFunction(1, 0, 1, 0),
            ]
        for curve in curves {
            let error = Tolerance.curveError(curve)
            for step in 0...4096 {
                let x = Double(step) / 4096
                let exact = curve(x)
                let moves = [x - error.x, x + error.x].map { abs(curve(min(max($0, 0), 1)) - exact) }
                let bound = moves.max()! + error.y + 1e-12
                let single = SinglePrecisionCurve.solve(curve, x)
                #expect(abs(single - exact) <= bound, "\(curve) at \(x): \(single) against \(exact), bound \(bound)")
            }
        }
    }

    /// The ends of the curve stay exact, as every solver returns them.
    @Test func theSolverKeepsTheEndsExact() {
        for curve in TimingFunction.named.map(\.function) {
            #expect(SinglePrecisionCurve.solve(curve, 0) == 0)
            #expect(SinglePrecisionCurve.solve(curve, 1) == 1)
            #expect(SinglePrecisionCurve.solve(curve, -0.5) == 0)
            #expect(SinglePrecisionCurve.solve(curve, 1.5) == 1)
        }
    }
}
