import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

@Suite("Host system removal policy")
struct HostSystemRemovalTests {
    @Test("Policy .all removes every animation when the view leaves its window")
    func allPolicyOnDetach() throws {
        let host = makeHost(policy: .all)
        let window = host.makeWindow()
        let view = host.makeView()
        try host.attach(view, to: window)
        // A sublayer without a view is part of the layer tree and is swept too.
        let bare = host.engine.makeLayer()
        try host.engine.addSublayer(bare, to: view.layer)
        try host.engine.add(ramp(), forKey: "removed", to: view.layer)
        try host.engine.add(ramp(removedOnCompletion: false), forKey: "retained", to: view.layer)
        try host.engine.add(ramp(), forKey: "bare", to: bare)
        host.endTurn()
        try host.detach(view)
        #expect(host.engine.animationKeys(of: view.layer).isEmpty)
        #expect(host.engine.animationKeys(of: bare).isEmpty)
        #expect(story(host).contains(.systemRemoval(.leftWindow(view.id), count: 3)))
    }

    @Test("Policy .onlyRemovedOnCompletion spares retained animations, on detach and on backgrounding")
    func onlyRemovedOnCompletionPolicy() throws {
        let host = makeHost(policy: .onlyRemovedOnCompletion)
        let window = host.makeWindow()
        let detached = host.makeView()
        let stays = host.makeView()
        try host.attach(detached, to: window)
        try host.attach(stays, to: window)
        for view in [detached, stays] {
            try host.engine.add(ramp(), forKey: "removed", to: view.layer)
            try host.engine.add(ramp(removedOnCompletion: false), forKey: "retained", to: view.layer)
        }
        host.endTurn()
        try host.detach(detached)
        #expect(host.engine.animationKeys(of: detached.layer) == ["retained"])
        host.moveToBackground()
        #expect(host.engine.animationKeys(of: stays.layer) == ["retained"])
        #expect(story(host).last == .systemRemoval(.enteredBackground, count: 1))
    }
}
