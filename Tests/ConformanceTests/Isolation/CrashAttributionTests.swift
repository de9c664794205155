import Foundation
import Testing

@testable import Conformance
@testable import ConformanceTesting

/// A contained trap says whose code trapped, from the crashed thread's innermost frame that is
/// neither the runtime's nor a thunk: the engine's, the suite's own (a bug to report), or, with no
/// frames, that it could not be told.
struct CrashAttributionTests {
    /// A backtrace whose crashed thread has `frames` under the runtime's own trap frames.
    static func backtrace(_ frames: [String]) -> String {
        let lines = [
            "Fatal error: Index out of range", "", "*** Program crashed: Illegal instruction at 0x00007f0e1b2c3d4e ***",
            "", "Thread 0 \"conformance\" crashed:", "",
            "0 0x00007f0e1b2c3d4e closure #1 in _assertionFailure(_:_:file:line:flags:) + 300 in libswiftCore.so",
            "1 [ra] 0x00007f0e1b2c0000 _assertionFailure(_:_:file:line:flags:) + 200 in libswiftCore.so",
            "2 [inlined] [system] 0x000055d0aa0b1234 specialized Array.subscript.getter in conformance at //<compiler-generated>",
        ]
        let numbered = frames.enumerated().map { "\($0.offset + 3) [ra] 0x000055d0aa0b1234 \($0.element)" }
        return (lines + numbered + ["", "Backtrace took 0.02s"]).joined(separator: "\n")
    }

    /// A source location inside the suite's module `module`, as this build's frames give it.
    static func suiteFile(_ module: String, _ file: String) -> String {
        OutputPath.join(CrashSummary.packageRoot, "Sources/\(module)/\(file)")
    }

    /// Foundation's frames, like the runtime's, are skipped: the engine that called it decides.
    @Test func aFrameInAnEngineIsTheEngines() {
        let text = Self.backtrace([
            "JSONDecoder.decode<A>(_:from:) + 40 in libFoundationEssentials.so",
            "MyEngine.render(atMediaTime:) + 90 in conformance at /Users/me/MyEngine/Sources/MyEngine/Engine.swift:70:21",
            "Host.advance(to:) + 476 in conformance at \(Self.suiteFile("Lifecycle", "Host+RunLoop.swift")):41:24",
        ])
        #expect(CrashSummary.owner(of: text) == .engine)
    }

    /// The reference engine and the mutants are engines under test, though they ship with the suite.
    @Test func theReferenceEngineIsAnEngine() {
        let text = Self.backtrace([
            "ReferenceEngine.render(atMediaTime:) + 9 in conformance at \(Self.suiteFile("ReferenceEngine", "R.swift")):3:1",
            "LawContext.run(_:) + 954 in conformance at \(Self.suiteFile("Conformance", "LawContext.swift")):74:28",
        ])
        #expect(CrashSummary.owner(of: text) == .engine)
    }

    /// A thunk has no module of its own: the frame past it decides.
    @Test func aFrameInALawIsTheSuitesPastRuntimeFramesAndThunks() {
        let text = Self.backtrace([
            "protocol witness for TimingEngine.beginTransaction() in conformance at //<compiler-generated>",
            "closure #4 in static Laws.nested + 12 in conformance at \(Self.suiteFile("Conformance", "Laws/L.swift")):9:5",
            "MyEngine.render(atMediaTime:) + 90 in conformance at /Users/me/MyEngine/Engine.swift:70:21",
        ])
        #expect(CrashSummary.owner(of: text) == .suite)
    }

