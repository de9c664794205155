import Generators
import MediaTiming

/// How far a compared number may be from the expected one: a fixed floor and, unless the floor
/// overrides it, what single precision in Core Animation's inputs allows at that instant.
///
/// Core Animation declares `speed` and `repeatCount` as `Float` (`CAMediaTiming`), keeps timing
/// functions' control points as `Float` (`CAMediaTimingFunction`) and solves timing curves in
/// single precision to about 1e-6 in x, so an engine that does what Core Animation does can
/// differ from the double-precision expectation by more than any fixed tolerance wherever what
/// is compared is steep. The allowance of one compared value `v` is
///
/// ```
/// floor                       base, absolute or relative to |v| (1e-6, or `--tolerance X`)
/// + |v|·2⁻²⁴                  v itself held in single precision
/// + min(Σₖ |slopeₖ|·errorₖ,   each input's error through v's slope in that input
///       ½·10⁻³·range)         capped: a value off by 10⁻³ of its range still fails
/// ```
///
/// and of a compared time the same sum capped at half a frame (1/60 s), so a time off by a frame
/// still fails. An input held in single precision has error `|x|·2⁻²⁴` (none when `x` is a
/// `Float` exactly: 1, 0.5, −2); a timing curve's input has error 1e-6 (its solver's x-tolerance)
/// plus its control points' rounding. A slope is measured, never assumed: ``PrecisionProbe``
/// runs the expected side with each input moved by its error and takes the larger one-sided
/// difference, so it follows the value's range, the timing curve's dy/dx, the time chain's
/// speeds and every composed animation at that instant. Where an inexact field makes the value
/// jump (an iteration turn the instant may land on either side of), the value on the other side
/// agrees too, within the same capped allowance.
///
/// With `--tolerance X` the floor is `X` and nothing is derived: numbers agree within `X`,
/// absolute or relative, as before.
public struct Tolerance: Sendable, Hashable {
    /// The floor: numbers within it, absolute or relative, always agree.
    public var base: Double
    /// Whether allowances are derived from the inputs' precision on top of ``base``; `false`
    /// when the tolerance was given (`--tolerance`), which is then used as is.
    public var isDerived: Bool

    /// Creates a tolerance with floor `base`, derived on top unless `isDerived` is `false`.
    public init(base: Double = Tolerance.defaultBase, isDerived: Bool = true) {
        self.base = base
        self.isDerived = isDerived
    }

    /// The floor of a default run.
    public static let defaultBase = 1e-6
    /// A default run's tolerance: the floor of 1e-6 with allowances derived on top.
    public static let `default` = Tolerance()

    /// A tolerance given by the user: `base`, absolute or relative, and nothing derived.
    public static func fixed(_ base: Double) -> Tolerance { Tolerance(base: base, isDerived: false) }

    // MARK: The precision model

    /// The relative error of a number rounded to `Float` (its unit roundoff, 2⁻²⁴).
    public static let unitRoundoff: Double = 0x1p-24
    /// How closely a timing-curve solver is expected to solve `x(u) = x` (Core Animation's and
    /// its clones' single-precision solvers stop at about 1e-6).
    public static let curveSolverX = 1e-6
    /// One frame at 60 Hz: a time off by this much is a fault however steep the value.
    public static let frame = 1.0 / 60
    /// The fraction of a value's range by which a value off is a fault however steep the value.
    public static let valueFault = 1e-3
    /// The share of a fault the derived part of an allowance may reach at most.
    public static let capShare = 0.5

    /// The error of an input held in single precision: `|x|·2⁻²⁴`, or 0 when `x` is exactly a
    /// `Float` (or not finite, which `Float` keeps as it is).
    public static func inputError(_ x: Double) -> Double {
        guard x.isFinite, Double(Float(x)) != x else { return 0 }
        return abs(x) * unitRoundoff
    }

    /// The error of a timing curve's output, as an error in its input x and a direct error in y.
    ///
    /// In x: the solver's tolerance (1e-6), the input rounded to `Float`, the x control points
    /// rounded (through Bézier weights below 1), and the `Float` evaluation of x(u) the solver
    /// stops on. In y: the y control points rounded and the `Float` evaluation of y(u). An
    /// evaluation of `((a·u + b)·u + c)·u` in `Float` is off by at most 6·2⁻²⁴·(|a| + |b| + |c|)
    /// (Horner's bound), where a, b, c are the power-form coefficients of the coordinate.
    public static func curveError(_ function: TimingFunction) -> (x: Double, y: Double) {
        let x =
            curveSolverX
            + unitRoundoff * (1 + abs(function.c1x) + abs(function.c2x) + 6 * powerFormSize(function.c1x, function.c2x))
        let y = unitRoundoff * (abs(function.c1y) + abs(function.c2y) + 6 * powerFormSize(function.c1y, function.c2y))
        return (x, y)
    }

    /// `|a| + |b| + |c|` for one coordinate of a Bézier curve from 0 to 1 with inner control
    /// values `p1`, `p2`, in power form `a·u³ + b·u² + c·u`.
    static func powerFormSize(_ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return abs(a) + abs(b) + abs(c)
    }

    /// One input's share of an allowance: the slope of the compared number in the input, times
    /// the input's error.
    public struct Term: Sendable, Hashable {
        /// How much the compared number moves per unit of the input (its absolute value counts).
        public var slope: Double
        /// The input's error.
        public var error: Double

        /// Creates a term.
        public init(slope: Double, error: Double) {
            self.slope = slope
            self.error = error
        }

        /// `|slope|·error`; 0 when the error is 0, whatever the slope.
        public var contribution: Double { error == 0 ? 0 : abs(slope) * error }
    }

    /// The most the derived part of a value's allowance may reach: ½·10⁻³ of its range.
    public static func valueCap(range: Double) -> Double {
        guard range.isFinite else { return 0 }
        return capShare * valueFault * abs(range)
    }

    /// The most the derived part of a time's allowance may reach: half a frame.
    public static let timeCap = capShare * frame

    /// The allowance beyond the floor for a value expected to be `expected`, with the terms of
    /// each input and the value's `range`: `|v|·2⁻²⁴ + min(Σ terms, ½·10⁻³·range)`; 0 when not
    /// derived.
    public func valueAllowance(_ expected: Double, terms: [Term], range: Double) -> Double {
        guard isDerived, expected.isFinite else { return 0 }
        return abs(expected) * Self.unitRoundoff + min(Self.sum(terms), Self.valueCap(range: range))
    }

    /// The allowance beyond the floor for a time: `min(Σ terms, half a frame)`; 0 when not derived.
    public func timeAllowance(terms: [Term]) -> Double {
        guard isDerived else { return 0 }
        return min(Self.sum(terms), Self.timeCap)
    }

    /// Whether `observed` agrees with `expected`: within the floor (absolute or relative, NaN
    /// equal to NaN, an infinity only to itself) or, for finite numbers, within `allowance`.
    public func agrees(_ observed: Double, _ expected: Double, allowance: Double = 0) -> Bool {
        if Trace.agree(observed, expected, tolerance: base) { return true }
        guard observed.isFinite, expected.isFinite else { return false }
        return abs(observed - expected) <= allowance
    }

    /// The sum of the terms' contributions; a non-finite one makes it infinite.
    static func sum(_ terms: [Term]) -> Double {
        terms.reduce(0) { total, term in
            let contribution = term.contribution
            return contribution.isNaN ? .infinity : total + contribution
        }
    }
}
