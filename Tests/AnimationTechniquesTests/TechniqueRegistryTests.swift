import AnimationTechniques
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

@Suite("TechniqueRegistry")
struct TechniqueRegistryTests {
    @Test("The project's entries are correct, the nine as-published variants, then the deferred scrub")
    func projectEntries() {
        #expect(
            TechniqueRegistry.project.names == [
                "correct", "pause.qa1673Verbatim", "speedChange.mediaTimeBeginTime", "store.unorderedDictionary",
                "store.overwritingStore", "completion.forwardEveryStop", "scrub.sameTransactionOffset",
                "pause.speedBeforeConversion", "preserve.restoreOnAnyWindowReturn", "reinstall.reAddCompleted",
                "scrub.deferredOffset",
            ])
        for entry in TechniqueRegistry.project.implementations {
            #expect(entry.isProjects)
            #expect(!entry.summary.isEmpty)
            // Each variant's entry builds that variant's recipes; the deferred scrub builds correct ones.
            #expect(entry.recipes == (TechniqueVariant(name: entry.name) ?? .correct))
        }
        #expect(TechniqueRegistry.project.implementation(named: "facade.qa1673") == nil)
    }

    @Test("A name is registered once, after the entries there are")
    func registration() throws {
        let mine = TechniqueImplementation(name: "app.pauser", summary: "mine", factory: Plain())
        let registry = try TechniqueRegistry.project.registering(mine)
        #expect(registry.names.last == "app.pauser")
        #expect(registry.implementation(named: "app.pauser")?.isProjects == false)
        #expect(throws: TechniqueRegistry.DuplicateName(name: "app.pauser")) { try registry.registering(mine) }
        #expect(throws: TechniqueRegistry.DuplicateName(name: "correct")) {
            try TechniqueRegistry.project.registering(
                TechniqueImplementation(name: "correct", summary: "a second correct", factory: Plain()))
        }
        // A registry made from a list keeps the first of a repeated name.
        #expect(TechniqueRegistry([mine, mine]).names == ["app.pauser"])
    }

    @Test("A factory that makes nothing keeps the project's families")
    func defaultFactory() {
        let host = Host(engine: ReferenceEngine())
        #expect(Plain().makePauser(host: host) == nil)
        #expect(Plain().makeSpeedChanger(host: host, pauser: LayerPauser(engine: host.engine)) == nil)
    }

    @Test("PausingSpeedChanger keeps a paused layer paused at the new resume speed, retimes any other")
    func pausingSpeedChanger() throws {
        let engine = ReferenceEngine()
        let layer = engine.makeLayer()
        let pauser = LayerPauser(engine: engine)
        let changer = PausingSpeedChanger(engine: engine, pauser: pauser)
        try engine.render(atMediaTime: 2)
        // Running layer: local time 2 at media time 2; at speed 2 it stays 2 now and is 4 a second later.
        try changer.setSpeed(2, of: layer)
        #expect(engine.timing(of: layer).speed == 2)
        #expect(abs(engine.convertTime(2, from: nil, to: layer) - 2) < 1e-12)
        #expect(abs(engine.convertTime(3, from: nil, to: layer) - 4) < 1e-12)
        // Paused layer: stays frozen, resumes at the new speed.
        #expect(try pauser.pause(layer))
        try changer.setSpeed(0.5, of: layer)
        #expect(engine.timing(of: layer).speed == 0)
        #expect(pauser.resumeSpeed(of: layer) == 0.5)
        #expect(throws: TechniqueError.self) { try changer.setSpeed(.infinity, of: layer) }
    }
}

/// A factory that makes no family of its own.
private struct Plain: TechniqueFactory {}
