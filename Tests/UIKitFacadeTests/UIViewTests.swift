// On Apple platforms the module is UIKit itself (or, on macOS, empty): nothing to test (FACADE.md).
#if !canImport(UIKit) && !canImport(QuartzCore)
import Foundation
import ReferenceEngine
import Testing
import UIKitFacade

/// A view that logs its window and superview callbacks and what its layer held at each.
final class LoggingView: UIView {
    var log: [String] = []

    override func willMove(toWindow newWindow: UIWindow?) {
        log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "w")) keys \(layer.animationKeys() ?? [])")
    }

    override func didMoveToWindow() {
        log.append("didMoveToWindow(\(window == nil ? "nil" : "w")) keys \(layer.animationKeys() ?? [])")
    }

    override func willMove(toSuperview newSuperview: UIView?) { log.append("willMove(toSuperview:)") }
    override func didMoveToSuperview() { log.append("didMoveToSuperview()") }
}

/// A basic animation of `x` from 0 to 10 over 2 s.
func ramp() -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "x")
    animation.fromValue = 0
    animation.toValue = 10
    animation.duration = 2
    return animation
}

@Suite("UIView and UIWindow over the lifecycle host")
struct UIViewTests {
    @Test("A view hears its window moves around the system's removal of its layer's animations")
    func windowMoves() {
        let session = UIFacade.Session(ReferenceEngine())
        session.perform {
            let window = UIWindow(frame: .zero)
            let view = LoggingView()
            window.addSubview(view)
            view.layer.add(ramp(), forKey: "a")
            view.removeFromSuperview()
            #expect(
                view.log == [
                    "willMove(toSuperview:)", "willMove(toWindow: w) keys []", "didMoveToWindow(w) keys []",
                    "didMoveToSuperview()", "willMove(toSuperview:)", "willMove(toWindow: nil) keys [\"a\"]",
                    "didMoveToWindow(nil) keys []", "didMoveToSuperview()",
                ])
            #expect(session.engine.refusals.isEmpty)
        }
    }

    @Test("The view tree answers with the objects added, and the layer tree follows it")
    func treeIdentity() {
        let session = UIFacade.Session(ReferenceEngine())
        session.perform {
            let window = UIWindow()
            let root = UIView()
            let child = LoggingView()
            window.addSubview(root)
            root.addSubview(child)
            #expect(window.subviews.count == 1 && window.subviews.first === root)
            #expect(root.subviews.first === child)
            #expect(child.superview === root)
            #expect(root.superview === window)
            #expect(child.window === window)
            #expect(window.window === window)
            #expect(child.layer.superlayer === root.layer)
            #expect(root.layer.superlayer === window.layer)
            // A cycle is refused and recorded; nothing changes.
            child.addSubview(root)
            #expect(root.superview === window)
            #expect(session.engine.refusals.map(\.error) == [.cycle])
        }
    }

    @Test("Entering the background posts UIKit's notifications with the session's application and removes animations")
    func background() {
        let session = UIFacade.Session(ReferenceEngine())
        session.perform {
            let window = UIWindow()
            let view = UIView()
            window.addSubview(view)
            view.layer.add(ramp(), forKey: "a")
            session.endTurn()
            let heard = Heard(view: view)
            let application = UIApplication.shared
            #expect(application === session.application)
            let names = [
                UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                NSNotification.Name.UIApplicationWillEnterForeground, NSNotification.Name.UIApplicationDidBecomeActive,
            ]
            let tokens = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) { note in
                    heard.record(note.name)
                }
            }
            #expect(session.moveToBackground())
            #expect(application.applicationState == .background)
            #expect(session.moveToForeground())
            #expect(application.applicationState == .active)
            tokens.forEach(NotificationCenter.default.removeObserver)
            #expect(
                heard.entries == [
                    "UIApplicationWillResignActiveNotification [\"a\"]",
                    "UIApplicationDidEnterBackgroundNotification [\"a\"]",
                    "UIApplicationWillEnterForegroundNotification []",
                    "UIApplicationDidBecomeActiveNotification []",
                ])
        }
    }

    @Test("Concurrent sessions observing their own application hear only their own notifications")
    func concurrentSessions() async {
        async let first = Self.countNotifications(trips: 1)
        async let second = Self.countNotifications(trips: 3)
        let counts = await [first, second]
        #expect(counts == [4, 12])
    }

    /// Makes `trips` round trips to the background and counts the notifications heard.
    private static func countNotifications(trips: Int) async -> Int {
        let session = UIFacade.Session(ReferenceEngine())
        let counter = Counter()
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: session.application, queue: nil
        ) { _ in counter.add(1) }
        let others = [
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification,
        ].map { name in
            NotificationCenter.default.addObserver(forName: name, object: session.application, queue: nil) { _ in
                counter.add(1)
            }
        }
        for _ in 0..<trips {
            session.moveToBackground()
            await Task.yield()
            session.moveToForeground()
        }
        NotificationCenter.default.removeObserver(token)
        others.forEach(NotificationCenter.default.removeObserver)
        return counter.value
    }

    @Test("A view made outside any session is inert and its tree calls are recorded")
    func inertView() {
        let before = CAFacade.refusals.count
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(parent.subviews.isEmpty)
        #expect(child.superview == nil)
        #expect(CAFacade.refusals.count >= before + 3)
    }
}

/// What notification handlers heard, with the keys on a view's layer at each; handlers run
/// synchronously on the posting thread, inside the test's task.
final class Heard: @unchecked Sendable {
    let view: UIView
    var entries: [String] = []
    init(view: UIView) { self.view = view }
    /// Logs `name` with the view's animation keys now.
    func record(_ name: Notification.Name) {
        entries.append("\(name.rawValue) \(view.layer.animationKeys() ?? [])")
    }
}

/// A lock-guarded counter for notification handlers.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    /// The count so far.
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
    /// Adds `amount`.
    func add(_ amount: Int) {
        lock.lock()
        defer { lock.unlock() }
        count += amount
    }
}
#endif
