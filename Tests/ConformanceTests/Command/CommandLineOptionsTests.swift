import Conformance
import Testing

@Suite struct CommandLineOptionsTests {
    @Test func defaults() throws {
        let options = try CommandLineOptions.parse([], environment: [:])
        #expect(options.engine == "reference")
        #expect(options.cases == 1_000)
        #expect(options.format == .text)
        #expect(options.laws == nil)
        // The tolerance is derived unless given.
        #expect(options.tolerance == 1e-6 && options.derivesTolerance)
    }

    @Test func everyOptionParses() throws {
        let options = try CommandLineOptions.parse([
            "--engine", "mutant:removal-never", "--laws", "TIME-1,CB-2", "--cases", "7", "--seed=42",
            "--format", "junit", "--output", "out.xml", "--artifacts", "dir", "--tolerance", "0.001",
            "--jobs", "1", "--isolate", "--expectations", "x.txt", "--replay", "CB-2@pt2:AA",
        ])
        #expect(options.engine == "mutant:removal-never")
        #expect(options.laws == ["TIME-1", "CB-2"])
        #expect(options.cases == 7)
        #expect(options.seed == 42)
        #expect(options.format == .junit)
        #expect(options.output == "out.xml")
        #expect(options.artifacts == "dir")
        #expect(options.tolerance == 0.001)
        #expect(!options.derivesTolerance)
        #expect(options.jobs == 1)
        #expect(options.isolate)
        #expect(options.expectationsFile == "x.txt")
        #expect(options.replay == "CB-2@pt2:AA")
    }

    @Test(arguments: [
        (["--cases", "0"], "--cases needs a positive integer, got '0'"),
        (["--cases"], "--cases needs a value"),
        (["--seed", "-3"], "--seed needs a non-negative integer or 'random', got '-3'"),
        (["--format", "xml"], "--format must be one of text, json, junit, markdown; got 'xml'"),
        (["--frobnicate"], "unknown argument '--frobnicate' (see 'conformance help')"),
        (["--laws", ","], "--laws needs law IDs separated by single commas"),
        (["--laws", "TIME-1,,CB-2"], "--laws needs law IDs separated by single commas"),
        (["--case-timeout", "1e308"], "--case-timeout needs a number of seconds in (0, 3600], got '1e308'"),
        (["--tolerance", "nan"], "--tolerance needs a finite number ≥ 0, got 'nan'"),
        (["--case-timeout", "2", "--in-process"], "--case-timeout needs containment, which --in-process turns off"),
        (["--database", ""], "--database needs a directory or 'none'"),
    ])
    func badArgumentsGiveOneLine(_ arguments: [String], _ message: String) {
        #expect(throws: CommandLineOptions.UsageError(message)) { try CommandLineOptions.parse(arguments) }
    }
}

@Suite struct ExpectationsTests {
    @Test func parsesIDsAndReasonsSkippingCommentsAndBlanks() throws {
        let expectations = try Expectations(
            parsing: "# known\n\nTIME-2: convertTime is lossy here\n  CB-4 : starts at add\n")
        #expect(expectations.reasons == ["TIME-2": "convertTime is lossy here", "CB-4": "starts at add"])
    }

    /// A file saved with CRLF line endings kept the carriage return at the end of every reason.
    @Test func crlfAndCRLineEndingsLeaveNoCarriageReturn() throws {
        let crlf = try Expectations(parsing: "# known\r\n\r\nTIME-2: lossy\r\nCB-4: starts at add\r\n")
        #expect(crlf.reasons == ["TIME-2": "lossy", "CB-4": "starts at add"])
        let cr = try Expectations(parsing: "TIME-2: lossy\rCB-4: late\r")
        #expect(cr.reasons == ["TIME-2": "lossy", "CB-4": "late"])
        #expect(
            throws: Expectations.ParseError(
                line: 3, problem: "expected 'LAW-ID: reason' or 'LAW-ID [signature]: reason'")
        ) {
            try Expectations(parsing: "TIME-1: ok\r\n\r\nnonsense\r\n")
        }
        let bom = try Expectations(parsing: "\u{FEFF}TIME-2: lossy\n")
        #expect(bom.reasons == ["TIME-2": "lossy"])
    }

    @Test func caseTimeoutIsAcceptedWithIsolate() throws {
        let options = try CommandLineOptions.parse(["--case-timeout", "2", "--isolate"])
        #expect(options.caseTimeout == 2)
        #expect(options.isolate)
    }

    @Test func malformedLinesNameTheirLine() {
        #expect(
            throws: Expectations.ParseError(
                line: 2, problem: "expected 'LAW-ID: reason' or 'LAW-ID [signature]: reason'")
        ) {
            try Expectations(parsing: "TIME-1: ok\nnonsense\n")
        }
        #expect(throws: Expectations.ParseError(line: 2, problem: "TIME-1 is listed twice")) {
            try Expectations(parsing: "TIME-1: a\nTIME-1: b\n")
        }
        #expect(
            throws: Expectations.ParseError(
                line: 1, problem: "a law ID, a reason and (when bracketed) a signature are needed")
        ) {
            try Expectations(parsing: "TIME-1:\n")
        }
    }
}

@Suite struct SeedAndCasesFromTheEnvironmentTests {
    @Test func environmentSetsTheDefaultsAndFlagsWin() throws {
        let environment = ["CONFORMANCE_SEED": "0x10", "CONFORMANCE_CASES": "250"]
        let fromEnvironment = try CommandLineOptions.parse([], environment: environment)
        #expect(fromEnvironment.seed == 16)
        #expect(fromEnvironment.cases == 250)
        let flagged = try CommandLineOptions.parse(["--seed", "3", "--cases", "9"], environment: environment)
        #expect(flagged.seed == 3)
        #expect(flagged.cases == 9)
        let plain = try CommandLineOptions.parse([], environment: [:])
        #expect(plain.seed == SuiteConfiguration.defaultSeed)
        #expect(plain.cases == SuiteConfiguration().cases)
    }

    @Test func malformedValuesAreUsageErrors() {
        #expect(throws: CommandLineOptions.UsageError.self) {
            try CommandLineOptions.parse([], environment: ["CONFORMANCE_CASES": "0"])
        }
        #expect(throws: CommandLineOptions.UsageError.self) {
            try CommandLineOptions.parse([], environment: ["CONFORMANCE_SEED": "soon"])
        }
        #expect(throws: CommandLineOptions.UsageError.self) {
            try CommandLineOptions.parse(["--seed", "-1"], environment: [:])
        }
    }

    @Test func randomSeedsDiffer() throws {
        let seeds = try (0..<4).map { _ in try CommandLineOptions.parse(["--seed", "random"], environment: [:]).seed }
        #expect(Set(seeds).count > 1)
    }
}
