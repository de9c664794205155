import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Laws of the host lifecycle: system removal on backgrounding and on leaving a window.
    static let lifecycle: [Law] = [
        Law(
            id: "LIFE-1",
            statement:
                "Entering the background removes every animation from the layers of views in windows and none from views outside them.",
            evidence: .folk, source: "SEMANTICS §7.1; seed \"Restoring Animations\"",
            rationale:
                "Store/restore and reinstall exist because of this removal; an engine or host that skips it hides the bug those techniques fix.",
            generator:
                "nested views (one maybe back from a window round trip), maybe one detached and given an animation, animations of every kind (some retained) on several, then the app goes to the background",
            { capabilities in removalScript(capabilities, background: true) },
            check: { script, context in try checkSystemRemoval(script, context) }
        ).requiringEvidence(.instants),
        Law(
            id: "LIFE-2",
            statement:
                "A view leaving its window loses the animations of its whole layer subtree and no other view loses any.",
            evidence: .folk, source: "SEMANTICS §7.1–§7.2; seed \"Restoring Animations\"",
            rationale:
                "Tab switches and navigation pops move views out of windows; animations left on sublayers or stripped from siblings both show on return.",
            generator:
                "nested views (one maybe back from a window round trip) with animations of every kind (some retained) on several, then one view is detached",
            { capabilities in removalScript(capabilities, background: false) },
            check: { script, context in try checkSystemRemoval(script, context) }
        ).requiringEvidence(.instants),
    ]

    /// A tree (maybe with a view that already left the window and came back) with animations of
    /// every kind, some retained, committed on several views, maybe a detached view, then the event.
    static func removalScript(_ capabilities: EngineCapabilities, background: Bool) -> Gen<Script> {
        let retained: Gen<Bool> =
            capabilities.contains(.retainedAnimations)
            ? Gen.frequency([(2, Gen.constant(false)), (1, Gen.constant(true))]) : Gen.constant(false)
        return LawGen.withTree(maxViews: 4, nested: capabilities.contains(.nestedLayers)) { count in
            let animation = Gen.zip(LawGen.anyKind(capabilities), retained).map { animation, retained in
                var animation = animation
                animation.isRemovedOnCompletion = !retained
                return animation
            }
            let add = Gen.zip(LawGen.view(below: count), Gen.element(of: ["a", "b"]), animation)
                .map { Step.add(view: $0.0, key: $0.1, animation: $0.2) }
            let detachFirst = LawGen.view(below: count).optional
            let roundTrip = LawGen.view(below: count).optional.map { view in
                view.map { [Step.detach(view: $0), .attach(view: $0)] } ?? []
            }
            return Gen.zip(Gen.zip(roundTrip, add.array(count: 1...5)), detachFirst, LawGen.view(below: count))
        }.map { tree, parts in
            let ((trip, adds), detached, target) = parts
            var steps = tree + trip + adds + [.advance(by: 0.125)]
            if let detached, background {
                // An animation added outside the window stays: only windows are stripped.
                steps += [
                    .detach(view: detached),
                    .add(view: detached, key: "d", animation: Animation.basic("x", from: 0, to: 1, duration: 4)),
                    .advance(by: 0.125),
                ]
            }
            steps += background ? [.resignActive, .enterBackground] : [.detach(view: target)]
            return Script(steps)
        }
    }

    /// Checks the last step's removal: views it covers have no keys, the others kept theirs.
    static func checkSystemRemoval(_ script: Script, _ context: LawContext) throws {
        let trace = try context.run(script)
        let last = script.steps.count - 1
        var model = LayerTreeModel()
        var detached: Set<Int> = []
        for step in script.steps.dropLast() {
            model.apply(step)
            if case .detach(let view) = step { detached.insert(view) }
            if case .attach(let view) = step { detached.remove(view) }
        }
        let (before, after) = ((try trace.observation(last - 1)), (try trace.observation(last)))
        for view in model.views.indices {
            let inWindow = !model.chain(view).contains { detached.contains($0) }
            let covered: Bool
            switch try script.step(last) {
            case .detach(let target): covered = inWindow && model.isInside(view, target)
            default: covered = inWindow
            }
            // Evidence: a view that had animations to lose or to keep.
            if !before.keys(ofView: view).isEmpty { context.count(.instants) }
            if covered && !after.keys(ofView: view).isEmpty {
                throw LawViolation(
                    "v\(view) still has \(after.keys(ofView: view)) after the system removal", step: last,
                    observed: trace)
            }
            if !covered && after.keys(ofView: view) != before.keys(ofView: view) {
                throw LawViolation(
                    "v\(view) is outside the removal but its keys went from \(before.keys(ofView: view)) to \(after.keys(ofView: view))",
                    step: last, observed: trace)
            }
        }
    }
}
