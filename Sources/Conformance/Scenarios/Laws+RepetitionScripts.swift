import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// One move of a repetition script, before it becomes steps.
enum RepetitionMove {
    case pause(Int)
    case resume(Int)
    case speed(Int, Double)
    case advance(Double)
    /// The app removes one of a view's animations, then commits.
    case remove(Int, String)
    /// The app removes all of a view's animations (not its sublayers'), then commits.
    case removeAll(Int)
    /// A pause of a view, time paused (with a speed change inside when given, of that view or
    /// of one below it), and its resume.
    case cycle(Int, [Double], Double?, below: Int)
    /// A trip to the background and back, with the time spent at each stage.
    case backgroundTrip([Double])
    /// View 0 leaves the window and comes back.
    case windowTrip(Double)
    /// View 0 leaves the window, the app resigns, view 0 comes back while the app is inactive,
    /// then the app goes to the background and returns (only with a preserver).
    case mixedTrip
    /// A store by hand of a view's subtree, kept while the next moves run (those that pause,
    /// resume or change the speed of that view itself are left out: holds nest), then restored.
    case heldStore(Int, moves: Int)
    /// Inside a nested transaction of the app's: an add, a store of view 0, an add taking the
    /// nested duration, the app's commit; then a frame, a trip and the restore.
    case nestedStore(NestedStore)
}

/// The ``RepetitionMove/nestedStore(_:)`` move: what the app adds around the store.
struct NestedStore {
    /// The view both adds go to.
    var view: Int
    /// The key of the add before the store.
    var key: String
    /// The animation added before the store, still pending when the store keeps it.
    var animation: Animation
    /// The nested transaction's animation duration, which the add after the store takes.
    var duration: Double
    /// Whether the trip is a window trip (otherwise a background trip).
    var window: Bool
}

