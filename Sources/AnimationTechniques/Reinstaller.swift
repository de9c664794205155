import Lifecycle
import MediaTiming

/// Re-adds a view's running animations when the view returns to a window or the app to the
/// foreground (the article "アニメーションを止めるな！").
///
/// Install animations through ``install(_:forKey:on:)``. Just before each system removal
/// (`willMove(toWindow: nil)`, and `didEnterBackground` while the view is in a window) the
/// reinstaller notes which installed animations are still on their layers, that is, running.
/// On `didMoveToWindow` into a window, and on `willEnterForeground` while the view is in a
/// window, it re-adds those of them that are missing, as they were given to it.
///
/// Trade-off: the re-added animation is a new copy that the next commit stamps afresh, so it
/// restarts from its beginning; whatever progress it had is lost. That suits endless, uniform
/// animations such as a spinner (repeatCount = .infinity); use ``AnimationPreserver`` when the
/// animation must continue where it was. Completed animations are not re-added (one whose
/// active period has ended included, though it is still on its layer: retained with
/// `isRemovedOnCompletion == false`, or not yet removed by a frame), and ones the removal policy
/// spared are not restarted. A ``ClosureDelegate`` on an installed animation hears
/// one completion for the logical animation: the removal's `didStop(false)` is held back and the
/// re-added copy carries the next ``PreservationTag`` generation. A copy someone else added
/// under an installed key is not the installed animation: its delegate's stops are not held back.
public final class Reinstaller<Engine: TimingEngine> {
    /// One installed animation.
    @usableFromInline internal struct Installed {
        @usableFromInline internal var layer: Engine.Layer
        @usableFromInline internal var key: String
        @usableFromInline internal var animation: Animation
        /// The engine's copy as it was at a removal since the last reinstall, if it was running.
        @usableFromInline internal var removedCopy: Animation?
        /// The media time of the last (re-)add: once the clock has moved past it, a render, which
        /// a commit precedes, came after the add, so the copy's begin time is final.
        @usableFromInline internal var addedAt: Double

        @inlinable init(layer: Engine.Layer, key: String, animation: Animation, addedAt: Double) {
            self.layer = layer
            self.key = key
            self.animation = animation
            self.addedAt = addedAt
        }

        /// The preservation-aware delegate of `copy` when the copy is this animation's own.
        ///
        /// A copy someone else added under the key replaced the installed animation: its delegate
        /// belongs to another logical animation, which the re-add (of this one) does not carry
        /// on, so its removal's `didStop(false)` is final and must not be held back.
        @inlinable func awareDelegate(of copy: Animation) -> (any PreservationAwareDelegate)? {
            guard let delegate = copy.delegate, delegate === animation.delegate else { return nil }
            return delegate as? any PreservationAwareDelegate
        }
    }

    /// The host whose notifications drive the reinstaller.
    public let host: Host<Engine>
    /// The view whose window moves are observed.
    public let view: Host<Engine>.View
    /// The last error an automatic re-add raised, if any.
    @inlinable public var lastError: TechniqueError? { lastErrorStorage }
    /// The storage of ``lastError``, settable by the inlinable code.
    @usableFromInline internal var lastErrorStorage: TechniqueError? = nil
    /// The installed animations in installation order.
    @usableFromInline internal var installed: [Installed] = []
    /// The host registrations.
    @usableFromInline internal let subscription: HostSubscription<Engine>
    /// Whether every installed animation comes back on a return (the published view's flaw).
    @usableFromInline internal let reAddsCompleted: Bool
    /// Faults planted for the conformance suite's mutation tests; empty in every real use.
    public var _faults: _TechniqueFault = []
    /// Whether a removal was noted, for ``_TechniqueFault/reinstallOnlyOnce``.
    @usableFromInline internal var hasNoted = false

    /// Creates a reinstaller for `view` and starts observing `host`.
    @inlinable public convenience init(host: Host<Engine>, view: Host<Engine>.View) {
        self.init(host: host, view: view, reAddsCompleted: false)
    }

    /// Creates a reinstaller; `reAddsCompleted` picks the published flag-driven re-add, which
    /// brings back animations that had completed (``ReinstallVariant/reAddCompleted``).
    @inlinable public init(host: Host<Engine>, view: Host<Engine>.View, reAddsCompleted: Bool) {
        self.reAddsCompleted = reAddsCompleted
        self.host = host
        self.subscription = HostSubscription(host: host)
        self.view = view
        subscription.add(host.observeAppNotifications { [weak self] in self?.handle($0) })
        subscription.add(host.observeWindowMoves(of: view) { [weak self] in self?.handle($0) })
    }

    /// Stops observing the host.
    @inlinable public func invalidate() {
        subscription.cancel()
    }

    /// The keys of the installed animations, in installation order.
    public var installedKeys: [String] { installed.map(\.key) }

