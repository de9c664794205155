import Testing

@testable import Conformance

/// A child's standard error is cut to the engine's message and location: the runtime's failure
/// message, the first frames that are not the runtime's, no addresses or offsets.
struct CrashSummaryTests {
    /// A release build's trap prints nothing itself; the backtracer gives message and frames.
    @Test func aBacktraceGivesTheMessageAndTheEnginesFrames() {
        let text = """
            *** Signal 4: Backtracing from 0x55c47edcad4f... done ***

            *** Swift runtime failure: Double value cannot be converted to Int because it is either infinite or NaN ***

            Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

            Thread 0 "t" crashed:

              0 [inlined] [system] 0x000055c47edcad4f Swift runtime failure: Double value cannot be converted in t at //<compiler-generated>
              1                    0x000055c47edcad4f f(_:) + 63 in t at /tmp/bt/t.swift:1:45
              2 [ra]               0x000055c47edcad99 main + 25 in t at /tmp/bt/t.swift:3:7
            ...

            Backtrace took 0.02s
            """
        #expect(
            CrashSummary.lines(of: text) == [
                "Swift runtime failure: Double value cannot be converted to Int because it is either infinite or NaN",
                "at f(_:) in t at /tmp/bt/t.swift:1:45",
                "at main in t at /tmp/bt/t.swift:3:7",
            ])
    }

    /// A fatal error's own line comes first (what the engine printed before it is dropped), the
    /// runtime's frames above the engine's are skipped, and "Program crashed" adds nothing to it.
    @Test func aFatalErrorKeepsItsLineAndSkipsTheRuntimesFrames() {
        let text = """
            engine: rendering at 0.75
            Swift/IntegerTypes.swift:8835: Fatal error: Double value cannot be converted to Int

            *** Signal 4: Backtracing from 0x7f0e1b2c3d4e... done ***

            *** Program crashed: Illegal instruction at 0x00007f0e1b2c3d4e ***

            Thread 0 "conformance" crashed:

            0 0x00007f0e1b2c3d4e closure #1 in _assertionFailure(_:_:file:line:flags:) + 300 in libswiftCore.so
            1 [ra] 0x00007f0e1b2c0000 _assertionFailure(_:_:file:line:flags:) + 200 in libswiftCore.so
            2 [ra] 0x000055d0aa0b1234 static Engine.frameCount(_:) + 60 in conformance at /src/Engine.swift:59:9
            3 [ra] 0x000055d0aa0b2222 Engine.render(atMediaTime:) + 90 in conformance at /src/Engine.swift:70:21
            4 [ra] 0x000055d0aa0b3333 ScriptDriver.run(_:on:) + 10 in conformance at /src/ScriptDriver.swift:20:1

            Registers:
            rax 0x7fefffffffffffff
            """
        #expect(
            CrashSummary.lines(of: text) == [
                "Swift/IntegerTypes.swift:8835: Fatal error: Double value cannot be converted to Int",
                "at static Engine.frameCount(_:) in conformance at /src/Engine.swift:59:9",
                "at Engine.render(atMediaTime:) in conformance at /src/Engine.swift:70:21",
                "at ScriptDriver.run(_:on:) in conformance at /src/ScriptDriver.swift:20:1",
            ])
    }

    /// A signal with no message of the runtime's: "Program crashed" names it, without its address.
    @Test func aCrashWithoutAMessageSaysWhichSignal() {
        let text = """
            *** Program crashed: Bad pointer dereference at 0x0000000000000008 ***

            Thread 1 crashed:

            0 0x000055d0aa0b1234 Engine.node(at:) + 4 in conformance at /src/Engine.swift:12:5
            """
        #expect(
            CrashSummary.lines(of: text) == [
                "Program crashed: Bad pointer dereference",
                "at Engine.node(at:) in conformance at /src/Engine.swift:12:5",
            ])
    }

    /// A chatty engine cannot flood the report: 8 lines of at most 300 characters.
    @Test func chattyOutputIsCut() {
        let long = String(repeating: "x", count: 400)
        let text = (1...10).map { "debug \($0)" }.joined(separator: "\n")
        #expect(CrashSummary.lines(of: text) == (1...8).map { "debug \($0)" })
        #expect(CrashSummary.lines(of: long) == [String(repeating: "x", count: 300) + "…"])
    }
}
