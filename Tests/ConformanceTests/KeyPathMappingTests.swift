import Conformance
import Generators
import MediaTiming
import ReferenceEngine
import Testing

/// An engine with its own property names passes once it maps the suite's onto them.
@Suite struct KeyPathMappingTests {
    /// The reference engine, but it knows only its own four property names.
    final class OwnNamesEngine: ForwardingEngine<ReferenceEngine> {
        static let names: Set<String> = ["position.x", "position.y", "alpha", "frame.origin.x"]

        init() { super.init(ReferenceEngine()) }

        private static func known(_ animation: Animation) -> Bool {
            (animation.keyPath.map(names.contains) ?? true) && animation.children.allSatisfy(known)
        }
        override func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            guard Self.names.contains(keyPath) else { throw .invalidValue("no property \(keyPath)") }
            try super.setModelValue(value, forKeyPath: keyPath, of: layer)
        }
        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            guard Self.known(animation) else { throw .invalidValue("animates an unknown property") }
            try super.add(animation, forKey: key, to: layer)
        }
        override func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
            Self.names.contains(keyPath) ? super.presentationValue(forKeyPath: keyPath, of: layer) : .nan
        }
    }

    static let mapping = ["x": "position.x", "y": "position.y", "opacity": "alpha", "position.x": "frame.origin.x"]

    @Test func theMappedEnginePassesEveryLaw() throws {
        let engine = try EngineFactory(name: "own names", keyPaths: Self.mapping) { OwnNamesEngine() }
        let report = try SuiteRunner(engine: engine).run(SuiteConfiguration(cases: 30))
        let failing = report.results.filter(\.failsRun).map(\.lawID)
        #expect(failing.isEmpty, "\(failing)")
    }

    @Test func withoutTheMappingItFails() throws {
        let engine = EngineFactory(name: "own names, unmapped") { OwnNamesEngine() }
        let report = try SuiteRunner(engine: engine).run(
            SuiteConfiguration(cases: 30, lawIDs: ["INTERP-4", "TRANS-5"]))
        #expect(report.results.allSatisfy { $0.failsRun })
    }

    /// Hears the key paths of the descriptions passed to it.
    final class KeyPathRecorder: AnimationDelegate {
        var heard: [String] = []
        func animationDidStart(_ animation: Animation) { heard.append("start \(animation.keyPath ?? "-")") }
        func animationDidStop(_ animation: Animation, finished: Bool) {
            heard.append("stop \(animation.keyPath ?? "-")")
        }
    }

    /// The defect: the mapping renamed the key paths going in and coming back from
    /// `animation(forKey:)`, but a delegate was handed the engine's stored copy as it was, with
    /// `position.x` where the suite had added `x`. The stored copy read back keeps the suite's
    /// own delegate, not a wrapper.
    @Test func delegatesHearTheSuitesKeyPaths() throws {
        let engine = try EngineFactory(name: "own names", keyPaths: Self.mapping) { OwnNamesEngine() }.makeEngine()
        let layer = engine.makeLayer()
        let recorder = KeyPathRecorder()
        var animation = Animation.basic("x", from: 0, to: 10, duration: 1)
        animation.delegate = recorder
        try engine.add(animation, forKey: "move", to: layer)
        engine.commit()
        let stored = try #require(engine.animation(forKey: "move", of: layer))
        #expect(stored.keyPath == "x")
        #expect(stored.delegate === recorder)
        try engine.render(atMediaTime: engine.mediaTime + 0.5)
        try engine.render(atMediaTime: engine.mediaTime + 2)
        #expect(recorder.heard == ["start x", "stop x"])
    }

    @Test func mappingsThatMergeKeyPathsAreRefused() {
        #expect(throws: KeyPathMapping.Invalid.self) { try KeyPathMapping(["x": "position.x", "y": "position.x"]) }
        // `position.x` is itself a suite key path: mapping `x` onto it without moving it is a merge too.
        #expect(throws: KeyPathMapping.Invalid.self) { try KeyPathMapping(["x": "position.x"]) }
        #expect(throws: KeyPathMapping.Invalid.self) { try KeyPathMapping(["x": ""]) }
        let mapping = try? KeyPathMapping(Self.mapping)
        #expect(mapping?.engineName("opacity") == "alpha")
        #expect(mapping?.suiteName("frame.origin.x") == "position.x")
    }
}
