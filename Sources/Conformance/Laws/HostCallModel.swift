import Generators
import Scripts

/// An independent model of what the lifecycle host does with a script's host calls: its windows
/// and view tree, the app's state, its observers and the blocks waiting for the next turn.
///
/// It is written from the host's documentation and SEMANTICS §7 (not from the host's code): a
/// view that changes window hears `willMove(toWindow:)` and then `didMoveToWindow()`, with each
/// of its descendants in pre-order, window to window being a detach then an attach; observers
/// hear in registration order; a turn ends with its commit, then a render's frame observers, then
/// the blocks scheduled for the next turn in scheduling order.
struct HostCallModel {
    /// What one step is expected to tell the script, and which views' animations it strips.
    struct Outcome {
        /// The host records expected, in order: the copy (registering or asking step) and the text.
        var records: [(copy: Int, text: String)] = []
        /// Views that leave every window in the step: their animations are gone after it.
        var stripped: Set<Int> = []
        /// Whether the host refuses the step or does nothing (the driver notes it).
        var isNoOp = false
    }

    enum Observer {
        case app
        case moves(Int)
        case frames
    }

    private(set) var windowCount = 1
    private(set) var parents: [Int?] = []
    private(set) var subviews: [[Int]] = []
    /// The window of each root view; `nil` for a subview or a detached root.
    private(set) var rootWindow: [Int?] = []
    private(set) var roots: [[Int]] = [[]]
    private var phase = "active"
    private var observers: [(kind: Observer, step: Int, isActive: Bool)] = []
    private var blocks: [Int] = []

    /// The number of views made so far.
    var viewCount: Int { parents.count }

    /// The window `view` is in, through its root.
    func window(of view: Int) -> Int? {
        var current = view
        while let parent = parents[current] { current = parent }
        return rootWindow[current]
    }

    /// `view` and its descendants in pre-order.
    func subtree(of view: Int) -> [Int] { [view] + subviews[view].flatMap { subtree(of: $0) } }

    /// Applies `step` (at `index`, ending at media time `mediaTime`) and returns what it should show.
    mutating func apply(_ step: Step, index: Int, mediaTime: Double) -> Outcome {
        var outcome = Outcome()
        switch step {
        case .makeView(let parent):
            guard let parent else {
                append()
                _ = move(viewCount - 1, toWindow: 0, parent: nil, &outcome)
                return outcome
            }
            guard parent < viewCount else {
                outcome.isNoOp = true
                return outcome
            }
            append()
            _ = move(viewCount - 1, toWindow: window(of: parent), parent: parent, &outcome)
        case .host(.makeDetachedView):
            append()
        case .host(.makeWindow):
            windowCount += 1
            roots.append([])
        case .attach(let view):
            attach(view, window: 0, &outcome)
        case .host(.attach(let view, let window)):
            attach(view, window: window, &outcome)
        case .host(.addSubview(let view, let parent)):
            guard view < viewCount, parent < viewCount, !subtree(of: view).contains(parent),
                subviews[parent].last != view
            else {
                outcome.isNoOp = true
                return outcome
            }
            _ = move(view, toWindow: window(of: parent), parent: parent, &outcome)
        case .detach(let view):
            guard view < viewCount, parents[view] != nil || rootWindow[view] != nil else {
                outcome.isNoOp = true
                return outcome
            }
            _ = move(view, toWindow: nil, parent: nil, &outcome)
        case .resignActive: outcome.isNoOp = !transition(from: "active", to: "inactive", &outcome)
        case .enterBackground: outcome.isNoOp = !transition(from: "inactive", to: "background", &outcome)
        case .enterForeground: outcome.isNoOp = !transition(from: "background", to: "inactive", &outcome)
        case .becomeActive: outcome.isNoOp = !transition(from: "inactive", to: "active", &outcome)
        case .host(.moveToBackground):
            let resigned = transition(from: "active", to: "inactive", &outcome)
            outcome.isNoOp = !(transition(from: "inactive", to: "background", &outcome) || resigned)
        case .host(.moveToForeground):
            let entered = transition(from: "background", to: "inactive", &outcome)
            outcome.isNoOp = !(transition(from: "inactive", to: "active", &outcome) || entered)
        case .host(.observe(let view)):
            if let view {
                guard view < viewCount else {
                    outcome.isNoOp = true
                    return outcome
                }
                observers.append((.moves(view), index, true))
            } else {
                observers.append((.app, index, true))
            }
        case .host(.observeFrames):
            observers.append((.frames, index, true))
        case .host(.removeObserver(let observer)):
            guard observers.indices.contains(observer) else {
                outcome.isNoOp = true
                return outcome
            }
            observers[observer].isActive = false
        case .host(.cancelObservers):
            for observer in observers.indices { observers[observer].isActive = false }
        case .host(.scheduleOnNextTurn):
            blocks.append(index)
        case .host(.endTurn):
            runBlocks(&outcome)
        case .advance(let by):
            guard by.isFinite, by >= 0 else { return outcome }
            for observer in observers where observer.isActive {
                if case .frames = observer.kind { outcome.records.append((observer.step, "frame \(mediaTime)")) }
            }
            runBlocks(&outcome)
        case .host(.query(let view)):
            guard view < viewCount else {
                outcome.isNoOp = true
                return outcome
            }
            outcome.records = answers(about: view).map { (index, $0) }
        default:
            break
        }
        return outcome
    }

