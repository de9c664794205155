import Conformance
import Testing

/// The command explains itself: every subcommand has a help with its exit codes, and a version.
@Suite(.serialized) struct HelpCommandTests {
    @Test(arguments: [["--help"], ["-h"], ["help"], ["mutants", "--help"], ["variants", "--help"], ["bench", "--help"],
                      ["list", "--help"], ["coverage", "--help"], ["shrink-bench", "--help"], ["generators", "--help"],
                      ["help", "coverage"], ["--laws", "TIME", "--help"]])
    func helpExitsZeroWithExitCodes(_ arguments: [String]) throws {
        let run = try CommandTests.run(arguments)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("usage: conformance"))
        #expect(run.output.contains("exit codes"))
        #expect(run.error.isEmpty)
    }

    @Test func mainHelpNamesEveryOptionAndItsDefault() throws {
        let help = try CommandTests.run(["--help"]).output
        for option in ["--engine", "--laws", "--cases", "--seed", "--replay", "--expectations", "--format", "--output",
                       "--artifacts", "--database", "--tolerance", "--jobs", "--isolate", "--case-timeout"] {
            #expect(help.contains(option), "\(option)")
        }
        #expect(help.contains("cases per law (default: \(SuiteConfiguration().cases);"))
        #expect(help.contains("examples:"))
    }

    @Test func versionNamesTheSuite() throws {
        let run = try CommandTests.run(["--version"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("conformance 0."))
        #expect(try CommandTests.run(["--version", "extra"]).status == 2)
        #expect(try CommandTests.run(["help", "nope"]).status == 2)
    }
}
