import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Laws of transaction completion blocks (`CATransaction.setCompletionBlock`).
    static let completionBlocks: [Law] = [
        Law(
            id: "TRANS-6",
            statement:
                "A transaction's completion block runs exactly once, from a render, and after the delegate callbacks of that render.",
            evidence: .doc, source: "SEMANTICS §2.8; CATransaction setCompletionBlock(_:) and completionBlock",
            rationale:
                "App code learns that a batch of animations ended from this block; one that runs twice, never, or in the middle of an add re-runs or loses that code.",
            generator:
                "one or two root layers (a third of the time inside a container of speed 0, 2 or ½), adds of every kind with repeats, autoreverses, speeds and offsets (begins at the commit, in the future or already past), removals, replacements, completion blocks set and cleared (nil), commits, background and window trips, advances, then a drain",
            { capabilities in completionBlockScript(capabilities) },
            check: { script, context in try CompletionBlockTimeline.check(script, context, firingStep: false) }
        ).requiringEvidence(.callbacks),
        Law(
            id: "TRANS-7",
            statement:
                "A transaction's completion block runs at the first render by which every animation added after it in its transaction has completed or been removed (by the caller, a replacement or the system), and at the first render after its transaction when it added none.",
            evidence: .doc, source: "SEMANTICS §2.8; CATransaction setCompletionBlock(_:)",
            rationale:
                "\"Called as soon as all animations subsequently added by this transaction group have completed (or have been removed)\": a block that waits for the wrong animations runs too early or too late.",
            generator:
                "one or two root layers (a third of the time inside a container of speed 0, 2 or ½), adds of every kind with repeats, autoreverses, speeds and offsets (begins at the commit, in the future or already past), removals, replacements, completion blocks set and cleared (nil), commits, background and window trips, advances, then a drain",
            { capabilities in completionBlockScript(capabilities) },
            check: { script, context in try CompletionBlockTimeline.check(script, context, firingStep: true) }
        ).requiringEvidence(.callbacks),
    ]

    /// Callback scripts with completion blocks set in some transactions, and in nested ones when
    /// the engine nests them.
    static func completionBlockScript(_ capabilities: EngineCapabilities) -> Gen<Script> {
        let reverses: Gen<Bool> =
            capabilities.contains(.autoreverses)
            ? Gen.frequency([(2, Gen.constant(false)), (1, Gen.constant(true))]) : Gen.constant(false)
        let pace = Gen.zip(Gen.element(of: [1.0, 2, 0.5]), Gen.element(of: [0.0, 0.5]), reverses)
        // A third of the scripts put the root layers in a container whose speed is 0, 2 or ½.
        let containerSpeed: Gen<Double?> =
            capabilities.contains(.nestedLayers)
            ? Gen.frequency([(2, Gen.constant(nil)), (1, Gen.element(of: [0.0, 2, 0.5]).map { $0 })])
            : Gen.constant(nil)
        return LawGen.dependent(1...2) { viewCount in
            let view = LawGen.view(below: viewCount)
            // Its begin time is drawn as a delay from the add (0: stamped at the commit), made
            // absolute below; its own speed, offset and autoreverse decide when it completes.
            let animation = Gen.zip(
                Gen.zip(LawGen.anyKind(capabilities), Gen.element(of: [1.0, 2, 0.5])), Gen.bool, pace,
                Gen.element(of: [0.0, 0.5, 1.5, -0.5, -3])
            )
            .map { drawn, retained, pace, delay -> Animation in
                var (animation, repeats) = drawn
                animation.timing.repeatCount = repeats
                (animation.timing.speed, animation.timing.timeOffset, animation.timing.autoreverses) = pace
                animation.timing.beginTime = delay
                animation.isRemovedOnCompletion = !retained
                return animation
            }
            let command: Gen<[Step]> = Gen.frequency([
                (3, Gen.constant([.setCompletionBlock])),
                // A clear, maybe with an add after it in the same transaction, maybe after a block
                // with an add of its own: the block set before the clear waits for its own adds only.
                (
                    3,
                    Gen.zip(view, Gen.zip(animation, animation), Gen.element(of: [0, 1, 2])).map {
                        view, animations, shape in
                        let after: [Step] = shape == 0 ? [] : [.add(view: view, key: "b", animation: animations.1)]
                        let before: [Step] =
                            shape == 2
                            ? [.setCompletionBlock, .add(view: view, key: "a", animation: animations.0)] : []
                        return before + [.clearCompletionBlock] + after
                    }
                ),
                (
                    4,
                    Gen.zip(view, Gen.element(of: ["a", "b"]), animation).map {
                        [.add(view: $0.0, key: $0.1, animation: $0.2)]
                    }
                ),
                (5, LawGen.delta.map { [.advance(by: $0)] }),
                (1, Gen.zip(view, Gen.element(of: ["a", "b"])).map { [.removeAnimation(view: $0.0, key: $0.1)] }),
                (1, view.map { [.removeAllAnimations(view: $0)] }),
                (1, Gen.constant([.commit])),
                (1, Gen.constant([.resignActive, .enterBackground, .enterForeground, .becomeActive])),
                (1, view.map { [.detach(view: $0), .attach(view: $0)] }),
                // A nested transaction with a block of its own. The enclosing transaction is
                // committed first, which ends its block: whether an enclosing block also waits
                // for the nested adds is open (SEMANTICS §9).
                (
                    capabilities.contains(.nestedTransactions) ? 2 : 0,
                    Gen.zip(view, Gen.element(of: ["a", "b"]), animation, Gen.bool).map { view, key, animation, twice in
                        [
                            .commit, .beginTransaction, .setCompletionBlock,
                            .add(view: view, key: key, animation: animation),
                        ]
                            + (twice ? [.add(view: view, key: key == "a" ? "b" : "a", animation: animation)] : []) + [
                                .commit
                            ]
                    }
                ),
            ])
            // Every script opens with a block over one animation, so each law has a block to check.
            return Gen.zip(animation, command.array(count: 0...12), containerSpeed).map { first, commands, container in
                var first = first
                first.timing.beginTime = 0
                // The animated views come after the container, when there is one.
                let shift = container == nil ? 0 : 1
                var steps: [Step] =
                    container.map { [.makeView(parent: nil), .setTiming(view: 0, LayerTiming(speed: $0))] } ?? []
                steps += Array(repeating: Step.makeView(parent: shift == 0 ? nil : 0), count: viewCount)
                steps += [.setCompletionBlock, .add(view: shift, key: "a", animation: first), .advance(by: 0.5)]
                // Begin times were drawn as delays: a layer's time is media time scaled by the container's speed.
                var now = 0.5
                for step in commands.flatMap({ $0 }).map({ shifted($0, by: shift) }) {
                    switch step {
                    case .advance(let by):
                        now += by
                        steps.append(step)
                    case .add(let view, let key, var animation) where animation.timing.beginTime != 0:
                        animation.timing.beginTime += now * (container ?? 1)
                        steps.append(.add(view: view, key: key, animation: animation))
                    default:
                        steps.append(step)
                    }
                }
                steps += (0..<viewCount).map { Step.removeAllAnimations(view: $0 + shift) } + [.advance(by: 0)]
                return Script(steps)
            }
        }
    }
}

