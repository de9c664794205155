import MediaTiming

/// Why the system removed animations.
public enum RemovalReason: Hashable, Sendable {
    /// The app entered the background: every layer of every window.
    case enteredBackground
    /// The view left its window: the view's layer subtree.
    case leftWindow(ViewID)
}

/// One entry of a ``Host``'s event log, for tests and traces.
public enum HostEvent: Hashable, Sendable {
    /// An app notification was posted (before its observers ran).
    case app(AppNotification)
    /// A view was sent `willMove(toWindow:)`.
    case willMoveToWindow(ViewID, WindowID?)
    /// A view was sent `didMoveToWindow()`; the payload is its new window.
    case didMoveToWindow(ViewID, WindowID?)
    /// The system removed `count` animations.
    case systemRemoval(RemovalReason, count: Int)
    /// Blocks scheduled for the new turn ran.
    case nextTurnBlocks(count: Int)
    /// The turn's transaction was committed.
    case commit
    /// A frame was rendered at this media time.
    case render(mediaTime: Double)
}

/// Why a ``Host`` refused a call; the host's state is unchanged whenever one is thrown.
public enum HostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A view that this host did not make.
    case unknownView(ViewID)
    /// A window that this host did not make.
    case unknownWindow(WindowID)
    /// Adding the view would make it its own ancestor.
    case cycle(ViewID)
    /// The engine refused a call the host made.
    case engine(TimingEngineError)

    /// A one-line description for reports.
    @inlinable public var description: String {
        switch self {
        case .unknownView(let view): return "\(view) was not made by this host"
        case .unknownWindow(let window): return "\(window) was not made by this host"
        case .cycle(let view): return "\(view) cannot be added to itself or to one of its descendants"
        case .engine(let why): return "the engine refused: \(why)"
        }
    }
}
