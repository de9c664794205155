import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Laws of transactions: begin-time stamping, copy on add, same-key replacement, effect at commit.
    static let transactions: [Law] = [
        Law(
            id: "TRANS-1",
            statement:
                "At commit, an animation added with beginTime 0 is stamped with its layer's local time, computed with the layer timing of that same commit.",
            evidence: .inferred,
            source: "SEMANTICS §2.5–§2.6; AVCoreAnimationBeginTimeAtZero; seed \"Glitch of iOS Interactive Animation\"",
            rationale:
                "This is the glitch behind interactive scrubbing: setting timeOffset in the install transaction shifts the animation by that offset.",
            generator:
                "nested layers with speed-0 and offset timings, an add and a timing edit in one transaction, then a commit",
            { capabilities in stampScript(capabilities) },
            check: { script, context in
                var model = LayerTreeModel()
                var addedTo = 0
                var expectedStamp: Double?
                var observedStamp: Double?
                let commitStep = script.steps.count - 1
                for step in script.steps.dropLast() {
                    model.apply(step)
                    if case .add(let view, _, _) = step { addedTo = view }
                }
                expectedStamp = model.localTime(addedTo)
                _ = try context.run(script) { index, host, views in
                    guard index == commitStep, views.indices.contains(addedTo) else { return }
                    observedStamp = host.engine.animation(forKey: "a", of: views[addedTo].layer)?.timing.beginTime
                }
                guard let observedStamp else {
                    throw LawViolation("no animation under 'a' after the commit", step: commitStep)
                }
                try context.expect(
                    observedStamp, equals: expectedStamp ?? .nan, "stamped beginTime of 'a' on v\(addedTo)",
                    step: commitStep)
            }),
        Law(
            id: "TRANS-2",
            statement:
                "A layer keeps the animation as it was added: later adds of other descriptions leave its stored copy unchanged but for the stamped begin time.",
            evidence: .doc, source: "SEMANTICS §2.1, §2.7; CALayer add(_:forKey:)",
            rationale:
                "Reusing one animation object for several layers is common; an engine that shares instead of copying leaks edits between them.",
            generator:
                "one layer, two different animations added under two keys, the first of every kind with every timing field, curve and flag",
            { capabilities in keptCopyScript(capabilities) },
            check: { script, context in
                guard case .add(_, _, let added) = (try script.step(1)) else {
                    throw LawViolation.shape("\(#function)")
                }
                var read: Animation?
                let last = script.steps.count - 1
                _ = try context.run(script) { index, host, views in
                    if index == last, let view = views.first {
                        read = host.engine.animation(forKey: "a", of: view.layer)
                    }
                }
                guard let copy = read else { throw LawViolation("no animation under 'a'", step: last) }
                // The driver hands the engine the animation with recording delegates (a group's
                // children too); what the script added has none.
                var stored = withoutDelegates(copy)
                stored.timing.beginTime = added.timing.beginTime
                context.count(.instants)
                if stored != added {
                    throw LawViolation(
                        "the stored copy under 'a' is \(SwiftLiteral.animation(stored)), but \(SwiftLiteral.animation(added)) was added",
                        step: last)
                }
            }
        ).requiringEvidence(.instants),
        Law(
            id: "TRANS-3",
            statement:
                "Adding under a key in use replaces the old animation: the key is listed once, in the profile's order, and the old copy stops unfinished.",
            evidence: .doc, source: "SEMANTICS §2.2, §6.2; CALayer add(_:forKey:)",
            rationale:
                "Restarting an animation under the same key is the usual way to retarget it; both copies running or none stopping breaks completion handlers.",
            generator:
                "one layer, animations of every kind under two keys (the first beginning in the layer's past, present or future), a re-add under the first",
            requires: [.delegates],
            { capabilities in
                let begin = Gen.element(of: [0.0, -2, 1, 3])
                return Gen.zip(
                    Gen.zip(LawGen.anyKind(capabilities), begin), LawGen.fromTo("y"), LawGen.anyKind(capabilities),
                    Gen.bool
                ).map {
                    first, b, c, advanceFirst in
                    var (a, b) = (first.0, b)
                    // Long enough that the first copy is running or still to begin at the re-add.
                    a.timing.duration = 8
                    a.timing.beginTime = first.1
                    b.timing.duration = 8
                    var steps: [Step] = [
                        .makeView(parent: nil), .add(view: 0, key: "a", animation: a),
                        .add(view: 0, key: "b", animation: b),
                    ]
                    if advanceFirst { steps.append(.advance(by: 0.25)) }
                    steps += [.add(view: 0, key: "a", animation: c), .advance(by: 0.125)]
                    return Script(steps)
                }
            },
            check: { script, context in
                let trace = try context.run(script)
                let last = trace.steps.count - 1
                let keys = (try trace.observation(last)).keys(ofView: 0)
                context.count(.instants)
                let expected = context.profile.replacementOrder == .moveToEnd ? ["b", "a"] : ["a", "b"]
                if keys != expected {
                    throw LawViolation(
                        "keys after re-adding 'a' are \(keys), expected \(expected)", step: last, observed: trace)
                }
                let stops = trace.callbacks.filter { $0.copy == 1 && $0.kind != .didStart }
                context.count(.callbacks, stops.count)
                if stops != [CallbackRecord(copy: 1, view: 0, key: "a", kind: .didStop(finished: false))] {
                    throw LawViolation(
                        "the replaced copy heard \(stops.map(\.description)), expected one didStop(false)", step: last,
                        observed: trace)
                }
            }
        ).requiringEvidence(.instants),
        Law(
            id: "TRANS-4",
            statement:
                "An added animation is listed at once but changes the presentation only from the commit, where it shows its start value.",
            evidence: .doc, source: "SEMANTICS §2.4, §2.7; CATransaction",
            rationale:
                "Presentation must reflect committed state only; showing uncommitted animations makes a mid-transaction read disagree with the screen.",
            generator:
                "one layer with a model value, an add of every kind (basic ones in every from/to/by combination), then an explicit commit",
            { capabilities in
                Gen.zip(
                    Gen.frequency([(2, combination), (1, LawGen.anyKind(capabilities, basicWeight: 0))]), LawGen.delta
                ).map {
                    animation, delta in
                    Script([
                        .makeView(parent: nil), .setModelValue(view: 0, keyPath: "x", value: 5), .advance(by: delta),
                        .add(view: 0, key: "a", animation: animation), .commit,
                    ])
                }
            },
            check: { script, context in
                let trace = try context.run(script)
                guard case .add = (try script.step(3)) else { throw LawViolation.shape("\(#function)") }
                if !(try trace.observation(3)).keys(ofView: 0).contains("a") {
                    throw LawViolation("'a' is not listed right after add", step: 3, observed: trace)
                }
                try context.expect(
                    (try trace.observation(3)).value(view: 0, keyPath: 0), equals: 5, "v0.x before the commit", step: 3,
                    trace: trace)
                // The start value: what the value oracle shows at the commit, where the copy's
                // begin time 0 is stamped with the layer's time (progress 0 of every kind).
                var model = ValueModel(profile: context.profile)
                for (index, step) in script.steps.enumerated() { try model.apply(step, index: index) }
                try context.expect(
                    (try trace.observation(4)).value(view: 0, keyPath: 0), equals: model.presentationValue("x", of: 0),
                    "v0.x at the commit", step: 4, trace: trace)
            }),
    ]

    /// A basic animation of `x` in one of the six from/to/by combinations that set something.
    static var combination: Gen<Animation> {
        Gen.zip(LawGen.value, LawGen.value, Gen.element(of: Array(0...5)), LawGen.duration).map {
            a, b, which, duration in
            let b = b == a ? a + 1 : b
            let values: BasicValues
            switch which {
            case 0: values = BasicValues(from: a, to: b)
            case 1: values = BasicValues(from: a, by: b)
            case 2: values = BasicValues(to: a, by: b)
            case 3: values = BasicValues(from: a)
            case 4: values = BasicValues(to: a)
            default: values = BasicValues(by: b)
            }
            var animation = Animation.basic("x", duration: duration)
            animation.kind = .basic(values)
            return animation
        }
    }

    /// One layer and two adds under two keys, the first of every kind with every timing field,
    /// a curve and the additive and cumulative flags as the engine declares them; a render ends
    /// the script while the first copy is still on its layer, a commit otherwise.
    static func keptCopyScript(_ capabilities: EngineCapabilities) -> Gen<Script> {
        let curve: Gen<TimingFunction?> =
            capabilities.contains(.timingFunctions)
            // Control points exact in single precision: an engine may keep them as Float (permitted).
            ? Gen.element(of: [
                nil, TimingFunction(0.25, 0.5, 0.75, 1), TimingFunction(0.5, 0, 0.5, 1),
                TimingFunction(0.25, -0.5, 0.75, 1.5),
            ])
            : Gen.constant(nil)
        let additive: Gen<Bool> = capabilities.contains(.additive) ? Gen.bool : Gen.constant(false)
        let cumulative: Gen<Bool> = capabilities.contains(.cumulative) ? Gen.bool : Gen.constant(false)
        let first = Gen.zip(LawGen.timedAnimation(capabilities), curve, additive, cumulative).map {
            animation, curve, additive, cumulative in
            var animation = animation
            animation.timingFunction = curve
            animation.isAdditive = additive
            animation.isCumulative = cumulative
            return animation
        }
        return Gen.zip(first, LawGen.fromTo("x"), Gen.bool).map { first, second, sameTransaction in
            var second = second
            second.timing.repeatCount = 2
            second.isRemovedOnCompletion = false
            var steps: [Step] = [.makeView(parent: nil), .add(view: 0, key: "a", animation: first)]
            if !sameTransaction { steps.append(.commit) }
            // Added at layer time 0: the copy's period ends at begin + D / |s| (0 is stamped to 0).
            let speed = abs(first.timing.speed)
            let end = speed == 0 ? .infinity : first.timing.beginTime + first.timing.activeDuration() / speed
            let kept = !first.isRemovedOnCompletion || end > 0.25
            steps += [.add(view: 0, key: "b", animation: second), kept ? .advance(by: 0.25) : .commit]
            return Script(steps)
        }
    }

    /// `animation` without a delegate on it or on any child.
    static func withoutDelegates(_ animation: Animation) -> Animation {
        var animation = animation
        animation.delegate = nil
        if case .group(let children) = animation.kind { animation.kind = .group(children.map(withoutDelegates)) }
        return animation
    }

    /// A tree with timings, an advance, then one transaction: add, maybe a timing edit, commit.
    static func stampScript(_ capabilities: EngineCapabilities) -> Gen<Script> {
        let negative = capabilities.contains(.negativeSpeed)
        return LawGen.withTree(maxViews: 3, nested: capabilities.contains(.nestedLayers)) { count in
            let timing = Gen.frequency([
                (2, LawGen.layerTiming(allowZero: true, allowNegative: negative)),
                (1, Gen.element(of: [0.5, 1, 2]).map { LayerTiming(speed: 0, timeOffset: $0) }),
            ])
            let timings = LawGen.timings(count: count, timing)
            let edit = Gen.zip(LawGen.view(below: count), timing).map { Step.setTiming(view: $0.0, $0.1) }.optional
            return Gen.zip(timings, LawGen.delta, Gen.zip(LawGen.view(below: count), LawGen.fromTo("x")), edit)
        }.map { tree, parts in
            let (timings, delta, added, edit) = parts
            return Script(
                tree + timings + [.advance(by: delta), .add(view: added.0, key: "a", animation: added.1)]
                    + (edit.map { [$0] } ?? []) + [.commit])
        }
    }
}
