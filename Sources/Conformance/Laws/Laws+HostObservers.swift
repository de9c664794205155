import ConformanceOracles
import Generators
import Lifecycle
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// The lifecycle law of what the techniques observe: who hears what, in which order, and
    /// where the system removal sits among the notifications.
    static let hostObservers: [Law] = [
        Law(
            id: "LIFE-3",
            statement:
                "Observers hear every app notification and every window move of every view in the moving subtree, in registration order; animations are still on the layers at willResignActive and willMove(toWindow: nil) and gone from the moving subtree at didMoveToWindow.",
            evidence: .inferred,
            source: "SEMANTICS §7.2; UIView willMove(toWindow:)/didMoveToWindow, UIApplication notifications",
            rationale:
                "Every preserving technique stores in willMove(toWindow: nil) or willResignActive: a host that removes first, skips subviews or reorders observers leaves them nothing to store or the wrong one to act first.",
            generator:
                "a tree of up to 4 views with animations, two observers per view and two app observers, then trips of the app and of views out of and into the window",
            { capabilities in observerScript(capabilities) },
            check: { script, context in try checkObservers(script, context) }
        ).requiringEvidence(.instants)
    ]

    /// A tree, animations, an advance, then lifecycle events and advances.
    static func observerScript(_ capabilities: EngineCapabilities) -> Gen<Script> {
        LawGen.withTree(maxViews: 4, nested: capabilities.contains(.nestedLayers)) { count in
            let add = Gen.zip(LawGen.view(below: count), Gen.element(of: ["a", "b"]), LawGen.fromTo("x"))
                .map { Step.add(view: $0.0, key: $0.1, animation: $0.2) }
            let view = LawGen.view(below: count)
            let event: Gen<[Step]> = Gen.frequency([
                (2, Gen.constant([.resignActive, .enterBackground, .enterForeground, .becomeActive])),
                (3, view.map { [.detach(view: $0)] }),
                (3, view.map { [.attach(view: $0)] }),
                (1, Gen.constant([.resignActive, .becomeActive])),
                (2, Gen.zip(add, Gen.constant(Step.advance(by: 0.25))).map { [$0.0, $0.1] }),
            ])
            return Gen.zip(add.array(count: 1...4), event.array(count: 1...4))
        }.map { tree, parts in
            Script(tree + parts.0 + [.advance(by: 0.125)] + parts.1.flatMap { $0 })
        }
    }

    /// What the observers registered by ``checkObservers(_:_:)`` heard.
    final class ObserverLog {
        struct Entry {
            var step: Int
            var observer: Int
            var event: String
            var view: Int?
            var keys: [String]
        }
        var entries: [Entry] = []
        var step = 0
    }

    static func checkObservers(_ script: Script, _ context: LawContext) throws {
        let viewCount = script.steps.prefix { if case .makeView = $0 { return true } else { return false } }.count
        let log = ObserverLog()
        let trace = try context.run(script) { step, host, views in
            log.step = step + 1
            guard step == viewCount - 1 else { return }
            // Two observers of everything, registered once the tree is made.
            APICallLog.current?.note("Host.observeAppNotifications(_:)")
            APICallLog.current?.note("Host.observeWindowMoves(of:_:)")
            for observer in 0..<2 {
                host.observeAppNotifications { [unowned host] notification in
                    let keys = views.map { host.engine.animationKeys(of: $0.layer).joined(separator: ",") }
                    log.entries.append(
                        .init(step: log.step, observer: observer, event: notification.rawValue, view: nil, keys: keys))
                }
            }
            for (index, view) in views.enumerated() {
                for observer in 0..<2 {
                    host.observeWindowMoves(of: view) { [unowned host] move in
                        let event: String
                        switch move {
                        case .willMove(let window): event = window == nil ? "willMove(nil)" : "willMove(window)"
                        case .didMove(let window): event = window == nil ? "didMove(nil)" : "didMove(window)"
                        }
                        log.entries.append(
                            .init(
                                step: log.step, observer: observer, event: event, view: index,
                                keys: [host.engine.animationKeys(of: view.layer).joined(separator: ",")]))
                    }
                }
            }
        }
        var model = LayerTreeModel()
        var inWindow: [Bool] = []
        for (index, step) in script.steps.enumerated() {
            let heard = log.entries.filter { $0.step == index }
            context.count(.instants, heard.count)
            // Registration order: the two observers of each delivery in turn.
            for pair in stride(from: 0, to: heard.count, by: 2) {
                guard pair + 1 < heard.count, heard[pair].observer == 0, heard[pair + 1].observer == 1,
                    heard[pair].event == heard[pair + 1].event, heard[pair].view == heard[pair + 1].view
                else {
                    throw LawViolation(
                        "observers heard \(heard.map { "\($0.event)\($0.view.map { " v\($0)" } ?? "")→#\($0.observer)" }) out of registration order",
                        step: index, observed: trace)
                }
            }
            let before = index > 0 ? trace.steps[index - 1] : trace.steps[index]
            func keysBefore(_ view: Int) -> String { before.keys(ofView: view).joined(separator: ",") }
            switch step {
            case .makeView(let parent):
                if let parent, !inWindow.indices.contains(parent) { continue }
                model.apply(step)
                inWindow.append(parent.map { inWindow[$0] } ?? true)
            case .resignActive where index >= viewCount:
                guard let first = heard.first(where: { $0.event == "willResignActive" }) else {
                    throw LawViolation("no observer heard willResignActive", step: index, observed: trace)
                }
                for view in first.keys.indices where first.keys[view] != keysBefore(view) {
                    throw LawViolation(
                        "v\(view) had [\(first.keys[view])] at willResignActive, expected its animations [\(keysBefore(view))] still there",
                        step: index, observed: trace)
                }
            case .detach(let target) where inWindow.indices.contains(target) && inWindow[target]:
                let subtree = model.views.indices.filter { model.isInside($0, target) && inWindow.indices.contains($0) }
                for view in subtree {
                    let will = heard.filter { $0.view == view && $0.event == "willMove(nil)" }
                    let did = heard.filter { $0.view == view && $0.event == "didMove(nil)" }
                    guard will.count == 2, did.count == 2 else {
                        throw LawViolation(
                            "v\(view) left the window with v\(target) but heard willMove(nil) \(will.count / 2) and didMoveToWindow \(did.count / 2) times, expected once each",
                            step: index, observed: trace)
                    }
                    if will[0].keys[0] != keysBefore(view) {
                        throw LawViolation(
                            "v\(view) had [\(will[0].keys[0])] at willMove(toWindow: nil), expected its animations [\(keysBefore(view))] still there",
                            step: index, observed: trace)
                    }
                    if !did[0].keys[0].isEmpty {
                        throw LawViolation(
                            "v\(view) still had [\(did[0].keys[0])] at didMoveToWindow after leaving the window",
                            step: index, observed: trace)
                    }
                    inWindow[view] = false
                }
                model.apply(step)
            case .attach(let target) where inWindow.indices.contains(target):
                let wasIn = inWindow[target]
                model.apply(step)
                if !wasIn {
                    for view in model.views.indices
                    where model.isInside(view, target) && inWindow.indices.contains(view) {
                        inWindow[view] = true
                    }
                }
            default:
                model.apply(step)
            }
        }
    }
}
