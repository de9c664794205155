import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// The callback laws' scripts and the timeline their checks read.
extension LawCatalog {
    /// Random callback scripts over one or two root layers with identity timing, ending in a drain;
    /// with `pastBegins`, some explicit begin times already lie in the layer's past at the commit.
    ///
    /// The animations are of every kind the engine declares, with whole and fractional repeats,
    /// autoreverses, their own speed (the active period lasts D / |s| of the layer's time) and a
    /// time offset (which moves where the period starts playing, not when it ends).
    ///
    /// With `container` (and nested layers), a third of the scripts put the root layers inside a
    /// container view whose speed is 0, 2 or ½ from the start: the copies' times are then their
    /// layers' local times, which ``CopyTimeline`` reads from the layer-tree model.
    static func callbackScript(_ capabilities: EngineCapabilities, pastBegins: Bool = true, container: Bool = false)
        -> Gen<Script>
    {
        let delays: [Double?] = [nil, 0.5, 1.5] + (pastBegins ? [-0.5, -3] : [])
        let containerSpeed: Gen<Double?> =
            container && capabilities.contains(.nestedLayers)
            ? Gen.frequency([(2, Gen.constant(nil)), (1, Gen.element(of: [0.0, 2, 0.5]).map { $0 })])
            : Gen.constant(nil)
        let reverses: Gen<Bool> =
            capabilities.contains(.autoreverses)
            ? Gen.frequency([(2, Gen.constant(false)), (1, Gen.constant(true))])
            : Gen.constant(false)
        let pace = Gen.zip(Gen.element(of: [1.0, 2, 0.5]), Gen.element(of: [0.0, 0.5]), reverses)
        return LawGen.dependent(1...2) { viewCount in
            let view = LawGen.view(below: viewCount)
            let key = Gen.element(of: ["a", "b"])
            // A begin in the layer's future, or already in its past at the commit (−3 s: often over by then).
            let animation = Gen.zip(
                Gen.zip(LawGen.anyKind(capabilities), Gen.element(of: [1.0, 2, 0.5])), Gen.bool,
                Gen.element(of: delays), pace
            )
            .map { drawn, retained, delay, pace -> (Animation, Double?) in
                var (animation, repeats) = drawn
                animation.timing.repeatCount = repeats
                (animation.timing.speed, animation.timing.timeOffset, animation.timing.autoreverses) = pace
                animation.isRemovedOnCompletion = !retained
                return (animation, delay)
            }
            let command: Gen<[CallbackCommand]> = Gen.frequency([
                (4, Gen.zip(view, key, animation).map { [.add($0.0, $0.1, $0.2.0, delay: $0.2.1)] }),
                (5, LawGen.delta.map { [.advance($0)] }),
                (1, Gen.zip(view, key).map { [.remove($0.0, $0.1)] }),
                (1, view.map { [.removeAll($0)] }),
                (1, Gen.constant([.commit])),
                (
                    1,
                    Gen.constant([
                        .step(.resignActive), .step(.enterBackground), .step(.enterForeground), .step(.becomeActive),
                    ])
                ),
                (1, view.map { [.step(.detach(view: $0)), .step(.attach(view: $0))] }),
                // A pause and its resume at one instant (maybe with a frame between): the layer's
                // time goes on as media time, and whatever had started has started once.
                (
                    1,
                    Gen.zip(view, Gen.bool).map { view, rendered -> [CallbackCommand] in
                        [.step(.technique(TechniqueStep(.pause, view: view)))] + (rendered ? [.advance(0)] : [])
                            + [.step(.technique(TechniqueStep(.resume, view: view)))]
                    }
                ),
            ])
            // Every script starts with an animation that begins at its commit and a render after it,
            // so that each law has callbacks to check.
            let opening = Gen.zip(animation, Gen.element(of: [0.5, 0.25, 1]), containerSpeed)
            return Gen.zip(opening, command.array(count: 0...13)).map { opening, commands in
                var (first, _) = opening.0
                first.timing.beginTime = 0
                // The animated views come after the container, when there is one.
                let shift = opening.2 == nil ? 0 : 1
                let speed = opening.2 ?? 1
                var steps: [Step] =
                    opening.2.map { [.makeView(parent: nil), .setTiming(view: 0, LayerTiming(speed: $0))] } ?? []
                steps += Array(repeating: Step.makeView(parent: shift == 0 ? nil : 0), count: viewCount)
                steps += [.add(view: shift, key: "a", animation: first), .advance(by: opening.1)]
                var now = opening.1
                for command in commands.flatMap({ $0 }) {
                    switch command {
                    case .add(let v, let k, var animation, let delay):
                        // A begin is given in the layer's time: media time scaled by the container's speed.
                        if let delay { animation.timing.beginTime = now * speed + delay }
                        steps.append(.add(view: v + shift, key: k, animation: animation))
                    case .advance(let by):
                        now += by
                        steps.append(.advance(by: by))
                    case .remove(let v, let k): steps.append(.removeAnimation(view: v + shift, key: k))
                    case .removeAll(let v): steps.append(.removeAllAnimations(view: v + shift))
                    case .commit: steps.append(.commit)
                    case .step(let step): steps.append(shifted(step, by: shift))
                    }
                }
                steps += (0..<viewCount).map { Step.removeAllAnimations(view: $0 + shift) } + [.advance(by: 0)]
                return Script(steps)
            }
        }
    }
}

