import Lifecycle
import MediaTiming
import PropertyTesting
import Scripts

/// Draws grammar cases: the swarm, then commands one span each (see ``Grammar``).
final class GrammarGenerator: @unchecked Sendable {
    let kit: GeneratorKit
    let capabilities: EngineCapabilities
    /// Whether the engine's capabilities allow each rule, in the order of ``GrammarRule/allCases``.
    let available: [Bool]
    let resumeSpeeds: [Double]
    /// The technique variant every technique step uses.
    let variant: String
    /// The swarm every case uses instead of drawing one, its rules the capabilities allow.
    let fixedSwarm: GrammarSwarm?

    init(capabilities: EngineCapabilities, variant: String = "correct", swarm: GrammarSwarm? = nil) {
        self.capabilities = capabilities
        self.variant = variant
        kit = GeneratorKit(ScriptOptions.everything.restricted(to: capabilities))
        let available = GrammarRule.allCases.map { capabilities.isSuperset(of: $0.requiredCapabilities) }
        self.available = available
        fixedSwarm = swarm.map { swarm in
            GrammarSwarm(weights: zip(swarm.weights, available).map { weight, allowed in allowed ? weight : 0 })
        }
        // The pauser takes any speed: 0, negative (with the capability) and non-finite included.
        resumeSpeeds = [1, 2, 0.5, 0, .nan, .infinity] + (capabilities.contains(.negativeSpeed) ? [-1] : [])
    }

    func generate(_ testCase: TestCase) throws -> GrammarCase {
        let swarm = try fixedSwarm ?? GrammarSwarm.draw(testCase, available: available)
        var model = GrammarModel(variant: variant)
        let first = Step.makeView(parent: nil)
        model.apply(first)
        var steps = [first]
        var commands: [GrammarCommand] = []
        var timeMark = 0
        let average = max(2.0, Double(Grammar.maxCommands) * 0.75 * Double(testCase.size) / 100)
        let probability = 1 - 1 / (1 + average)
        try testCase.span(.collection) {
            while commands.count < Grammar.maxCommands {
                let drawn = try testCase.span(.step) { () -> (GrammarCommand, Step)? in
                    guard try testCase.drawWeighted(probability) else { return nil }
                    return try command(testCase, swarm, model, depth: 0, timeMark: timeMark)
                }
                guard let (command, step) = drawn else { break }
                commands.append(command)
                steps.append(step)
                model.apply(step)
                if case .advance(let by) = step, by > 0, by.isFinite { timeMark += 1 }
            }
        }
        return GrammarCase(swarm: swarm, commands: commands, script: Script(steps))
    }

    /// The rule a ticket picks, passed on to the next rule whose precondition holds; `nil` when none does.
    func rule(_ testCase: TestCase, _ swarm: GrammarSwarm, _ model: GrammarModel, depth: Int) throws -> GrammarRule? {
        // Rules are read by their position in `allCases` (their ordinal): this runs for every
        // command of every grammar case, and looking an ordinal up hashes the rule's name.
        let rules = GrammarRule.allCases
        func allowed(_ index: Int) -> Bool {
            guard swarm.weights[index] > 0 else { return false }
            guard depth > 0 else { return true }
            let rule = rules[index]
            return rule.mayRunInsideReentry && (rule.family != .reentry || depth < Grammar.maxReentryDepth)
        }
        // Inside a reentry, reentries count double: a trip inside a trip is what few scripts reach.
        func weight(_ index: Int) -> Int {
            swarm.weights[index] * (depth > 0 && rules[index].family == .reentry ? 2 : 1)
        }
        let total = rules.indices.reduce(0) { $0 + (allowed($1) ? weight($1) : 0) }
        guard total > 0 else { return nil }
        var ticket = Int(try testCase.drawUniform(upTo: UInt64(total - 1)))
        var start = 0
        for index in rules.indices where allowed(index) {
            if ticket < weight(index) {
                start = index
                break
            }
            ticket -= weight(index)
        }
        for offset in 0..<rules.count {
            let index = (start + offset) % rules.count
            let rule = rules[index]
            guard allowed(index) else { continue }
            // A turn cannot end with a nested transaction open (§2.9): the drawn turn closes it instead.
            if rule == .advance || rule == .endTurn, model.base.transactionDepth > 0 { return .commit }
            if holds(rule, model) { return rule }
            // A rule whose bundle is empty makes what it needs instead, so it is reached next time.
            if let producer = producer(of: rule), holds(producer, model), depth == 0 || producer.mayRunInsideReentry {
                return producer
            }
        }
        return nil
    }

