import Foundation
import ReferenceEngine
import Testing

@testable import Conformance

/// An engine author's runner is the whole command under its own name: help, version, lists,
/// coverage, merge and every option of a run, with errors and help that name it.
@Suite struct SuiteCommandDispatchTests {
    struct Outcome {
        var status: Int32
        var output: String
        var errors: [String]
    }

    static let mine = EngineFactory(name: "mine", summary: "my engine") { ReferenceEngine() }

    /// Runs `arguments` on a runner named `swift run my-conformance`, in process.
    static func run(_ arguments: [String]) -> Outcome {
        var output = ""
        var errors: [String] = []
        let status = SuiteCommand.run(
            arguments, engines: [mine], commandName: "swift run my-conformance", output: { output += $0 },
            error: { errors.append($0) })
        return Outcome(status: status, output: output, errors: errors)
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["help"], ["help", "run"], ["--laws", "TIME", "--help"], ["run", "--help"],
    ])
    func theHelpIsTheWholeCommandUnderTheRunnersName(_ arguments: [String]) {
        let help = Self.run(arguments)
        #expect(help.status == 0 && help.errors.isEmpty)
        #expect(help.output.hasPrefix("usage: my-conformance [options]"))
        #expect(!help.output.contains("usage: conformance"))
        for usage in [
            "my-conformance list laws", "my-conformance coverage", "my-conformance merge",
            "my-conformance help [COMMAND]",
        ] {
            #expect(help.output.contains(usage), "\(usage)")
        }
        for option in [
            "--engine NAME", "--laws", "--cases", "--seed", "--replay", "--shard K/N", "--expectations", "--format",
            "--output", "--artifacts", "--database", "--tolerance", "--jobs", "--isolate", "--case-timeout",
            "exit codes:",
        ] {
            #expect(help.output.contains(option), "\(option)")
        }
        // The default engine is the runner's first; examples name the runner as it is run.
        #expect(help.output.contains("the engine (default: mine; see 'my-conformance list engines')"))
        #expect(help.output.contains("swift run my-conformance --shard K/N --format json --output shard-K.json"))
        #expect(help.output.contains("swift run my-conformance merge shard-*.json"))
        // The subcommands that measure the suite say where they are.
        let flowing = help.output.replacingOccurrences(of: "\n", with: " ")
        #expect(
            flowing.contains(
                "mutants, variants, self-check, permitted, pairs, bench, shrink-bench, generators: these measure the suite"
            ))
        #expect(flowing.contains("belong to 'conformance', the command of the MediaTimingConformance package"))
    }

    @Test func eachSubcommandHasItsHelp() {
        for (arguments, prefix) in [
            (["help", "merge"], "usage: my-conformance merge"), (["merge", "--help"], "usage: my-conformance merge"),
            (["list", "--help"], "usage: my-conformance list laws"),
            (["help", "coverage"], "usage: my-conformance coverage"),
        ] {
            let help = Self.run(arguments)
            #expect(help.status == 0, "\(arguments)")
            #expect(help.output.hasPrefix(prefix), "\(arguments)")
            #expect(help.output.contains("exit codes"), "\(arguments)")
        }
        let merge = Self.run(["help", "merge"]).output
        #expect(merge.contains("swift run my-conformance --shard 2/2 --format json --output shard-2.json"))
        #expect(merge.contains("swift run my-conformance merge shard-1.json shard-2.json"))
    }

    @Test(arguments: ["mutants", "variants", "self-check", "permitted", "pairs", "bench", "shrink-bench", "generators"])
    func aSubcommandOfTheSuiteItselfSaysWhereItIs(_ name: String) {
        let run = Self.run([name])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errors == [
                "'\(name)' belongs to 'conformance', the suite's own command: it measures the suite against its reference engine, "
                    + "not your engine (run 'swift run conformance \(name)' in MediaTimingConformance)"
            ])
        let help = Self.run([name, "--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: conformance \(name) …   (not my-conformance: the suite's own command)"))
        #expect(help.output.contains("'swift run conformance help \(name)' there"))
    }

    @Test func versionAndListsNameTheRunnerAndItsEngines() {
        let version = Self.run(["--version"])
        #expect(version.status == 0)
        #expect(
            version.output
                == "my-conformance \(SuiteVersion.current) (MediaTimingConformance; laws: \(LawCatalog.all.count))\n")
        #expect(Self.run(["list", "engines"]).output == "mine  my engine\n")
        let laws = Self.run(["list", "laws"]).output.split(separator: "\n")
        #expect(laws.count == LawCatalog.all.count)
        #expect(laws.first?.hasPrefix("\(LawCatalog.all[0].id)  ") == true)
    }

    @Test(arguments: [
        (["--bogus"], "unknown argument '--bogus' (see 'my-conformance help')"),
        (["--engine", "nope"], "unknown engine 'nope' (see 'my-conformance list engines')"),
        (
            ["--laws", "NOPE-1"],
            "unknown law 'NOPE-1' (see 'my-conformance list laws'; families and globs such as TIME or CB-* work too)"
        ),
        (["frobnicate"], "unknown command 'frobnicate' (see 'my-conformance help')"),
        (["frobnicate", "--help"], "unknown command 'frobnicate' (see 'my-conformance help')"),
        (["help", "nope"], "no help on 'nope'"),
        (["list", "things"], "list needs 'laws', 'engines' or 'techniques'"),
        (["--version", "extra"], "--version takes no other arguments"),
        (["coverage", "--cases", "0"], "--cases needs a positive integer"),
        (["coverage", "--by-law", "--bogus"], "unknown argument '--bogus' for coverage"),
        (["--shard", "3/2"], "--shard K/N needs K from 1 to N, got '3/2'"),
    ])
    func errorsNameTheRunnersCommands(_ arguments: [String], _ message: String) {
        let run = Self.run(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors == [message])
    }

    @Test func theProgramNameIsTheLastWordOfTheCommand() {
        #expect(SuiteCommand.programName("swift run my-conformance") == "my-conformance")
        #expect(SuiteCommand.programName("swift run -c release tween-conformance") == "tween-conformance")
        #expect(SuiteCommand.programName(".build/debug/my-conformance") == "my-conformance")
        #expect(SuiteCommand.programName("") == "conformance")
    }

    @Test func coverageRunsForTheRunner() {
        let coverage = Self.run(["coverage", "--cases", "3", "--seed", "5"])
        #expect(coverage.errors.isEmpty)
        let lines = coverage.output.split(separator: "\n", omittingEmptySubsequences: false)
        // A header, one line per feature of the contract, a blank line, the total and its gaps.
        #expect(lines.first?.hasPrefix("feature ") == true)
        let features = CoverageMatrix.allFeatures.count
        #expect(lines[features + 2].hasPrefix("coverage: "))
        #expect(
            lines[features + 2].hasSuffix(
                " of \(features) features reached by a targeted law in at least 5 % of its cases"))
        #expect(coverage.status == (lines.contains { $0.hasPrefix("  unreached: ") } ? 1 : 0))
    }

    @Test func coverageByLawRunsForTheRunner() {
        let coverage = Self.run(["coverage", "--by-law", "--cases", "3", "--seed", "5"])
        #expect(coverage.errors.isEmpty)
        let lines = coverage.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Each targeted law's heading line, then one line per relevant feature, then the summary.
        let targeted = LawCatalog.all.map(\.id).filter { !CoverageMatrix.backstops.contains($0) }
        #expect(lines.first?.hasPrefix("\(targeted[0]) (3 cases): ") == true)
        let headings = lines.filter { !$0.hasPrefix(" ") && $0.contains(" cases): ") }
        #expect(headings.count == targeted.count)
        let total = targeted.reduce(0) { $0 + LawRelevance.features(of: $1).count }
        let summary = lines.first { $0.hasPrefix("by law: ") } ?? ""
        #expect(summary.contains(" of \(total) relevant features reached in at least 5 % of their law's cases"))
        #expect(coverage.status == (lines.contains { $0.hasPrefix("  under 5 %: ") } ? 1 : 0))
    }
}
