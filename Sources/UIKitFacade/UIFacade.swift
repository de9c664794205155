#if !canImport(UIKit) && !canImport(QuartzCore)
import CoreAnimationFacade
import Foundation
import Lifecycle
import MediaTiming

/// The UIKit shapes' own controls: which app session the current task's views belong to.
///
/// UIKit has no such type; only the code that sets a session up names it:
///
/// ```swift
/// let session = UIFacade.Session(ReferenceEngine())
/// session.perform {
///     let window = UIWindow(frame: .zero)
///     let view = MyView()              // a UIView subclass overriding didMoveToWindow()
///     window.addSubview(view)          // the view hears willMove(toWindow:), didMoveToWindow()
/// }
/// session.enterBackground()            // posts UIApplication's notifications, removes animations
/// ```
public enum UIFacade {
    /// The session of the current task: new views and windows belong to it, and
    /// `UIApplication.shared` is its application. Task-local, as ``CAFacade/engine``.
    @TaskLocal public static var session: Session?
}

extension UIFacade {
    /// One app run: a lifecycle host over a facade engine, with the view and window objects.
    ///
    /// The host does what UIKit does behind an app's back: it removes animations when the app
    /// enters the background and when a view leaves its window, and it ends run-loop turns. The
    /// session turns the host's app notifications into `NotificationCenter.default` posts whose
    /// object is the session's ``application`` (observe with `object: UIApplication.shared`, as
    /// UIKit code may, so that concurrent sessions do not hear each other), and its window moves
    /// into calls of the views' own `willMove(toWindow:)` and `didMoveToWindow()`.
    ///
    /// Views and windows live as long as their session: it holds them, as a window holds its views.
    public final class Session: @unchecked Sendable {
        /// The Core Animation facade engine every view's layer belongs to.
        public let engine: CAFacade.Engine
        /// The application whose notifications the session posts.
        public let application: UIApplication
        /// The host; views and windows are its nodes.
        let host: SessionHost
        /// The view objects by view index.
        var views: [UIView] = []
        /// The window objects by window index.
        var windows: [UIWindow] = []

        /// Creates a session over `engine` with an active app and no windows.
        public init<Wrapped: TimingEngine>(_ engine: Wrapped) {
            let facade = CAFacade.Engine(engine)
            self.engine = facade
            host = SessionHost(engine: LayerEngine(facade: facade))
            application = UIApplication(unbound: ())
            application.session = self
            host.observeAppNotifications { [weak self] notification in
                guard let self else { return }
                NotificationCenter.default.post(name: notification.name, object: self.application)
            }
        }

        /// Runs `body` with this session, and its engine, ambient.
        public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
            try UIFacade.$session.withValue(self) { try engine.perform(body) }
        }

        /// Ends the run-loop turn: commits the implicit transaction, then runs the next turn's blocks.
        public func endTurn() { perform { host.endTurn() } }

        /// Ends the turn and renders the frame at `mediaTime`; a time the engine refuses is recorded.
        public func advance(to mediaTime: Double) {
            perform {
                do throws(HostError) {
                    try host.advance(to: mediaTime)
                } catch {
                    engine.record("UIFacade.Session.advance(to:)", error.engineError)
                }
            }
        }

        /// Schedules `block` for the beginning of the next turn, as `DispatchQueue.main.async`.
        public func scheduleOnNextTurn(_ block: @escaping () -> Void) { host.scheduleOnNextTurn(block) }

        /// The app's state.
        public var applicationState: UIApplication.State {
            switch host.appState {
            case .active: return .active
            case .inactive: return .inactive
            case .background: return .background
            }
        }

        /// Active to inactive (`willResignActive`); false when the app is not active.
        @discardableResult public func resignActive() -> Bool { perform { host.resignActive() } }
        /// Inactive to background (`didEnterBackground`, then the system removal).
        @discardableResult public func enterBackground() -> Bool { perform { host.enterBackground() } }
        /// Background to inactive (`willEnterForeground`).
        @discardableResult public func enterForeground() -> Bool { perform { host.enterForeground() } }
        /// Inactive to active (`didBecomeActive`).
        @discardableResult public func becomeActive() -> Bool { perform { host.becomeActive() } }
        /// Active to background, posting both notifications between.
        @discardableResult public func moveToBackground() -> Bool { perform { host.moveToBackground() } }
        /// Background to active, posting both notifications between.
        @discardableResult public func moveToForeground() -> Bool { perform { host.moveToForeground() } }

        /// The view object of a host view.
        func object(for view: SessionHost.View) -> UIView? {
            views.indices.contains(view.id.index) ? views[view.id.index] : nil
        }

        /// The window object of a host window.
        func object(for window: WindowID?) -> UIWindow? {
            guard let window, windows.indices.contains(window.index) else { return nil }
            return windows[window.index]
        }
    }
}

extension AppNotification {
    /// UIKit's name for the notification.
    var name: Notification.Name {
        switch self {
        case .willResignActive: return UIApplication.willResignActiveNotification
        case .didEnterBackground: return UIApplication.didEnterBackgroundNotification
        case .willEnterForeground: return UIApplication.willEnterForegroundNotification
        case .didBecomeActive: return UIApplication.didBecomeActiveNotification
        }
    }
}

extension HostError {
    /// The refusal in the engine contract's terms.
    var engineError: TimingEngineError {
        switch self {
        case .unknownView, .unknownWindow: return .unknownLayer
        case .cycle: return .cycle
        case .engine(let error): return error
        }
    }
}
#endif
