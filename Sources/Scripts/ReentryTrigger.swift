/// An event that runs an armed reentry's steps from inside the call that reports it.
///
/// Every trigger names something the script itself made or registered, so the driver hears it:
/// a copy's delegate (added by ``Step/add(view:key:animation:)`` or by a technique that installs an
/// animation, closure callbacks included), a completion block (``Step/setCompletionBlock``), a
/// next-turn block (``HostStep/scheduleOnNextTurn``), or an observer (``HostStep/observe(view:)``,
/// ``HostStep/observeFrames``). An event the script has nothing listening for never fires one.
///
/// The steps run at the moment of delivery, before the caller's call returns: an add inside
/// `animationDidStop` goes into the transaction open at that render and is stamped at the next
/// commit (SEMANTICS.md §2.5); a step inside `willMove` runs before the view has moved.
public enum ReentryTrigger: Hashable, Sendable {
    /// `animationDidStart` of a copy on `view` under `key` (a delegate or a start closure).
    case didStart(view: Int, key: String)
    /// `animationDidStop(finished:)` of a copy on `view` under `key`, finished or not.
    case didStop(view: Int, key: String)
    /// A completion block the script set runs.
    case completionBlock
    /// A next-turn block the script scheduled runs.
    case nextTurn
    /// An app observer the script registered hears `notification` (an `AppNotification` raw
    /// value, such as `"didEnterBackground"`).
    case appNotification(String)
    /// An observer of `view`'s window moves hears `willMove` (`didMove` false) or `didMove`.
    case windowMove(view: Int, didMove: Bool)
    /// A frame observer the script registered hears a frame.
    case frame

    /// The trigger's kind, without its target: what swarm generation and reach count.
    public var kind: Kind {
        switch self {
        case .didStart: return .didStart
        case .didStop: return .didStop
        case .completionBlock: return .completionBlock
        case .nextTurn: return .nextTurn
        case .appNotification: return .appNotification
        case .windowMove: return .windowMove
        case .frame: return .frame
        }
    }

    /// A trigger's kind.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// ``ReentryTrigger/didStart(view:key:)``.
        case didStart
        /// ``ReentryTrigger/didStop(view:key:)``.
        case didStop
        /// ``ReentryTrigger/completionBlock``.
        case completionBlock
        /// ``ReentryTrigger/nextTurn``.
        case nextTurn
        /// ``ReentryTrigger/appNotification(_:)``.
        case appNotification
        /// ``ReentryTrigger/windowMove(view:didMove:)``.
        case windowMove
        /// ``ReentryTrigger/frame``.
        case frame
    }
}

extension ReentryTrigger: CustomStringConvertible {
    /// A short form such as `didStop v0.a` or `willMove v1`.
    public var description: String {
        switch self {
        case .didStart(let view, let key): return "didStart v\(view).\(key)"
        case .didStop(let view, let key): return "didStop v\(view).\(key)"
        case .completionBlock: return "completion block"
        case .nextTurn: return "next turn"
        case .appNotification(let name): return name
        case .windowMove(let view, let didMove): return "\(didMove ? "didMove" : "willMove") v\(view)"
        case .frame: return "frame"
        }
    }
}