    /// Generators lives at the package's top level, not under Sources/.
    @Test func theGeneratorsFolderIsTheSuites() {
        let path = OutputPath.join(CrashSummary.packageRoot, "Generators/ScriptRun.swift")
        #expect(
            CrashSummary.owner(of: Self.backtrace(["ScriptRun.perform(_:index:) + 7 in t at \(path):45:24"])) == .suite)
    }

    @Test func noBacktraceOrNoLocationCannotBeTold() {
        #expect(CrashSummary.owner(of: "Fatal error: MisbehavingEngine: trap requested by the test\n") == .unknown)
        #expect(
            CrashSummary.owner(of: Self.backtrace(["MyEngine.render(atMediaTime:) + 90 in libMyEngine.so"])) == .unknown
        )
    }

    /// The words of each owner's trap, through the containment that reports it.
    @Test(arguments: [
        (
            CrashOwner.suite, "the conformance suite crashed (signal \(SIGILL), SIGILL) in case 1",
            "a bug in the suite, not in your engine", "suite crashed"
        ),
        (.engine, "the engine trapped (signal \(SIGILL), SIGILL) in case 1", "", "engine trapped"),
        (
            .unknown, "a case trapped (signal \(SIGILL), SIGILL) in case 1",
            "whose code trapped, the engine's or the suite's, could not be told", "engine trapped"
        ),
    ])
    func eachOwnerHasItsWords(_ owner: CrashOwner, _ opening: String, _ words: String, _ signature: String) throws {
        let law = try #require(LawCatalog.law("TIME-1"))
        let token = SuiteToken.make("TIME-1", variant: "correct", tape: [0])
        let contained = ContainedLaw(engine: .reference(), caseTimeout: 1, expectations: Expectations()) { _ in
            ChildRun(
                outcome: .misbehaved(.trapped(signal: SIGILL)), progress: nil, standardError: ["Fatal error: boom"],
                crashOwner: owner)
        }
        let failure = try #require(contained.replay(try SuiteToken(token), law: law).failure)
        #expect(failure.message.hasPrefix(opening), "\(failure.message)")
        if !words.isEmpty { #expect(failure.message.contains(words)) }
        #expect(failure.signature == signature)
        // The engine's trap reads as it always did, and never as the suite's.
        if owner == .engine { #expect(!failure.message.contains("suite")) }
        // Where it could not be told, the report says how to have it told under `swift test`.
        if owner == .unknown {
            #expect(failure.message.contains("run `SWIFT_BACKTRACE=enable=yes,interactive=no swift test`"))
        }
    }

    /// A law whose own code traps, run in a child that re-runs this test: reported as the
    /// suite's, with the frame in the suite's file; the same engine gives no trap without it.
    @Test(
        .enabled(if: TestPlatform.rerunsTheTestBinary, "the EngineFactory form re-runs the test binary on Linux only"))
    func aTrapPlantedInALawIsTheSuites() throws {
        let law = try #require(LawCatalog.law("TIME-1")).withPlantedTrap()
        let configuration = SuiteConfiguration(cases: 5, parallelism: 1)
        if ChildProcessRunner.request != nil {
            ChildProcessRunner.serve(law: law, engine: .reference(), configuration: configuration)
        }
        let runner = try #require(ConformanceTesting.childRunner(caseTimeout: 10))
        let result = runner.run(law: law, engine: .reference(), configuration: configuration)
        let failure = try #require(result.failure)
        #expect(
            failure.message.hasPrefix("the conformance suite crashed (\(TestPlatform.trapSignal.words)) in case 1"),
            "\(failure.message)")
        #expect(failure.message.contains("a bug in the suite, not in your engine"))
        #expect(failure.message.contains("Law+Testing.swift:"))
        #expect(failure.signature == "suite crashed")
        #expect(!failure.message.contains("the engine trapped"))
        #expect(failure.stepTable == "(none: the suite crashed before the script finished)")
    }
}

/// A build that remaps paths in its debug information gives suite frames under none of the
/// suite's folders; the symbol's module, where the line gives it, still tells them.
struct CrashAttributionByModuleTests {
    /// The planted trap's frame with `demangle=no`, from a build whose paths were remapped.
    static let mangled =
        "$s11Conformance3LawV14stepPastTheEnd2of7Scripts4StepVAF6ScriptV_tFZ + 40 in conformance at "
        + "/remapped/Sources/Conformance/Law+Testing.swift:31:9"

