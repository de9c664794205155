import Conformance
import Foundation
import Testing

/// Each law's wall time, only when asked (`--timings`): the clock is read by the runner around
/// each law, and a report without timings is the report it always was.
@Suite struct TimingsReportTests {
    /// A clock that moves a quarter of a second at each reading.
    final class QuarterClock: @unchecked Sendable {
        private let lock = NSLock()
        private var readings = 0
        func read() -> Double {
            lock.withLock {
                readings += 1
                return Double(readings - 1) * 0.25
            }
        }
    }

    @Test func eachLawTakesTheTimeBetweenItsTwoReadings() throws {
        let clock = QuarterClock()
        var configuration = SuiteConfiguration(cases: 5, lawIDs: ["TIME-1", "TIME-2", "ITER-1"], parallelism: 1)
        configuration.clock = { clock.read() }
        let report = try SuiteRunner(engine: .reference()).run(configuration)
        // One law at a time, two readings each: 0 → 0.25, 0.5 → 0.75, 1 → 1.25.
        #expect(report.results.map(\.seconds) == [0.25, 0.25, 0.25])
        let text = report.textReport()
        #expect(text.contains("  time       evidence v/c/i"), "\(text)")
        #expect(text.contains("  0.250 s    "))
        // The three tie, so the slowest are named in catalog order.
        #expect(
            text.contains("time: 0.750 s over 3 laws (summed); slowest: TIME-1 0.250 s, TIME-2 0.250 s, ITER-1 0.250 s")
        )
        #expect(report.jsonReport().contains("\"seconds\" : 0.25"))
        #expect(report.junitReport().contains("name=\"TIME-1\" time=\"0.25\">"))
    }

    @Test func withoutAClockNothingIsTimed() throws {
        let report = try SuiteRunner(engine: .reference()).run(SuiteConfiguration(cases: 5, lawIDs: ["TIME-1"]))
        #expect(report.results.allSatisfy { $0.seconds == nil })
        #expect(!report.jsonReport().contains("\"seconds\""))
        let text = report.textReport()
        #expect(!text.contains("  time  "), "\(text)")
        #expect(!text.contains("\ntime: "))
        #expect(!report.junitReport().contains("time="))
    }

    @Test func theCommandTimesOnlyWithTheFlag() {
        for timings in [false, true] {
            var output = ""
            let status = SuiteCommand.run(
                ["--laws", "TIME-1", "--cases", "5", "--database", "none", "--in-process", "--format", "json"]
                    + (timings ? ["--timings"] : []),
                engines: [.reference()], output: { output += $0 }, error: { _ in })
            #expect(status == 0)
            #expect(output.contains("\"seconds\" : ") == timings, "\(output)")
        }
    }

    @Test func mergeKeepsEachShardsTimesAndNondeterminism() throws {
        let directory = try MergeCommandTests.directory("timings")
        defer { try? FileManager.default.removeItem(at: directory) }
        var first = MergeCommandTests.result("TIME-1", .passed)
        first.seconds = 1.5
        var second = MergeCommandTests.result("CB-2", .failed, token: "CB-2@pt2:x")
        second.seconds = 0.25
        second.nondeterminismSeen = true
        let one = try MergeCommandTests.write(
            MergeCommandTests.report([first]).jsonReport(), "one.json", in: directory)
        let two = try MergeCommandTests.write(
            MergeCommandTests.report([second]).jsonReport(), "two.json", in: directory)
        let json = MergeCommandTests.merge(["--format", "json", one, two])
        #expect(json.errors.isEmpty)
        #expect(json.output.contains("\"seconds\" : 1.5"))
        #expect(json.output.contains("\"seconds\" : 0.25"))
        #expect(json.output.contains("\"nondeterministic\" : true"))
        // The notice is the merged run's, made from its laws.
        #expect(json.output.contains("\"nondeterminism\" : \"the engine answered the same script differently (CB-2)"))
        let text = MergeCommandTests.merge([one, two]).output
        #expect(text.contains("time: 1.750 s over 2 laws (summed); slowest: TIME-1 1.500 s, CB-2 0.250 s"), "\(text)")
        #expect(text.contains("note: the engine answered the same script differently (CB-2)"))
        #expect(text.hasSuffix("my-conformance: 1 passed, 1 failed, 0 skipped\n"))
    }
}
