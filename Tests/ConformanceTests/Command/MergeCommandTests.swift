import Conformance
import Foundation
import Testing

/// `merge`: the JSON reports of a run's shards become the report of the whole run, and reports
/// that are not shards of one run are refused in one line.
@Suite(.serialized) struct MergeCommandTests {
    struct Outcome {
        var status: Int32
        var output: String
        var errors: [String]
    }

    /// Runs `merge` of an engine author's runner in process.
    static func merge(_ arguments: [String]) -> Outcome {
        var output = ""
        var errors: [String] = []
        let status = SuiteCommand.run(
            ["merge"] + arguments, engines: [EngineFactory.reference()], commandName: "swift run my-conformance",
            output: { output += $0 }, error: { errors.append($0) })
        return Outcome(status: status, output: output, errors: errors)
    }

    static func result(_ id: String, _ status: LawResult.Status, token: String? = nil) -> LawResult {
        let failure = token.map {
            FailureReport(
                message: "didStop twice", step: 3, swiftSource: "// script", stepTable: "", timeline: "", svg: "",
                replayToken: $0, shrunkSteps: 3, originalSteps: 9, signature: "callbacks:count@advance")
        }
        return LawResult(
            lawID: id, strength: .required, status: status, cases: status == .failed ? 4 : 10, failure: failure,
            evidence: EvidenceCounts(values: 7, callbacks: 2, instants: 5),
            engineRuns: EngineRunCounts(finding: 10, shrinking: 6))
    }

    static func report(_ results: [LawResult], engine: String = "mine", seed: UInt64 = 7, cases: Int = 10)
        -> SuiteReport
    {
        SuiteReport(
            engineName: engine, seed: seed, cases: cases, results: results,
            laws: results.map { LawCatalog.law($0.lawID)! })
    }

