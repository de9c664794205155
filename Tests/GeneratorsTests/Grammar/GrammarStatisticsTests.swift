import Generators
import MediaTiming
import PropertyTesting
import Scripts
import Testing

/// What the grammar reaches at a fixed seed: every rule and every relevant pair in ≥ 5 % of 1000 cases.
@Suite struct GrammarStatisticsTests {
    static let reach = GrammarReach.measure(cases: 1000, seed: 0x5EED)

    @Test func everyRuleIsReachedInAtLeastFivePercentOfCases() {
        #expect(Self.reach.cases == 1000)
        #expect(Self.reach.availableRules == GrammarRule.allCases)
        for rule in GrammarRule.allCases {
            #expect((Self.reach.rules[rule] ?? 0) >= 50, "\(rule): \(Self.reach.rules[rule] ?? 0) of 1000")
        }
    }

    @Test func everyRelevantPairIsReachedInAtLeastFivePercentOfCases() {
        // Five groups of view rules, ordered pairs: 25; seven reentry rules × four families inside: 28.
        #expect(Self.reach.relevantPairs.count == 25 + 28)
        for pair in Self.reach.relevantPairs {
            #expect((Self.reach.groupPairs[pair] ?? 0) >= 50, "\(pair): \(Self.reach.groupPairs[pair] ?? 0) of 1000")
        }
        #expect(Self.reach.gaps.isEmpty, "\(Self.reach.gaps)")
    }

    /// Each part of a call's domain the grammar must draw (values corrected or refused, calls
    /// at every nesting) is drawn in ≥ 5 % of cases.
    @Test func everyDomainIsReachedInAtLeastFivePercentOfCases() {
        #expect(Self.reach.availableDomains == GrammarDomain.allCases)
        for domain in GrammarDomain.allCases {
            #expect((Self.reach.domains[domain] ?? 0) >= 50, "\(domain): \(Self.reach.domains[domain] ?? 0) of 1000")
        }
    }

    /// Each rule draws one of four choices, two of which switch it off: about half the cases
    /// switch each rule off (500 of 1000, with a binomial standard deviation of about 16).
    @Test func swarmSwitchesEachRuleOffInAboutHalfTheCases() {
        var off = [Int](repeating: 0, count: GrammarRule.allCases.count)
        var longestRunOfOneFamily = 0
        _ = check(Grammar.cases(), configuration: CheckConfiguration(seed: 0x5EED, cases: 1000)) { drawn in
            for rule in GrammarRule.allCases where !drawn.swarm.isEnabled(rule) { off[rule.ordinal] += 1 }
            var run = 0
            var last: GrammarRule.Family?
            for command in drawn.commands {
                run = command.rule.family == last ? run + 1 : 1
                last = command.rule.family
                longestRunOfOneFamily = max(longestRunOfOneFamily, run)
            }
            return true
        }
        for rule in GrammarRule.allCases {
            #expect((420...580).contains(off[rule.ordinal]), "\(rule) off in \(off[rule.ordinal]) cases")
        }
        // Swarms that leave one family nearly alone make long runs of it.
        #expect(longestRunOfOneFamily >= 10)
    }

    /// An engine without nested layers, nested transactions or delegates gets none of their rules.
    @Test func capabilitiesTheEngineLacksAreNeverDrawn() {
        let lacking = EngineCapabilities.all.subtracting([.nestedLayers, .nestedTransactions, .delegates])
        let reach = GrammarReach.measure(cases: 200, seed: 7, capabilities: lacking)
        for rule in [
            GrammarRule.makeSubview, .addSubview, .beginTransaction, .addWithClosures, .onDidStart, .onDidStop,
        ] {
            #expect(!reach.availableRules.contains(rule))
            #expect(reach.rules[rule] == nil, "\(rule)")
        }
        _ = check(Grammar.scripts(capabilities: lacking), configuration: CheckConfiguration(seed: 7, cases: 200)) {
            script in
            #expect(lacking.isSuperset(of: script.requiredCapabilities))
            return true
        }
    }
}
