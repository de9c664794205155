import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Laws that reads reflect the latest state at once: no value is cached from the last frame.
    static let liveReads: [Law] = [
        Law(
            id: "TRANS-5",
            statement:
                "Reads reflect the latest state with no render in between: model values and layer timings at once, a removal from its commit.",
            evidence: .doc, source: "SEMANTICS §1.1, §2.4, §5.2; CALayer model and presentation layers, CATransaction",
            rationale:
                "Code reads the presentation right after changing the model or committing (to start the next animation from what shows); an engine that caches values per frame answers with the previous frame.",
            generator:
                "a layer (maybe inside a parent) with a model value and a running animation of any kind on other key paths, one render, then edits at the same media time: model values, timings of it and its parent, removals (removeAllAnimations too), commits",
            { capabilities in liveReadScript(capabilities) },
            check: { script, context in try checkLiveReads(script, context) }),
        Law(
            id: "TRANS-8",
            statement:
                "No presentation value is cached across an edit: after any edit with nothing pending, a render at the same instant that removes nothing changes no value.",
            evidence: .doc, source: "SEMANTICS §1.1, §2.4, §5.2; CALayer presentation(), CAMediaTiming",
            rationale:
                "An engine that caches values per frame and forgets to drop the cache on a timing edit (a pause, a speed change, a scrub, a timing set on an ancestor) shows the previous frame to the code that reads right after the edit, such as a scrubber's handle or the next animation's from value.",
            generator:
                "a tree of one to three views with their own timings, animations of every kind and timing field, a render, then edits at one instant (model values, layer timings of any view, adds and removals with their commits, pauses, resumes and speed changes), each read and then read again after a render at the same instant",
            { capabilities in editsWithoutRenderScript(capabilities) },
            check: { script, context in try checkEditsWithoutRender(script, context) }
        ).requiringEvidence(.values),
    ]

    /// Laws of delegate retention.
    static let retention: [Law] = [
        Law(
            id: "CB-6",
            statement:
                "The engine holds each added copy's delegate strongly: while the copy is on its layer, its stored copy answers the delegate it was added with.",
            evidence: .doc,
            source: "SEMANTICS §6.3; CAAnimation.delegate (\"the delegate object is retained by the receiver\")",
            rationale:
                "Closure-callback delegates are owned by nobody but the animation; an engine or a shim that holds them weakly loses every completion, which otherwise shows only as a missing didStop.",
            generator:
                "one or two layers, adds of every kind with delegates (the suite keeps no reference of its own), advances, removals",
            requires: [.delegates],
            { capabilities in callbackScript(capabilities) },
            check: { script, context in try checkDelegateRetention(script, context) }
        ).requiringEvidence(.instants)
    ]

    /// Edits at one media time after a render; every edit is optional, so shrinking drops the
    /// ones a failure does not need.
    static func liveReadScript(_ capabilities: EngineCapabilities) -> Gen<Script> {
        let timing = LawGen.layerTiming(allowZero: true, allowNegative: capabilities.contains(.negativeSpeed))
        // The subject is v0, or v1 inside v0 when the engine nests layers: its parent's timing
        // edits must show at once too.
        return LawGen.dependent(0...(capabilities.contains(.nestedLayers) ? 1 : 0)) { subject in
            let edit = Gen.frequency([
                (3, LawGen.value.map { Step.setModelValue(view: subject, keyPath: "x", value: $0) }),
                (2, Gen.zip(Gen.int(in: 0...subject), timing).map { Step.setTiming(view: $0.0, $0.1) }),
                (2, Gen.constant(Step.commit)),
                (1, Gen.constant(Step.removeAnimation(view: subject, key: "a"))),
                (1, Gen.constant(Step.removeAllAnimations(view: subject))),
                (1, LawGen.value.map { Step.setModelValue(view: subject, keyPath: "y", value: $0) }),
            ])
            return Gen.zip(
                LawGen.value, LawGen.anyKind(capabilities, keyPath: "y", second: "opacity"), LawGen.delta,
                edit.array(count: 1...6)
            ).map { model, animation, delta, edits in
                var animation = animation
                animation.timing.duration = 8
                let tree: [Step] = [.makeView(parent: nil)] + (subject == 1 ? [.makeView(parent: 0)] : [])
                return Script(
                    tree + [
                        .setModelValue(view: subject, keyPath: "x", value: model),
                        .add(view: subject, key: "a", animation: animation), .advance(by: delta),
                    ] + edits)
            }
        }
    }

    /// Checks every step after the first render against the model: x (never animated) of the
    /// last view made shows its latest model value, which `modelValue` reads back; the local time
    /// follows the latest timings of it and its parent; once a removal of 'a' is committed, y
    /// shows its model value.
    static func checkLiveReads(_ script: Script, _ context: LawContext) throws {
        var tree = LayerTreeModel()
        var model: [String: Double] = [:]
        var removalPending = false
        var removed = false
        var rendered = false
        var modelReads: [Int: Double] = [:]
        let subject = script.viewCount - 1
        let trace = try context.run(script) { index, host, views in
            guard views.indices.contains(subject) else { return }
            modelReads[index] = host.engine.modelValue(forKeyPath: "x", of: views[subject].layer)
        }
        for (index, step) in script.steps.enumerated() {
            tree.apply(step)
            switch step {
            case .setModelValue(_, let keyPath, let value): model[keyPath] = value
            case .removeAnimation, .removeAllAnimations: removalPending = true
            case .commit, .advance:
                if removalPending { removed = true }
                if case .advance = step { rendered = true }
            default: break
            }
            guard rendered, trace.steps[index].viewCount > subject else { continue }
            let observation = trace.steps[index]
            let x = model["x"] ?? 0
            try context.expect(
                observation.value(view: subject, keyPath: trace.keyPaths.firstIndex(of: "x") ?? 0), equals: x,
                "v\(subject).x right after \(SwiftLiteral.step(step))", step: index, trace: trace)
            try context.expect(
                modelReads[index] ?? .nan, equals: x,
                "modelValue(x) of v\(subject) right after \(SwiftLiteral.step(step))", step: index, trace: trace)
            try context.expect(
                observation.localTime(ofView: subject), equals: tree.localTime(subject),
                "local time of v\(subject) right after \(SwiftLiteral.step(step))", step: index, trace: trace)
            if removed, let y = trace.keyPaths.firstIndex(of: "y") {
                try context.expect(
                    observation.value(view: subject, keyPath: y), equals: model["y"] ?? 0,
                    "v\(subject).y after the removal of 'a' was committed", step: index, trace: trace)
            }
        }
    }

    /// Checks, after every step, that each listed key's stored copy still has a delegate.
    ///
    /// The driver hands each copy a fresh delegate and keeps no reference to it, so the engine's
    /// hold is the only one: a weak hold frees the delegate as soon as the add returns.
    static func checkDelegateRetention(_ script: Script, _ context: LawContext) throws {
        var lost: (step: Int, view: Int, key: String)?
        _ = try context.run(script) { index, host, views in
            guard lost == nil else { return }
            for (v, view) in views.enumerated() {
                for key in host.engine.animationKeys(of: view.layer) {
                    context.count(.instants)
                    if host.engine.animation(forKey: key, of: view.layer)?.delegate == nil {
                        lost = (index, v, key)
                        return
                    }
                }
            }
        }
        if let lost {
            throw LawViolation(
                "the copy under '\(lost.key)' on v\(lost.view) no longer has its delegate: the engine did not retain it (Core Animation holds an animation's delegate strongly)",
                step: lost.step)
        }
    }

    /// Edits at one media time, each followed by a render at that instant (`advance(by: 0)`),
    /// after a tree with timings and animations has run for a while.
    static func editsWithoutRenderScript(_ capabilities: EngineCapabilities) -> Gen<Script> {
        let options = ScriptOptions.everything.restricted(to: capabilities)
        let negative = capabilities.contains(.negativeSpeed)
        let nested = capabilities.contains(.nestedLayers)
        return LawGen.dependent(1...3) { count in
            let view = LawGen.view(below: count)
            let keyPath = Gen.element(of: options.keyPaths)
            let animation = ScriptGenerators.animation(options)
            let add = Gen.zip(view, Gen.element(of: ["a", "b"]), animation).map {
                Step.add(view: $0.0, key: $0.1, animation: $0.2)
            }
            let edit: Gen<[Step]> = Gen.frequency([
                (
                    3,
                    Gen.zip(view, keyPath, LawGen.value).map {
                        [.setModelValue(view: $0.0, keyPath: $0.1, value: $0.2)]
                    }
                ),
                (
                    4,
                    Gen.zip(view, LawGen.layerTiming(allowZero: true, allowNegative: negative)).map {
                        [.setTiming(view: $0.0, $0.1)]
                    }
                ),
                (2, add.map { [$0, .commit] }),
                (
                    1,
                    Gen.zip(view, Gen.element(of: ["a", "b"])).map {
                        [.removeAnimation(view: $0.0, key: $0.1), .commit]
                    }
                ),
                (1, view.map { [.removeAllAnimations(view: $0), .commit] }),
                (
                    2,
                    Gen.zip(
                        view,
                        Gen.element(
                            of: [
                                TechniqueStep.Operation.pause, .resume, .changeSpeed(2), .changeSpeed(0.5),
                                .changeSpeed(0),
                            ] + (negative ? [.changeSpeed(-1)] : []))
                    ).map { [.technique(TechniqueStep($0.1, view: $0.0))] }
                ),
            ])
            let setup = Gen.zip(
                LawGen.treeSteps(count: count, nested: nested),
                LawGen.timings(count: count, LawGen.layerTiming(allowZero: true, allowNegative: negative)),
                add.array(count: 1...3), LawGen.delta)
            return Gen.zip(setup, edit.array(count: 1...6)).map { setup, edits in
                let (tree, timings, adds, delta) = setup
                return Script(
                    tree + timings + adds + [.commit, .advance(by: delta)] + edits.flatMap { $0 + [.advance(by: 0)] })
            }
        }
    }

    /// Compares every value read right after an edit (with no add or removal pending) with the
    /// value read after a render at the same instant that changed no key: a render then starts
    /// and stops nothing that shows, so a difference is a value read from before the edit.
    static func checkEditsWithoutRender(_ script: Script, _ context: LawContext) throws {
        let trace = try context.run(script)
        var pending = false
        for index in script.steps.indices {
            let step = script.steps[index]
            defer {
                switch step {
                case .add, .removeAnimation, .removeAllAnimations: pending = true
                case .commit, .advance: pending = false
                default: break
                }
            }
            guard index > 0, !pending, case .advance(by: 0) = step, Self.isEditReadAtOnce(script.steps[index - 1])
            else { continue }
            let read = trace.steps[index - 1]
            let rendered = trace.steps[index]
            guard read.viewCount == rendered.viewCount, read.keys == rendered.keys else { continue }
            context.count(.instants)
            for view in 0..<read.viewCount {
                for (k, path) in trace.keyPaths.enumerated() {
                    try context.expect(
                        read.value(view: view, keyPath: k), equals: rendered.value(view: view, keyPath: k),
                        "v\(view).\(path) read right after \(SwiftLiteral.step(script.steps[index - 1])) (expected: what a render at the same instant shows)",
                        step: index - 1, trace: trace)
                }
            }
        }
    }

    /// Whether `step` is an edit whose effect a read shows at once: a model value, a layer
    /// timing, a commit, or a technique call that sets a timing.
    private static func isEditReadAtOnce(_ step: Step) -> Bool {
        switch step {
        case .setModelValue, .setTiming, .commit: return true
        case .technique(let technique):
            switch technique.operation {
            case .pause, .resume, .changeSpeed: return true
            default: return false
            }
        default: return false
        }
    }
}
