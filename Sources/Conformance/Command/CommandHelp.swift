import Generators

/// The help of a suite command and of each of its subcommands, under the command's own name.
///
/// `conformance` and an engine author's runner print the same help: usage lines name the
/// program (`tween-conformance`), examples the whole command (`swift run tween-conformance`), and
/// the subcommands that measure the suite itself say where they live when the runner lacks them.
struct CommandHelp {
    /// The program's name, as usage lines and errors say it (`conformance`, `tween-conformance`).
    var program: String
    /// The command that runs the program, as examples and replay lines say it.
    var commandName: String
    /// The engine a run uses when no `--engine` is given.
    var defaultEngine: String
    /// The subcommands the program adds to the suite's own.
    var subcommands: [SuiteCommand.Subcommand]

    /// The subcommands that measure the suite itself (against the reference engine, its mutants
    /// and variants, or its generators), which only `conformance` has, each with what it does.
    static let suiteOnly: [(name: String, summary: String)] = [
        ("mutants", "which law kills each deliberately broken engine"),
        ("variants", "which law catches each as-published technique variant"),
        ("self-check", "the suite's own bars over its mutants and variants"),
        ("permitted", "every law against variants of the reference engine that are right within what they declare"),
        ("pairs", "which pairs of techniques the default run reaches"),
        ("bench", "timings of the laws, the reference engine and the generators"),
        ("shrink-bench", "the shrinker on the shrinking challenge"),
        ("generators", "the label distribution of generated scripts"),
    ]

    /// The suite-only subcommands this program does not have.
    var missingSuiteOnly: [String] {
        Self.suiteOnly.map(\.name).filter { name in !subcommands.contains { $0.names.contains(name) } }
    }

    /// The exit codes of a run (and of `merge`, which renders a run's report).
    static let exitCodes = """
        exit codes:
          0  every required and profile law held (or failed as the expectations file says)
          1  a law failed, was inconclusive, or passed although the expectations file lists it
          2  bad arguments, an unreadable file or token, or a report that could not be written
          130, 143  interrupted by SIGINT or SIGTERM: the report marks the laws not finished as not run
        """

    /// `--version`: the program, the suite's version and its number of laws.
    var version: String {
        "\(program) \(SuiteVersion.current) (MediaTimingConformance; laws: \(LawCatalog.all.count))"
    }

    /// The main help: every usage, every option of a run with its default, exit codes, examples.
    var main: String {
        let lead = "usage: \(program) [options]"
        let indent = String(repeating: " ", count: "usage: ".count)
        var usage = [
            lead.padding(toLength: max(44, lead.count + 2), withPad: " ", startingAt: 0)
                + "run the laws against an engine (default: \(defaultEngine))"
        ]
        usage += [
            "list laws [--markdown] | engines | techniques",
            "coverage [--by-law] [--markdown | --api] [--cases N] [--seed N]",
            "clauses [--markdown]",
            "merge [--format FORMAT] [--output FILE] FILE...",
        ].map { indent + program + " " + $0 }
        usage += subcommands.flatMap(\.usage).map { indent + program + " " + $0 }
        usage.append(indent + program + " help [COMMAND] | --help | --version")
        var text = usage.joined(separator: "\n")
        let missing = missingSuiteOnly
        if !missing.isEmpty {
            text +=
                "\n\n"
                + Self.wrapped(
                    missing.joined(separator: ", ") + ": these measure the suite itself against its reference engine, "
                        + "not your engine, and belong to 'conformance', the command of the MediaTimingConformance package "
                        + "('swift run conformance help' there).")
        }
        return text + "\n\n" + """
            options of a run:
              --engine NAME           the engine (default: \(defaultEngine); see '\(program) list engines')
              --laws LIST             laws by ID, family or glob, comma-separated (TIME,CB-*,REF-1; default: all)
              --techniques NAME       run the laws that judge the techniques (TECH, and those that catch a
                                      published variant) over the implementation NAME instead of the
                                      project's (see '\(program) list techniques'; default: the project's)
              --cases N               generated cases per law (default: \(SuiteConfiguration().cases); env CONFORMANCE_CASES)
              --seed N|random         the seed (default: \(SuiteConfiguration.defaultSeed); env CONFORMANCE_SEED)
              --replay TOKEN          re-run the one case a failure printed, with no search
              --shard K/N             run the Kth of N shares of the selected laws (in order of ID, every
                                      Nth from the Kth); '\(program) merge' joins the N JSON reports
              --expectations FILE     known failures: 'LAW-ID: reason' or 'LAW-ID [signature]: reason' per line
              --format FORMAT         text (default), json, junit or markdown
              --output FILE           write the report to FILE instead of standard output
              --json FILE, --junit FILE, --markdown FILE
                                      also write that report to FILE (text stays on the terminal)
              --artifacts DIR         write each failure's script (.swift) and timeline (.svg) into DIR
              --seconds S             a time budget: laws that hold run further rounds of fresh cases until it is spent
              --timings               give each law's wall time (text, JSON, JUnit): off by default, as
                                      times differ run to run and a seed's report stays byte-identical
              --database DIR|none     saved failures, replayed next time (default: \(FailureDatabase.defaultDirectory))
              --tolerance X           a fixed tolerance, used as is (default: 1e-6 plus what
                                      single precision allows at each value, derived)
              --jobs N                laws run at once (default: 2)
              --case-timeout S        seconds one case may take before it counts as hung (default: 10)
              --in-process            run the laws in this process, uncontained (for a debugger): by
                                      default they run in child processes, so an engine that traps,
                                      hangs or exits costs the case it did it in, never the report:
                                      the law skips that case and goes on (at most \(ContainedLaw.maxRestarts) times)
              --isolate               accepted for compatibility: containment is the default
            a law draws at most N cases (--cases N); one that fails draws at most \(SuiteConfiguration().maxDistinctFailures - 1) further
            rounds of at most N looking for failures of other signatures, so no case number passes \(SuiteConfiguration().maxDistinctFailures) × N

            \(Self.exitCodes)

            a run in shards (a CI matrix of N jobs, the same options in each):
              \(commandName) --shard K/N --format json --output shard-K.json     in job K
              \(commandName) merge shard-*.json                                  then, once: the whole run's report

            examples:
              \(commandName)
              \(commandName) --laws TIME,CB-* --cases 1000 --seed random
              \(commandName) --engine \(defaultEngine) --format junit --output report.xml
              \(commandName) --replay 'CB-2@…'
            """
    }

