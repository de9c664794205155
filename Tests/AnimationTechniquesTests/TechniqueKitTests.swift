import AnimationTechniques
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

@Suite("TechniqueKit")
struct TechniqueKitTests {
    /// Resign, background, leave the window, foreground, return, with a kit-made preserver that
    /// the script does not retain itself; the value one second after the return.
    func trip(_ variant: TechniqueVariant) throws -> Double {
        let (host, view, window) = try makeAttachedView()
        let kit = TechniqueKit(host: host, variant: variant)
        kit.preserver(for: view)
        try host.engine.add(ramp(), forKey: "a", to: view.layer)
        try host.advance(to: 2)
        host.moveToBackground()
        try host.detach(view)
        host.moveToForeground()
        try host.advance(to: 3)
        try host.attach(view, to: window)
        try host.advance(to: 4)
        return opacity(host.engine, view.layer)
    }

    @Test("The kit keeps its preservers alive; the overwriting store loses the animation")
    func keepsPreservers() throws {
        // Frozen at 2 until 3, then 1 s: 3.
        #expect(close(try trip(.correct), 3))
        // The second store (at the detach) overwrote the first with nothing: the model value 0.
        #expect(try trip(.storeOverwriting) == 0)
    }

    @Test("The kit's speed changer keeps a paused layer's new speed for the kit's resume")
    func sharedPauser() throws {
        let (host, view, _) = try makeAttachedView()
        let kit = TechniqueKit(host: host)
        try host.engine.add(ramp(), forKey: "a", to: view.layer)
        try host.advance(to: 2)
        try kit.pauser.pause(view.layer)
        try kit.speedChanger.setSpeed(2, of: view.layer)
        try host.advance(to: 3)
        try kit.pauser.resume(view.layer)
        try host.advance(to: 4)
        // Frozen at 2, resumed at 3 at speed 2: 2 + 1·2 = 4.
        #expect(close(opacity(host.engine, view.layer), 4))
    }
}

@Suite("TechniqueKit composition")
struct TechniqueKitCompositionTests {
    @Test("A tree the user paused stays paused through a preserved background trip, then resumes")
    func userPauseSurvivesPreservation() throws {
        let (host, view, _) = try makeAttachedView()
        let kit = TechniqueKit(host: host)
        kit.preserver(for: view)
        try host.engine.add(ramp(), forKey: "a", to: view.layer)
        try host.advance(to: 2)
        try kit.pauser.pause(view.layer)  // frozen at 2
        try host.advance(to: 3)
        host.moveToBackground()
        try host.advance(to: 5)
        host.moveToForeground()
        try host.advance(to: 6)
        #expect(close(opacity(host.engine, view.layer), 2))
        #expect(kit.pauser.isPaused(view.layer))
        try kit.pauser.resume(view.layer)
        try host.advance(to: 7)
        // b′ = 6 − (2 − 0)/1 = 4: at 7, 3.
        #expect(close(opacity(host.engine, view.layer), 3))
    }
}
