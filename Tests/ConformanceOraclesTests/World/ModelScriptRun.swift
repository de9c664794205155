import ConformanceOracles
import Generators
import Lifecycle
import MediaTiming
import ReferenceEngine
import Scripts

/// Runs a script as the driver does, with ``TechniqueWorld`` in place of the techniques: the
/// engine and the host are real (a second reference engine and `Host`), every technique step and
/// every technique observer goes through the model, so a difference from the driver's trace is
/// a difference between the model and the techniques.
///
/// Every step is mirrored but host queries, which ``perform(_:index:)`` reports as unsupported.
/// Callbacks, observers' records, completion blocks and next-turn blocks are heard at once, in
/// delivery order, and fire armed reentries as the driver's log does.
///
/// It is also the worked example of wiring ``TechniqueWorld`` to a host: register the observers
/// an outcome reports where the host registers its own, deliver to each through `notify`, run
/// the scheduled blocks at the next turn, pass closure listeners' callbacks through
/// `closureCallback`, and call `didRenderFrame` after each frame.
final class ModelScriptRun {
    /// What the driver is expected to note for a step.
    enum Expected: Equatable {
        /// Exactly this note (`nil`: none).
        case note(String?)
        /// What the model says of a technique step.
        case technique(TechniqueOutcome.Status)
    }

    let engine = ReferenceEngine()
    let host: Host<ReferenceEngine>
    let window: WindowID
    var windows: [WindowID] = []
    /// The script's own observers, in the order it registered them.
    var scriptObservers: [ObserverToken] = []
    /// The view of each index; `nil` for a plain sublayer (views and plain layers share indices).
    var views: [Host<ReferenceEngine>.View?] = []
    /// The layer of each index, a view's or a plain one.
    var layers: [ReferenceLayer] = []
    var layerIndex: [ReferenceLayer: Int] = [:]
    var world: TechniqueWorld
    /// What the script heard during the current step.
    var heard: [CallbackRecord] = []
    /// The reentries armed and not yet fired, in arming order.
    var armed: [Armed] = []
    /// The number of the first nested step of each reentrant step.
    var firstNestedStep: [Int: Int] = [:]
    var tokens: [Int: ObserverToken] = [:]
    var frameToken: ObserverToken?

    init() {
        host = Host(engine: engine, removalPolicy: .all)
        window = host.makeWindow()
        windows = [window]
        world = TechniqueWorld(profile: engine.profile)
        frameToken = host.observeFrames { [unowned self] _ in self.world.didRenderFrame() }
    }

    /// The contract's calls on views by index, over this run's engine.
    struct Engine: WorldEngineSublayers {
        unowned let run: ModelScriptRun

        var mediaTime: Double { run.engine.mediaTime }
        var viewCount: Int { run.layers.count }
        func parent(of view: Int) -> Int? {
            guard let layer = layer(view), let parent = run.engine.superlayer(of: layer) else { return nil }
            return run.layerIndex[parent]
        }
        mutating func makeLayer(parent: Int?) {}
        mutating func setParent(_ parent: Int?, of view: Int) {}
        func timing(of view: Int) -> LayerTiming { layer(view).map { run.engine.timing(of: $0) } ?? LayerTiming() }
        mutating func setTiming(_ timing: LayerTiming, of view: Int) -> Bool {
            guard let layer = layer(view) else { return false }
            return (try? run.engine.setTiming(timing, of: layer)) != nil
        }
        func localTime(of view: Int, atMediaTime time: Double) -> Double {
            layer(view).map { run.engine.convertTime(time, from: nil, to: $0) } ?? time
        }
        func parentTime(of view: Int, atMediaTime time: Double) -> Double {
            guard let layer = layer(view), let parent = run.engine.superlayer(of: layer) else { return time }
            return run.engine.convertTime(time, from: nil, to: parent)
        }
        func sublayers(of view: Int) -> [Int] {
            layer(view).map { run.engine.sublayers(of: $0).compactMap { run.layerIndex[$0] } } ?? []
        }
        func keys(of view: Int) -> [String] { layer(view).map { run.engine.animationKeys(of: $0) } ?? [] }
        func storedCopy(forKey key: String, of view: Int) -> WorldCopy? {
            guard let layer = layer(view), let animation = run.engine.animation(forKey: key, of: layer) else {
                return nil
            }
            return ModelScriptRun.copy(of: animation)
        }
        mutating func add(_ copy: WorldCopy, forKey key: String, to view: Int) -> Bool {
            guard let layer = layer(view) else { return false }
            var animation = copy.animation
            animation.delegate = copy.listener.map { Listening($0, run: run) }
            return (try? run.engine.add(animation, forKey: key, to: layer)) != nil
        }
        mutating func removeAnimation(forKey key: String, from view: Int) {
            if let layer = layer(view) { run.engine.removeAnimation(forKey: key, from: layer) }
        }
        mutating func removeAllAnimations(from view: Int) {
            if let layer = layer(view) { run.engine.removeAllAnimations(from: layer) }
        }
        mutating func flush() -> Bool { run.engine.flush() }
        mutating func commit() { run.engine.commit() }
        // The run hears callbacks through its delegates, so a render answers none here.
        mutating func render(atMediaTime time: Double) -> [WorldEvent]? {
            (try? run.engine.render(atMediaTime: time)) == nil ? [] : nil
        }
        mutating func strip(views: [Int]) {
            for view in views { removeAllAnimations(from: view) }
        }

        private func layer(_ view: Int) -> ReferenceLayer? {
            run.layers.indices.contains(view) ? run.layers[view] : nil
        }
    }

    /// A delegate that hands the engine's callbacks of one listener to the run.
    final class Listening: AnimationDelegate {
        let listener: WorldCopy.Listener
        unowned let run: ModelScriptRun
        init(_ listener: WorldCopy.Listener, run: ModelScriptRun) {
            self.listener = listener
            self.run = run
        }
        func animationDidStart(_ animation: Animation) {
            run.hear(.didStart(listener), from: ModelScriptRun.copy(of: animation))
        }
        func animationDidStop(_ animation: Animation, finished: Bool) {
            run.hear(.didStop(listener, finished: finished), from: ModelScriptRun.copy(of: animation))
        }
    }

    /// The engine's animation as the model holds it.
    static func copy(of animation: Animation) -> WorldCopy {
        var bare = animation
        bare.delegate = nil
        return WorldCopy(bare, listener: (animation.delegate as? Listening)?.listener)
    }

    /// The driver's record of a model event.
    static func record(_ event: WorldEvent) -> CallbackRecord {
        switch event {
        case .didStart(let listener):
            return CallbackRecord(
                copy: listener.step, view: listener.view, key: listener.key, kind: .didStart,
                viaClosure: listener.viaClosure)
        case .didStop(let listener, let finished):
            return CallbackRecord(
                copy: listener.step, view: listener.view, key: listener.key, kind: .didStop(finished: finished),
                viaClosure: listener.viaClosure)
        case .completionBlock(let step):
            return CallbackRecord(copy: step, view: -1, key: "", kind: .transactionCompleted)
        case .host(let step, let view, let text):
            return CallbackRecord(copy: step, view: view, key: "", kind: .host(text))
        }
    }

    /// Whether view `index` is in a window now.
    func inWindow(_ index: Int) -> Bool {
        guard views.indices.contains(index), let view = views[index] else { return false }
        return host.isInWindow(view)
    }
}
