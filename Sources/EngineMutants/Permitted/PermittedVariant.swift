import MediaTiming
import ReferenceEngine

/// An engine that is right within what it declares: the suite must pass it or skip laws with a
/// reason, never fail it and never call it inconclusive.
///
/// The permitted variants are the mutant catalog's twin: a mutant proves a law can fail (its
/// "killed-by"), a permitted variant that a law reaches proves the law does not fail what it
/// should not (its "passed-by"): an engine declaring fewer capabilities, or reading an open point
/// of Core Animation's timing the other way and saying so in its profile.
public struct PermittedVariant: Sendable, Identifiable {
    /// The stable name (`capabilities:…`, `capabilities-first:…`, `profile:…`, `open:…`, `precision:…`).
    public let name: String
    /// What the engine does differently, and why that is allowed.
    public let summary: String
    private let make: @Sendable () -> AnyTimingEngine

    /// The ``name``.
    public var id: String { name }

    init(name: String, summary: String, make: @escaping @Sendable () -> AnyTimingEngine) {
        self.name = name
        self.summary = summary
        self.make = make
    }

    /// A new engine of this variant.
    public func makeEngine() -> AnyTimingEngine { make() }
}

/// Every permitted variant, in a stable order.
public enum PermittedCatalog {
    /// The capability subsets in both refusal orders, the other readings of open points, then
    /// single precision.
    public static let all: [PermittedVariant] = capabilitySubsets + refusalOrders + profiles + openPoints + precision

    /// The reference engine declaring less: no capability at all; each capability missing alone;
    /// a plausible first version (nested layers, timing functions, delegates); refusing what it
    /// lacks, and for two of them ignoring it instead; checking validity before support
    /// (``refusalOrders`` has the other order).
    public static let capabilitySubsets: [PermittedVariant] = subsets(order: .validityFirst)

    /// The declared subsets (none, a first version, every capability but one) in one refusal
    /// order, named `capabilities:…` (validity first) or `capabilities-first:…` (support first).
    static func subsets(order: DeclaredSubsetEngine.Order) -> [PermittedVariant] {
        let (prefix, note) =
            order == .validityFirst
            ? ("capabilities", "") : ("capabilities-first", ", checking support before validity")
        func subset(
            _ name: String, _ declared: EngineCapabilities, _ outside: DeclaredSubsetEngine.Outside, _ summary: String
        ) -> PermittedVariant {
            PermittedVariant(name: "\(prefix):\(name)", summary: summary + " (\(outside.rawValue) the rest\(note))") {
                AnyTimingEngine(DeclaredSubsetEngine(declaring: declared, outside: outside, order: order))
            }
        }
        let firstVersion: EngineCapabilities = [.nestedLayers, .timingFunctions, .delegates]
        return [
            subset("none", [], .refuses, "declares no capability"),
            subset("none-ignoring", [], .ignores, "declares no capability"),
            subset("first-version", firstVersion, .refuses, "declares nested layers, timing functions and delegates"),
            subset(
                "first-version-ignoring", firstVersion, .ignores,
                "declares nested layers, timing functions and delegates"),
        ]
            + EngineCapabilities.named.map { name, capability in
                subset(
                    "without-\(name)", EngineCapabilities.all.subtracting(capability), .refuses,
                    "declares every capability but \(name)")
            }
    }

    /// The reference engine reading one open point the other way, declared in its profile.
    public static let profiles: [PermittedVariant] = {
        func profile(_ name: String, _ profile: TimingProfile, _ summary: String) -> PermittedVariant {
            PermittedVariant(name: "profile:\(name)", summary: summary) {
                AnyTimingEngine(ReferenceEngine(profile: profile))
            }
        }
        return [
            profile(
                "keep-position", TimingProfile(replacementOrder: .keepPosition),
                "an animation added under a key in use keeps its place"),
            profile(
                "repeat-duration-doubled", TimingProfile(repeatDurationUnderAutoreverse: .doubled),
                "repeatDuration counts each autoreversed cycle twice"),
            profile("cycle-only-wrap", TimingProfile(iterationWrap: .cycleOnly), "time wraps by the cycle alone"),
            profile(
                "completion-at-removal", TimingProfile(retainedCompletion: .atRemoval),
                "a retained animation completes when it is removed"),
            profile(
                "cumulative-adds-change", TimingProfile(cumulativeReading: .addChange),
                "a cumulative animation adds its change per cycle"),
            profile(
                "group-child-transaction-duration", TimingProfile(groupChildDefaultDuration: .transactionDefault),
                "a group child without a duration takes the transaction's"),
            profile(
                "reverse-callback-order", TimingProfile(simultaneousCallbackOrder: .reverseApplicationOrder),
                "simultaneous callbacks arrive in reverse application order"),
        ]
    }()
}
