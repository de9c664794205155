#if !canImport(QuartzCore)
import AnimationTechniques
import FacadeTechniques
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

@Suite("QA1673LayerPauser through the registry")
struct QA1673LayerPauserTests {
    /// The `facade.qa1673` pauser of a run over `host`, as the script driver makes it.
    static func pauser(_ host: Host<ReferenceEngine>) throws -> any LayerPausing<ReferenceEngine> {
        let entry = try #require(FacadeTechniques.registry.implementation(named: "facade.qa1673"))
        return try #require(entry.factory?.makePauser(host: host))
    }

    @Test("The registry lists the project's entries, then facade.qa1673 and facade.app")
    func registry() {
        #expect(FacadeTechniques.registry.names == TechniqueRegistry.project.names + ["facade.qa1673", "facade.app"])
        #expect(FacadeTechniques.registry.implementation(named: "facade.qa1673")?.recipes == .correct)
    }

    @Test("A sped-up, offset layer freezes where it is and resumes at its own speed from there")
    func pauseAndResume() throws {
        let host = Host(engine: ReferenceEngine())
        let engine = host.engine
        let layer = engine.makeLayer()
        // Local time (t − 0)·2 + 0.5.
        try engine.setTiming(LayerTiming(beginTime: 0, speed: 2, timeOffset: 0.5), of: layer)
        let pauser = try Self.pauser(host)
        try engine.render(atMediaTime: 1)
        #expect(try pauser.pause(layer))
        // Frozen at (1 − 0)·2 + 0.5 = 2.5.
        #expect(engine.timing(of: layer).speed == 0)
        #expect(abs(engine.convertTime(1, from: nil, to: layer) - 2.5) < 1e-12)
        #expect(!(try pauser.pause(layer)), "pausing twice equals once")
        #expect(pauser.isPaused(layer))
        #expect(pauser.resumeSpeed(of: layer) == 2)
        try engine.render(atMediaTime: 3)
        #expect(abs(engine.convertTime(3, from: nil, to: layer) - 2.5) < 1e-12)
        #expect(try pauser.resume(layer))
        // b′ = 3 − (2.5 − 0.5)/2 = 2, speed 2 and offset 0.5 back: local time at 4 is (4 − 2)·2 + 0.5 = 4.5.
        let timing = engine.timing(of: layer)
        #expect(timing.speed == 2 && timing.timeOffset == 0.5)
        #expect(abs(timing.beginTime - 2) < 1e-12)
        #expect(abs(engine.convertTime(4, from: nil, to: layer) - 4.5) < 1e-12)
        #expect(!(try pauser.resume(layer)), "resuming without a pause does nothing")
        #expect(!pauser.isPaused(layer) && pauser.resumeSpeed(of: layer) == nil)
    }

    @Test("A child of a paused, sped-up parent resumes through the parent's time, not media time")
    func nested() throws {
        let host = Host(engine: ReferenceEngine())
        let engine = host.engine
        let parent = engine.makeLayer()
        let child = engine.makeLayer()
        try engine.addSublayer(child, to: parent)
        // Parent time 2t; child time (2t − 1)·1 = 2t − 1 once it begins at parent time 1.
        try engine.setTiming(LayerTiming(beginTime: 0, speed: 2, timeOffset: 0), of: parent)
        try engine.setTiming(LayerTiming(beginTime: 1, speed: 1, timeOffset: 0), of: child)
        let pauser = try Self.pauser(host)
        try engine.render(atMediaTime: 1)
        #expect(try pauser.pause(child))
        // Frozen at 2·1 − 1 = 1.
        try engine.render(atMediaTime: 2)
        #expect(try pauser.resume(child))
        // Parent time at 2 is 4, so b′ = 4 − (1 − 0)/1 = 3: at media 2.5 the child shows 5 − 3 = 2.
        #expect(abs(engine.timing(of: child).beginTime - 3) < 1e-12)
        #expect(abs(engine.convertTime(2.5, from: nil, to: child) - 2) < 1e-12)
    }

    @Test("Resume speeds: finite speeds Float holds, only on a layer it paused")
    func resumeSpeeds() throws {
        let host = Host(engine: ReferenceEngine())
        let layer = host.engine.makeLayer()
        let pauser = try Self.pauser(host)
        #expect(!pauser.setResumeSpeed(2, of: layer), "not paused")
        #expect(try pauser.pause(layer))
        #expect(!pauser.setResumeSpeed(.infinity, of: layer))
        #expect(pauser.setResumeSpeed(-1, of: layer))
        #expect(pauser.resumeSpeed(of: layer) == -1)
        #expect(pauser.setResumeSpeed(0, of: layer))
        #expect(try pauser.resume(layer))
        // Resumed at speed 0: frozen at its paused time, 0.
        #expect(host.engine.timing(of: layer).speed == 0)
    }
}
#else
// Apple platforms: FacadeTechniques adds no entry there (see its README section in CONFORMANCE.md).
#endif
