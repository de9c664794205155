import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Laws of which callbacks are delivered and in what order.
    static let callbackOrder: [Law] = [
        Law(
            id: "CB-8",
            statement:
                "Within one render, callbacks arrive in the order of the instants they fell on; callbacks of one instant (the stops of one removeAllAnimations, the starts of copies committed together) arrive in the profile's order of the copies' adds, a copy's start before its stop.",
            evidence: .inferred,
            source:
                "SEMANTICS §6.3; CAAnimationDelegate; the tie order is open: TimingProfile.simultaneousCallbackOrder",
            rationale:
                "Handlers that chain animations assume the one that ended first is reported first; an engine that reorders a removeAllAnimations' stops runs their completions in a different order than the app added them.",
            generator:
                "root layers, adds of every kind with repeats, autoreverses, speeds and offsets (some with future begin times), removals, removeAllAnimations, replacements, pauses and resumes at one instant, backgrounding, window moves, advances, then a drain",
            strength: .profile, requires: [.delegates],
            { capabilities in callbackScript(capabilities, pastBegins: false) },
            check: { script, context in try checkCallbackOrder(script, context) }
        ).requiringEvidence(.callbacks),
        Law(
            id: "CB-9",
            statement:
                "Only a group's own delegate hears callbacks, one didStart and one didStop per added copy; the delegates of its children are never called.",
            evidence: .doc,
            source:
                "SEMANTICS §5.5, §6.4; CAAnimationGroup (\"the delegate and removedOnCompletion properties of animations in the animations array are currently ignored\")",
            rationale:
                "Code that gives each child a completion handler expects nothing to run; an engine that forwards group callbacks to children runs them behind the app's back.",
            generator:
                "root layers, groups (sometimes nested) of 1–3 children with delegates, basic animations, removals, trips, advances, then a drain",
            requires: [.delegates, .groups],
            { _ in groupCallbackScript() },
            check: { script, context in
                let trace = try context.run(script)
                context.count(.callbacks, trace.callbacks.count)
                for (index, observation) in trace.steps.enumerated() {
                    if let child = observation.callbacks.first(where: { $0.key.contains("/") }) {
                        throw LawViolation(
                            "\(child): a group child's delegate was called", step: index, observed: trace)
                    }
                }
                for (index, step) in script.steps.enumerated() {
                    guard case .add(_, _, let animation) = step, !animation.children.isEmpty,
                        trace.steps[index].stepNote == nil
                    else { continue }
                    let heard = trace.callbacks.filter { $0.copy == index }
                    let starts = heard.filter { $0.kind == .didStart }.count
                    let stops = heard.filter { if case .didStop = $0.kind { return true } else { return false } }.count
                    if starts > 1 || stops != 1 {
                        throw LawViolation(
                            "the group added at step \(index) heard \(starts) didStart and \(stops) didStop, expected at most one and exactly one",
                            step: index, observed: trace)
                    }
                }
            }
        ).requiringEvidence(.callbacks),
    ]

    /// Checks each render's callbacks against the instants they fell on and the profile's tie order.
    static func checkCallbackOrder(_ script: Script, _ context: LawContext) throws {
        let trace = try context.run(script)
        let copies = CopyTimeline(script: script, trace: trace)
        let latestFirst = context.profile.simultaneousCallbackOrder == .reverseApplicationOrder
        // Every copy is on a root layer with identity timing here (the script has no container),
        // so every layer's time is media time and instants of different layers compare.
        for (index, observation) in trace.steps.enumerated() where observation.callbacks.count > 1 {
            let previous = index > 0 ? (try trace.observation(index - 1)).mediaTime : 0
            let now = observation.mediaTime
            func instant(_ record: CallbackRecord) -> Double {
                guard let copy = copies.copies[record.copy], let begin = copy.begin else { return previous }
                switch record.kind {
                case .didStart: return min(max(begin, previous), now)
                case .didStop(true) where !(copy.retained && context.profile.retainedCompletion == .atRemoval):
                    return min(max(begin + copy.activeDuration, previous), now)
                default: return previous
                }
            }
            let records = observation.callbacks.filter { $0.kind != .transactionCompleted }
            context.count(.callbacks, records.count)
            for (a, b) in zip(records, records.dropFirst()) {
                let (ta, tb) = (instant(a), instant(b))
                let inOrder: Bool
                if abs(ta - tb) > 1e-9 {
                    inOrder = ta < tb
                } else if a.copy != b.copy {
                    inOrder = latestFirst ? a.copy > b.copy : a.copy < b.copy
                } else {
                    inOrder = a.kind == .didStart
                }
                if !inOrder {
                    throw LawViolation(
                        "\(a) (at \(Trace.format(ta))) was delivered before \(b) (at \(Trace.format(tb))); expected the other order (ties: \(latestFirst ? "latest add first" : "first add first"))",
                        step: index, observed: trace)
                }
            }
        }
    }

    /// Scripts with groups whose children would hear callbacks if an engine called them.
    static func groupCallbackScript() -> Gen<Script> {
        LawGen.dependent(1...2) { viewCount in
            let view = LawGen.view(below: viewCount)
            let child = Gen.zip(Gen.element(of: ["x", "y"]), LawGen.fromTo("x")).map { path, animation -> Animation in
                var child = animation
                child.keyPath = path
                return child
            }
            // Sometimes nested: the inner group is then a child whose delegate must stay silent too.
            let group = Gen.zip(
                child.array(count: 1...3), LawGen.duration,
                Gen.frequency([(2, Gen.constant(false)), (1, Gen.constant(true))])
            ).map {
                children, duration, nested in
                nested
                    ? Animation.group([Animation.group(children, duration: duration)], duration: duration + 1)
                    : Animation.group(children, duration: duration)
            }
            let command: Gen<[Step]> = Gen.frequency([
                (
                    4,
                    Gen.zip(view, Gen.element(of: ["g", "h"]), group).map {
                        [.add(view: $0.0, key: $0.1, animation: $0.2)]
                    }
                ),
                (1, Gen.zip(view, LawGen.fromTo("x")).map { [.add(view: $0.0, key: "b", animation: $0.1)] }),
                (5, LawGen.delta.map { [.advance(by: $0)] }),
                (1, Gen.zip(view, Gen.element(of: ["g", "h"])).map { [.removeAnimation(view: $0.0, key: $0.1)] }),
                (1, Gen.constant([.resignActive, .enterBackground, .enterForeground, .becomeActive])),
                (1, view.map { [.detach(view: $0), .attach(view: $0)] }),
            ])
            return Gen.zip(group, command.array(count: 0...10)).map { first, commands in
                var steps = Array(repeating: Step.makeView(parent: nil), count: viewCount)
                steps += [.add(view: 0, key: "g", animation: first), .advance(by: 0.25)]
                steps += commands.flatMap { $0 }
                steps += (0..<viewCount).map { Step.removeAllAnimations(view: $0) } + [.advance(by: 0)]
                return Script(steps)
            }
        }
    }
}