/// When each completion block of a script must run, from the copies it waits for: each copy's
/// stop is its completion (its layer's time reaches its begin plus its active duration) or its
/// removal, whichever comes first.
struct CompletionBlockTimeline {
    struct Block {
        var setAt: Int
        var endedAt: Int?
        var copies: [Int] = []
    }

    struct Copy {
        var view: Int
        var begin: Double?
        var activeDuration: Double
        var isRemovedOnCompletion: Bool
        var isCommitted = false
        var stoppedAt: Int?
    }

    private(set) var blocks: [Block] = []
    private(set) var copies: [Int: Copy] = [:]

    init(script: Script, trace: Trace) {
        var open: Int?
        // The open block of each enclosing transaction while a nested one is open.
        var enclosing: [Int?] = []
        var onLayer: [Int: [String: Int]] = [:]
        var detached: Set<Int> = []
        func end(at index: Int) {
            if let open { blocks[open].endedAt = index }
            open = nil
        }
        func stop(_ copy: Int?, at index: Int) {
            guard let copy, copies[copy]?.stoppedAt == nil else { return }
            copies[copy]?.stoppedAt = index
        }
        // Each view's layer time before and after the step, from the layer-tree model: root
        // layers with identity timing read media time, layers in a container its time. A copy
        // never outlives a move of its view (the system removes it), so its view's time is its own.
        var tree = LayerTreeModel()
        var before: [Double] = []
        func commit() {
            for (index, copy) in copies where !copy.isCommitted && copy.stoppedAt == nil {
                copies[index]?.isCommitted = true
                if copy.begin == nil {
                    copies[index]?.begin = before.indices.contains(copy.view) ? before[copy.view] : 0
                }
            }
        }
        for (index, step) in script.steps.enumerated() {
            before = tree.views.indices.map { tree.localTime($0) }
            tree.apply(step)
            switch step {
            case .add(let view, let key, let animation) where trace.steps[index].stepNote == nil:
                stop(onLayer[view]?[key], at: index)
                // The active period lasts D / |s| of the layer's time (SEMANTICS §3.3); speed 0 never ends.
                let speed = abs(animation.timing.speed)
                copies[index] = Copy(
                    view: view, begin: animation.timing.beginTime == 0 ? nil : animation.timing.beginTime,
                    activeDuration: speed == 0 ? .infinity : animation.timing.activeDuration() / speed,
                    isRemovedOnCompletion: animation.isRemovedOnCompletion)
                onLayer[view, default: [:]][key] = index
                if let open { blocks[open].copies.append(index) }
                for block in enclosing.compactMap({ $0 }) { blocks[block].copies.append(index) }
            case .removeAnimation(let view, let key):
                stop(onLayer[view]?[key], at: index)
                onLayer[view]?[key] = nil
            case .removeAllAnimations(let view):
                for copy in onLayer[view, default: [:]].values { stop(copy, at: index) }
                onLayer[view] = [:]
            case .enterBackground where trace.steps[index].stepNote == nil:
                for (view, keys) in onLayer where !detached.contains(view) {
                    for copy in keys.values { stop(copy, at: index) }
                    onLayer[view] = [:]
                }
            case .detach(let view):
                for copy in onLayer[view, default: [:]].values { stop(copy, at: index) }
                onLayer[view] = [:]
                detached.insert(view)
            case .attach(let view):
                detached.remove(view)
            case .beginTransaction where trace.steps[index].stepNote == nil:
                enclosing.append(open)
                open = nil
            case .commit where !enclosing.isEmpty:
                // A nested commit ends its block and applies nothing (SEMANTICS §2.9).
                end(at: index)
                open = enclosing.removeLast()
            case .commit:
                commit()
                end(at: index)
            case .setCompletionBlock:
                end(at: index)
                blocks.append(Block(setAt: index))
                open = blocks.count - 1
            case .clearCompletionBlock:
                // The block before it stops collecting; what follows is waited for by none.
                end(at: index)
            case .advance:
                commit()
                end(at: index)
                for (view, keys) in onLayer {
                    let now = tree.localTime(view)
                    for (key, copy) in keys {
                        guard let state = copies[copy], state.isCommitted, state.stoppedAt == nil,
                            let begin = state.begin,
                            now - begin >= state.activeDuration
                        else { continue }
                        stop(copy, at: index)
                        if state.isRemovedOnCompletion { onLayer[view]?[key] = nil }
                    }
                }
            default:
                break
            }
        }
    }

