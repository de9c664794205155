import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// The law of the host's own calls: several windows, moves between them and between views,
    /// compound app trips, observers and their removal, subscriptions, the run loop and queries.
    static let hostCalls: [Law] = [
        Law(
            id: "LIFE-4",
            statement:
                "Over several windows, every host call does what its documentation says: queries answer with the tree the calls built; a view changing window hears willMove then didMove with its subtree in pre-order (window to window: a detach, then an attach) and loses its subtree's animations only when it leaves a window; the app's compound trips post every notification between; observers hear in registration order until removed or cancelled; a turn ends with its frame observers, then its next-turn blocks in scheduling order.",
            evidence: .inferred,
            source:
                "SEMANTICS §7.1–§7.2; the Host documentation; UIView addSubview(_:)/willMove(toWindow:)/didMoveToWindow, UIApplication notifications",
            rationale:
                "A technique trusts the host's tree, its notifications and its run loop: a host that strips a view moved within its window, skips a window when backgrounding, keeps calling a removed observer or runs next-turn blocks before the commit breaks every technique built on it.",
            generator:
                "a tree of up to 4 views, observers of the app, of views and of frames, then up to 16 host calls: new windows and detached views, attaches to any window (and one past the last), addSubview, detaches, single and compound app trips, observer removals (one past the last too), a cancelled subscription, next-turn blocks, endTurn, advances, adds and queries",
            { capabilities in hostCallScript(capabilities) },
            check: { script, context in try checkHostCalls(script, context) }
        ).requiringEvidence(.instants)
    ]

    /// One host call drawn as raw numbers, resolved against the counts reached so far.
    private struct RawCall {
        var kind: Int
        var first: Int
        var second: Int
    }

    /// The host calls' kinds with their weights (queries and moves most, so every call is frequent).
    private static let callKinds: [(weight: Int, kind: Int)] = [
        (2, 0), (2, 1), (4, 2), (3, 3), (3, 4), (2, 5), (2, 6), (2, 7), (2, 8), (2, 9), (2, 10), (2, 11),
        (1, 12), (2, 13), (2, 14), (3, 15), (2, 16), (4, 17),
    ]

    /// A tree, observers, then host calls whose view, window and observer indices are taken
    /// modulo what exists when they run (windows and observers one past the last included).
    static func hostCallScript(_ capabilities: EngineCapabilities) -> Gen<Script> {
        let nested = capabilities.contains(.nestedLayers)
        let raw = Gen.zip(
            Gen.frequency(callKinds.map { ($0.weight, Gen.constant($0.kind)) }), Gen.int(in: 0...7), Gen.int(in: 0...7)
        ).map { RawCall(kind: $0.0, first: $0.1, second: $0.2) }
        let observe = Gen.int(in: -1...3).map { $0 < 0 ? Step.host(.observe(view: nil)) : .host(.observe(view: $0)) }
        return LawGen.withTree(maxViews: 4, nested: nested) { count in
            Gen.zip(observe.array(count: 1...3), raw.array(count: 4...16)).map { observers, calls in
                let observers = observers.filter {
                    if case .host(.observe(let view?)) = $0 { return view < count }
                    return true
                }
                return (observers, resolve(calls, views: count, observers: observers.count, nested: nested))
            }
        }.map { tree, parts in Script(tree + parts.0 + parts.1) }
    }

    /// The steps `calls` stand for, given `views` views and `observers` observers at the start.
    private static func resolve(_ calls: [RawCall], views: Int, observers: Int, nested: Bool) -> [Step] {
        var (views, observers, windows) = (views, observers, 1)
        var steps: [Step] = []
        for call in calls {
            let (a, b) = (call.first, call.second)
            switch call.kind {
            case 0:
                steps.append(.host(.makeWindow))
                windows += 1
            case 1:
                steps.append(.host(.makeDetachedView))
                views += 1
            case 2: steps.append(.host(.attach(view: a % views, window: b % (windows + 1))))
            case 3:
                steps.append(nested ? .host(.addSubview(view: a % views, parent: b % views)) : .detach(view: a % views))
            case 4: steps.append(.detach(view: a % views))
            case 5: steps.append(.attach(view: a % views))
            case 6: steps.append(.host(.moveToBackground))
            case 7: steps.append(.host(.moveToForeground))
            case 8: steps.append([.resignActive, .enterBackground, .enterForeground, .becomeActive][a % 4])
            case 9:
                steps.append(.host(.observe(view: a % 3 == 0 ? nil : a % views)))
                observers += 1
            case 10:
                steps.append(.host(.observeFrames))
                observers += 1
            case 11: steps.append(.host(.removeObserver(a % (observers + 1))))
            case 12: steps.append(.host(.cancelObservers))
            case 13: steps.append(.host(.scheduleOnNextTurn))
            case 14: steps.append(.host(.endTurn))
            case 15: steps.append(.advance(by: [0, 0.125, 0.5][a % 3]))
            case 16:
                steps.append(
                    .add(
                        view: a % views, key: b % 2 == 0 ? "a" : "b",
                        animation: Animation.basic("x", from: 0, to: 1, duration: 4)))
            default: steps.append(.host(.query(view: a % views)))
            }
        }
        return steps
    }

    /// Checks every step against ``HostCallModel``: what the host told the script, whether it
    /// refused or did nothing, and which views' animations a move or a trip stripped.
    static func checkHostCalls(_ script: Script, _ context: LawContext) throws {
        let trace = try context.run(script)
        var model = HostCallModel()
        for (index, step) in script.steps.enumerated() where index < trace.steps.count {
            let observation = trace.steps[index]
            let outcome = model.apply(step, index: index, mediaTime: observation.mediaTime)
            let heard = observation.callbacks.compactMap { record -> String? in
                if case .host(let text) = record.kind { return "#\(record.copy) \(text)" }
                return nil
            }
            let expected = outcome.records.map { "#\($0.copy) \($0.text)" }
            context.count(.instants, expected.count)
            if heard != expected {
                let first =
                    zip(heard, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(heard.count, expected.count)
                throw LawViolation(
                    "after \(SwiftLiteral.step(step)) the host told the script \(heard.count) things, expected \(expected.count); first difference at #\(first): heard \(heard.indices.contains(first) ? heard[first] : "nothing"), expected \(expected.indices.contains(first) ? expected[first] : "nothing")",
                    step: index, observed: trace)
            }
            guard isHostCall(step) else { continue }
            if (observation.stepNote != nil) != outcome.isNoOp {
                throw LawViolation(
                    "\(SwiftLiteral.step(step)) \(outcome.isNoOp ? "should do nothing but ran" : "should run but did nothing (\(observation.stepNote ?? ""))")",
                    step: index, observed: trace)
            }
            let before = index > 0 ? trace.steps[index - 1] : nil
            for view in 0..<observation.viewCount {
                let keys = observation.keys(ofView: view)
                if outcome.stripped.contains(view) {
                    guard keys.isEmpty else {
                        throw LawViolation(
                            "v\(view) left every window (or the app went to the background) but kept \(keys)",
                            step: index, observed: trace)
                    }
                } else if let before, view < before.viewCount, keys != before.keys(ofView: view) {
                    throw LawViolation(
                        "v\(view) stayed in its window (or out of every window) but its animations went from \(before.keys(ofView: view)) to \(keys)",
                        step: index, observed: trace)
                }
            }
        }
    }

    /// Whether `step` is a host call the model answers for (not an engine edit or a render).
    private static func isHostCall(_ step: Step) -> Bool {
        switch step {
        case .host, .attach, .detach, .resignActive, .enterBackground, .enterForeground, .becomeActive: return true
        default: return false
        }
    }
}
