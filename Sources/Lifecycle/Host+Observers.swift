/// A registered host observer: what it listens to and its handler.
///
/// It lives outside ``Host`` because it does not depend on the engine: a type nested in a generic
/// class is itself generic, and unspecialized code pays a runtime metadata lookup at each use.
@usableFromInline internal struct HostObserver {
    /// What an observer listens to.
    @usableFromInline internal enum Subject {
        /// App notifications.
        case app((AppNotification) -> Void)
        /// The window moves of one view.
        case windowMoves(ViewID, (WindowMove) -> Void)
        /// Rendered frames.
        case frames((Double) -> Void)
    }

    /// The registration's token.
    @usableFromInline internal let token: ObserverToken
    /// What it listens to.
    @usableFromInline internal let subject: Subject
}

extension Host {
    /// Registers `handler` for every app notification; handlers run in registration order.
    ///
    /// A handler may call back into the host. One registered while a notification is being
    /// delivered first hears the next notification; one removed during delivery hears no more.
    @discardableResult
    @inlinable public func observeAppNotifications(_ handler: @escaping (AppNotification) -> Void) -> ObserverToken {
        register(.app(handler))
    }

    /// Registers `handler` for the window moves of `view` (including moves caused by an ancestor).
    ///
    /// Handlers run in registration order, interleaved with app observers by registration.
    @discardableResult
    @inlinable public func observeWindowMoves(of view: View, _ handler: @escaping (WindowMove) -> Void) -> ObserverToken
    {
        register(.windowMoves(view.id, handler))
    }

    /// Registers `handler` for every frame: it runs right after ``advance(to:)`` renders, with the
    /// frame's media time, before the next turn's blocks, so it sees exactly what the frame showed.
    @discardableResult
    @inlinable public func observeFrames(_ handler: @escaping (Double) -> Void) -> ObserverToken {
        register(.frames(handler))
    }

    /// Removes a registration; an unknown or already removed token is ignored.
    @inlinable public func removeObserver(_ token: ObserverToken) {
        observers.removeAll { $0.token == token }
    }

    /// The number of registered observers.
    public var observerCount: Int { observers.count }

    /// Registers `subject` under a new token.
    @usableFromInline internal func register(_ subject: HostObserver.Subject) -> ObserverToken {
        let token = ObserverToken(rawValue: nextObserverToken)
        nextObserverToken += 1
        observers.append(HostObserver(token: token, subject: subject))
        return token
    }

    /// Whether `token` is still registered.
    @inlinable internal func isRegistered(_ token: ObserverToken) -> Bool {
        observers.contains { $0.token == token }
    }

    /// Logs and posts an app notification to the app observers registered now.
    @inlinable internal func post(_ notification: AppNotification) {
        record(.app(notification))
        if _faults.contains(.observerAddedDuringDeliveryHearsIt) { return postToLiveList(notification) }
        for observer in _faults.contains(.appObserversReversed) ? observers.reversed() : observers {
            guard case .app(let handler) = observer.subject,
                isRegistered(observer.token) || _faults.contains(.removedAppObserverHearsCurrent)
            else { continue }
            handler(notification)
        }
    }

    /// Logs and delivers a window move of the view `id` to its observers registered now.
    @inlinable internal func deliver(_ move: WindowMove, to id: ViewID) {
        switch move {
        case .willMove(let window): record(.willMoveToWindow(id, window))
        case .didMove(let window): record(.didMoveToWindow(id, window))
        }
        if _faults.contains(.observerAddedDuringDeliveryHearsIt) { return deliverToLiveList(move, to: id) }
        for observer in _faults.contains(.windowObserversReversed) ? observers.reversed() : observers {
            guard case .windowMoves(let view, let handler) = observer.subject, view == id,
                isRegistered(observer.token)
            else { continue }
            handler(move)
        }
    }

    /// Posts a notification walking the live registration list (only under a planted fault), so
    /// an observer registered by a handler hears the notification being posted.
    @usableFromInline internal func postToLiveList(_ notification: AppNotification) {
        var index = 0
        while index < observers.count {
            let observer = observers[index]
            index += 1
            guard case .app(let handler) = observer.subject else { continue }
            handler(notification)
        }
    }

    /// Delivers a window move walking the live registration list (only under a planted fault), so
    /// an observer registered by a handler hears the move being delivered.
    @usableFromInline internal func deliverToLiveList(_ move: WindowMove, to id: ViewID) {
        var index = 0
        while index < observers.count {
            let observer = observers[index]
            index += 1
            guard case .windowMoves(let view, let handler) = observer.subject, view == id else { continue }
            handler(move)
        }
    }

    /// Delivers a rendered frame's media time to the frame observers registered now.
    @inlinable internal func deliverFrame(_ mediaTime: Double) {
        for observer in observers {
            guard case .frames(let handler) = observer.subject, isRegistered(observer.token) else { continue }
            handler(mediaTime)
        }
    }
}