    /// The rule that fills the bundle `rule` draws from, when there is one.
    func producer(of rule: GrammarRule) -> GrammarRule? {
        switch rule {
        case .scrub, .releaseScrub, .reinstallScrubber: return .installScrubber
        case .uninstall, .reinstallMissing: return .reinstall
        case .onDidStart, .onDidStop: return available[GrammarRule.add.ordinal] ? .add : nil
        case .onCompletionBlock: return .setCompletionBlock
        case .onNextTurn: return .scheduleOnNextTurn
        case .onAppNotification, .removeObserver: return .observeApp
        case .onWindowMove: return .observeView
        case .onFrame: return .observeFrames
        default: return nil
        }
    }

    /// Whether the bundles `rule` draws from are there.
    func holds(_ rule: GrammarRule, _ model: GrammarModel) -> Bool {
        switch rule {
        case .makeSubview: return model.viewsOnly.contains { model.base.depth(of: $0) < 4 }
        case .makeSublayer: return model.views.contains { model.base.depth(of: $0) < 4 }
        case .removeObserver: return !model.observers.isEmpty
        case .scrub, .releaseScrub, .reinstallScrubber: return !model.scrubbed.isEmpty
        case .uninstall, .reinstallMissing: return !model.reinstalled.isEmpty
        case .onDidStart, .onDidStop: return !model.keysInUse.isEmpty
        case .onCompletionBlock: return model.completionBlocks > 0
        case .onNextTurn: return model.nextTurnBlocks > 0
        case .onAppNotification: return model.observers.contains(.app)
        case .onWindowMove: return !model.observedViews.isEmpty
        case .onFrame: return model.observers.contains(.frames)
        default: return !model.views.isEmpty
        }
    }

    /// One command: a rule, then its draws.
    func command(_ testCase: TestCase, _ swarm: GrammarSwarm, _ model: GrammarModel, depth: Int, timeMark: Int)
        throws -> (GrammarCommand, Step)?
    {
        guard let rule = try rule(testCase, swarm, model, depth: depth) else { return nil }
        var inner: [GrammarCommand] = []
        let (step, touched) = try draw(rule, testCase, model) { trigger in
            let (commands, steps) = try self.reentry(testCase, swarm, model, depth: depth + 1, timeMark: timeMark)
            inner = commands
            return .reentrant(trigger, steps)
        }
        let related = touched.reduce(into: Set<Int>()) { $0.formUnion(model.related(to: $1)) }
        return (GrammarCommand(rule: rule, touched: touched, related: related, timeMark: timeMark, inner: inner), step)
    }

    /// A reentry's steps: one to three commands that may run inside a callback, and a commit for
    /// each nested transaction they leave open, so the callback closes what it opened.
    func reentry(_ testCase: TestCase, _ swarm: GrammarSwarm, _ model: GrammarModel, depth: Int, timeMark: Int)
        throws -> ([GrammarCommand], [Step])
    {
        var commands: [GrammarCommand] = []
        var steps: [Step] = []
        var open = 0
        try testCase.span(.collection) {
            while true {
                let drawn = try testCase.span(.step) { () -> (GrammarCommand, Step)? in
                    // Every command's span starts with the choice to go on, the first's included
                    // (it is drawn and ignored: a reentry holds at least one command), and the
                    // list ends with a choice to stop, forced after the third command, so that
                    // deleting any one span, the first too, leaves the others' draws in place and
                    // the command after the reentry outside it.
                    guard commands.count < 3 else {
                        _ = try testCase.drawUniform(upTo: 0)
                        return nil
                    }
                    let goesOn = try testCase.drawWeighted(0.5)
                    if !commands.isEmpty, !goesOn { return nil }
                    return try command(testCase, swarm, model, depth: depth, timeMark: timeMark)
                }
                guard let (command, step) = drawn else { break }
                if step == .beginTransaction { open += 1 }
                if step == .commit, open > 0 { open -= 1 }
                commands.append(command)
                steps.append(step)
            }
        }
        steps += Array(repeating: .commit, count: open)
        return (commands, steps)
    }
}
