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
    /// A pause of a view, time paused (with a speed change inside when given), and its resume.
    case cycle(Int, [Double], Double?)
    /// A trip to the background and back, with the time spent at each stage.
    case backgroundTrip([Double])
    /// View 0 leaves the window and comes back.
    case windowTrip(Double)
    /// View 0 leaves the window, the app resigns, view 0 comes back while the app is inactive,
    /// then the app goes to the background and returns (only with a preserver).
    case mixedTrip
}

extension LawCatalog {
    /// A chain of 1–3 views (v0 ⊃ v1 ⊃ v2) with positive-speed timings and animations of every
    /// kind with every timing field (``LawGen/timedAnimation(_:)``), preservers on some depths,
    /// then 2–9 moves (pauses, resumes, speed changes, advances, removals, trips; a trip of an
    /// unpreserved tree is wrapped in a store and a restore by hand), then advances. Techniques act only while the app is active and the tree is home, so every
    /// hold is nested in the holds around it.
    static func repetitionScript(_ capabilities: EngineCapabilities, variant: String, trips: Bool) -> Gen<Script> {
        let maxViews = capabilities.contains(.nestedLayers) ? 3 : 1
        return LawGen.dependent(1...maxViews) { count in
            let timings = LawGen.timings(count: count, LawGen.layerTiming(allowZero: false))
            let add = LawGen.timedAdd(viewsBelow: count, capabilities)
            let view = LawGen.view(below: count)
            let cycle = Gen.zip(view, LawGen.delta.array(count: 1...2), LawGen.speedChange(capabilities).optional)
                .map { RepetitionMove.cycle($0.0, $0.1, $0.2) }
            // Simplest first: shrinking moves towards the earlier ones.
            var moves: [(Int, Gen<RepetitionMove>)] = [
                (4, LawGen.delta.map { .advance($0) }),
                (5, cycle),
                (3, view.map { .pause($0) }),
                (3, view.map { .resume($0) }),
                (2, Gen.zip(view, LawGen.speedChange(capabilities)).map { .speed($0.0, $0.1) }),
                (1, Gen.zip(view, Gen.element(of: ["a", "b", "c"])).map { .remove($0.0, $0.1) }),
                (1, view.map { .removeAll($0) }),
            ]
            if trips {
                moves += [
                    (2, LawGen.delta.array(count: 0...2).map { .backgroundTrip($0) }),
                    (2, LawGen.delta.map { .windowTrip($0) }),
                    (1, Gen.constant(.mixedTrip)),
                ]
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
                for move in moves {
                    switch move {
                    case .pause(let view): steps.append(technique(.pause, view))
                    case .resume(let view): steps.append(technique(.resume, view))
                    case .speed(let view, let speed): steps.append(technique(.changeSpeed(speed), view))
                    case .advance(let by): steps.append(.advance(by: by))
                    case .remove(let view, let key): steps += [.removeAnimation(view: view, key: key), .commit]
                    case .removeAll(let view): steps += [.removeAllAnimations(view: view), .commit]
                    case .cycle(let view, let paused, let speed):
                        steps.append(technique(.pause, view))
                        steps.append(.advance(by: paused[0]))
                        if let speed { steps.append(technique(.changeSpeed(speed), view)) }
                        steps += paused.dropFirst().map { .advance(by: $0) }
                        steps.append(technique(.resume, view))
                    case .backgroundTrip(let away):
                        var trip: [Step] = [.resignActive, .enterBackground]
                        trip += away.map { .advance(by: $0) }
                        trip += [.enterForeground, .becomeActive]
                        steps += rootPreserved ? trip : [technique(.store, 0)] + trip + [technique(.restore, 0)]
                    case .windowTrip(let away):
                        let trip: [Step] = [.detach(view: 0), .advance(by: away), .attach(view: 0)]
                        steps += rootPreserved ? trip : [technique(.store, 0)] + trip + [technique(.restore, 0)]
                    case .mixedTrip:
                        guard rootPreserved else { continue }
                        steps += [
                            .detach(view: 0), .resignActive, .attach(view: 0), .enterBackground,
                            .enterForeground, .becomeActive,
                        ]
                    }
                }
                return Script(steps + tail.map { .advance(by: $0) })
            }
        }
    }
}
