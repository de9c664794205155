import Generators
import MediaTiming
import PropertyTesting
import ReferenceEngine
import Scripts
import Testing

/// An independent check of the preconditions every generated step must meet when it runs.
struct PreconditionChecker {
    enum Placement: Equatable {
        case root
        case subview(Int)
        case detached
    }
    enum Phase { case active, inactive, background }

    var placements: [Placement] = []
    var added: Set<String> = []
    var phase = Phase.active

    /// The first broken precondition of `step`, or `nil`; then applies it.
    mutating func check(_ step: Step) -> String? {
        func exists(_ view: Int) -> Bool { placements.indices.contains(view) }
        switch step {
        case .makeView(let parent):
            if let parent {
                guard exists(parent) else { return "parent \(parent) does not exist" }
                placements.append(.subview(parent))
            } else {
                placements.append(.root)
            }
        case .setTiming(let view, _), .setModelValue(let view, _, _), .removeAllAnimations(let view):
            guard exists(view) else { return "view \(view) does not exist" }
        case .add(let view, let key, _):
            guard exists(view) else { return "view \(view) does not exist" }
            added.insert("\(view).\(key)")
        case .removeAnimation(let view, let key):
            guard added.contains("\(view).\(key)") else { return "key \(key) was never added to view \(view)" }
        case .setTransactionDuration, .commit, .beginTransaction, .setCompletionBlock, .clearCompletionBlock:
            break
        case .flush:
            return "a flush, which only the grammar draws"
        case .makeSublayer:
            return "a plain sublayer, which only the grammar draws"
        case .host:
            return "a host step, which only the host laws' own generators draw"
        case .reentrant:
            return "a reentrant step, which only the grammar draws"
        case .advance(let by):
            guard by.isFinite, by >= 0 else { return "advance by \(by)" }
        case .resignActive:
            guard phase == .active else { return "resignActive while not active" }
            phase = .inactive
        case .enterBackground:
            guard phase == .inactive else { return "enterBackground while not inactive" }
            phase = .background
        case .enterForeground:
            guard phase == .background else { return "enterForeground while not in background" }
            phase = .inactive
        case .becomeActive:
            guard phase == .inactive else { return "becomeActive while not inactive" }
            phase = .active
        case .detach(let view):
            guard exists(view), placements[view] != .detached else { return "detach of a detached view \(view)" }
            placements[view] = .detached
        case .attach(let view):
            guard exists(view), placements[view] == .detached else { return "attach of an attached view \(view)" }
            placements[view] = .root
        case .technique(let technique):
            guard exists(technique.view) else { return "technique on missing view \(technique.view)" }
            switch technique.operation {
            case .addWithClosures(let key), .reinstall(let key), .installScrubber(let key):
                guard technique.animation != nil else { return "technique without its animation" }
                added.insert("\(technique.view).\(key)")
            default: break
            }
        }
        return nil
    }
}

@Suite struct ScriptGeneratorsValidityTests {
    @Test(arguments: [
        ("everything", ScriptOptions.everything), ("timeMapping", .timeMapping), ("animations", .animations),
        ("callbacks", .callbacks), ("lifecycle", .lifecycle), ("techniques", .techniques),
    ])
    func generatedStepsMeetTheirPreconditions(name: String, options: ScriptOptions) throws {
        let gen = ScriptGenerators.script(options)
        for seed in 1...150 {
            let script = try gen.run(TestCase(seed: UInt64(seed), size: 100))
            #expect(options.stepCount.contains(script.steps.count), "\(name) seed \(seed): \(script.steps.count) steps")
            var checker = PreconditionChecker()
            for (index, step) in script.steps.enumerated() {
                if let problem = checker.check(step) {
                    Issue.record("\(name) seed \(seed) step \(index): \(problem)")
                    break
                }
                // makeView steps also build the initial tree, whatever the enabled kinds.
                if !Self.isTree(step) && !options.stepKinds.contains(step.kind) {
                    Issue.record("\(name) seed \(seed) step \(index): kind \(step.kind) is not enabled")
                }
            }
            for animation in script.steps.compactMap(Self.animation(of:)) {
                #expect(throws: Never.self) { try animation.validate() }
                if let path = animation.keyPath { #expect(options.keyPaths.contains(path)) }
            }
        }
    }

    @Test func generatedScriptsRunWithoutRefusalsOnTheReferenceEngine() throws {
        let gen = ScriptGenerators.script(.everything)
        var notes = 0
        for seed in 1...300 {
            let script = try gen.run(TestCase(seed: UInt64(seed), size: 100))
            let trace = ScriptDriver.run(script, on: ReferenceEngine())
            #expect(trace.steps.count == script.steps.count)
            for (index, observation) in trace.steps.enumerated() {
                if let note = observation.note {
                    notes += 1
                    Issue.record("seed \(seed) step \(index) \(SwiftLiteral.step(script.steps[index])): \(note)")
                }
            }
        }
        #expect(notes == 0)
    }

    @Test func stepsAfterAPrefixContinueFromItsState() throws {
        let prefix: Script = [.makeView(parent: nil), .makeView(parent: 0), .detach(view: 1)]
        let options = ScriptOptions(stepKinds: [.detach, .attach])
        let gen = ScriptGenerators.steps(after: prefix, options, count: 6...6)
        for seed in 1...100 {
            let steps = try gen.run(TestCase(seed: UInt64(seed), size: 100))
            // Detach and attach alternate per view, and view 1 starts detached.
            #expect(steps.count == 6)
            var checker = PreconditionChecker()
            for step in prefix.steps + steps {
                if let problem = checker.check(step) { Issue.record("seed \(seed): \(problem)") }
            }
        }
    }

    static func isTree(_ step: Step) -> Bool {
        if case .makeView = step { return true }
        return false
    }

    static func animation(of step: Step) -> Animation? {
        switch step {
        case .add(_, _, let animation): return animation
        case .technique(let technique): return technique.animation
        default: return nil
        }
    }
}
