import Foundation
import Testing

/// `--engine chaos` and `--engine chaos:SEED` name the chaos engine; a bad seed is a usage error.
@Suite struct ChaosCommandTests {
    @Test(arguments: [
        ["--engine", "chaos:x"], ["--engine=chaos:-1"], ["--engine", "chaos:"],
        ["--engine", "chaos:18446744073709551616"], ["--engine", "chaos:+1"],
    ])
    func aBadSeedIsOneLineAndExitCodeTwo(_ arguments: [String]) throws {
        let run = try CommandTests.run(arguments + ["--laws", "TIME-1", "--cases", "1", "--database", "none"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("conformance: --engine chaos:"), "\(run.error)")
        #expect(run.error.filter { $0 == "\n" }.count == 1, "\(run.error)")
    }

    @Test func theListNamesTheChaosEngine() throws {
        let run = try CommandTests.run(["list", "engines"])
        #expect(run.status == 0)
        #expect(
            run.output.split(separator: "\n").contains {
                $0.hasPrefix("chaos  the reference engine declaring every capability")
            })
    }

    /// One seed, one report: the same run twice prints the same bytes, and names the engine.
    @Test func aSeededRunIsAReportAndRepeatsToTheByte() throws {
        let arguments = [
            "--engine", "chaos:7", "--laws", "TIME-1,CB-2,TRANS-9", "--cases", "10", "--in-process", "--database",
            "none",
        ]
        let first = try CommandTests.run(arguments)
        let second = try CommandTests.run(arguments)
        #expect(first.status == 1, "\(first.error)")
        #expect(first.output.contains("engine: chaos:7") || first.output.contains("chaos:7"))
        #expect(first.output.last == "\n")
        #expect(first.output == second.output)
    }
}