    /// The render step at which `block` must run, or `nil` when its script gives it none.
    func firingStep(of block: Block, in script: Script) -> Int? {
        guard let ended = block.endedAt else { return nil }
        var due = ended
        for copy in block.copies {
            guard let stopped = copies[copy]?.stoppedAt else { return nil }
            due = max(due, stopped)
        }
        return script.steps.indices.first { index in
            guard index >= due, case .advance = script.steps[index] else { return false }
            return true
        }
    }

    /// Checks every block: once, from a render, after that render's delegate callbacks; and, with
    /// `firingStep`, at the render the timeline gives.
    static func check(_ script: Script, _ context: LawContext, firingStep: Bool) throws {
        let trace = try context.run(script)
        let timeline = CompletionBlockTimeline(script: script, trace: trace)
        for block in timeline.blocks {
            let runs = trace.steps.enumerated().flatMap { index, observation in
                observation.callbacks.enumerated().compactMap { position, record in
                    record.kind == .transactionCompleted && record.copy == block.setAt ? (index, position) : nil
                }
            }
            context.count(.callbacks, max(runs.count, 1))
            guard runs.count == 1, let (step, position) = runs.first else {
                throw LawViolation(
                    "the completion block set at step \(block.setAt) ran \(runs.count) times, expected once",
                    step: block.setAt, observed: trace)
            }
            guard case .advance = script.steps[step] else {
                throw LawViolation(
                    "the completion block set at step \(block.setAt) ran outside a render", step: step, observed: trace)
            }
            let after = trace.steps[step].callbacks[(position + 1)...]
            if let late = after.first(where: { $0.kind != .transactionCompleted }) {
                throw LawViolation(
                    "the completion block set at step \(block.setAt) ran before \(late), a delegate callback of the same render",
                    step: step, observed: trace)
            }
            if firingStep, let due = timeline.firingStep(of: block, in: script), due != step {
                let waited = block.copies.map { "#\($0)" }.joined(separator: ", ")
                throw LawViolation(
                    "the completion block set at step \(block.setAt) ran at step \(step), expected step \(due), the first render by which \(waited.isEmpty ? "its transaction had ended (it added nothing)" : "its animations \(waited) had all stopped")",
                    step: step, observed: trace)
            }
        }
    }
}
