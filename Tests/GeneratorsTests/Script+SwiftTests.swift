import Generators
import MediaTiming
import PropertyTesting
import ReferenceEngine
import Scripts
import Testing

/// Printed scripts are Swift: the golden text below is what the printer gives for
/// ``GoldenScripts``, and the same text is pasted as code in the functions after it, which must
/// rebuild the same script and reproduce the driver's trace.
@Suite struct ScriptSwiftTests {
    static let goldenAnimations = #"""
        let script: Script = [
            .makeView(parent: nil),  // 0
            .makeView(parent: 0),  // 1
            .add(view: 0, key: "p", animation: Animation(keyPath: "opacity", kind: .keyframe(KeyframeValues(values: [1, 0.5], calculationMode: .paced, timingFunctions: [TimingFunction(0.5, 0, 0.5, 1), .`default`])), timing: AnimationTiming(beginTime: 1, duration: 0.25, speed: -1, timeOffset: 0.5, repeatDuration: 3), isCumulative: true, userInfo: ["why": "golden \"quoted\""])),  // 2
            .add(view: 1, key: "s", animation: Animation(keyPath: "position.x", kind: .spring(SpringValues(endpoints: BasicValues(by: -2), mass: 2, stiffness: 50, damping: 0, initialVelocity: 1)), timing: AnimationTiming(duration: 1, repeatCount: .greatestFiniteMagnitude))),  // 3
            .setTiming(view: 1, LayerTiming(beginTime: 0.5, speed: 2, timeOffset: 1)),  // 4
            .setModelValue(view: 0, keyPath: "opacity", value: 1),  // 5
            .add(view: 0, key: "a", animation: Animation(keyPath: "opacity", kind: .basic(BasicValues(from: 0, to: 1)), timing: AnimationTiming(duration: 2))),  // 6
            .add(view: 1, key: "b", animation: Animation(keyPath: "position.x", kind: .keyframe(KeyframeValues(values: [0, 10, 5], keyTimes: [0, 0.25, 1], calculationMode: .cubic)), timing: AnimationTiming(duration: 1, repeatCount: 1.5, autoreverses: true, fillMode: .both), timingFunction: .easeIn, isRemovedOnCompletion: false)),  // 7
            .setTransactionDuration(0.5),  // 8
            .add(view: 0, key: "c", animation: Animation(keyPath: nil, kind: .group([Animation(keyPath: "position.x", kind: .basic(BasicValues(by: 3)))]), timing: AnimationTiming(beginTime: 2.5, duration: 1))),  // 9
            .commit,  // 10
            .advance(by: 0.5),  // 11
            .add(view: 1, key: "b", animation: Animation(keyPath: "opacity", kind: .spring(SpringValues(endpoints: BasicValues(from: 0, to: 1), damping: 5)), timing: AnimationTiming(duration: 1, repeatCount: .infinity), isAdditive: true)),  // 12
            .advance(by: 1.5),  // 13
            .removeAnimation(view: 0, key: "a"),  // 14
            .resignActive,  // 15
            .enterBackground,  // 16
            .enterForeground,  // 17
            .becomeActive,  // 18
            .detach(view: 1),  // 19
            .attach(view: 1),  // 20
            .removeAllAnimations(view: 1),  // 21
            .advance(by: 0),  // 22
        ]
        let trace = ScriptDriver.run(script, on: ReferenceEngine())
        """#

    static let goldenTechniques = #"""
        let script: Script = [
            .makeView(parent: nil),  // 0
            .makeView(parent: nil),  // 1
            .add(view: 0, key: "a", animation: Animation(keyPath: "opacity", kind: .basic(BasicValues(from: 0, to: 4)), timing: AnimationTiming(duration: 4))),  // 2
            .advance(by: 1),  // 3
            .technique(TechniqueStep(.pause, view: 0)),  // 4
            .advance(by: 1),  // 5
            .technique(TechniqueStep(.resume, view: 0)),  // 6
            .technique(TechniqueStep(.changeSpeed(2), view: 0)),  // 7
            .advance(by: 0.5),  // 8
            .technique(TechniqueStep(.store, view: 0)),  // 9
            .resignActive,  // 10
            .enterBackground,  // 11
            .technique(TechniqueStep(.restore, view: 0)),  // 12
            .enterForeground,  // 13
            .becomeActive,  // 14
            .technique(TechniqueStep(.addWithClosures(key: "b"), view: 1, animation: Animation(keyPath: "position.x", kind: .basic(BasicValues(to: 2)), timing: AnimationTiming(duration: 1), isRemovedOnCompletion: false))),  // 15
            .technique(TechniqueStep(.installScrubber(key: "s"), view: 1, variant: "scrub.sameTransactionOffset", animation: Animation(keyPath: "opacity", kind: .basic(BasicValues(from: 0, to: 4)), timing: AnimationTiming(duration: 4)))),  // 16
            .technique(TechniqueStep(.scrub(to: 0.5), view: 1, variant: "scrub.sameTransactionOffset")),  // 17
            .technique(TechniqueStep(.preserve, view: 0)),  // 18
            .technique(TechniqueStep(.reinstall(key: "r"), view: 0, animation: Animation(keyPath: "position.x", kind: .basic(BasicValues(to: 2)), timing: AnimationTiming(duration: 1), isRemovedOnCompletion: false))),  // 19
            .detach(view: 0),  // 20
            .attach(view: 0),  // 21
            .advance(by: 2),  // 22
        ]
        let trace = ScriptDriver.run(script, on: ReferenceEngine())
        """#

    /// The golden text of ``goldenAnimations``, pasted as code.
    static func pastedAnimations() -> (Script, Trace) {
        let script: Script = [
            .makeView(parent: nil),  // 0
            .makeView(parent: 0),  // 1
            .add(
                view: 0, key: "p",
                animation: Animation(
                    keyPath: "opacity",
                    kind: .keyframe(
                        KeyframeValues(
                            values: [1, 0.5], calculationMode: .paced,
                            timingFunctions: [TimingFunction(0.5, 0, 0.5, 1), .`default`])),
                    timing: AnimationTiming(
                        beginTime: 1, duration: 0.25, speed: -1, timeOffset: 0.5, repeatDuration: 3),
                    isCumulative: true, userInfo: ["why": "golden \"quoted\""])),  // 2
            .add(
                view: 1, key: "s",
                animation: Animation(
                    keyPath: "position.x",
                    kind: .spring(
                        SpringValues(
                            endpoints: BasicValues(by: -2), mass: 2, stiffness: 50, damping: 0, initialVelocity: 1)),
                    timing: AnimationTiming(duration: 1, repeatCount: .greatestFiniteMagnitude))),  // 3
            .setTiming(view: 1, LayerTiming(beginTime: 0.5, speed: 2, timeOffset: 1)),  // 4
            .setModelValue(view: 0, keyPath: "opacity", value: 1),  // 5
            .add(
                view: 0, key: "a",
                animation: Animation(
                    keyPath: "opacity", kind: .basic(BasicValues(from: 0, to: 1)), timing: AnimationTiming(duration: 2))
            ),  // 6
            .add(
                view: 1, key: "b",
                animation: Animation(
                    keyPath: "position.x",
                    kind: .keyframe(
                        KeyframeValues(values: [0, 10, 5], keyTimes: [0, 0.25, 1], calculationMode: .cubic)),
                    timing: AnimationTiming(duration: 1, repeatCount: 1.5, autoreverses: true, fillMode: .both),
                    timingFunction: .easeIn, isRemovedOnCompletion: false)),  // 7
            .setTransactionDuration(0.5),  // 8
            .add(
                view: 0, key: "c",
                animation: Animation(
                    keyPath: nil, kind: .group([Animation(keyPath: "position.x", kind: .basic(BasicValues(by: 3)))]),
                    timing: AnimationTiming(beginTime: 2.5, duration: 1))),  // 9
            .commit,  // 10
            .advance(by: 0.5),  // 11
            .add(
                view: 1, key: "b",
                animation: Animation(
                    keyPath: "opacity", kind: .spring(SpringValues(endpoints: BasicValues(from: 0, to: 1), damping: 5)),
                    timing: AnimationTiming(duration: 1, repeatCount: .infinity), isAdditive: true)),  // 12
            .advance(by: 1.5),  // 13
            .removeAnimation(view: 0, key: "a"),  // 14
            .resignActive,  // 15
            .enterBackground,  // 16
            .enterForeground,  // 17
            .becomeActive,  // 18
            .detach(view: 1),  // 19
            .attach(view: 1),  // 20
            .removeAllAnimations(view: 1),  // 21
            .advance(by: 0),  // 22
        ]
        let trace = ScriptDriver.run(script, on: ReferenceEngine())
        return (script, trace)
    }

    /// The golden text of ``goldenTechniques``, pasted as code.
    static func pastedTechniques() -> (Script, Trace) {
        let script: Script = [
            .makeView(parent: nil),  // 0
            .makeView(parent: nil),  // 1
            .add(
                view: 0, key: "a",
                animation: Animation(
                    keyPath: "opacity", kind: .basic(BasicValues(from: 0, to: 4)), timing: AnimationTiming(duration: 4))
            ),  // 2
            .advance(by: 1),  // 3
            .technique(TechniqueStep(.pause, view: 0)),  // 4
            .advance(by: 1),  // 5
            .technique(TechniqueStep(.resume, view: 0)),  // 6
            .technique(TechniqueStep(.changeSpeed(2), view: 0)),  // 7
            .advance(by: 0.5),  // 8
            .technique(TechniqueStep(.store, view: 0)),  // 9
            .resignActive,  // 10
            .enterBackground,  // 11
            .technique(TechniqueStep(.restore, view: 0)),  // 12
            .enterForeground,  // 13
            .becomeActive,  // 14
            .technique(
                TechniqueStep(
                    .addWithClosures(key: "b"), view: 1,
                    animation: Animation(
                        keyPath: "position.x", kind: .basic(BasicValues(to: 2)), timing: AnimationTiming(duration: 1),
                        isRemovedOnCompletion: false))),  // 15
            .technique(
                TechniqueStep(
                    .installScrubber(key: "s"), view: 1, variant: "scrub.sameTransactionOffset",
                    animation: Animation(
                        keyPath: "opacity", kind: .basic(BasicValues(from: 0, to: 4)),
                        timing: AnimationTiming(duration: 4)))),  // 16
            .technique(TechniqueStep(.scrub(to: 0.5), view: 1, variant: "scrub.sameTransactionOffset")),  // 17
            .technique(TechniqueStep(.preserve, view: 0)),  // 18
            .technique(
                TechniqueStep(
                    .reinstall(key: "r"), view: 0,
                    animation: Animation(
                        keyPath: "position.x", kind: .basic(BasicValues(to: 2)), timing: AnimationTiming(duration: 1),
                        isRemovedOnCompletion: false))),  // 19
            .detach(view: 0),  // 20
            .attach(view: 0),  // 21
            .advance(by: 2),  // 22
        ]
        let trace = ScriptDriver.run(script, on: ReferenceEngine())
        return (script, trace)
    }

    @Test func printerPrintsTheGoldenText() {
        #expect(GoldenScripts.animations.swiftSource() == Self.goldenAnimations)
        #expect(GoldenScripts.techniques.swiftSource() == Self.goldenTechniques)
    }

    @Test func pastedAnimationsReproduceTheRun() {
        Self.expectReproduces(GoldenScripts.animations, Self.pastedAnimations())
    }

    @Test func pastedTechniquesReproduceTheRun() {
        Self.expectReproduces(GoldenScripts.techniques, Self.pastedTechniques())
    }

    static func expectReproduces(_ built: Script, _ pasted: (Script, Trace)) {
        let (script, trace) = pasted
        #expect(script == built)
        let expected = ScriptDriver.run(built, on: ReferenceEngine())
        #expect(trace == expected, "\(trace.table(script: script, expected: expected))")
        #expect(trace.firstDifference(from: expected, tolerance: 0) == nil)
        // Every step runs: none is refused or a no-op.
        #expect(trace.steps.allSatisfy { $0.note == nil }, "\(trace.table(script: script))")
    }

    @Test func generatedScriptsPrintOneLinePerStep() throws {
        let gen = ScriptGenerators.script(.everything)
        for seed in 1...200 {
            let script = try gen.run(TestCase(seed: UInt64(seed), size: 100))
            let lines = script.swiftSource().split(separator: "\n", omittingEmptySubsequences: false)
            // The opening line, one per step, the closing bracket and the driver call.
            #expect(lines.count == script.steps.count + 3)
        }
    }
}

/// Numbers print in a spelling that reads back as the same `Double`, signs of zero included, so
/// two scripts that differ print differently (the shrinker's memos file scripts by their text).
@Suite struct SwiftLiteralNumberTests {
    @Test(arguments: [
        0.0, -0.0, 1, -1, 0.1, -2.5, 1e-300, 1e20, 0.30000000000000004, .infinity, -.infinity, .greatestFiniteMagnitude,
    ])
    func aNumberReadsBackAsItself(_ value: Double) throws {
        let text = SwiftLiteral.number(value)
        let readBack: Double
        switch text {
        case ".infinity": readBack = .infinity
        case "-.infinity": readBack = -.infinity
        case ".greatestFiniteMagnitude": readBack = .greatestFiniteMagnitude
        default: readBack = try #require(Double(text), "\(text)")
        }
        #expect(readBack == value && readBack.sign == value.sign, "\(value) printed as \(text)")
    }

    @Test func zeroesOfEitherSignPrintApart() {
        #expect(SwiftLiteral.number(0) == "0")
        #expect(SwiftLiteral.number(-0.0) == "-0.0")
    }
}