    /// Adds `animation` under `key` to `layer` (the view's layer when `nil`) and remembers it.
    ///
    /// - Throws: ``TechniqueError/engine(_:)`` when the engine refuses it; nothing is remembered.
    @inlinable public func install(_ animation: Animation, forKey key: String, on layer: Engine.Layer? = nil)
        throws(TechniqueError)
    {
        let layer = layer ?? view.layer
        do {
            try host.engine.add(animation, forKey: key, to: layer)
        } catch {
            throw .engine(error)
        }
        forget(layer: layer, key: key)
        installed.append(Installed(layer: layer, key: key, animation: animation, addedAt: host.engine.mediaTime))
    }

    /// Removes the animation under `key` from `layer` (the view's layer when `nil`) and forgets it.
    @inlinable public func uninstall(forKey key: String, on layer: Engine.Layer? = nil) {
        let layer = layer ?? view.layer
        host.engine.removeAnimation(forKey: key, from: layer)
        if _faults.contains(.uninstallKeepsNote),
            installed.contains(where: { $0.layer == layer && $0.key == key && $0.removedCopy != nil })
        {
            return
        }
        if _faults.contains(.uninstallSkipsPreservationEnd) {
            installed.removeAll { $0.layer == layer && $0.key == key }
            return
        }
        forget(layer: layer, key: key)
    }

    /// Drops the installed animation under `key` of `layer`, telling its delegate no copy will come.
    @inlinable internal func forget(layer: Engine.Layer, key: String) {
        // Only the delegate this reinstaller told of the preservation hears its end: a copy another
        // technique put under the key (a closure animation a store preserved) is that technique's.
        for item in installed where item.layer == layer && item.key == key {
            if let removedCopy = item.removedCopy {
                item.awareDelegate(of: removedCopy)?.animationPreservationEnded(removedCopy, restored: false)
            }
        }
        installed.removeAll { $0.layer == layer && $0.key == key }
    }

    /// Re-adds every installed animation that was running at the last removal and is missing now.
    ///
    /// - Returns: the number re-added.
    @discardableResult
    @inlinable public func reinstallMissing() throws(TechniqueError) -> Int {
        var count = 0
        var failure: TechniqueError?
        for index in installed.indices {
            guard let removedCopy = installed[index].removedCopy else { continue }
            installed[index].removedCopy = nil
            let item = installed[index]
            let aware = item.awareDelegate(of: removedCopy)
            guard
                !host.engine.animationKeys(of: item.layer).contains(item.key)
                    || _faults.contains(.reinstallReplacesPresentKey)
            else {
                aware?.animationPreservationEnded(removedCopy, restored: false)
                continue
            }
            var copy = item.animation
            if aware != nil {
                copy.userInfo[PreservationTag.generationKey] = String(PreservationTag.generation(of: removedCopy) + 1)
            }
            do {
                try host.engine.add(copy, forKey: item.key, to: item.layer)
                installed[index].addedAt = host.engine.mediaTime
                aware?.animationPreservationEnded(removedCopy, restored: true)
                count += 1
            } catch {
                aware?.animationPreservationEnded(removedCopy, restored: false)
                failure = failure ?? .engine(error)
            }
        }
        if let failure { throw failure }
        return count
    }

    /// Notes which installed animations are on their layers right now, adding to what earlier
    /// removals noted; a preservation-aware delegate hears that its copy will be re-added.
    @inlinable internal func noteRunning() {
        if _faults.contains(.reinstallOnlyOnce) && hasNoted { return }
        hasNoted = true
        for index in installed.indices where installed[index].removedCopy == nil {
            let item = installed[index]
            guard
                let copy = host.engine.animation(
                    forKey: item.key, of: _faults.contains(.reinstallNotesViewLayerOnly) ? view.layer : item.layer)
                    ?? (reAddsCompleted ? item.animation : nil)
            else { continue }
            // A copy whose active period has ended is not running, though it is still on its layer
            // (retained, or no frame has removed it yet). A zero begin time while the clock has not
            // moved since the add may be one the commit has not stamped yet: such a copy has not
            // started, so it runs. (Whether a frame was rendered since the add does not tell: a
            // copy added by a frame observer or a delegate during that frame is not committed.)
            let beginIsFinal = host.engine.mediaTime > item.addedAt || copy.timing.beginTime != 0
            let countsRetained = _faults.contains(.reinstallReAddsFinishedRetained) && !copy.isRemovedOnCompletion
            if !reAddsCompleted && !countsRetained && beginIsFinal && host.engine._hasCompleted(copy, on: item.layer) {
                continue
            }
            installed[index].removedCopy = copy
            item.awareDelegate(of: copy)?.animationWasPreserved(copy)
        }
    }

    @inlinable internal func handle(_ notification: AppNotification) {
        switch notification {
        case .didEnterBackground where host.isInWindow(view): noteRunning()
        case .willEnterForeground where host.isInWindow(view) && !_faults.contains(.reinstallSkipsForegroundReturn):
            reinstall()
        default: break
        }
    }

    @inlinable internal func handle(_ move: WindowMove) {
        switch move {
        case .willMove(toWindow: nil): noteRunning()
        case .didMove(toWindow: .some): reinstall()
        default: break
        }
    }

    @inlinable internal func reinstall() {
        do {
            try reinstallMissing()
        } catch {
            lastErrorStorage = error
        }
    }
}
