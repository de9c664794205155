#if !canImport(UIKit) && !canImport(QuartzCore)
import CoreAnimationFacade
import Foundation

/// An abstract interface for responding to and handling events, as UIKit's `UIResponder`.
///
/// The facade has no events; it is here so that `UIView` and `UIApplication` have UIKit's
/// superclass.
open class UIResponder: NSObject {}

/// The centralized point of control for an app, as UIKit's `UIApplication`.
///
/// Its notifications are posted to `NotificationCenter.default` by the session
/// (``UIFacade/Session``), with the session's application as the object.
open class UIApplication: UIResponder {
    /// The execution states of an app.
    public enum State: Int, Sendable {
        /// The app is running in the foreground and currently receiving events.
        case active = 0
        /// The app is running in the foreground but is not receiving events.
        case inactive = 1
        /// The app is running in the background.
        case background = 2
    }

    /// The session this application belongs to.
    weak var session: UIFacade.Session?

    /// Made only by a session.
    init(unbound: Void) { super.init() }

    /// The ambient session's application; outside a session, a new application in the active
    /// state that no session posts for.
    open class var shared: UIApplication { UIFacade.session?.application ?? UIApplication(unbound: ()) }

    /// The app's current state.
    open var applicationState: UIApplication.State { session?.applicationState ?? .active }

    /// Posted when the app is no longer active and loses focus.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background.
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted shortly before an app leaves the background state on its way to becoming active.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app becomes active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
}

// UIKit's pre-Swift 4.2 names, kept exactly so that code written with them compiles.
// swift-format-ignore: AlwaysUseLowerCamelCase
extension NSNotification.Name {
    /// The pre-Swift 4.2 spelling of `UIApplication.willResignActiveNotification`.
    public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
    /// The pre-Swift 4.2 spelling of `UIApplication.didEnterBackgroundNotification`.
    public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
    /// The pre-Swift 4.2 spelling of `UIApplication.willEnterForegroundNotification`.
    public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
    /// The pre-Swift 4.2 spelling of `UIApplication.didBecomeActiveNotification`.
    public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
}
#endif
