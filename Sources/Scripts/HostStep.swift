/// A call into the lifecycle host that the basic steps do not make: more windows, moves between
/// windows and views, the app's compound trips, observers, subscriptions, the run loop, queries
/// of the host and reads of a view's layer.
///
/// Windows are named by creation index (window 0 is the one every run starts with); observers by
/// registration index. What an observer hears, a next-turn block's run and a query's answers are
/// recorded in the trace as ``CallbackRecord/Kind/host(_:)`` records, so a law can check them.
public enum HostStep: Equatable, Sendable {
    /// Makes another window (`Host.makeWindow()`).
    case makeWindow
    /// Makes a detached view (`Host.makeView(parent: nil)`), a view outside every window.
    case makeDetachedView
    /// Makes `view` the last root view of window `window` (`Host.attach(_:to:)`); an index past the
    /// last window names a window the host did not make, which the host refuses.
    case attach(view: Int, window: Int)
    /// Makes `view` the last subview of `parent` (`Host.addSubview(_:to:)`).
    case addSubview(view: Int, parent: Int)
    /// Takes the app to the background through every state between (`Host.moveToBackground()`).
    case moveToBackground
    /// Brings the app to active through every state between (`Host.moveToForeground()`).
    case moveToForeground
    /// Registers an observer of app notifications (`view` nil) or of `view`'s window moves.
    case observe(view: Int?)
    /// Registers an observer of rendered frames (`Host.observeFrames(_:)`).
    case observeFrames
    /// Removes observer number `observer` (`Host.removeObserver(_:)`); removing one twice is allowed.
    case removeObserver(Int)
    /// Puts every observer registered so far and still held into one ``HostSubscription`` and
    /// cancels it: none of them hears anything afterwards.
    case cancelObservers
    /// Schedules a block for the next turn (`Host.scheduleOnNextTurn(_:)`); it records its run.
    case scheduleOnNextTurn
    /// Ends the turn without rendering (`Host.endTurn()`).
    case endTurn
    /// Asks the host every query about `view` and every window (and one window past the last),
    /// and empties its log: the answers are recorded.
    case query(view: Int)
    /// Reads the layer of index `view` (a view's, or a plain sublayer's) as app code reads one between calls: its model and presentation value
    /// at every key path of the script, its timing and local time, its superlayer and sublayers,
    /// and the stored copy under each of its keys; the answers are recorded.
    case readLayer(view: Int)
    /// Sets which animations the system removes from here on (`Host.removalPolicy`, SEMANTICS.md
    /// §7.1): all of them (`sparesRetained` false, the default), or only those removed on
    /// completion, sparing retained ones (`.onlyRemovedOnCompletion`).
    case setRemovalPolicy(sparesRetained: Bool)
}