    /// A fresh directory, removed by the caller.
    static func directory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-merge-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, _ name: String, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func mergesInCatalogOrderSummingTheCounts() throws {
        let directory = try Self.directory("order")
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try Self.write(
            Self.report([Self.result("CB-2", .failed, token: "CB-2@pt2:XYZ")]).jsonReport(), "1.json", in: directory)
        let second = try Self.write(
            Self.report([Self.result("TIME-1", .passed), Self.result("TIME-2", .skipped(reason: "needs nestedLayers"))])
                .jsonReport(),
            "2.json", in: directory)
        let json = Self.merge(["--format", "json", first, second])
        #expect(json.status == 1)  // CB-2 is required and failed
        #expect(json.errors.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        // The catalog puts the time-mapping family before the callbacks.
        let laws = try #require(document["laws"] as? [[String: Any]])
        #expect(laws.map { $0["id"] as? String } == ["TIME-1", "TIME-2", "CB-2"])
        #expect(laws.map { $0["cases"] as? Int } == [10, 10, 4])
        #expect(laws.map { $0["status"] as? String } == ["pass", "skip", "FAIL"])
        #expect(document["passed"] as? Int == 1 && document["failed"] as? Int == 1 && document["skipped"] as? Int == 1)
        #expect(
            document["engine"] as? String == "mine" && document["seed"] as? Int == 7 && document["cases"] as? Int == 10)
        #expect(document["version"] as? String == SuiteVersion.current)
        let evidence = laws[0]["evidence"] as? [String: Int]
        #expect(evidence == ["values": 7, "callbacks": 2, "instants": 5])
        let runs = laws[2]["engineRuns"] as? [String: Int]
        #expect(runs == ["finding": 10, "shrinking": 6])
        // Text: the replay line names the runner that merged, and the summary is the whole run's.
        let text = Self.merge([second, first])
        #expect(text.status == 1)
        #expect(text.output.contains("swift run my-conformance --engine mine --replay 'CB-2@pt2:XYZ'"))
        #expect(text.output.hasSuffix("conformance: 1 passed, 1 failed, 1 skipped\n"))
        // --output writes the file and prints nothing.
        let out = directory.appendingPathComponent("merged.xml").path
        let junit = Self.merge(["--format=junit", "--output", out, first, second])
        #expect(junit.status == 1 && junit.output.isEmpty)
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("tests=\"3\" failures=\"1\""))
        // One shard that passed on its own merges to a run that passes.
        #expect(Self.merge([second]).status == 0)
    }

    @Test func refusesReportsThatAreNotShardsOfOneRun() throws {
        let directory = try Self.directory("refuse")
        defer { try? FileManager.default.removeItem(at: directory) }
        let passing = Self.report([Self.result("TIME-1", .passed)])
        let a = try Self.write(passing.jsonReport(), "a.json", in: directory)
        func file(_ name: String, _ report: SuiteReport) throws -> String {
            try Self.write(report.jsonReport(), name, in: directory)
        }
        let otherEngine = try file("engine.json", Self.report([Self.result("CB-2", .passed)], engine: "other"))
        let otherSeed = try file("seed.json", Self.report([Self.result("CB-2", .passed)], seed: 8))
        let otherCases = try file("cases.json", Self.report([Self.result("CB-2", .passed)], cases: 50))
        let overlap = try file(
            "overlap.json", Self.report([Self.result("TIME-1", .passed), Self.result("CB-2", .passed)]))
        let twice = try file(
            "twice.json", Self.report([Self.result("TIME-1", .passed), Self.result("TIME-1", .passed)]))
        let version = try Self.write(
            passing.jsonReport().replacingOccurrences(
                of: "\"version\" : \"\(SuiteVersion.current)\"", with: "\"version\" : \"0.0.1\""),
            "version.json", in: directory)
        let unknownLaw = try Self.write(
            passing.jsonReport().replacingOccurrences(of: "\"TIME-1\"", with: "\"NOPE-1\""), "law.json", in: directory)
        let garbled = try Self.write("{\"engine\": 3}", "garbled.json", in: directory)
        let cases: [([String], String)] = [
            ([a, otherEngine], "cannot merge: '\(a)' is from engine 'mine', '\(otherEngine)' from engine 'other'"),
            ([a, otherSeed], "cannot merge: '\(a)' is from seed 7, '\(otherSeed)' from seed 8"),
            (
                [a, otherCases],
                "cannot merge: '\(a)' is from a run of 10 cases per law, '\(otherCases)' from a run of 50"
            ),
            (
                [a, version],
                "cannot merge: '\(a)' is from suite version \(SuiteVersion.current), '\(version)' from suite version 0.0.1"
            ),
            (
                [version],
                "cannot merge: the reports are from suite version 0.0.1, this command is \(SuiteVersion.current) (merge with the version that ran them)"
            ),
            ([a, overlap], "cannot merge: TIME-1 is in both '\(a)' and '\(overlap)' (each law belongs to one shard)"),
            ([a, a], "cannot merge: TIME-1 is in both '\(a)' and '\(a)' (each law belongs to one shard)"),
            ([twice], "cannot merge: TIME-1 is twice in '\(twice)' (each law belongs to one shard)"),
            (
                [unknownLaw],
                "'\(unknownLaw)' reports law 'NOPE-1', which suite version \(SuiteVersion.current) does not have"
            ),
            ([a, garbled], "'\(garbled)' is not a JSON report of a run (write one with --format json)"),
            ([a, "/no/such/shard.json"], "cannot read the report '/no/such/shard.json'"),
            (
                [],
                "merge needs the JSON reports to merge, such as shard-1.json shard-2.json (see 'my-conformance help merge')"
            ),
            (["--format", "xml", a], "--format must be one of text, json, junit, markdown; got 'xml'"),
            (["--bogus", a], "unknown argument '--bogus' for merge (see 'my-conformance help merge')"),
            (
                [a, "--output", "/proc/no/such/merged.txt"],
                "--output '/proc/no/such/merged.txt': the directory '/proc/no/such' does not exist"
            ),
        ]
        for (arguments, message) in cases {
            let outcome = Self.merge(arguments)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.output.isEmpty, "\(arguments)")
            #expect(outcome.errors == [message])
        }
    }

    /// Both shards of a run, merged, report every law as the unsharded run does, to the byte.
    @Test(arguments: [
        ["--cases", "4"],
        ["--engine", "mutant:did-stop-twice", "--laws", "CB-*,TIME-1,LIFE-*", "--cases", "12"],
    ])
    func theShardsMergedAreTheWholeRun(_ run: [String]) throws {
        let directory = try Self.directory("shards")
        defer { try? FileManager.default.removeItem(at: directory) }
        let common = run + ["--database", "none", "--format", "json", "--output"]
        let whole = directory.appendingPathComponent("whole.json").path
        let shards = (1...2).map { directory.appendingPathComponent("shard-\($0).json").path }
        let wholeRun = try CommandTests.run(common + [whole])
        #expect(wholeRun.error.isEmpty)
        for (index, shard) in shards.enumerated() {
            let shardRun = try CommandTests.run(common + [shard, "--shard", "\(index + 1)/2"])
            #expect(shardRun.error.isEmpty)
        }
        let merged = try CommandTests.run(["merge", "--format", "json"] + shards)
        #expect(merged.status == wholeRun.status)
        #expect(merged.error.isEmpty)
        let expected = try String(contentsOfFile: whole, encoding: .utf8)
        #expect(merged.output == expected)
        // The shards split the laws between them, in halves.
        func ids(_ path: String) throws -> [String] {
            let document =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
            return (document?["laws"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        }
        let (first, second, all) = (try ids(shards[0]), try ids(shards[1]), try ids(whole))
        #expect(Set(first).isDisjoint(with: second))
        #expect(Set(first + second) == Set(all))
        #expect(abs(first.count - second.count) <= 1)
        if run.contains("mutant:did-stop-twice") {
            // The mutant delivers didStop twice: CB-2 fails in the whole run, so in the merged one.
            #expect(merged.status == 1)
            #expect(merged.output.contains("\"id\" : \"CB-2\""))
        }
    }
}
