import PropertyTesting

/// Which rules one case enables, and their weights: swarm testing (Groce et al., ISSTA 2012).
///
/// A fixed mix of every rule makes long runs of one kind of call, and combinations of a few
/// kinds without the others, rare; switching a random half of the rules off per case makes them
/// common, and reached more faults than the fixed mix in the paper's measurements. Each rule draws
/// one choice: 0 (the simplest, where shrinking goes) enables it at its base weight, 2 at four
/// times it, 1 and 3 switch it off.
public struct GrammarSwarm: Hashable, Sendable {
    /// Each rule's weight in this case, 0 when switched off, in the order of ``GrammarRule/allCases``.
    public var weights: [Int]

    /// A swarm with every rule in `rules` at its base weight, the rest off.
    public init(enabling rules: Set<GrammarRule>) {
        weights = GrammarRule.allCases.map { rules.contains($0) ? $0.baseWeight : 0 }
    }

    init(weights: [Int]) { self.weights = weights }

    /// Whether `rule` is on in this case.
    public func isEnabled(_ rule: GrammarRule) -> Bool { weights[rule.ordinal] > 0 }

    /// The rules on in this case.
    public var enabled: [GrammarRule] { GrammarRule.allCases.filter(isEnabled) }

    /// Draws a swarm over `available` (the rules the engine's capabilities allow); a swarm that
    /// leaves every rule off turns them all on, so a case always has something to draw.
    static func draw(_ testCase: TestCase, available: [Bool]) throws -> GrammarSwarm {
        var weights = [Int](repeating: 0, count: GrammarRule.allCases.count)
        for rule in GrammarRule.allCases where available[rule.ordinal] {
            switch try testCase.drawUniform(upTo: 3) {
            case 0: weights[rule.ordinal] = rule.baseWeight
            case 2: weights[rule.ordinal] = rule.baseWeight * 4
            default: break
            }
        }
        if weights.allSatisfy({ $0 == 0 }) {
            for rule in GrammarRule.allCases where available[rule.ordinal] { weights[rule.ordinal] = rule.baseWeight }
        }
        return GrammarSwarm(weights: weights)
    }
}
