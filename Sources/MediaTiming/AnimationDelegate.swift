/// An object told when an added copy of an animation starts and stops.
///
/// Engines deliver both callbacks only from ``TimingEngine/render(atMediaTime:)``, in time order,
/// after their own state is updated, so a delegate may call back into the engine. The animation
/// passed is the stored copy (with its stamped begin time).
public protocol AnimationDelegate: AnyObject {
    /// The copy's active period began.
    func animationDidStart(_ animation: Animation)
    /// The copy stopped: `finished` is true when its active duration completed, false when it was
    /// removed first.
    func animationDidStop(_ animation: Animation, finished: Bool)
}

extension AnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ animation: Animation) {}
    /// Does nothing.
    public func animationDidStop(_ animation: Animation, finished: Bool) {}
}
