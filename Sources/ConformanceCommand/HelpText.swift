import Conformance

/// The help of the command and of each subcommand: options, defaults, exit codes, examples.
enum HelpText {
    /// The version `--version` prints.
    static let version = "conformance \(SuiteVersion.current) (MediaTimingConformance; laws: \(LawCatalog.all.count))"

    static let exitCodes = """
        exit codes:
          0  every required and profile law held (or failed as the expectations file says)
          1  a law failed, was inconclusive, or passed although the expectations file lists it
          2  bad arguments, an unreadable file or token, or a report that could not be written
        """

    static let main = """
        usage: conformance [options]                run the laws against an engine (default: the reference)
               conformance list laws [--markdown] | engines
               conformance coverage [--markdown] [--cases N] [--seed N]
               conformance pairs [--cases N] [--seed N]
               conformance mutants | variants [--cases N] [--seed N]
               conformance self-check [--cases N] [--seed N]
               conformance permitted [--markdown] [--cases N] [--seed N]
               conformance bench [laws | engine | generators] [options]
               conformance shrink-bench [--runs N] [--cases N] [--problem NAME] [--show]
               conformance generators --stats [--count N] [--seed S] [--preset NAME]
               conformance help [COMMAND] | --help | --version

        options of a run:
          --engine NAME           the engine (default: reference; see 'conformance list engines')
          --laws LIST             laws by ID, family or glob, comma-separated (TIME,CB-*,REF-1; default: all)
          --cases N               generated cases per law (default: \(SuiteConfiguration().cases); env CONFORMANCE_CASES)
          --seed N|random         the seed (default: \(SuiteConfiguration.defaultSeed); env CONFORMANCE_SEED)
          --replay TOKEN          re-run the one case a failure printed, with no search
          --expectations FILE     known failures: 'LAW-ID: reason' or 'LAW-ID [signature]: reason' per line
          --format FORMAT         text (default), json, junit or markdown
          --output FILE           write the report to FILE instead of standard output
          --json FILE, --junit FILE, --markdown FILE
                                  also write that report to FILE (text stays on the terminal)
          --artifacts DIR         write each failure's script (.swift) and timeline (.svg) into DIR
          --seconds S             a time budget: laws that hold run further rounds of fresh cases until it is spent
          --database DIR|none     saved failures, replayed first next time (default: \(FailureDatabase.defaultDirectory))
          --tolerance X           a fixed tolerance, used as is (default: 1e-6 plus what
                                  single precision allows at each value, derived)
          --jobs N                laws run at once (default: 2)
          --isolate               each law in a child process, so traps and hangs become failures
          --case-timeout S        with --isolate: seconds one case may take (default: 10)

        \(exitCodes)

        examples:
          swift run conformance
          swift run conformance --laws TIME,CB-* --cases 1000 --seed random
          swift run conformance --engine mutant:did-stop-twice --format junit --output report.xml
          swift run conformance --replay 'CB-2@…'
        """

    static let pairs = """
        usage: conformance pairs [--cases N] [--seed N]

        Every pair of techniques and lifecycle events the suite promises to reach (same layer,
        parent and child, and around a pause: before, while, under a paused ancestor, after), each
        with the law whose generated cases reach it: 'reached' or 'UNREACHED', then a total.

          --cases N    cases per law (default: \(SuiteConfiguration.reportCases))
          --seed N     the seed (default: \(SuiteConfiguration.defaultSeed))

        exit codes: 0 every pair reached, 1 some pair is not, 2 bad arguments
        """

    static let list = """
        usage: conformance list laws [--markdown]   every law: ID, strength, evidence, statement
               conformance list engines             every engine the command knows

        exit codes: 0 listed, 2 bad arguments
        """

    static let coverage = """
        usage: conformance coverage [--markdown] [--cases N] [--seed N]

        Every feature of the contract (fields and enum cases of its types, engine calls, host events,
        technique operations) against the targeted laws whose generated cases reach it, with the
        share of their cases that do. REF-1 and DET-1 do not count.

          --markdown   the table CONFORMANCE.md shows
          --cases N    cases per law (default: \(SuiteConfiguration.reportCases))
          --seed N     the seed (default: \(SuiteConfiguration.defaultSeed))

        exit codes: 0 every feature reached by a targeted law in at least 5 % of its cases,
                    1 some feature is not, 2 bad arguments
        """

