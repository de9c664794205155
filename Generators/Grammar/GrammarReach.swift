import MediaTiming
import PropertyTesting
import Scripts

/// How two commands of a case meet, for reach.
public enum GrammarRelation: String, Hashable, Sendable, CaseIterable {
    /// The second comes later, on a related view (the same, an ancestor or a descendant), with
    /// an advance that moved the clock between them.
    case laterOnRelatedView = "later"
    /// The second runs inside the first, a reentry.
    case inside
}

/// An ordered pair of rules (or of groups of rules) and how they meet.
public struct GrammarPair: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The first rule or group.
    public var first: String
    /// The second rule or group.
    public var second: String
    /// How they meet.
    public var relation: GrammarRelation

    /// Creates a pair.
    public init(_ first: String, _ second: String, _ relation: GrammarRelation) {
        self.first = first
        self.second = second
        self.relation = relation
    }

    /// `add → pause (later)`, `onDidStop ⊃ engine`.
    public var description: String {
        relation == .inside ? "\(first) ⊃ \(second)" : "\(first) → \(second) (later, related view)"
    }

    /// Pairs sort by relation, then by their names.
    public static func < (lhs: GrammarPair, rhs: GrammarPair) -> Bool {
        (lhs.relation.rawValue, lhs.first, lhs.second) < (rhs.relation.rawValue, rhs.first, rhs.second)
    }
}

/// What the grammar's cases reach: each rule, each pair of rules, each pair of rule groups.
///
/// A rule counts once per case that draws it, at the top level or inside a reentry. A pair of
/// rules counts once per case where a command of the second follows one of the first on a
/// related view with the clock moved between them, or runs inside it. Requiring each of the
/// ~1,500 rule pairs in 5 % of cases would take scripts far longer than any law runs (at 1000
/// cases about 20 reach it: ``textReport()`` prints the figure), so the bar is
/// set on groups of rules by what they do to a view (``group(of:)``): every ordered pair of
/// groups later on a related view, and every reentry rule with every family inside it.
public struct GrammarReach: Sendable {
    /// The number of cases measured.
    public var cases: Int
    /// Per rule, the cases that drew it.
    public var rules: [GrammarRule: Int]
    /// Per pair of rules, the cases that reached it.
    public var rulePairs: [GrammarPair: Int]
    /// Per pair of groups (or reentry rule and family), the cases that reached it.
    public var groupPairs: [GrammarPair: Int]
    /// The rules the capabilities allow.
    public var availableRules: [GrammarRule]
    /// Per reentry rule, the cases in which one of its reentries fired when the scripts ran
    /// (only when ``measure(cases:seed:capabilities:running:)`` was given a way to run them).
    public var fired: [GrammarRule: Int] = [:]
    /// Whether the scripts were run, so ``fired`` means something.
    public var ranScripts = false
    /// Per part of a call's domain, the cases that drew it (``GrammarDomain``).
    public var domains: [GrammarDomain: Int] = [:]
    /// The domains the capabilities allow.
    public var availableDomains: [GrammarDomain] = GrammarDomain.allCases

    /// The share under which a rule or a relevant pair is a gap.
    public static let gapShare = 0.05

    /// The groups of view rules, by what they do to a view.
    public static func group(of rule: GrammarRule) -> String? {
        switch rule {
        case .add, .removeAnimation, .removeAllAnimations, .addWithClosures, .reinstall, .uninstall,
            .installScrubber, .reinstallMissing, .reinstallScrubber:
            return "animations"
        case .setTiming, .pause, .resume, .changeSpeed, .setResumeSpeed, .scrub, .releaseScrub: return "layerTime"
        case .store, .restore, .discard, .preserve, .invalidate: return "keeping"
        case .makeSubview, .makeSublayer, .detach, .attach, .attachToWindow, .addSubview: return "tree"
        case .setModelValue, .readLayer, .query, .inspect, .observeView: return "reads"
        default: return nil
        }
    }

    /// The pairs the bar applies to.
    public var relevantPairs: [GrammarPair] {
        let groups = Set(availableRules.compactMap(Self.group(of:))).sorted()
        var pairs = groups.flatMap { first in groups.map { GrammarPair(first, $0, .laterOnRelatedView) } }
        let reentries = availableRules.filter { $0.family == .reentry }
        let families = Set(availableRules.filter(\.mayRunInsideReentry).map(\.family.rawValue)).sorted()
        pairs += reentries.flatMap { rule in families.map { GrammarPair(rule.rawValue, $0, .inside) } }
        return pairs.sorted()
    }

    /// The rules and relevant pairs under ``gapShare`` of the cases, one line each.
    public var gaps: [String] {
        let bar = Double(cases) * Self.gapShare
        let ruleGaps = availableRules.filter { Double(rules[$0] ?? 0) < bar }.map { "rule \($0.rawValue)" }
        let pairGaps = relevantPairs.filter { Double(groupPairs[$0] ?? 0) < bar }.map { "pair \($0)" }
        let domainGaps = availableDomains.filter { Double(domains[$0] ?? 0) < bar }.map { "domain \($0.rawValue)" }
        return ruleGaps + pairGaps + domainGaps
    }

