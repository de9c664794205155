/// Faults that can be planted in the host, so the conformance suite can prove that its lifecycle
/// and technique laws notice a broken host; not for use by apps.
///
/// The reference-agreement law cannot see a fault here, because the engine under test and the
/// reference both run behind the same host: only the laws that hold the host to the lifecycle
/// rules (SEMANTICS.md §7) can.
public struct _HostFault: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// App observers hear each notification in reverse registration order.
    public static let appObserversReversed = _HostFault(rawValue: 1 << 0)
    /// Window-move observers of one view hear each move in reverse registration order.
    public static let windowObserversReversed = _HostFault(rawValue: 1 << 1)
    /// A view leaving its window loses its animations before anyone hears `willMove(toWindow: nil)`.
    public static let removalBeforeWillMove = _HostFault(rawValue: 1 << 2)
    /// Resigning active removes the animations of every window, before `willResignActive` is posted.
    public static let removalOnResignActive = _HostFault(rawValue: 1 << 3)
    /// Entering the background also strips views that are outside every window.
    public static let backgroundStripsDetachedViews = _HostFault(rawValue: 1 << 4)
    /// A view leaving its window loses the animations of its own layer only, not of its sublayers.
    public static let leavingWindowSparesSublayers = _HostFault(rawValue: 1 << 5)
    /// `didBecomeActive` is posted on the first return to active only.
    public static let didBecomeActiveOnlyOnce = _HostFault(rawValue: 1 << 6)
    /// Window moves reach the moving view only, not its descendants.
    public static let windowMovesSkipDescendants = _HostFault(rawValue: 1 << 7)
    /// Blocks scheduled for the next turn run before the current turn's commit.
    public static let nextTurnBlocksBeforeCommit = _HostFault(rawValue: 1 << 8)
    /// An observer registered while a notification or a window move is delivered hears it too.
    public static let observerAddedDuringDeliveryHearsIt = _HostFault(rawValue: 1 << 9)
    /// An app observer removed while a notification is delivered still hears that notification.
    public static let removedAppObserverHearsCurrent = _HostFault(rawValue: 1 << 10)
    /// A block scheduled by a running next-turn block runs in the same turn.
    public static let nextTurnBlocksChainInOneTurn = _HostFault(rawValue: 1 << 11)
    /// A view moved from one window straight to another hears no detach and loses nothing.
    public static let windowToWindowSkipsDetach = _HostFault(rawValue: 1 << 12)
    /// The background removal removes the keys listed before `didEnterBackground` was posted.
    public static let backgroundRemovalListsKeysFirst = _HostFault(rawValue: 1 << 13)
    /// `didMoveToWindow` into a window is delivered before the view is linked into it.
    public static let didMoveBeforeLink = _HostFault(rawValue: 1 << 14)
    /// Frame observers run before the frame is rendered.
    public static let frameObserversBeforeRender = _HostFault(rawValue: 1 << 15)
    /// Entering the background strips the first window only.
    public static let backgroundStripsFirstWindowOnly = _HostFault(rawValue: 1 << 16)

    /// A view moved to another parent in the same window hears a detach and an attach, and loses
    /// its animations.
    public static let sameWindowMoveSendsMoves = _HostFault(rawValue: 1 << 17)
    /// A view added as a subview of a view in a window hears no window moves.
    public static let subviewIntoWindowHearsNoMoves = _HostFault(rawValue: 1 << 18)
    /// Blocks scheduled for the next turn run before the frame observers.
    public static let nextTurnBlocksBeforeFrameObservers = _HostFault(rawValue: 1 << 19)
    /// The background removal spares retained animations (isRemovedOnCompletion false) under
    /// the policy that removes all.
    public static let backgroundSparesRetained = _HostFault(rawValue: 1 << 20)
    /// Leaving a window removes the animations of the view tree's layers only, not of sublayers
    /// that back no view.
    public static let windowLeaveSkipsViewlessSublayers = _HostFault(rawValue: 1 << 21)
    /// Leaving a window removes every animation, whatever the removal policy.
    public static let windowLeaveIgnoresRemovalPolicy = _HostFault(rawValue: 1 << 22)
    /// Bringing the app to the foreground skips `willEnterForeground`.
    public static let moveToForegroundSkipsWillEnter = _HostFault(rawValue: 1 << 23)

    /// A view leaving its window and its descendants hear `willMove(toWindow: nil)` and
    /// `didMoveToWindow()` in reverse pre-order (the deepest last descendant first).
    public static let windowLeaveMovesInReverseOrder = _HostFault(rawValue: 1 << 24)
    /// A subview removed from a superview in a window hears the moves but keeps its animations.
    public static let subviewDetachSkipsRemoval = _HostFault(rawValue: 1 << 25)
    /// Leaving a window removes the animations after `didMoveToWindow()`, not before it.
    public static let windowLeaveRemovalAfterDidMove = _HostFault(rawValue: 1 << 26)
    /// Entering the background removes retained animations too under the policy that spares them.
    public static let backgroundIgnoresRemovalPolicy = _HostFault(rawValue: 1 << 27)
    /// Returning to active after resigning only (no background) also posts `willEnterForeground`.
    public static let resignReturnPostsWillEnterForeground = _HostFault(rawValue: 1 << 28)
    /// Blocks scheduled by a frame observer wait for the turn after the next one.
    public static let frameObserverBlocksWaitATurn = _HostFault(rawValue: 1 << 29)
    /// `advance(to:)` refused for an earlier time commits the turn before it throws.
    public static let refusedAdvanceCommits = _HostFault(rawValue: 1 << 30)
}
