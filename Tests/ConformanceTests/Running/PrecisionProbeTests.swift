import EngineMutants
import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

@testable import Conformance

/// Derived tolerances in use: the probe measures the slopes worked by hand, a single-precision
/// engine passes where a fixed 1e-6 fails it, and engines off by 10⁻³ of a value's range or by a
/// frame of time still fail.
@Suite struct PrecisionProbeTests {
    static let u = Tolerance.unitRoundoff

    /// A layer at speed 1.1; x from 0 to 200 over 100 s (2 per second of local time); 10 s of media time.
    static var speedScript: Script {
        [
            .makeView(parent: nil),
            .setTiming(view: 0, LayerTiming(speed: 1.1)),
            .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 200, duration: 100)),
            .advance(by: 10),
        ]
    }

    /// The probe measures what the hand computes: local time 11 = 10·s, so dt/ds = 10 and the
    /// local time may be off by 10·1.1·2⁻²⁴; x = 2·t = 20·s, so x may be off by 20·1.1·2⁻²⁴
    /// (plus 22·2⁻²⁴ for x itself as a `Float`).
    @Test func theProbeMeasuresTheSlopeOfASinglePrecisionSpeed() {
        let probe = Self.context(.reference()).precisionProbe(for: Self.speedScript)
        let error = Tolerance.inputError(1.1)
        let local = probe.allowance(.localTime(step: 3, view: 0), expected: 11)
        #expect(abs(local - 10 * error) < 1e-3 * 10 * error, "\(local)")
        let value = probe.allowance(.value(step: 3, view: 0, keyPath: 0), expected: 22)
        #expect(abs(value - (20 * error + 22 * Self.u)) < 1e-3 * value, "\(value)")
        // The range is the animation's, 0 to 200: the cap, 0.1, does not bind.
        #expect(probe.range(.value(step: 3, view: 0, keyPath: 0)) == 200)
    }

    /// A curve whose y(x) = x (control points on the diagonal, inexact in binary): dy/dx = 1, so
    /// over a range of 10 the curve's x-error and y-error each count ten times.
    @Test func theProbeMeasuresTheSlopeOfATimingCurve() {
        let curve = TimingFunction(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3)
        var animation = Animation.basic("x", from: 0, to: 10, duration: 1)
        animation.timingFunction = curve
        let script: Script = [.makeView(parent: nil), .add(view: 0, key: "a", animation: animation), .advance(by: 0.5)]
        let probe = Self.context(.reference()).precisionProbe(for: script)
        let error = Tolerance.curveError(curve)
        // x: 1e-6 + (1 + 1/3 + 2/3 + 6·1)·2⁻²⁴; y: (1/3 + 2/3 + 6·1)·2⁻²⁴ (power form c = 1, b = a = 0).
        #expect(abs(error.x - (1e-6 + 8 * Self.u)) < 1e-15)
        #expect(abs(error.y - 7 * Self.u) < 1e-15)
        let value = probe.allowance(.value(step: 2, view: 0, keyPath: 0), expected: 5)
        let byHand = 10 * (error.x + error.y) + 5 * Self.u
        #expect(abs(value - byHand) < 1e-3 * byHand, "\(value) against \(byHand)")
    }

    /// x from 0 to 100 over 1 s, repeating, on a layer at `speed`, read at media time `time`.
    static func repeatingScript(speed: Double, time: Double) -> Script {
        var animation = Animation.basic("x", from: 0, to: 100, duration: 1)
        animation.timing.repeatCount = 1e6
        return [
            .makeView(parent: nil), .setTiming(view: 0, LayerTiming(speed: speed)),
            .add(view: 0, key: "a", animation: animation), .advance(by: time),
        ]
    }

    /// Speed 1.1 as a `Float` puts the layer 2.4e-6 s ahead after 100 s, so x is off by 2.4e-4
    /// (7e-6 of it): a fixed 1e-6 fails the engine, the derived allowance (6.6e-4) passes it.
    static var smooth: Script { repeatingScript(speed: 1.1, time: 100.3) }
    /// Speed 1.3 as a `Float` (1.29999995…) puts an exact turn (local time 13) just before it:
    /// the engine shows the end of a cycle (≈ 100) where the reference shows the start of the next (0).
    static var turn: Script { repeatingScript(speed: 1.3, time: 10) }

    @Test(arguments: ["precision:float-timing", "precision:float-everything"])
    func aSinglePrecisionEnginePassesWhereAFixedToleranceFailsIt(_ name: String) throws {
        let engine = try Self.permitted(name)
        for script in [Self.smooth, Self.turn] {
            #expect(throws: Never.self) { try Self.checkBoth(script, Self.context(engine)) }
            // `--tolerance 1e-6` is used as is: the same engine then fails.
            #expect(throws: LawViolation.self) { try Self.checkBoth(script, Self.context(engine, derives: false)) }
        }
    }

    /// At the turn, the end of the cycle (where speed 1.3 as a `Float` lands) agrees as well as
    /// the start of the next; a value off by 10⁻³ of the range from either, or a frame into the
    /// next cycle, does not: the derived allowance there (a jump of 100) is capped at 0.05.
    @Test func eitherSideOfAJumpAgreesAndNothingElse() {
        let probe = Self.context(.reference()).precisionProbe(for: Self.turn)
        let x = TraceNumber.value(step: 3, view: 0, keyPath: 0)
        let expected = EngineFactory.reference().run(Self.turn).steps[3].value(view: 0, keyPath: 0)
        let single = SinglePrecisionEngineProbe.value(of: Self.turn)
        #expect(abs(expected) < 1e-6 && abs(single - 100) < 1e-3, "\(expected) \(single)")
        #expect(probe.allowance(x, expected: expected) == 0.05)
        #expect(probe.agrees(single, expected, x))
        #expect(probe.agrees(expected + 0.04, expected, x))
        for fault in [expected + 0.1, expected - 0.1, single - 0.1, expected + 100.0 / 60] {
            #expect(!probe.agrees(fault, expected, x), "\(fault)")
        }
    }

    /// An engine a frame ahead, or off by 10⁻³ of the range, fails both checks, smooth or at the
    /// turn, where the derived allowance reaches its cap.
    @Test(arguments: FaultyEngine.Fault.allCases)
    func anEngineOffByAFaultFails(_ fault: FaultyEngine.Fault) {
        let engine = EngineFactory(name: "faulty") { AnyTimingEngine(FaultyEngine(fault)) }
        for script in [Self.smooth, Self.turn] {
            #expect(throws: LawViolation.self, "\(fault) REF-1") {
                try Self.context(engine).expect(
                    trace: try Self.context(engine).run(script), equals: EngineFactory.reference().run(script), "ref",
                    script: script)
            }
            if fault != .layerTimeFrameAhead {
                #expect(throws: LawViolation.self, "\(fault) VAL") {
                    try LawCatalog.checkValues(script, Self.context(engine), law: "VAL")
                }
            }
        }
    }

    /// A layer at speed 1.1 begun a million seconds ago, its offset −1.1·10⁶ bringing its local
    /// time back to 0: single precision allows 10⁶·1.1·2⁻²⁴ = 0.066 s there (the relative floor,
    /// 1e-6 of 0, nothing), more than a frame; the cap (half a frame) still fails a frame off.
    @Test func aTimeOffByAFrameFailsWhereSinglePrecisionAllowsMore() {
        let script: Script = [
            .makeView(parent: nil), .setTiming(view: 0, LayerTiming(speed: 1.1, timeOffset: -1.1e6)), .advance(by: 1e6),
        ]
        let local = TraceNumber.localTime(step: 2, view: 0)
        #expect(EngineFactory.reference().run(script).steps[2].localTime(ofView: 0) == 0)
        let probe = Self.context(.reference()).precisionProbe(for: script)
        #expect(abs(probe.terms(local).map(\.contribution).reduce(0, +) - 1e6 * Tolerance.inputError(1.1)) < 1e-9)
        #expect(probe.allowance(local, expected: 0) == Tolerance.frame / 2)
        #expect(!probe.agrees(Tolerance.frame, 0, local))
        #expect(probe.agrees(Tolerance.frame / 4, 0, local))
    }

    /// Whole laws: the single-precision engines pass the curve and agreement laws, the faulty
    /// engines fail them.
    @Test func wholeLawsPassSinglePrecisionAndFailFaults() throws {
        let laws = try ["VAL-1", "VAL-3", "VAL-4", "VAL-10", "REF-1"].map { try #require(LawCatalog.law($0)) }
        let configuration = SuiteConfiguration(cases: 150, parallelism: 1)
        for name in ["precision:float-curve-solver", "precision:float-everything"] {
            let engine = try Self.permitted(name)
            for law in laws {
                let result = SuiteRunner(engine: engine).run(law: law, configuration: configuration)
                #expect(result.status == .passed, "\(name) \(law.id): \(result.failure?.message ?? "")")
            }
        }
        for fault in [FaultyEngine.Fault.valueOffByAThousandthOfItsRange, .animationTimeFrameAhead] {
            let engine = EngineFactory(name: "faulty") { AnyTimingEngine(FaultyEngine(fault)) }
            for law in laws where law.id != "VAL-10" || fault == .animationTimeFrameAhead {
                let result = SuiteRunner(engine: engine).run(law: law, configuration: configuration)
                #expect(result.status == .failed, "\(fault) \(law.id): \(result.status)")
            }
        }
    }

    static func permitted(_ name: String) throws -> EngineFactory {
        let variant = try #require(PermittedCatalog.all.first { $0.name == name })
        return EngineFactory(name: name) { variant.makeEngine() }
    }

    static func context(_ engine: EngineFactory, derives: Bool = true) -> LawContext {
        LawContext(engine: engine, reference: .reference(), tolerance: 1e-6, derivesTolerance: derives)
    }

    /// REF-1's comparison and the value laws' check, on `script`.
    static func checkBoth(_ script: Script, _ context: LawContext) throws {
        try context.expect(trace: try context.run(script), equals: context.runReference(script), "ref", script: script)
        try LawCatalog.checkValues(script, context, law: "VAL")
    }
}

