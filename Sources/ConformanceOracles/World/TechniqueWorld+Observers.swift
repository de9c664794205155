import MediaTiming
import Scripts

extension TechniqueWorld {
    /// One registration a technique object holds with the host.
    ///
    /// A preserver and a reinstaller each hold two (the app's notifications, and the window moves
    /// of their view, which include moves caused by an ancestor); a scrubber made for a view holds
    /// the same two. The host delivers to them in its registration order, interleaved with the
    /// script's own observers, and stops delivering once the model reports them unregistered.
    package struct Observer: Equatable, Hashable {
        /// Which technique object listens.
        package enum Role: Equatable, Hashable {
            /// An `AnimationPreserver` of ``view``.
            case preserver
            /// A `Reinstaller` of ``view``.
            case reinstaller
            /// A `Scrubber` of ``view``.
            case scrubber
        }

        /// What the registration hears.
        package enum Subject: Equatable, Hashable {
            /// Every app notification.
            case appNotifications
            /// The window moves of ``view``.
            case windowMoves
        }

        /// The registration's identity, unique in one world.
        package var id: Int
        /// Which technique object listens.
        package var role: Role
        /// The view the technique object was made for.
        package var view: Int
        /// What it hears.
        package var subject: Subject
        /// For a scrubber, its number among the scrubbers made.
        package var scrubber: Int?
        /// The name of the technique set the object belongs to (the step's variant).
        package var variant: String
    }

    /// A host notification the techniques subscribe to (SEMANTICS §7.2 gives where the system's
    /// removal sits: after `didEnterBackground`'s observers, and between `willMove(toWindow: nil)`
    /// and `didMoveToWindow`).
    package enum HostNotification: Equatable, Hashable {
        /// `willResignActive`: active → inactive.
        case willResignActive
        /// `didEnterBackground`: inactive → background, before the system's removal.
        case didEnterBackground
        /// `willEnterForeground`: background → inactive.
        case willEnterForeground
        /// `didBecomeActive`: inactive → active.
        case didBecomeActive
        /// `willMove(toWindow:)`: `toWindow` is whether the new window is not `nil`.
        case willMove(toWindow: Bool)
        /// `didMoveToWindow()`: `toWindow` is whether the view now has a window.
        case didMove(toWindow: Bool)

        /// Whether it is an app notification (not a window move).
        package var isAppNotification: Bool {
            switch self {
            case .willResignActive, .didEnterBackground, .willEnterForeground, .didBecomeActive: return true
            case .willMove, .didMove: return false
            }
        }
    }

    /// Registers the two observers of a technique object made for `view`.
    mutating func register(_ role: Observer.Role, view: Int, scrubber: Int? = nil) -> [Observer] {
        let made = [Observer.Subject.appNotifications, .windowMoves].map { subject in
            defer { observersMade += 1 }
            return Observer(
                id: observersMade, role: role, view: view, subject: subject, scrubber: scrubber, variant: activeSet)
        }
        observers += made
        return made
    }

    /// Unregisters the observers that `condition` selects and returns their identities.
    mutating func unregister(where condition: (Observer) -> Bool) -> [Int] {
        let gone = observers.filter(condition).map(\.id)
        observers.removeAll(where: condition)
        return gone
    }

    /// Unregisters the observers of the scrubber the driver's steps reach on `view`.
    mutating func unregister(scrubberOf view: Int) -> [Int] {
        guard let scrubber = currentScrubber[view] else { return [] }
        return unregister { $0.scrubber == scrubber }
    }

    /// Delivers `notification` to the technique observer `id` and returns what the script hears
    /// while it runs and the next-turn blocks it schedules; an observer no longer registered, or
    /// one that does not hear this kind of notification, does nothing.
    ///
    /// `appActive` and `inWindow` are the host's state at delivery (`host.appState == .active`,
    /// `host.isInWindow(view)`); `hear` is as in ``apply(_:index:engine:appActive:inWindow:hear:)``.
    package mutating func notify<E: WorldEngine>(
        _ id: Int, of notification: HostNotification, engine: inout E, appActive: Bool, inWindow: (Int) -> Bool,
        hear: Hearing<E>? = nil
    ) -> TechniqueOutcome {
        var outcome = TechniqueOutcome()
        guard let observer = observers.first(where: { $0.id == id }),
            (observer.subject == .appNotifications) == notification.isAppNotification
        else { return outcome }
        let view = observer.view
        activate(observer.variant)
        switch (observer.role, notification) {
        case (.preserver, .willResignActive) where inWindow(view), (.preserver, .willMove(toWindow: false)):
            // Both come before the system's removal (AnimationPreserver's documentation).
            _ = store(view, in: .preserver(view), engine: &engine)
        case (.preserver, .didBecomeActive) where inWindow(view),
            (.preserver, .didMove(toWindow: true)) where appActive:
            // A window return while the app is not active waits for didBecomeActive (§8.3).
            outcome.events = restore(view, in: .preserver(view), engine: &engine, hear: hear).events
        case (.reinstaller, .didEnterBackground) where inWindow(view), (.reinstaller, .willMove(toWindow: false)):
            noteRunning(on: view, engine: engine)
        case (.reinstaller, .willEnterForeground) where inWindow(view), (.reinstaller, .didMove(toWindow: true)):
            _ = reinstallNoted(on: view, engine: &engine)
        case (.scrubber, .willEnterForeground) where inWindow(view), (.scrubber, .didMove(toWindow: true)):
            if let scrubber = observer.scrubber {
                outcome.scheduled = reinstallIfMissing(scrubber, engine: &engine).scheduled
            }
        default:
            break
        }
        return outcome
    }

    /// Delivers `notification` to every registered technique observer that hears it, in
    /// registration order: app notifications to all, window moves to those of `view`.
    ///
    /// For the exact interleaving with the script's own observers, the host part calls
    /// ``notify(_:of:engine:appActive:inWindow:hear:)`` per observer instead.
    package mutating func post<E: WorldEngine>(
        _ notification: HostNotification, about view: Int? = nil, engine: inout E, appActive: Bool,
        inWindow: (Int) -> Bool, hear: Hearing<E>? = nil
    ) -> TechniqueOutcome {
        let hearing = observers.filter { observer in
            notification.isAppNotification
                ? observer.subject == .appNotifications
                : observer.subject == .windowMoves && observer.view == view
        }
        var outcome = TechniqueOutcome()
        for observer in hearing {
            let heard = notify(
                observer.id, of: notification, engine: &engine, appActive: appActive, inWindow: inWindow, hear: hear)
            outcome.events? += heard.events ?? []
            outcome.scheduled += heard.scheduled
        }
        return outcome
    }

    /// A frame was rendered. Nothing the techniques keep follows frames any more (the reinstaller
    /// reads the clock instead, `noteRunning(on:engine:)`); the host part still tells, so that a
    /// technique that does follow them has its hook.
    package mutating func didRenderFrame() {}
}
