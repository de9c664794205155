import PropertyTesting

/// Generators of scripts and of their parts, for laws to compose.
///
/// Every generator maps choice 0 to its simplest value and draws numbers that read well after
/// shrinking: small integers and halves, with Core Animation's edge cases weighted in.
public enum ScriptGenerators {
    /// Multiples of one half in `0...max`, shrinking toward 0 (then ½, 1, 1½, …).
    public static func halves(upTo max: Double) -> Gen<Double> {
        let steps = Int((Swift.max(0, Swift.min(max, 1e6)) * 2).rounded(.down))
        return Gen.int(in: 0...steps).map { Double($0) / 2 }
    }

    /// Multiples of one half in `-max...max`, shrinking toward 0 (then ½, −½, 1, −1, …).
    public static func signedHalves(upTo max: Double) -> Gen<Double> {
        let steps = Int((Swift.max(0, Swift.min(max, 1e6)) * 2).rounded(.down))
        return Gen.int(in: -steps...steps).map { Double($0) / 2 }
    }

    /// Small integers in `-max...max`, shrinking toward 0.
    public static func smallInteger(upTo max: Int) -> Gen<Double> {
        let bound = Swift.max(0, Swift.min(max, 1_000_000))
        return Gen.int(in: -bound...bound).map(Double.init)
    }

    /// One of `values`, the first being the simplest: the ladder of a number's readable choices.
    public static func ladder(_ values: [Double]) -> Gen<Double> {
        Gen.element(of: values.isEmpty ? [0] : values)
    }

    /// `base`, or `base` plus or minus a few halves: an instant exactly at, before or after `base`.
    public static func around(_ base: Double, upTo max: Double = 4) -> Gen<Double> {
        let finite = base.isFinite ? base : 0
        return Gen.frequency([
            (2, Gen.constant(finite)),
            (1, halves(upTo: max).map { finite - Swift.max($0, 0.5) }),
            (1, halves(upTo: max).map { finite + Swift.max($0, 0.5) }),
        ])
    }
}