/// What the single-precision engine shows.
enum SinglePrecisionEngineProbe {
    /// x of view 0 at the last step of `script` on the engine keeping speed and repeatCount as `Float`.
    static func value(of script: Script) -> Double {
        let variant = PermittedCatalog.all.first { $0.name == "precision:float-timing" }!
        let trace = EngineFactory(name: "float") { variant.makeEngine() }.run(script)
        return trace.steps[trace.steps.count - 1].value(view: 0, keyPath: 0)
    }
}

/// The reference engine with a fault the tolerance must not absorb.
final class FaultyEngine: ForwardingEngine<ReferenceEngine> {
    enum Fault: CaseIterable, Sendable {
        /// Each presentation value is off by 10⁻³ of the range of the animations on its layer
        /// for that key path (a basic one's |to − from|, a keyframe one's span of values).
        case valueOffByAThousandthOfItsRange
        /// Each animation's local time runs a frame (1/60 s) ahead.
        case animationTimeFrameAhead
        /// Each layer's local time runs a frame ahead.
        case layerTimeFrameAhead
    }

    private let fault: Fault

    init(_ fault: Fault) {
        self.fault = fault
        super.init(ReferenceEngine())
    }

    override func makeLayer() -> ReferenceLayer {
        let layer = super.makeLayer()
        if fault == .layerTimeFrameAhead { try? super.setTiming(LayerTiming(timeOffset: Tolerance.frame), of: layer) }
        return layer
    }

    override func setTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
        var timing = timing
        if fault == .layerTimeFrameAhead { timing.timeOffset += Tolerance.frame }
        try super.setTiming(timing, of: layer)
    }

    override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer) throws(TimingEngineError) {
        var animation = animation
        if fault == .animationTimeFrameAhead { animation.timing.timeOffset += Tolerance.frame }
        try super.add(animation, forKey: key, to: layer)
    }

    override func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
        let value = super.presentationValue(forKeyPath: keyPath, of: layer)
        guard fault == .valueOffByAThousandthOfItsRange else { return value }
        let ranges = animationKeys(of: layer).compactMap { animation(forKey: $0, of: layer) }.map {
            animation -> Double in
            guard animation.keyPath == keyPath else { return 0 }
            switch animation.kind {
            case .basic(let values): return values.from.flatMap { from in values.to.map { abs($0 - from) } } ?? 0
            case .keyframe(let keyframes): return (keyframes.values.max() ?? 0) - (keyframes.values.min() ?? 0)
            case .group, .spring: return 0
            }
        }
        return value + Tolerance.valueFault * ranges.reduce(0, +)
    }
}
