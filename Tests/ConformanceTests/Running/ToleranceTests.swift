import Conformance
import MediaTiming
import Testing

/// The tolerance model with numbers worked by hand: single-precision inputs, slopes, caps, the override.
@Suite struct ToleranceTests {
    /// 2⁻²⁴, the unit roundoff of `Float`.
    static let u = 5.9604644775390625e-08

    /// An input held in single precision is off by at most |x|·2⁻²⁴; one a `Float` holds exactly is not off.
    @Test func aSinglePrecisionInputHasItsRoundingAsError() {
        #expect(Tolerance.unitRoundoff == Self.u)
        // 1.1·2⁻²⁴ = 6.556510925292969e-08; Float(1.1) is 1.10000002384…, 2.38e-8 away.
        #expect(abs(Tolerance.inputError(1.1) - 6.556510925292969e-08) < 1e-22)
        #expect(abs(Double(Float(1.1)) - 1.1) <= Tolerance.inputError(1.1))
        #expect(abs(Double(Float(1.3)) - 1.3) <= Tolerance.inputError(1.3))
        for exact in [0.0, 1, 2, 0.5, -1, -0.5, 3, 1.0 / 1024, 1e6, .infinity] {
            #expect(Tolerance.inputError(exact) == 0, "\(exact)")
        }
    }

    /// A value with slope 2 per second and a frame (1/60 s) of time error may be off by 2/60;
    /// the cap keeps the derived part under half of 10⁻³ of the value's range.
    @Test func aFrameOfTimeErrorOnSlopeTwo() {
        let frame = Tolerance.Term(slope: 2, error: Tolerance.frame)
        #expect(abs(frame.contribution - 1.0 / 30) < 1e-15)
        let tolerance = Tolerance.default
        // Range 100: the cap is 0.05, above 1/30; v = 50 adds 50·2⁻²⁴ = 2.98e-6.
        #expect(abs(tolerance.valueAllowance(50, terms: [frame], range: 100) - (1.0 / 30 + 50 * Self.u)) < 1e-15)
        // Range 10: the cap, 0.5·10⁻³·10 = 0.005, binds: a value a frame late there is a fault.
        #expect(abs(tolerance.valueAllowance(5, terms: [frame], range: 10) - (0.005 + 5 * Self.u)) < 1e-15)
        #expect(!tolerance.agrees(5 + 1.0 / 30, 5, allowance: tolerance.valueAllowance(5, terms: [frame], range: 10)))
    }

    /// A layer at speed 1.1 held as a `Float`, 10 s into its time: its local time may be off by
    /// 10·1.1·2⁻²⁴ = 6.5565e-7 s, and a value moving 2 per second of local time by twice that.
    @Test func aSinglePrecisionSpeedOfOnePointOne() {
        let error = Tolerance.inputError(1.1)
        let tolerance = Tolerance.default
        // t = 10·s, so dt/ds = 10.
        let local = tolerance.timeAllowance(terms: [Tolerance.Term(slope: 10, error: error)])
        #expect(abs(local - 6.556510925292969e-07) < 1e-20)
        // v = 2·t = 20·s, so dv/ds = 20: 1.3113e-6, plus 22·2⁻²⁴ for v = 22 held as a Float.
        let value = tolerance.valueAllowance(22, terms: [Tolerance.Term(slope: 20, error: error)], range: 200)
        #expect(abs(value - (1.3113021850585938e-06 + 22 * Self.u)) < 1e-20)
        // Beyond the 1e-6 floor (relative 1e-6 of 22 is 2.2e-5, so take a value near 0 instead).
        #expect(tolerance.agrees(1.2e-6, 0, allowance: 1.3113e-6))
        #expect(!tolerance.agrees(1.4e-6, 0, allowance: 1.3113e-6))
    }

    /// A timing curve solved to 1e-6 in x, with dy/dx = 3 on a range of 10: 30·1e-6 = 3e-5.
    @Test func aCurveSolvedToOneMillionthInX() {
        let term = Tolerance.Term(slope: 3 * 10, error: Tolerance.curveSolverX)
        #expect(abs(term.contribution - 3e-5) < 1e-18)
        #expect(abs(Tolerance.default.valueAllowance(0, terms: [term], range: 10) - 3e-5) < 1e-18)
    }

    /// A curve's errors: 1e-6 in x plus the rounding of its control points, of the input and of
    /// the `Float` evaluation of each coordinate (Horner's bound, 6·2⁻²⁴ per unit of its
    /// power-form coefficients). Linear (0,0)(1,1): x(u) = −2u³ + 3u², so |a| + |b| + |c| = 5.
    @Test func aCurvesErrorsFollowItsControlPoints() {
        let linear = Tolerance.curveError(.linear)
        #expect(abs(linear.x - (1e-6 + (1 + 0 + 1 + 6 * 5) * Self.u)) < 1e-20)
        #expect(abs(linear.y - (0 + 1 + 6 * 5) * Self.u) < 1e-20)
        // easeInEaseOut (0.42,0)(0.58,1): x has c = 1.26, b = −0.78, a = 0.52, so 2.56.
        let ease = Tolerance.curveError(.easeInEaseOut)
        #expect(abs(ease.x - (1e-6 + (1 + 0.42 + 0.58 + 6 * 2.56) * Self.u)) < 1e-18)
    }

    /// Half a frame is the most a derived time allowance reaches: a time off by a frame fails.
    @Test func aTimesAllowanceStaysUnderHalfAFrame() {
        let huge = Tolerance.Term(slope: 1e6, error: Tolerance.inputError(1.1))
        #expect(Tolerance.default.timeAllowance(terms: [huge]) == Tolerance.frame / 2)
        #expect(!Tolerance.default.agrees(10 + Tolerance.frame, 10, allowance: Tolerance.frame / 2))
        // A non-finite term is capped, never a licence.
        #expect(
            Tolerance.default.timeAllowance(terms: [Tolerance.Term(slope: .infinity, error: 1)]) == Tolerance.frame / 2)
        #expect(Tolerance.default.timeAllowance(terms: [Tolerance.Term(slope: .nan, error: 1)]) == Tolerance.frame / 2)
        // An exact input contributes nothing, whatever its slope.
        #expect(Tolerance.Term(slope: .infinity, error: 0).contribution == 0)
    }

    /// `--tolerance X` is used as is: nothing derived, numbers within X absolute or relative.
    @Test func aGivenToleranceIsUsedAsIs() {
        let given = Tolerance.fixed(1e-3)
        #expect(!given.isDerived)
        #expect(given.valueAllowance(5, terms: [Tolerance.Term(slope: 1, error: 1)], range: 10) == 0)
        #expect(given.timeAllowance(terms: [Tolerance.Term(slope: 1, error: 1)]) == 0)
        #expect(given.agrees(1.0009, 1))
        #expect(!given.agrees(1.002, 1))
        #expect(!given.agrees(.nan, 1) && given.agrees(.nan, .nan) && !given.agrees(.infinity, 1e300))
        #expect(Tolerance.default == Tolerance(base: 1e-6, isDerived: true))
    }
}