    @Test func aMangledSuiteSymbolIsTheSuitesWhateverItsPath() {
        let decided = CrashSummary.attribution(ofFrame: "3 [ra] 0x00005571 " + Self.mangled, suiteFolders: ["/x/"])
        #expect(decided.owner == .suite)
        #expect(decided.clue == .module)
        #expect(
            CrashSummary.owner(of: CrashAttributionTests.backtrace([Self.mangled]), suiteFolders: ["/x/"]) == .suite)
    }

    @Test func aQualifiedSuiteSymbolIsTheSuitesWithNoPathAtAll() {
        let line = "4 [ra] 0x00005571 static Scripts.Script.steps.getter + 9 in conformance at ./Script.swift:3:1"
        #expect(CrashSummary.attribution(ofFrame: line, suiteFolders: ["/x/"]) == (.suite, .module))
    }

    /// An engine's mangled symbol is no suite module: its absolute path decides, as before.
    @Test func anEngineSymbolIsDecidedByItsPath() {
        let line = "3 [ra] 0x1 $s8MyEngine0aB0V6render11atMediaTimeySd_tF + 9 in t at /remapped/Engine.swift:3:1"
        #expect(CrashSummary.module(ofFrame: line) == "MyEngine")
        #expect(CrashSummary.attribution(ofFrame: line, suiteFolders: ["/x/"]) == (.engine, .path))
        // An extension of Array in the suite's module, after the standard substitution `Sa`.
        #expect(CrashSummary.module(ofFrame: "$sSa11ConformanceSiRszlE4pastSiyF + 24 in t") == "Conformance")
        #expect(CrashSummary.module(ofFrame: "$ss17_assertionFailure__4file + 1 in libswiftCore.so") == "Swift")
    }

    /// The default, simplified names carry no module, and a file named like a module is no module.
    @Test func simplifiedNamesAndFileNamesGiveNoModule() {
        #expect(CrashSummary.module(ofFrame: "static Law.step(_:) + 40 in t at /remapped/t.swift:1:68") == nil)
        #expect(CrashSummary.module(ofFrame: "Engine.run() + 4 in t at Conformance.swift:1:6") == nil)
        #expect(
            CrashSummary.attribution(ofFrame: "Law.step(_:) + 40 in libX.so", suiteFolders: []) == (.unknown, .none))
    }
}

/// Whose code trapped is read from the end of a child's standard error, where the backtrace is,
/// however much the engine printed before it.
struct CrashAttributionLongOutputTests {
    @Test func aBacktraceAfterMoreThan64KiBOfNoiseIsRead() throws {
        let path = OutputPath.join(FileManager.default.temporaryDirectory.path, "noise-\(getpid()).stderr")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let noise = String(repeating: "engine log line: all is well at frame 12345\n", count: 3000)  // 132 000 bytes
        let trace = CrashAttributionTests.backtrace([
            "closure #4 in static Laws.nested + 12 in conformance at "
                + "\(CrashAttributionTests.suiteFile("Conformance", "Laws/L.swift")):9:5"
        ])
        #expect(noise.utf8.count > 2 * 64 * 1024)
        try (noise + trace).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(CrashSummary.owner(ofFile: path) == .suite)
        let text = try #require(CrashSummary.boundedText(ofFile: path))
        #expect(text.utf8.count <= CrashSummary.headBytes + CrashSummary.tailBytes + 3)
        #expect(text.hasSuffix("Backtrace took 0.02s"))
        // The summary keeps the crash's message and the suite's frame, not the noise.
        let lines = ChildLauncher.firstLines(of: path)
        #expect(lines.contains("Fatal error: Index out of range"), "\(lines)")
        #expect(lines.contains { $0.contains("Laws/L.swift:9:5") })
    }

    @Test func aShortFileIsReadWhole() throws {
        let path = OutputPath.join(FileManager.default.temporaryDirectory.path, "short-\(getpid()).stderr")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "one\ntwo\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(CrashSummary.boundedText(ofFile: path) == "one\ntwo\n")
        #expect(CrashSummary.boundedText(ofFile: path + ".missing") == nil)
    }
}
