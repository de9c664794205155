import Conformance
import EngineMutants
import Foundation
import PropertyTesting
import Testing

/// Fuzzing the suite command with the project's own property-testing core: generated argument
/// vectors, replay tokens and expectation files give exit 0, 1 or 2 only, a one-line message with
/// every 2, no crash, and no file outside the paths the vector names.
///
/// Most vectors run in process through ``SuiteCommand/run(_:engines:output:error:)`` (10,000 per
/// run of the tests); a sample runs through the real binary, where argument bytes, the standard
/// streams and the exit status are the operating system's.
@Suite(.serialized) struct CommandFuzzTests {
    /// One generated invocation: the arguments and the text of the expectations file it may name.
    struct Vector: CustomStringConvertible {
        var arguments: [String]
        var expectations: String
        var description: String { "\(arguments) expectations: \(expectations.debugDescription)" }
    }

    /// A directory of its own for the run; every path a vector names is inside it.
    static let directory = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-fuzz-\(getpid())")
        .path

    static let engines: [EngineFactory] = [
        .reference(),
        EngineFactory(name: "mutant:removal-never") { MutantCatalog.mutant("removal-never")!.makeEngine() },
        EngineFactory(name: "misbehaving:nan") { MisbehavingEngine(.nan) },
        EngineFactory(name: "misbehaving:throwing") { MisbehavingEngine(.throwing) },
    ]

    static func strings(_ values: [String]) -> Gen<String> { Gen.element(of: values) }

    static var token: Gen<String> {
        let law = strings(["TIME-1", "CB-2", "ITER-1", "ITER-5", "NOPE-1", "TECH-1/nope", ""])
        let tape = Gen.int(in: 0...300).map { UInt64($0) }.array(count: 0...12)
        return Gen.zip(law, tape, Gen.int(in: 0...6), Gen.int(in: 0...40)).map { law, tape, damage, position in
            // Bound to the law it names, so undamaged tokens replay when the tape fits.
            var body = ReplayToken.encode(tape, context: law)
            switch damage {
            case 1: body = String(body.prefix(max(0, body.count - 1 - position % max(1, body.count))))
            case 2:
                var characters = Array(body)
                let index = 4 + position % max(1, characters.count - 4)
                if index < characters.count { characters[index] = characters[index] == "A" ? "_" : "A" }
                body = String(characters)
            case 3: body = "pt1:" + body.dropFirst(4)
            case 4: body = ["", "pt2:", "pt2:%%", "garbage", "pt2:AAAA\u{0}", "pt2:\u{1F600}"][position % 6]
            default: break
            }
            return damage == 5 ? law + body : law + "@" + body
        }
    }

    static var expectationsFile: Gen<String> {
        let line = strings([
            "TIME-1: known", "CB-2 : drift", "NOPE-9: no such law", "nonsense", "# comment", "", ":", "TIME-1:",
            "ITER-5: removal", "\t ITER-1 :  spaced  ", "TIME-1: twice",
        ])
        return Gen.zip(line.array(count: 0...5), strings(["\n", "\r\n", "\r"]), Gen.bool).map { lines, separator, bom in
            (bom ? "\u{FEFF}" : "") + lines.joined(separator: separator)
        }
    }

