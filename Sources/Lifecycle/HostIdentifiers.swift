/// The identity of a window made by a ``Host``: its index in creation order.
public struct WindowID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The position of the window in ``Host/windows``.
    public let index: Int

    /// Creates an identifier; only identifiers a host returned refer to a window.
    @inlinable public init(index: Int) { self.index = index }

    /// Orders windows by creation.
    @inlinable public static func < (lhs: WindowID, rhs: WindowID) -> Bool { lhs.index < rhs.index }

    /// `window#<index>`.
    public var description: String { "window#\(index)" }
}

/// The identity of a view made by a ``Host``: its index in creation order.
public struct ViewID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The position of the view in ``Host/views``.
    public let index: Int

    /// Creates an identifier; only identifiers a host returned refer to a view.
    @inlinable public init(index: Int) { self.index = index }

    /// Orders views by creation.
    @inlinable public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.index < rhs.index }

    /// `view#<index>`.
    public var description: String { "view#\(index)" }
}

/// One of the two callbacks a view receives when its window changes, as `UIView`'s.
///
/// A view's window only changes between `nil` and a window: moving a view from one window to
/// another is a detach followed by an attach.
public enum WindowMove: Hashable, Sendable {
    /// `willMove(toWindow:)`: sent before the move, while the view is still where it was.
    case willMove(toWindow: WindowID?)
    /// `didMoveToWindow()`: sent after the move; the payload is the view's new window.
    case didMove(toWindow: WindowID?)
}

/// A registration made with a ``Host``'s observe methods; pass it to ``Host/removeObserver(_:)``.
public struct ObserverToken: Hashable, Sendable {
    /// The registration's sequence number; registrations are served in this order.
    public let rawValue: Int
}