extension LawCatalog {
    /// `step` with the views it names moved up by `offset`.
    static func shifted(_ step: Step, by offset: Int) -> Step {
        switch step {
        case .add(let view, let key, let animation): return .add(view: view + offset, key: key, animation: animation)
        case .removeAnimation(let view, let key): return .removeAnimation(view: view + offset, key: key)
        case .removeAllAnimations(let view): return .removeAllAnimations(view: view + offset)
        case .detach(let view): return .detach(view: view + offset)
        case .attach(let view): return .attach(view: view + offset)
        case .technique(var technique):
            technique.view += offset
            return .technique(technique)
        default: return step
        }
    }
}

/// One command of a callback script, before begin times are made absolute.
enum CallbackCommand {
    case add(Int, String, Animation, delay: Double?)
    case advance(Double)
    case remove(Int, String)
    case removeAll(Int)
    case commit
    case step(Step)
}

/// When each added copy of a callback script was committed, when it begins and how long it runs,
/// in its layer's local time, which the layer-tree model gives at every step (root layers with
/// identity timing read media time; layers in a container read the container's time).
struct CopyTimeline {
    struct Copy {
        var view: Int
        var begin: Double?
        var activeDuration: Double
        var retained: Bool
        var committedAt: Int?
        /// The step at which the copy's view first left or re-entered the window after the add:
        /// the view's time then follows another parent, and the copy (removed by the system when
        /// it left) keeps the time it had.
        var clockEndsAt: Int?
    }

    private(set) var copies: [Int: Copy] = [:]
    private var renders: [Int] = []
    /// Each view's local time after each step.
    private var times: [[Double]] = []

    init(script: Script, trace: Trace) {
        var pending: [Int] = []
        var tree = LayerTreeModel()
        for (index, step) in script.steps.enumerated() {
            switch step {
            case .add(let view, _, let animation) where trace.steps[index].stepNote == nil:
                // The active period lasts D / |s| of the layer's time (SEMANTICS §3.3); speed 0 never ends.
                let speed = abs(animation.timing.speed)
                copies[index] = Copy(
                    view: view, begin: animation.timing.beginTime == 0 ? nil : animation.timing.beginTime,
                    activeDuration: speed == 0 ? .infinity : animation.timing.activeDuration() / speed,
                    retained: !animation.isRemovedOnCompletion, committedAt: nil)
                pending.append(index)
            case .commit, .advance:
                // The commit happens at the layer's time before the step's render.
                for copy in pending {
                    guard let view = copies[copy]?.view else { continue }
                    copies[copy]?.committedAt = index
                    let stamp = time(before: index, view: view)
                    if copies[copy]?.begin == nil { copies[copy]?.begin = stamp }
                }
                pending.removeAll()
                if case .advance = step { renders.append(index) }
            case .detach(let view), .attach(let view):
                for (copy, state) in copies where state.view == view && state.clockEndsAt == nil {
                    copies[copy]?.clockEndsAt = index
                }
            default: break
            }
            tree.apply(step)
            times.append(tree.views.indices.map { tree.localTime($0) })
        }
    }

    /// The local time of `view` after step `index`.
    func time(at index: Int, view: Int) -> Double {
        times.indices.contains(index) && times[index].indices.contains(view) ? times[index][view] : 0
    }

    /// The local time of `view` before step `index` ran.
    func time(before index: Int, view: Int) -> Double { index > 0 ? time(at: index - 1, view: view) : 0 }

    /// The time of `copy`'s layer after step `index`, as it was when the copy's view last moved
    /// if it has moved since the add.
    func time(at index: Int, of copy: Copy) -> Double {
        time(at: copy.clockEndsAt.map { min(index, $0 - 1) } ?? index, view: copy.view)
    }

    /// The time of `copy`'s layer before step `index` ran (see ``time(at:of:)``).
    func time(before index: Int, of copy: Copy) -> Double { index > 0 ? time(at: index - 1, of: copy) : 0 }

    /// The last render step before `index`.
    func lastRender(before index: Int) -> Int? { renders.last { $0 < index } }
}
