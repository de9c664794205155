import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

@Suite("Host app states")
struct HostAppStateTests {
    @Test("A round trip posts UIKit's four notifications in order, with the removal after didEnterBackground")
    func roundTripOrder() throws {
        let host = makeHost()
        let window = host.makeWindow()
        let view = host.makeView()
        try host.attach(view, to: window)
        try host.engine.add(ramp(), forKey: "a", to: view.layer)
        host.endTurn()
        var heard: [String] = []
        host.observeAppNotifications { notification in
            // What an observer sees at didEnterBackground: the animation is still there.
            heard.append("\(notification.rawValue):\(host.engine.animationKeys(of: view.layer).count)")
        }
        host.clearLog()
        #expect(host.resignActive())
        #expect(host.enterBackground())
        #expect(host.enterForeground())
        #expect(host.becomeActive())
        #expect(
            heard == [
                "willResignActive:1", "didEnterBackground:1", "willEnterForeground:0", "didBecomeActive:0",
            ])
        #expect(
            story(host) == [
                .app(.willResignActive), .app(.didEnterBackground), .systemRemoval(.enteredBackground, count: 1),
                .app(.willEnterForeground), .app(.didBecomeActive),
            ])
        #expect(host.appState == .active)
    }

    @Test("Transitions that do not apply are no-ops returning false")
    func invalidTransitionsAreNoOps() {
        let host = makeHost()
        // Active: only resignActive applies.
        #expect(!host.enterBackground())
        #expect(!host.enterForeground())
        #expect(!host.becomeActive())
        #expect(host.appState == .active)
        #expect(host.resignActive())
        // Inactive: resigning again does nothing.
        #expect(!host.resignActive())
        #expect(!host.enterForeground())
        #expect(host.enterBackground())
        // Background: backgrounding twice does nothing.
        #expect(!host.enterBackground())
        #expect(!host.resignActive())
        #expect(!host.becomeActive())
        #expect(host.appState == .background)
        #expect(
            story(host) == [
                .app(.willResignActive), .app(.didEnterBackground), .systemRemoval(.enteredBackground, count: 0),
            ])
    }

    @Test("moveToBackground and moveToForeground take every step from where the app is")
    func fullSteps() {
        let host = makeHost()
        #expect(host.moveToBackground())
        #expect(!host.moveToBackground())
        #expect(host.moveToForeground())
        #expect(!host.moveToForeground())
        #expect(
            story(host) == [
                .app(.willResignActive), .app(.didEnterBackground), .systemRemoval(.enteredBackground, count: 0),
                .app(.willEnterForeground), .app(.didBecomeActive),
            ])
        // From inactive, moveToForeground is just becomeActive.
        host.resignActive()
        host.clearLog()
        #expect(host.moveToForeground())
        #expect(story(host) == [.app(.didBecomeActive)])
    }

    @Test("Backgrounding removes animations from every window's layers, not from views outside windows")
    func backgroundRemovesWindowLayersOnly() throws {
        let host = makeHost()
        let first = host.makeWindow()
        let second = host.makeWindow()
        let a = host.makeView()
        let child = try host.makeView(parent: a)
        let b = host.makeView()
        let outside = host.makeView()
        try host.attach(a, to: first)
        try host.attach(b, to: second)
        for layer in [a.layer, child.layer, b.layer, outside.layer] {
            try host.engine.add(ramp(), forKey: "x", to: layer)
        }
        host.endTurn()
        host.moveToBackground()
        #expect(host.engine.animationKeys(of: a.layer).isEmpty)
        #expect(host.engine.animationKeys(of: child.layer).isEmpty)
        #expect(host.engine.animationKeys(of: b.layer).isEmpty)
        #expect(host.engine.animationKeys(of: outside.layer) == ["x"])
        // Three layers in windows, one animation each.
        #expect(story(host).last == .systemRemoval(.enteredBackground, count: 3))
    }
}
