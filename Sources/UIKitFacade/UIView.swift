#if !canImport(UIKit) && !canImport(QuartzCore)
import CoreAnimationFacade
import Foundation
import Lifecycle
import MediaTiming

/// An object that manages the content for a rectangular area on the screen, as UIKit's `UIView`,
/// over a view of the session's lifecycle host.
///
/// A view belongs for life to the session that was ambient (``UIFacade/session``) when it was
/// made; its ``layer`` is a facade `CALayer` of the session's engine, and the layer tree follows
/// the view tree. Override ``willMove(toWindow:)`` and ``didMoveToWindow()`` to hear window
/// changes: the host sends them to the view and each descendant in pre-order, around the system's
/// removal of the subtree's animations when a view leaves its window. A view made outside any
/// session is inert: it has a layer of no engine, and its tree calls are recorded refusals.
///
/// Geometry, drawing, events and `UIView.animate` are not provided (FACADE.md).
open class UIView: UIResponder {
    /// What the view is in the host.
    enum Node {
        case view(SessionHost.View)
        case window(WindowID)
        case inert
    }

    /// The session the view belongs to.
    private(set) weak var session: UIFacade.Session?
    /// The view's node in the host.
    private(set) var node: Node = .inert
    /// The layer; set in every initializer that succeeds.
    private var layerObject: CALayer?

    /// The frame rectangle in the superview's coordinates; kept, not laid out.
    open var frame: CGRect

    /// Creates a view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// Creates a view of the ambient session with `frame`; a `UIWindow` is made a host window.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
        guard let session = UIFacade.session else {
            layerObject = CALayer()  // no engine: inert, and recorded by `CALayer.init()`
            return
        }
        self.session = session
        if let window = self as? UIWindow {
            let id = session.perform { session.host.makeWindow() }
            node = .window(id)
            layerObject = session.host.layer(of: id)
            session.windows.append(window)
            return
        }
        let view = session.perform { session.host.makeView() }
        node = .view(view)
        layerObject = view.layer
        session.views.append(self)
        session.host.observeWindowMoves(of: view) { [weak self, weak session] move in
            guard let self, let session else { return }
            switch move {
            case .willMove(let window): self.willMove(toWindow: session.object(for: window))
            case .didMove: self.didMoveToWindow()
            }
        }
    }

    /// Archiving is not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The view's Core Animation layer.
    open var layer: CALayer { layerObject ?? CALayer() }

    /// The view's subviews, in order (a window's: its root views).
    open var subviews: [UIView] {
        guard let session else { return [] }
        switch node {
        case .view(let view): return session.host.subviews(of: view).compactMap(session.object(for:))
        case .window(let window): return session.host.rootViews(of: window).compactMap(session.object(for:))
        case .inert: return []
        }
    }

    /// The view's superview: its parent view, or for a window's root view the window; nil otherwise.
    open var superview: UIView? {
        guard let session, case .view(let view) = node else { return nil }
        if let parent = session.host.superview(of: view) { return session.object(for: parent) }
        guard let window = session.host.window(of: view),
            session.host.rootViews(of: window).contains(view)
        else { return nil }
        return session.object(for: window)
    }

    /// The view's window, or nil when it is in none.
    open var window: UIWindow? {
        guard let session, case .view(let view) = node else { return nil }
        return session.object(for: session.host.window(of: view))
    }

    /// Adds `view` as the last subview, first removing it from its current place; the view hears
    /// `willMove(toSuperview:)`, its window moves, then `didMoveToSuperview()`.
    ///
    /// Adding a window, an ancestor or a view of another session is refused and recorded.
    open func addSubview(_ view: UIView) {
        let call = "UIView.addSubview(_:)"
        guard let session, view.session === session, case .view(let child) = view.node else {
            refuse(call, .unknownLayer)
            return
        }
        view.willMove(toSuperview: self)
        let node = self.node
        let failure: HostError? = session.perform {
            do throws(HostError) {
                switch node {
                case .view(let parent): try session.host.addSubview(child, to: parent)
                case .window(let window): try session.host.attach(child, to: window)
                case .inert: throw .engine(.unknownLayer)
                }
                return nil
            } catch {
                return error
            }
        }
        if let failure {
            refuse(call, failure.engineError)
            return
        }
        view.didMoveToSuperview()
    }

    /// Detaches the view from its superview or window; a view in neither is left as it is.
    open func removeFromSuperview() {
        guard let session, case .view(let view) = node, superview != nil else { return }
        willMove(toSuperview: nil)
        let failure: HostError? = session.perform {
            do throws(HostError) {
                try session.host.detach(view)
                return nil
            } catch {
                return error
            }
        }
        if let failure {
            refuse("UIView.removeFromSuperview()", failure.engineError)
            return
        }
        didMoveToSuperview()
    }

    /// Tells the view that its window is about to change; does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Tells the view that its window changed; does nothing by default.
    open func didMoveToWindow() {}

    /// Tells the view that its superview is about to change; does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Tells the view that its superview changed; does nothing by default.
    open func didMoveToSuperview() {}

    /// Records a refusal in the session's engine, or the facade's unbound log.
    private func refuse(_ call: String, _ error: TimingEngineError) {
        if let session {
            session.engine.record(call, error)
        } else {
            CAFacade.recordUnbound(call, error)
        }
    }
}

/// A view that is the root of a view tree, as UIKit's `UIWindow`: a window of the host.
open class UIWindow: UIView {
    /// Creates a window of the ambient session.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Archiving is not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// Does nothing: the host has no screen, and every window is shown.
    open func makeKeyAndVisible() {}

    /// The window itself.
    open override var window: UIWindow? { self }
}
#endif
