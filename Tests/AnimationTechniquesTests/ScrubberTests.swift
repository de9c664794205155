import AnimationTechniques
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

@Suite("Scrubber")
struct ScrubberTests {
    /// Installs at progress 0, scrubs to 3, leaves the window, scrubs to 5, returns; the values
    /// the frames at 2 (after the first scrub), 3 (right after the return) and 4 showed.
    func script(_ strategy: ScrubStrategy) throws -> [Double] {
        let (host, view, window) = try makeAttachedView()
        var frames: [Double: Double] = [:]
        host.observeFrames { frames[$0] = opacity(host.engine, view.layer) }
        let scrubber = Scrubber(
            host: host, layer: view.layer, animation: ramp(), forKey: "scrub", strategy: strategy, view: view)
        try scrubber.install()
        try host.advance(to: 1)
        try scrubber.setProgress(3)
        try host.advance(to: 2)
        try host.detach(view)
        try scrubber.setProgress(5)
        try host.attach(view, to: window)  // reinstalls by itself
        try host.advance(to: 3)
        try host.advance(to: 4)
        withExtendedLifetime(scrubber) {}
        return [2, 3, 4].map { frames[$0] ?? .nan }
    }

    @Test("Explicit beginTime: the right progress at every frame")
    func explicitBeginTime() throws {
        // timeOffset = 1 + 5 = 6, beginTime 1: e = 5.
        let values = try script(.explicitBeginTime)
        #expect(values.count == 3 && close(values[0], 3) && close(values[1], 5) && close(values[2], 5))
    }

    @Test("Deferred offset: one frame at progress 0, then right")
    func deferredOffset() throws {
        // The reinstall turn commits with timeOffset 0 (stamp 0) and renders 0; the next turn sets 5.
        let values = try script(.deferredOffset)
        #expect(values == [3, 0, 5])
    }

    @Test("As published (same transaction): after the reinstall the progress is off by the progress at install")
    func sameTransaction() throws {
        // First install at progress 0 stamps 0, so 3 shows 3. The reinstall stamps 5: 5 − 5 = 0.
        let values = try script(.sameTransactionOffset)
        #expect(values == [3, 0, 0])
    }

    @Test("A non-finite progress is refused")
    func nonFinite() throws {
        let (host, view, _) = try makeAttachedView()
        let scrubber = Scrubber(host: host, layer: view.layer, animation: ramp(), forKey: "scrub")
        #expect(throws: TechniqueError.self) { try scrubber.setProgress(.infinity) }
        #expect(scrubber.progress == 0)
    }

    @Test("A background trip: reinstalled on willEnterForeground at the latest progress")
    func backgroundTrip() throws {
        let (host, view, _) = try makeAttachedView()
        let scrubber = Scrubber(host: host, layer: view.layer, animation: ramp(), forKey: "scrub", view: view)
        try scrubber.install()
        try scrubber.setProgress(3)
        try host.advance(to: 1)
        host.moveToBackground()
        #expect(!scrubber.isInstalled)
        try scrubber.setProgress(4)
        host.moveToForeground()
        #expect(scrubber.isInstalled)
        try host.advance(to: 2)
        // timeOffset 1 + 4 = 5, beginTime 1: 4.
        #expect(close(opacity(host.engine, view.layer), 4))
    }
}

@Suite("Scrubber release")
struct ScrubberReleaseTests {
    @Test("A release plays on from the scrubbed progress; the next scrub takes over")
    func releaseThenScrub() throws {
        let (host, view, _) = try makeAttachedView()
        let scrubber = Scrubber(host: host, layer: view.layer, animation: ramp(), forKey: "scrub", view: view)
        try scrubber.install()
        try scrubber.setProgress(3)
        try host.advance(to: 1)
        #expect(close(opacity(host.engine, view.layer), 3))
        try scrubber.release()
        try host.advance(to: 3)  // 2 s played: 3 + 2
        #expect(close(opacity(host.engine, view.layer), 5))
        try scrubber.setProgress(1)
        try host.advance(to: 4)
        #expect(close(opacity(host.engine, view.layer), 1))
    }

    @Test("Releasing a released scrubber changes nothing: it does not jump back to the last scrub")
    func releaseTwice() throws {
        let (host, view, _) = try makeAttachedView()
        let scrubber = Scrubber(host: host, layer: view.layer, animation: ramp(), forKey: "scrub", view: view)
        try scrubber.install()
        try scrubber.setProgress(3)
        try host.advance(to: 1)
        try scrubber.release()
        try host.advance(to: 2)  // 1 s played: 3 + 1
        try scrubber.release()
        try host.advance(to: 3)  // still playing on: 3 + 2
        #expect(close(opacity(host.engine, view.layer), 5))
    }
}
