import Foundation

/// The settings of one property check: cases, seed and shrinking budget.
public struct CheckConfiguration: Sendable {
    /// The seed used when the environment says `CI=true` and gives no `PT_SEED`.
    public static let fixedSeed: UInt64 = 0x5EED_C0DE_2026

    /// The number of passing cases required.
    public var cases: Int = 100
    /// The seed of the run; the same seed gives the same cases on every machine.
    public var seed: UInt64
    /// The most property evaluations the shrinker may spend.
    public var maxShrinkEvaluations: Int = 5_000
    /// The most discarded cases (generation failures) tolerated before giving up, per case required.
    public var maxDiscardRatio: Int = 10
    /// The most choices one case may draw.
    public var maxChoices: Int = 10_000
    /// The largest generation size (sizes ramp from 0 to this over the cases), at most 100.
    public var maxSize: Int = 100
    /// An optional extra budget: the shrinker stops early when it returns true.
    ///
    /// Pass a closure over the caller's clock to bound wall time; the library never reads a clock.
    public var shouldStopShrinking: (@Sendable () -> Bool)?
    /// Whether the first failure is run a second time to detect nondeterminism (on by default).
    public var rerunsFailure: Bool = true
    /// A note about the environment, such as an unusable `PT_SEED`, or nil.
    public var environmentNote: String?

    /// Creates a configuration with `seed` and the defaults.
    public init(seed: UInt64 = CheckConfiguration.fixedSeed, cases: Int = 100, maxShrinkEvaluations: Int = 5_000) {
        self.seed = seed
        self.cases = cases
        self.maxShrinkEvaluations = maxShrinkEvaluations
    }

    /// A configuration whose seed comes from the process environment.
    ///
    /// `PT_SEED` (decimal, or hexadecimal with `0x`) wins; otherwise `CI=true` selects
    /// ``fixedSeed``; otherwise the seed is derived from the process identifier, so local runs
    /// vary while staying reproducible from the seed printed in the report.
    public static func fromEnvironment() -> CheckConfiguration {
        let info = ProcessInfo.processInfo
        return fromEnvironment(info.environment, fallbackSeed: UInt64(UInt32(bitPattern: info.processIdentifier)))
    }

    /// A configuration whose seed comes from `environment`, with `fallbackSeed` when it names none.
    public static func fromEnvironment(_ environment: [String: String], fallbackSeed: UInt64) -> CheckConfiguration {
        if let text = environment["PT_SEED"] {
            if let seed = parseSeed(text) { return CheckConfiguration(seed: seed) }
            var configuration = CheckConfiguration(seed: fixedSeed)
            configuration.environmentNote =
                "PT_SEED '\(text)' is not a 64-bit number; using the fixed seed \(fixedSeed)"
            return configuration
        }
        if environment["CI"]?.lowercased() == "true" { return CheckConfiguration(seed: fixedSeed) }
        var mixer = SplitMix64(seed: fallbackSeed)
        return CheckConfiguration(seed: mixer.next())
    }

    /// Parses a seed written in decimal or as `0x…` hexadecimal; nil when it is not a 64-bit number.
    public static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }
}
