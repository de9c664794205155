import MediaTiming

/// A speed-change technique: what a script's `changeSpeed` step calls.
///
/// The contract is ``SpeedChanger``'s: the layer's local time is continuous at the change (no
/// presentation value of its subtree jumps, TECH-2 and TECH-8), a new speed of 0 freezes the
/// layer where it is, and a layer paused by the implementation's pauser stays paused and resumes
/// at the new speed. An implementation registered with only a pauser gets
/// ``PausingSpeedChanger`` over that pauser; register one of your own through
/// ``TechniqueFactory/makeSpeedChanger(host:pauser:)``.
public protocol LayerSpeedChanging<Engine> {
    /// The engine whose layers change speed.
    associatedtype Engine: TimingEngine

    /// Sets `layer`'s speed to `speed` at the engine's media time.
    ///
    /// - Throws: ``TechniqueError`` for a non-finite speed or a refused timing; the layer is unchanged.
    func setSpeed(_ speed: Double, of layer: Engine.Layer) throws(TechniqueError)
}

extension SpeedChanger: LayerSpeedChanging {}

/// The project's correct speed change over any pauser: a layer the pauser paused keeps the new
/// speed for its resume, any other layer is retimed as ``SpeedChanger`` does.
public struct PausingSpeedChanger<Engine: TimingEngine>: LayerSpeedChanging {
    /// The pauser whose paused layers keep the new speed for their resume.
    public let pauser: any LayerPausing<Engine>
    /// The retiming of layers the pauser has not paused.
    public let changer: SpeedChanger<Engine>

    /// Creates a speed changer over `engine` that defers to `pauser` for the layers it paused.
    public init(engine: Engine, pauser: any LayerPausing<Engine>) {
        self.pauser = pauser
        self.changer = SpeedChanger(engine: engine)
    }

    /// Sets `layer`'s speed: the pauser's resume speed when it paused the layer, else a retime.
    public func setSpeed(_ speed: Double, of layer: Engine.Layer) throws(TechniqueError) {
        guard speed.isFinite else { throw .invalidArgument("speed \(speed) is not finite") }
        if pauser.isPaused(layer), pauser.setResumeSpeed(speed, of: layer) { return }
        try changer.setSpeed(speed, of: layer)
    }
}
