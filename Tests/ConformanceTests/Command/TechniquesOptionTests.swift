import AnimationTechniques
import Foundation
import ReferenceEngine
import Testing

@testable import Conformance

/// `--techniques NAME` and `list techniques`, through the command an engine author's runner calls.
@Suite struct TechniquesOptionTests {
    struct Outcome {
        var status: Int32
        var output: String
        var errors: [String]
    }

    static let mine = EngineFactory(name: "mine", summary: "my engine") { ReferenceEngine() }

    static func run(_ arguments: [String], techniques: TechniqueRegistry = .project) -> Outcome {
        var output = ""
        var errors: [String] = []
        let status = SuiteCommand.run(
            arguments, engines: [mine], techniques: techniques, commandName: "swift run my-conformance",
            output: { output += $0 }, error: { errors.append($0) })
        return Outcome(status: status, output: output, errors: errors)
    }

    @Test func parsesTheName() throws {
        #expect(try CommandLineOptions.parse(["--techniques", "facade.qa1673"]).techniques == "facade.qa1673")
        #expect(try CommandLineOptions.parse(["--techniques=correct"]).techniques == "correct")
        #expect(try CommandLineOptions.parse([]).techniques == nil)
        #expect(throws: CommandLineOptions.UsageError("--techniques needs a value")) {
            try CommandLineOptions.parse(["--techniques"])
        }
    }

    @Test func anUnknownNameIsOneLineAndExitCode2() {
        let outcome = Self.run(["--techniques", "nope", "--in-process", "--database", "none"])
        #expect(outcome.status == 2)
        #expect(outcome.errors == ["unknown technique implementation 'nope' (see 'my-conformance list techniques')"])
        #expect(outcome.output.isEmpty)
    }

    @Test func listsTheRegistry() throws {
        let listed = Self.run(["list", "techniques"])
        #expect(listed.status == 0 && listed.errors.isEmpty)
        let names = listed.output.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(names == TechniqueRegistry.project.names)
        #expect(listed.output.hasPrefix("correct  the project's techniques, every one correct\n"))
        struct None: TechniqueFactory {}
        let mine = try TechniqueRegistry.project.registering(
            TechniqueImplementation(name: "app.mine", summary: "ours", factory: None()))
        #expect(Self.run(["list", "techniques"], techniques: mine).output.hasSuffix("app.mine  ours\n"))
    }

    @Test("Naming the project's correct techniques changes no byte of a report")
    func projectEntryIsByteIdentical() {
        let common =
            ["--laws", "TECH-1,TECH-8,TECH-13,CB-7", "--cases", "6", "--format", "json", "--in-process"]
            + ["--database", "none"]
        let plain = Self.run(common)
        let named = Self.run(common + ["--techniques", "correct"])
        #expect(plain.status == 0 && named.status == 0)
        #expect(!plain.output.isEmpty)
        #expect(plain.output == named.output)
    }

    @Test("A run over an implementation says so, and runs only the laws that judge the techniques")
    func namesTheImplementation() throws {
        let outcome = Self.run(
            ["--techniques", "pause.qa1673Verbatim", "--cases", "30", "--format", "json", "--in-process"]
                + ["--database", "none"])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(json["engine"] as? String == "mine (techniques: pause.qa1673Verbatim)")
        let laws = (json["laws"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(laws == LawCatalog.all.filter(\.judgesTechniques).map(\.id))
        // QA1673 as published forces speed 1 on resume: TECH-1 catches it, so the run fails.
        #expect(outcome.status == 1)
    }
}