extension LawCatalog {
    /// A chain of 1–3 views (v0 ⊃ v1 ⊃ v2) with positive-speed timings and animations of every
    /// kind with every timing field (``LawGen/timedAnimation(_:)``), preservers on some depths,
    /// then 2–9 moves (pauses, resumes, speed changes, advances, removals, trips; a trip of an
    /// unpreserved tree is wrapped in a store and a restore by hand; stores by hand kept while
    /// later moves run, a trip's store merging with them), then advances. Techniques act only
    /// while the app is active and the tree is home, so every hold is nested in the holds around
    /// it. With `nestedStores` (and an engine that nests transactions) a store is also drawn
    /// inside a nested transaction of the app's, after an add of that transaction.
    static func repetitionScript(
        _ capabilities: EngineCapabilities, variant: String, trips: Bool, nestedStores: Bool = false
    ) -> Gen<Script> {
        let maxViews = capabilities.contains(.nestedLayers) ? 3 : 1
        return LawGen.dependent(1...maxViews) { count in
            let timings = LawGen.timings(count: count, LawGen.layerTiming(allowZero: false))
            let add = LawGen.timedAdd(viewsBelow: count, capabilities)
            let view = LawGen.view(below: count)
            let cycle = Gen.zip(
                view, LawGen.delta.array(count: 1...2), LawGen.speedChange(capabilities).optional, Gen.int(in: 0...1)
            ).map { RepetitionMove.cycle($0.0, $0.1, $0.2, below: min($0.3, count - 1 - $0.0)) }
            // Simplest first: shrinking moves towards the earlier ones.
            var moves: [(Int, Gen<RepetitionMove>)] = [
                (4, LawGen.delta.map { .advance($0) }),
                (5, cycle),
                (3, view.map { .pause($0) }),
                (3, view.map { .resume($0) }),
                (2, Gen.zip(view, LawGen.speedChange(capabilities)).map { .speed($0.0, $0.1) }),
                (1, Gen.zip(view, Gen.element(of: ["a", "b", "c"])).map { .remove($0.0, $0.1) }),
                (1, view.map { .removeAll($0) }),
                (1, Gen.zip(view, Gen.int(in: 1...4)).map { .heldStore($0.0, moves: $0.1) }),
            ]
            if trips {
                moves += [
                    (2, LawGen.delta.array(count: 0...2).map { .backgroundTrip($0) }),
                    (2, LawGen.delta.map { .windowTrip($0) }),
                    (1, Gen.constant(.mixedTrip)),
                ]
            }
            if trips && nestedStores && capabilities.contains(.nestedTransactions) {
                let nested = Gen.zip(
                    Gen.zip(view, Gen.element(of: ["a", "n"])), LawGen.timedAnimation(capabilities),
                    Gen.element(of: [0.5, 2]), Gen.bool
                ).map { NestedStore(view: $0.0.0, key: $0.0.1, animation: $0.1, duration: $0.2, window: $0.3) }
                moves.append((1, nested.map { .nestedStore($0) }))
            }
            return Gen.zip(
                Gen.zip(timings, Gen.int(in: 0...(trips ? 3 : 0))), add.array(count: 1...3),
                Gen.frequency(moves).array(count: 1...9), LawGen.delta.array(count: 0...2)
            ).map { head, adds, moves, tail -> Script in
                let (timings, preserve) = head
                var steps: [Step] = [.makeView(parent: nil)] + (1..<count).map { .makeView(parent: $0 - 1) }
                let preserved = [preserve & 1 != 0 ? 0 : nil, preserve & 2 != 0 ? count - 1 : nil].compactMap { $0 }
                let preservedViews = Array(Set(preserved)).sorted()
                func technique(_ operation: TechniqueStep.Operation, _ view: Int) -> Step {
                    .technique(TechniqueStep(operation, view: view, variant: variant))
                }
                steps += preservedViews.map { technique(.preserve, $0) }
                steps += timings + adds + [.advance(by: 0)]
                let rootPreserved = preservedViews.contains(0)
                // The stores by hand still kept, innermost last, with the moves each waits for.
                var held: [(view: Int, left: Int)] = []
                func restoreHeld(downTo count: Int) {
                    while held.count > count { steps.append(technique(.restore, held.removeLast().view)) }
                }
                // A trip of an unpreserved tree: inside a store by hand and a restore, or, while
                // an earlier store of the root is kept, with a second store once the system has
                // removed the animations (it must not lose what the first kept), the kept
                // store's restore bringing them back later.
                func tripSteps(_ trip: [Step], removedAfter removal: Int) -> [Step] {
                    if rootPreserved { return trip }
                    if held.contains(where: { $0.view == 0 }) {
                        return Array(trip[..<removal]) + [technique(.store, 0)] + trip[removal...]
                    }
                    return [technique(.store, 0)] + trip + [technique(.restore, 0)]
                }
                for move in moves {
                    if move.heldLayers.contains(where: { view in held.contains { $0.view == view } }) { continue }
                    switch move {
                    case .pause(let view): steps.append(technique(.pause, view))
                    case .resume(let view): steps.append(technique(.resume, view))
                    case .speed(let view, let speed): steps.append(technique(.changeSpeed(speed), view))
                    case .advance(let by): steps.append(.advance(by: by))
                    case .remove(let view, let key): steps += [.removeAnimation(view: view, key: key), .commit]
                    case .removeAll(let view): steps += [.removeAllAnimations(view: view), .commit]
                    case .cycle(let view, let paused, let speed, let below):
                        steps.append(technique(.pause, view))
                        steps.append(.advance(by: paused[0]))
                        if let speed { steps.append(technique(.changeSpeed(speed), view + below)) }
                        steps += paused.dropFirst().map { .advance(by: $0) }
                        steps.append(technique(.resume, view))
                    case .backgroundTrip(let away):
                        let trip: [Step] =
                            [.resignActive, .enterBackground] + away.map { .advance(by: $0) }
                            + [.enterForeground, .becomeActive]
                        steps += tripSteps(trip, removedAfter: 2)
                    case .windowTrip(let away):
                        steps += tripSteps([.detach(view: 0), .advance(by: away), .attach(view: 0)], removedAfter: 1)
                    case .mixedTrip:
                        guard rootPreserved else { continue }
                        steps += [
                            .detach(view: 0), .resignActive, .attach(view: 0), .enterBackground,
                            .enterForeground, .becomeActive,
                        ]
                    case .heldStore(let view, let count):
                        steps.append(technique(.store, view))
                        held.append((view, count + 1))
                    case .nestedStore(let nested):
                        var after = Animation.basic("x", from: 0, to: 1, duration: 0)
                        after.isRemovedOnCompletion = true
                        steps += [
                            .beginTransaction, .setTransactionDuration(nested.duration),
                            .add(view: nested.view, key: nested.key, animation: nested.animation),
                            technique(.store, 0), .add(view: nested.view, key: "m", animation: after), .commit,
                            .advance(by: 0),
                        ]
                        steps += nested.window ? TechniqueTrip.window(nil).steps : TechniqueTrip.background(nil).steps
                        steps.append(technique(.restore, 0))
                    }
                    // Each kept store waits for its moves; one whose moves ran is restored with
                    // every store made after it, innermost first.
                    for index in held.indices { held[index].left -= 1 }
                    if let done = held.firstIndex(where: { $0.left <= 0 }) { restoreHeld(downTo: done) }
                }
                restoreHeld(downTo: 0)
                return Script(steps + tail.map { .advance(by: $0) })
            }
        }
    }
}

extension RepetitionMove {
    /// The layers whose own timing the move sets (a pause, a resume, a speed change): when a
    /// store still kept holds one, the move is left out, so holds on one layer nest.
    var heldLayers: [Int] {
        switch self {
        case .pause(let view), .resume(let view), .speed(let view, _): return [view]
        case .cycle(let view, _, let speed, let below): return speed == nil ? [view] : [view, view + below]
        default: return []
        }
    }
}