    private mutating func append() {
        parents.append(nil)
        subviews.append([])
        rootWindow.append(nil)
    }

    private mutating func attach(_ view: Int, window: Int, _ outcome: inout Outcome) {
        // A window the host never made is refused; a view already a root of it is a no-op.
        guard view < viewCount, window < windowCount, rootWindow[view] != window else {
            outcome.isNoOp = true
            return
        }
        _ = move(view, toWindow: window, parent: nil, &outcome)
    }

    /// Moves `view` to the end of `parent`'s subviews, or of `window`'s roots (`parent` nil), or
    /// out of everything (both nil), with the window moves SEMANTICS §7.2 gives.
    private mutating func move(_ view: Int, toWindow target: Int?, parent: Int?, _ outcome: inout Outcome) -> Bool {
        let members = subtree(of: view)
        let old = window(of: view)
        if let old, old != target {
            deliver(members, "willMove(nil)", &outcome)
            outcome.stripped.formUnion(members)
            unlink(view)
            deliver(members, "didMove(nil)", &outcome)
        }
        let attaching = target.flatMap { $0 == window(of: view) ? nil : $0 }
        if let attaching { deliver(members, "willMove(w\(attaching))", &outcome) }
        unlink(view)
        if let parent {
            parents[view] = parent
            subviews[parent].append(view)
        } else if let target {
            rootWindow[view] = target
            roots[target].append(view)
        }
        if let attaching { deliver(members, "didMove(w\(attaching))", &outcome) }
        return true
    }

    private mutating func unlink(_ view: Int) {
        if let parent = parents[view] {
            subviews[parent].removeAll { $0 == view }
            parents[view] = nil
        } else if let window = rootWindow[view] {
            roots[window].removeAll { $0 == view }
            rootWindow[view] = nil
        }
    }

    private func deliver(_ members: [Int], _ text: String, _ outcome: inout Outcome) {
        for member in members {
            for observer in observers where observer.isActive {
                if case .moves(member) = observer.kind { outcome.records.append((observer.step, text)) }
            }
        }
    }

    private mutating func transition(from: String, to: String, _ outcome: inout Outcome) -> Bool {
        guard phase == from else { return false }
        phase = to
        let notification: String
        switch (from, to) {
        case ("active", _): notification = "willResignActive"
        case (_, "background"): notification = "didEnterBackground"
        case ("background", _): notification = "willEnterForeground"
        default: notification = "didBecomeActive"
        }
        for observer in observers where observer.isActive {
            if case .app = observer.kind { outcome.records.append((observer.step, notification)) }
        }
        if to == "background" {
            for view in 0..<viewCount where window(of: view) != nil { outcome.stripped.insert(view) }
        }
        return true
    }

    private mutating func runBlocks(_ outcome: inout Outcome) {
        for block in blocks { outcome.records.append((block, "next turn")) }
        blocks.removeAll()
    }

    /// The answers the host's queries should give about `view` (spelled as the driver spells them).
    func answers(about view: Int) -> [String] {
        HostQuerySpelling.answers(
            about: view, superview: parents[view], subviews: subviews[view], window: window(of: view),
            subtree: subtree(of: view), roots: Array(roots.prefix(windowCount)))
    }
}
