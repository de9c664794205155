import MediaTiming
import Testing

@testable import ReferenceEngine

/// The engine used through the protocol only, as the suite and the techniques use it.
@Suite struct ProtocolConformanceTests {
    /// Drives any engine: a 0…10 animation over 2 s read at media 1.
    private func halfway<Engine: TimingEngine>(_ engine: Engine) throws -> (Double, TimingProfile, EngineCapabilities) {
        let layer = engine.makeLayer()
        try engine.add(.basic("x", from: 0, to: 10, duration: 2), forKey: "a", to: layer)
        engine.commit()
        try engine.render(atMediaTime: 1)
        return (engine.presentationValue(forKeyPath: "x", of: layer), engine.profile, engine.capabilities)
    }

    @Test func worksThroughTheProtocol() throws {
        let profile = TimingProfile(replacementOrder: .keepPosition, cumulativeReading: .addChange)
        let (value, seenProfile, capabilities) = try halfway(ReferenceEngine(profile: profile))
        #expect(value == 5)  // p = 1/2
        #expect(seenProfile == profile)  // the engine's own profile, not the protocol's default
        #expect(capabilities == .all)
    }

    @Test func faultyEnginesReportTheirFaults() {
        #expect(ReferenceEngine()._faults.isEmpty)
        #expect(ReferenceEngine(_faults: .didStopTwice)._faults == .didStopTwice)
    }
}
