import AnimationTechniques
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

@Suite("AnimationPreserver")
struct AnimationPreserverTests {
    @Test("A background round trip: the animation shows the value it had and continues")
    func backgroundRoundTrip() throws {
        let (host, view, _) = try makeAttachedView()
        let preserver = AnimationPreserver(host: host, view: view)
        try host.engine.add(ramp(), forKey: "a", to: view.layer)
        try host.advance(to: 2)
        host.moveToBackground()
        #expect(preserver.isHoldingAnimations)
        #expect(host.engine.animationKeys(of: view.layer).isEmpty)
        try host.advance(to: 10)
        host.moveToForeground()
        #expect(!preserver.isHoldingAnimations)
        host.endTurn()
        #expect(close(opacity(host.engine, view.layer), 2))
        try host.advance(to: 11)
        // Resumed at 10 from 2: 3.
        #expect(close(opacity(host.engine, view.layer), 3))
        #expect(preserver.lastError == nil)
        withExtendedLifetime(preserver) {}
    }

    @Test("Leaving and re-entering the window while active")
    func windowRoundTrip() throws {
        let (host, view, window) = try makeAttachedView()
        let preserver = AnimationPreserver(host: host, view: view)
        try host.engine.add(ramp(), forKey: "a", to: view.layer)
        try host.advance(to: 2)
        try host.detach(view)
        #expect(preserver.isHoldingAnimations)
        try host.advance(to: 6)
        try host.attach(view, to: window)
        try host.advance(to: 7)
        // Frozen at 2 from 2 to 6, then 1 s: 3.
        #expect(close(opacity(host.engine, view.layer), 3))
        withExtendedLifetime(preserver) {}
    }

    @Test("Re-entering a window while inactive waits for didBecomeActive")
    func attachWhileInactive() throws {
        let (host, view, window) = try makeAttachedView()
        let preserver = AnimationPreserver(host: host, view: view)
        try host.engine.add(ramp(), forKey: "a", to: view.layer)
        try host.advance(to: 2)
        try host.detach(view)
        host.resignActive()
        try host.attach(view, to: window)
        #expect(preserver.isHoldingAnimations)
        // A background trip now would find nothing to remove, and nothing is lost.
        host.enterBackground()
        host.enterForeground()
        try host.advance(to: 4)
        host.becomeActive()
        #expect(!preserver.isHoldingAnimations)
        try host.advance(to: 5)
        // Frozen at 2 until 4, then 1 s: 3.
        #expect(close(opacity(host.engine, view.layer), 3))
        withExtendedLifetime(preserver) {}
    }

    @Test("Resign, background, leave the window, foreground, return: nothing is lost")
    func storesMerge() throws {
        let (host, view, window) = try makeAttachedView()
        let child = try host.makeView(parent: view)
        let preserver = AnimationPreserver(host: host, view: view)
        try host.engine.add(ramp(), forKey: "a", to: child.layer)
        try host.advance(to: 2)
        host.moveToBackground()
        try host.detach(view)  // second store while the first is held
        host.moveToForeground()  // not in a window: nothing restored
        #expect(preserver.isHoldingAnimations)
        try host.advance(to: 3)
        try host.attach(view, to: window)
        try host.advance(to: 4)
        // Frozen at 2 until 3, then 1 s: 3.
        #expect(close(opacity(host.engine, child.layer), 3))
        withExtendedLifetime(preserver) {}
    }

    @Test("invalidate() stops the preserver")
    func invalidate() throws {
        let (host, view, _) = try makeAttachedView()
        let preserver = AnimationPreserver(host: host, view: view)
        #expect(host.observerCount == 2)
        preserver.invalidate()
        #expect(host.observerCount == 0)
        host.moveToBackground()
        #expect(!preserver.isHoldingAnimations)
        withExtendedLifetime(preserver) {}
    }
}

@Suite("Nested preservers")
struct NestedPreserverTests {
    /// Preservers on a view and on its subview, each with a closure-delegate ramp added at 0.
    func nested(_ trip: (Host<ReferenceEngine>, Host<ReferenceEngine>.View, WindowID) throws -> Void)
        throws -> (values: [Double], flags: [[Bool]])
    {
        let (host, parent, window) = try makeAttachedView()
        let child = try host.makeView(parent: parent)
        let kit = TechniqueKit(host: host)
        kit.preserver(for: child)  // registered first: it hears notifications first
        kit.preserver(for: parent)
        let onParent = try kit.addAnimation(ramp(), forKey: "p", to: parent.layer)
        let onChild = try kit.addAnimation(ramp(), forKey: "c", to: child.layer)
        try host.advance(to: 2)
        try trip(host, parent, window)  // interrupts from 2 to 5
        try host.advance(to: 6)
        let values = [opacity(host.engine, parent.layer), opacity(host.engine, child.layer)]
        try host.advance(to: 30)
        return (values, [onParent.completionFlags, onChild.completionFlags])
    }

    @Test("A window round trip: values continue and each completion fires once, with true")
    func windowTrip() throws {
        let result = try nested { host, parent, window in
            try host.detach(parent)
            try host.advance(to: 5)
            try host.attach(parent, to: window)
        }
        // Frozen at 2 from 2 to 5, then 1 s: 3 on both.
        #expect(close(result.values[0], 3) && close(result.values[1], 3))
        #expect(result.flags == [[true], [true]])
    }

    @Test("A background round trip: values continue and each completion fires once, with true")
    func backgroundTrip() throws {
        let result = try nested { host, _, _ in
            host.moveToBackground()
            try host.advance(to: 5)
            host.moveToForeground()
        }
        #expect(close(result.values[0], 3) && close(result.values[1], 3))
        #expect(result.flags == [[true], [true]])
    }
}