    /// Measures `cases` grammar cases drawn with `seed`, sizes ramping as in a check; with
    /// `running`, each script is also run (on the engine it names) to count the reentries that fired.
    public static func measure(
        cases: Int, seed: UInt64, capabilities: EngineCapabilities = .all, running: ((Script) -> Trace)? = nil
    ) -> GrammarReach {
        var reach = GrammarReach(
            cases: 0, rules: [:], rulePairs: [:], groupPairs: [:],
            availableRules: GrammarRule.allCases.filter { capabilities.isSuperset(of: $0.requiredCapabilities) })
        reach.ranScripts = running != nil
        reach.availableDomains = GrammarDomain.allCases.filter { capabilities.isSuperset(of: $0.requiredCapabilities) }
        let configuration = CheckConfiguration(seed: seed, cases: max(1, cases))
        _ = check(Grammar.cases(capabilities: capabilities), configuration: configuration) { drawn in
            reach.count(drawn)
            if let running { reach.countFired(running(drawn.script)) }
            return true
        }
        return reach
    }

    /// Adds the reentries that fired in one run (the driver records each as `reentry <trigger>`).
    mutating func countFired(_ trace: Trace) {
        var kinds: Set<GrammarRule> = []
        for record in trace.callbacks {
            guard case .host(let text) = record.kind, text.hasPrefix("reentry ") else { continue }
            let trigger = text.dropFirst("reentry ".count)
            let kind: ReentryTrigger.Kind
            switch trigger {
            case _ where trigger.hasPrefix("didStart"): kind = .didStart
            case _ where trigger.hasPrefix("didStop"): kind = .didStop
            case "completion block": kind = .completionBlock
            case "next turn": kind = .nextTurn
            case "frame": kind = .frame
            case _ where trigger.hasPrefix("willMove") || trigger.hasPrefix("didMove"): kind = .windowMove
            default: kind = .appNotification
            }
            kinds.insert(GrammarRule(kind))
        }
        for rule in kinds { fired[rule, default: 0] += 1 }
    }

    /// Adds one case.
    mutating func count(_ drawn: GrammarCase) {
        cases += 1
        var seenRules: Set<GrammarRule> = []
        var seenRulePairs: Set<GrammarPair> = []
        var seenGroupPairs: Set<GrammarPair> = []
        func visit(_ commands: [GrammarCommand]) {
            for command in commands {
                seenRules.insert(command.rule)
                for inner in command.inner {
                    seenRulePairs.insert(GrammarPair(command.rule.rawValue, inner.rule.rawValue, .inside))
                    seenGroupPairs.insert(GrammarPair(command.rule.rawValue, inner.rule.family.rawValue, .inside))
                }
                visit(command.inner)
            }
        }
        visit(drawn.commands)
        let top = drawn.commands.filter { !$0.touched.isEmpty }
        for (position, later) in top.enumerated() {
            for earlier in top[..<position]
            where earlier.timeMark < later.timeMark && !later.related.isDisjoint(with: earlier.touched) {
                seenRulePairs.insert(GrammarPair(earlier.rule.rawValue, later.rule.rawValue, .laterOnRelatedView))
                if let first = Self.group(of: earlier.rule), let second = Self.group(of: later.rule) {
                    seenGroupPairs.insert(GrammarPair(first, second, .laterOnRelatedView))
                }
            }
        }
        for domain in GrammarDomain.reached(by: drawn.script) { domains[domain, default: 0] += 1 }
        for rule in seenRules { rules[rule, default: 0] += 1 }
        for pair in seenRulePairs { rulePairs[pair, default: 0] += 1 }
        for pair in seenGroupPairs { groupPairs[pair, default: 0] += 1 }
    }
}

extension GrammarReach {
    /// The report `conformance grammar` prints: every rule and relevant pair with its share of
    /// cases, gaps marked, then how many rule pairs reach the bar.
    public func textReport() -> String {
        func share(_ count: Int) -> String {
            let percent = cases == 0 ? 0 : (Double(count) * 1000 / Double(cases)).rounded() / 10
            return "\(count) (\(percent) %)"
        }
        let bar = Double(cases) * Self.gapShare
        var lines = [
            "grammar reach over \(cases) cases (a gap: under \(Int(Self.gapShare * 100)) % of cases)", "rules:",
        ]
        for rule in availableRules {
            let count = rules[rule] ?? 0
            lines.append(
                "  \(Double(count) < bar ? "GAP " : "    ")\(rule.rawValue) [\(rule.family.rawValue)] \(share(count))")
        }
        lines.append("relevant pairs:")
        for pair in relevantPairs {
            let count = groupPairs[pair] ?? 0
            lines.append("  \(Double(count) < bar ? "GAP " : "    ")\(pair) \(share(count))")
        }
        lines.append("domains (values corrected or refused, calls at every nesting):")
        for domain in availableDomains {
            let count = domains[domain] ?? 0
            lines.append("  \(Double(count) < bar ? "GAP " : "    ")\(domain.rawValue) \(share(count))")
        }
        if ranScripts {
            lines.append("reentries fired when run (not a bar):")
            for rule in availableRules where rule.family == .reentry {
                lines.append("      \(rule.rawValue) fired in \(share(fired[rule] ?? 0))")
            }
        }
        let reachedRulePairs = rulePairs.values.filter { Double($0) >= bar }.count
        lines.append(
            "rule pairs (not a bar): \(rulePairs.count) reached at least once, \(reachedRulePairs) in ≥ \(Int(Self.gapShare * 100)) % of cases"
        )
        let gaps = self.gaps
        lines.append(gaps.isEmpty ? "no gaps" : "\(gaps.count) gaps")
        return lines.joined(separator: "\n")
    }
}