    /// A flag with a value drawn for it (valid or not), sometimes spelled `--flag=value`, or a
    /// stray argument.
    static func piece(_ directory: String) -> Gen<[String]> {
        let paths = { (names: [String]) in strings(names.map { $0.hasPrefix("/") ? $0 : directory + "/" + $0 }) }
        let values: [(String, Gen<String>)] = [
            (
                "--engine",
                strings(["reference", "mutant:removal-never", "misbehaving:nan", "misbehaving:throwing", "nope", ""])
            ),
            (
                "--laws",
                strings(["TIME-1", "CB-2", "ITER-5", "TIME-1,CB-2", "NOPE-1", ",", "", "TIME-1,,CB-2", "--cases"])
            ),
            ("--cases", strings(["1", "2", "3", "0", "-1", "x", "99999999999999999999", ""])),
            (
                "--seed",
                Gen.oneOf([
                    Gen.int(in: 0...1000).map { String($0) },
                    strings(["-1", "x", "18446744073709551616", "", "random"]),
                ])
            ),
            ("--format", strings(["text", "json", "junit", "markdown", "xml", ""])),
            ("--tolerance", strings(["0", "1e-6", "nan", "inf", "-1", "x"])),
            ("--jobs", strings(["1", "2", "0", "x"])),
            ("--case-timeout", strings(["1", "0", "x", "1e308"])),
            ("--output", paths(["out.txt", "missing/out.txt", ".", "", "/dev/null", "a\u{0}b", "exp.txt", "art"])),
            ("--artifacts", paths(["art", "art/deeper", "out.txt", "", "/dev/null/x", "exp.txt"])),
            ("--expectations", paths(["exp.txt", "missing.txt", "", "."])),
            ("--replay", token),
            ("--report-file", paths(["report.json", "missing/report.json", ""])),
            ("--progress-file", paths(["progress.txt"])),
            (
                "--database",
                paths(["db", "db2", "none", "", "/dev/null/x", "exp.txt"]).map { $0.hasSuffix("/none") ? "none" : $0 }
            ),
        ]
        let flagged = Gen.int(in: 0...(values.count - 1)).flatMap { index -> Gen<[String]> in
            let (flag, value) = values[index]
            return Gen.zip(value, Gen.int(in: 0...3)).map { value, spelling in
                spelling == 0 ? ["\(flag)=\(value)"] : spelling == 1 ? [flag] : [flag, value]
            }
        }
        let stray = strings([
            "--bogus", "-", "--", "", "list", "help", "\u{0}", "--laws=", "--cases=", "-h", "--isolate",
        ])
        .map { [$0] }
        return Gen.frequency([(8, flagged), (1, stray)])
    }

    static func vectors(_ directory: String, isolate: Bool) -> Gen<Vector> {
        Gen.zip(piece(directory).array(count: 0...6), expectationsFile).map { pieces, expectations in
            // Small runs by default, and the failure database inside the directory rather than in
            // the working directory; a generated flag later on overrides these.
            var arguments =
                ["--laws", "TIME-1", "--cases", "1", "--jobs", "1", "--database", directory + "/db"]
                + pieces.flatMap { $0 }
            // In process, --isolate would start the test binary as the command.
            if !isolate { arguments = arguments.filter { $0 != "--isolate" } }
            return Vector(arguments: Self.confined(arguments, to: directory), expectations: expectations)
        }
    }

    static let pathFlags = [
        "--output", "--artifacts", "--expectations", "--report-file", "--progress-file", "--database",
    ]

    /// `arguments` with every relative path value of a path flag moved into `directory`: a stray
    /// argument such as `-h` becomes a path when it follows `--output`, and the command would
    /// rightly write it in the working directory (the package's, under `swift test`).
    static func confined(_ arguments: [String], to directory: String) -> [String] {
        var result = arguments
        func confine(_ value: String) -> String {
            value.isEmpty || value.hasPrefix("/") || value == "none" ? value : directory + "/" + value
        }
        for index in result.indices {
            if let equals = result[index].firstIndex(of: "="), result[index].hasPrefix("--"),
                pathFlags.contains(String(result[index][..<equals]))
            {
                result[index] =
                    String(result[index][...equals])
                    + confine(String(result[index][result[index].index(after: equals)...]))
            } else if pathFlags.contains(result[index]), index + 1 < result.count, !result[index + 1].hasPrefix("--") {
                result[index + 1] = confine(result[index + 1])
            }
        }
        return result
    }

    /// Whether `path` may exist after running `vector`: a path it names, inside an artifacts
    /// directory it names, or a parent made for one.
    static func allowed(_ path: String, by vector: Vector, in directory: String) -> Bool {
        let named = Set(
            zip(vector.arguments, vector.arguments.dropFirst()).compactMap { flag, value in
                pathFlags.contains(flag) ? value : nil
            }
                + vector.arguments.compactMap { argument -> String? in
                    guard let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") else { return nil }
                    return String(argument[argument.index(after: equals)...])
                }
        ).map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        if path == directory + "/exp.txt" { return true }
        return named.contains { name in path == name || path.hasPrefix(name + "/") || name.hasPrefix(path + "/") }
    }