    /// `text` broken into lines of at most `width` characters, at spaces.
    static func wrapped(_ text: String, width: Int = 96) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return (lines + [line]).joined(separator: "\n")
    }

    /// The help of `list`.
    var list: String {
        """
        usage: \(program) list laws [--markdown]   every law: ID, strength, evidence, statement
               \(program) list engines             every engine the command knows
               \(program) list techniques          every technique implementation --techniques takes

        exit codes: 0 listed, 2 bad arguments
        """
    }

    /// The help of `coverage`.
    var coverage: String {
        """
        usage: \(program) coverage [--by-law] [--markdown | --api] [--cases N] [--seed N]

        Every feature of the contract (fields and enum cases of its types, engine calls, host events,
        technique operations, situations such as tree depth, paused ancestors and past or future
        begins) against the targeted laws whose generated cases reach it, with the share of their
        cases that do, measured on the reference engine: what the suite's scripts reach, whichever
        engine then runs them. REF-1 and DET-1 do not count.

          --by-law     instead, every targeted law with the features relevant to its rule and the
                       share of that law's own cases reaching each; under 5 % is marked
          --markdown   the table CONFORMANCE.md shows
          --api        instead, every public method and initializer of the host and of each
                       technique against the targeted laws whose scripts call it (noted where
                       the script driver calls it); then every engine, host and technique call
                       with the share of the grammar's cases whose run calls it (\(Grammar.reportCases) cases
                       by default); exit 1 when one has no law or is under 5 % of them
          --cases N    cases per law (default: \(SuiteConfiguration.reportCases)); with --api, the
                       grammar's cases too
          --seed N     the seed (default: \(SuiteConfiguration.defaultSeed))

        exit codes: 0 every feature reached by a targeted law in at least 5 % of its cases
                    (--by-law: every relevant feature of every law in 5 % of that law's cases),
                    1 some feature is not, 2 bad arguments
        """
    }

    /// The help of `clauses`.
    var clauses: String {
        """
        usage: \(program) clauses [--markdown]

        Every clause of the contract's documentation (TimingEngine, the value types, the host, the
        techniques) and every numbered rule of SEMANTICS.md that states behaviour, with the laws
        whose checks hold an engine to it, one line each, then a summary.

          --markdown   the table CONFORMANCE.md shows

        exit codes: 0 every clause names a law and every law a clause, 1 one does not, 2 bad arguments
        """
    }

    /// The help of `merge`.
    var merge: String {
        """
        usage: \(program) merge [--format FORMAT] [--output FILE] FILE...

        Joins the JSON reports of a run's shards (each written with --shard K/N --format json)
        into the report of the whole run: its laws in catalog order, its counts summed, its replay
        lines naming \(program). The report goes to standard output, or to FILE with --output, in
        FORMAT: text (default), json, junit or markdown. Refused before anything is written, in
        one line: a file that is not a JSON report of a run, reports of different suite versions
        (or of another version than this command's), seeds, cases per law or engines, and a law
        that two files report.

        \(Self.exitCodes)

        example (a CI matrix of two jobs, then one that merges):
          \(commandName) --shard 1/2 --format json --output shard-1.json
          \(commandName) --shard 2/2 --format json --output shard-2.json
          \(commandName) merge shard-1.json shard-2.json
        """
    }

    /// What `help NAME` says of a suite-only subcommand this program does not have.
    func notHere(_ name: String) -> String {
        let summary = Self.suiteOnly.first { $0.name == name }?.summary ?? ""
        return """
            usage: conformance \(name) …   (not \(program): the suite's own command)

            '\(name)' (\(summary)) measures the suite itself against its reference engine, not
            your engine, so \(program) does not have it: it belongs to 'conformance', the command
            of the MediaTimingConformance package ('swift run conformance help \(name)' there).

            exit codes of \(program) \(name): 2, with that said in one line
            """
    }

    /// The help of `command`, or `nil` when there is no such command.
    func of(_ command: String) -> String? {
        switch command {
        case "list": return list
        case "coverage": return coverage
        case "clauses": return clauses
        case "merge": return merge
        case "run", "help": return main
        default:
            if let subcommand = subcommands.first(where: { $0.names.contains(command) }) { return subcommand.help }
            if missingSuiteOnly.contains(command) { return notHere(command) }
            return nil
        }
    }
}