    static let mutants = """
        usage: conformance mutants [--cases N] [--seed N]
               conformance variants [--cases N] [--seed N]

        mutants: runs every law against each deliberately broken engine and prints the targeted law
        that kills it (the one with the smallest shrunk script), its cases, shrunk steps and engine
        calls (finding+shrinking); a mutant only REF-1 or DET-1 catch counts as not killed.
        variants: which law catches each as-published technique variant.

          --cases N    cases per law (default: \(SuiteConfiguration.reportCases))
          --seed N     the seed (default: \(SuiteConfiguration.defaultSeed))

        exit codes: 0 every mutant (variant) caught, 1 one is not, 2 bad arguments

        example:
          swift run -c release conformance mutants
        """

    static let selfCheck = """
        usage: conformance self-check [--cases N] [--seed N]

        The suite's own power, as CI checks it: runs every mutant and every as-published technique
        variant (as 'mutants' and 'variants' do), checks that every shrunk killing script is
        1-minimal, and holds the results to the bars: every mutant killed by a targeted law in at
        most 12 steps, median engine calls per kill at most 38, median shrunk steps at most 3 and
        mean at most 3.7, host and technique mutants killed by lifecycle, technique or callback
        laws, every variant caught within 8 steps, every law failing on some mutant or variant,
        95 % of killing scripts 1-minimal. Prints one line per bar.

          --cases N    cases per law (default: \(SuiteConfiguration.reportCases))
          --seed N     the seed (default: \(SuiteConfiguration.defaultSeed))

        exit codes: 0 every bar holds, 1 one does not, 2 bad arguments

        example:
          swift run -c release conformance self-check
        """

    static let permitted = """
        usage: conformance permitted [--markdown] [--cases N] [--seed N]

        Every law against every permitted variant: engines that are right within what they
        declare (the reference engine declaring fewer capabilities and refusing or ignoring the
        rest; reading an open point the other way, with its profile option; single precision).
        A law must pass each or skip it with a reason: a failure or an inconclusive verdict
        flags the variant. One line per variant; --markdown prints, instead, each law's
        "passed-by" (the variants that ran it and passed; the table in CONFORMANCE.md).

          --cases N    cases per law (default: \(SuiteConfiguration.defaultCases))
          --seed N     the seed (default: \(SuiteConfiguration.defaultSeed))

        exit codes: 0 no variant flagged, 1 one is, 2 bad arguments

        example:
          swift run -c release conformance permitted --seed 1
        """

    static let bench = """
        usage: conformance bench [laws]       cases per second per law, full-run time on 1 and 2 cores
               conformance bench engine       the reference engine's own cost
               conformance bench generators [--seconds S] [--steps N] [--jobs J]

        Run with -c release: debug timings mean nothing.
        exit codes: 0 measured, 2 bad arguments
        """

    static let shrinkBench = """
        usage: conformance shrink-bench [--runs N] [--cases N] [--problem NAME] [--show]

        The property-testing core on the problems of the shrinking challenge: per problem, how often
        the failure is found and shrunk to the minimal counterexample, and the mean calls spent.
        exit codes: 0 measured, 2 bad arguments
        """

    static let generators = """
        usage: conformance generators --stats [--count N] [--seed S] [--preset NAME]

        The label distribution of generated lifecycle scripts.
        exit codes: 0 printed, 2 bad arguments
        """

    /// The help of `command`, or `nil` when there is no such command.
    static func of(_ command: String) -> String? {
        switch command {
        case "list": return list
        case "coverage": return coverage
        case "pairs": return pairs
        case "mutants", "variants": return mutants
        case "self-check": return selfCheck
        case "permitted": return permitted
        case "bench": return bench
        case "shrink-bench": return shrinkBench
        case "generators": return generators
        case "run", "help": return main
        default: return nil
        }
    }
}