    /// Empties the directory but for the expectations file, written only when the vector can
    /// read it (most vectors touch no file, and the file system is the fuzz's main cost).
    static func prepare(_ directory: String, _ vector: Vector) {
        let manager = FileManager.default
        if let entries = try? manager.contentsOfDirectory(atPath: directory) {
            for entry in entries where entry != "exp.txt" { try? manager.removeItem(atPath: directory + "/" + entry) }
        } else {
            try? manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        if vector.arguments.contains(where: { $0.contains("exp.txt") })
            || !manager.fileExists(atPath: directory + "/exp.txt")
        {
            _ = manager.createFile(atPath: directory + "/exp.txt", contents: Data(vector.expectations.utf8))
        }
    }

    static func strayFiles(_ directory: String, _ vector: Vector) -> [String] {
        let found = (FileManager.default.subpaths(atPath: directory) ?? []).map { directory + "/" + $0 }
        return found.filter { !allowed($0, by: vector, in: directory) }
    }

    /// The entries of the root and working directories, which no vector names: an empty
    /// `--database` once wrote its files at the root of the disk.
    ///
    /// The working directory's default failure database is left out: other suites run the command
    /// here at the same time and may leave one, while every vector names a database of its own.
    static func unnamedPlaces() -> Set<String> {
        let manager = FileManager.default
        let root = (try? manager.contentsOfDirectory(atPath: "/")) ?? []
        let working = (try? manager.contentsOfDirectory(atPath: manager.currentDirectoryPath)) ?? []
        return Set(root.map { "/" + $0 } + working.filter { $0 != ".conformance" })
    }

    /// Runs the command in `directory`, so a relative path it writes lands where
    /// ``strayFiles(_:_:)`` looks.
    static func runBinary(_ arguments: [String], in directory: String) throws -> CommandTests.Run {
        try CommandTests.run(arguments, in: directory)
    }

    @Test func tenThousandVectorsInProcessExitZeroOneOrTwo() throws {
        let directory = Self.directory + "-in-process"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let before = Self.unnamedPlaces()
        defer {
            #expect(Self.unnamedPlaces().subtracting(before).isEmpty, "\(Self.unnamedPlaces().subtracting(before))")
        }
        var configuration = CheckConfiguration(seed: 14)
        configuration.cases = 10_000
        configuration.maxShrinkEvaluations = 300
        var codes: [Int32: Int] = [:]
        let report = PropertyTesting.check(Self.vectors(directory, isolate: false), configuration: configuration) {
            vector in
            Self.prepare(directory, vector)
            var errors: [String] = []
            let code = SuiteCommand.run(
                vector.arguments, engines: Self.engines, output: { _ in }, error: { errors.append($0) })
            codes[code, default: 0] += 1
            guard [0, 1, 2].contains(code) else { throw FuzzFailure("exit \(code)") }
            if code == 2, errors.count != 1 || errors[0].contains("\n") || errors[0].isEmpty {
                throw FuzzFailure("exit 2 with messages \(errors)")
            }
            if code != 2, !errors.isEmpty { throw FuzzFailure("exit \(code) with messages \(errors)") }
            let stray = Self.strayFiles(directory, vector)
            guard stray.isEmpty else { throw FuzzFailure("files outside the named paths: \(stray)") }
            return true
        }
        #expect(
            report.outcome == .passed, "\(report.counterexample.map { "\($0)" } ?? ""): \(report.failureMessage ?? "")")
        #expect(report.casesRun == 10_000)
        // The vectors reach all three outcomes, so the fuzz exercises runs, not only refusals.
        #expect(codes[0, default: 0] > 100 && codes[1, default: 0] > 10 && codes[2, default: 0] > 1000, "\(codes)")
    }

    @Test func aSampleThroughTheBinaryExitsZeroOneOrTwo() throws {
        let directory = Self.directory + "-binary"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let before = Self.unnamedPlaces()
        defer {
            #expect(Self.unnamedPlaces().subtracting(before).isEmpty, "\(Self.unnamedPlaces().subtracting(before))")
        }
        var configuration = CheckConfiguration(seed: 15)
        configuration.cases = 150
        configuration.maxShrinkEvaluations = 50
        let report = PropertyTesting.check(Self.vectors(directory, isolate: true), configuration: configuration) {
            vector in
            // An argument holding NUL cannot reach a process; the in-process fuzz covers it.
            guard !vector.arguments.contains(where: { $0.utf8.contains(0) }) else { return true }
            Self.prepare(directory, vector)
            let run = try Self.runBinary(vector.arguments, in: directory)
            guard [0, 1, 2].contains(run.status) else { throw FuzzFailure("exit \(run.status): \(run.error)") }
            if run.status == 2, !(run.error.hasPrefix("conformance: ") && run.error.filter({ $0 == "\n" }).count == 1) {
                throw FuzzFailure("exit 2 with \(run.error.debugDescription)")
            }
            let stray = Self.strayFiles(directory, vector)
            guard stray.isEmpty else { throw FuzzFailure("files outside the named paths: \(stray)") }
            return true
        }
        #expect(
            report.outcome == .passed, "\(report.counterexample.map { "\($0)" } ?? ""): \(report.failureMessage ?? "")")
    }
}

struct FuzzFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
