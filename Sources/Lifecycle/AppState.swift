/// The states of the hosted app, as `UIApplication.State`.
///
/// The app starts ``active``. It moves only one step at a time along
/// active ⇄ inactive ⇄ background, each step announced by one ``AppNotification``.
public enum AppState: String, Hashable, Sendable, CaseIterable {
    /// In the foreground and receiving events.
    case active
    /// In the foreground but not receiving events (an alert, the app switcher, a transition).
    case inactive
    /// Not visible; the system has removed the animations of the app's windows.
    case background
}

/// The app-level notifications, as `UIApplication`'s, in the order a full round trip posts them.
public enum AppNotification: String, Hashable, Sendable, CaseIterable {
    /// Posted on active → inactive.
    case willResignActive
    /// Posted on inactive → background; the system removes animations right after its observers.
    case didEnterBackground
    /// Posted on background → inactive.
    case willEnterForeground
    /// Posted on inactive → active.
    case didBecomeActive
}

/// Which animations the system removes when the app enters the background or a view leaves its window.
public enum RemovalPolicy: String, Hashable, Sendable, CaseIterable {
    /// Every animation is removed (the default, what practitioners report).
    case all
    /// Only animations whose `isRemovedOnCompletion` is true; retained ones survive.
    case onlyRemovedOnCompletion
}
