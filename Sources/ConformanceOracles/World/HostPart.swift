import MediaTiming
import Scripts

/// The host's part of ``WorldModel``: windows, the view tree, the app's state, observers and the
/// blocks waiting for the next turn.
///
/// Written from the host's documentation (its doc comments and SEMANTICS.md §7), not its code: a
/// view that changes window hears `willMove(toWindow:)`, then (leaving) the system removes its
/// subtree's animations, then `didMoveToWindow()`, with each descendant in pre-order, window to
/// window being a detach then an attach; observers hear in registration order, app and window
/// observers interleaved; `didEnterBackground` goes to the observers before the system removes
/// the animations of every window's layers; a turn ends with its commit, then a render and its
/// frame observers, then the blocks scheduled for the next turn in scheduling order.
package struct HostPart {
    /// What an observer listens to.
    package enum Kind: Equatable {
        case app
        case moves(Int)
        case frames
    }

    /// Who registered an observer.
    package enum Owner: Equatable {
        /// A script step (the step's number is the records' `copy`).
        case script(step: Int)
        /// A technique (``TechniqueWorld``'s handle for it).
        case technique(Int)
    }

    /// One registration.
    package struct Observer {
        package var kind: Kind
        package var owner: Owner
        package var isActive = true
    }

    package private(set) var windowCount = 1
    package internal(set) var parents: [Int?] = []
    package internal(set) var subviews: [[Int]] = []
    /// The window of each root view; `nil` for a subview or a detached root.
    package internal(set) var rootWindow: [Int?] = []
    package internal(set) var roots: [[Int]] = [[]]
    /// Whether each index is a plain sublayer (``Step/makeSublayer(parent:)``): an index of the
    /// one space views and plain layers share, which the host knows no view for. It has no
    /// superview, subviews or window of its own here; where it is, the engine part's tree says.
    package internal(set) var isPlain: [Bool] = []
    package internal(set) var phase = AppPhase.active
    package internal(set) var observers: [Observer] = []
    /// The script's own registrations, by registration index (what `removeObserver(n)` names).
    var scriptObservers: [Int] = []
    /// The blocks waiting for the next turn, in scheduling order.
    var blocks: [Block] = []
    /// Whether the system's removals spare retained animations (`Host.removalPolicy`
    /// `.onlyRemovedOnCompletion`, §7.1); the host starts removing all.
    package internal(set) var sparesRetained = false

    /// A block waiting for the next turn.
    enum Block {
        /// Scheduled by a script step (its number is the records' `copy`).
        case script(step: Int)
        /// Scheduled by a technique (``TechniqueWorld``'s identity for it).
        case technique(Int)
    }
    /// Where a view is: its superview, or the window it is a root of; both `nil` when detached.
    struct Place: Equatable {
        var parent: Int?
        var window: Int?
    }

    /// Where `view` is now.
    func place(of view: Int) -> Place { Place(parent: parents[view], window: rootWindow[view]) }

    /// The app's state.
    package enum AppPhase: Equatable {
        case active, inactive, background
    }

    /// The number of indices made so far: views and plain sublayers.
    package var viewCount: Int { parents.count }

    /// Whether `index` names a view (made, and not a plain sublayer): what a host call takes.
    package func isView(_ index: Int) -> Bool { index >= 0 && index < viewCount && !isPlain[index] }

    /// Whether the app is active.
    package var isActive: Bool { phase == .active }

    /// The window `view` is in, through its root.
    package func window(of view: Int) -> Int? {
        guard view >= 0, view < viewCount else { return nil }
        var current = view
        var hops = 0
        while let parent = parents[current], hops <= viewCount {
            current = parent
            hops += 1
        }
        return rootWindow[current]
    }

    /// `view` and its descendants in pre-order.
    package func subtree(of view: Int) -> [Int] {
        guard view >= 0, view < viewCount else { return [] }
        return [view] + subviews[view].flatMap { subtree(of: $0) }
    }

    mutating func append(plain: Bool = false) {
        isPlain.append(plain)
        parents.append(nil)
        subviews.append([])
        rootWindow.append(nil)
    }

    mutating func makeWindow() {
        windowCount += 1
        roots.append([])
    }

    mutating func unlink(_ view: Int) {
        if let parent = parents[view] {
            subviews[parent].removeAll { $0 == view }
            parents[view] = nil
        } else if let window = rootWindow[view] {
            roots[window].removeAll { $0 == view }
            rootWindow[view] = nil
        }
    }

    mutating func link(_ view: Int, parent: Int?, window: Int?) {
        if let parent {
            parents[view] = parent
            subviews[parent].append(view)
        } else if let window {
            rootWindow[view] = window
            roots[window].append(view)
        }
    }

    /// The answers the host's queries give about `view`, spelled as the driver spells them.
    func answers(about view: Int) -> [String] {
        HostQuerySpelling.answers(
            about: view, superview: parents[view], subviews: subviews[view], window: window(of: view),
            subtree: subtree(of: view), roots: Array(roots.prefix(windowCount)))
    }
}
