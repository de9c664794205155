import Conformance

/// The help of the subcommands only `conformance` has (they measure the suite itself); the help
/// of the command, of a run, `list`, `coverage` and `merge` is the library's (``SuiteCommand``).
enum HelpText {
    static let pairs = """
        usage: conformance pairs [--cases N] [--seed N]

        Every pair of techniques and lifecycle events the suite promises to reach (same layer,
        parent and child, and around a pause: before, while, under a paused ancestor, after), each
        with the law whose generated cases reach it: 'reached' or 'UNREACHED', then a total.

          --blind      only the 26 faults written blind, with the table of which law catches each
          --cases N    cases per law (default: \(SuiteConfiguration.reportCases))
          --seed N     the seed (default: \(SuiteConfiguration.defaultSeed))

        exit codes: 0 every pair reached, 1 some pair is not, 2 bad arguments
        """

    static let model = """
        usage: conformance model [--engine NAME] [--cases N] [--seed N] [--show]

        How the one model of the engine, the host and the techniques (ConformanceOracles/World)
        follows an engine over the grammar's cases, compared after every step as the shared run
        compares them: the share of steps compared, the cases that diverged by the law each
        divergence breaks (with the first one's step and message), and where the model stopped
        following (a situation whose outcome no document fixes). On the reference engine a
        divergence is a disagreement between the model and the reference engine.

          --engine NAME  the engine (default: reference; see 'conformance list engines')
          --cases N      cases (default: \(ModelCommand.defaultCases))
          --seed N       the seed (default: \(SuiteConfiguration.defaultSeed))
          --show         print a case that diverges on each law, shrunk, as Swift

        exit codes: 0 no case diverged, 1 some did, 2 bad arguments
        """

    static let grammar = """
        usage: conformance grammar [--cases N] [--seed N]

        What the grammar of every call (Generators/Grammar) reaches over its generated cases: each
        rule (engine, host, technique and reentry calls) and each relevant pair (groups of view
        rules later on a related view with time between, each reentry with each family inside it)
        with its share of cases, 'GAP' under 5 %; then how often each kind of reentry fired when
        the scripts ran on the reference engine, and how many single rule pairs reach 5 % (not a bar).

          --cases N    cases (default: \(GrammarCommand.defaultCases))
          --seed N     the seed (default: \(SuiteConfiguration.defaultSeed))

        exit codes: 0 no gap, 1 some rule or relevant pair under 5 %, 2 bad arguments
        """

    static let mutants = """
        usage: conformance mutants [--blind] [--cases N] [--seed N]
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
        most 12 steps, median engine calls per kill at most 40, median shrunk steps at most 3 and
        mean at most 3.75, host and technique mutants killed by lifecycle, technique or callback
        laws, every variant caught within 8 steps, every law failing on some mutant or variant,
        95 % of killing scripts 1-minimal. Prints one line per bar.

          --cases N    cases per law (default: \(SuiteConfiguration.reportCases))
          --seed N     the seed (default: \(SuiteConfiguration.defaultSeed))

        exit codes: 0 every bar holds, 1 one does not, 2 bad arguments

        example:
          swift run -c release conformance self-check
        """

    static let permitted = """
        usage: conformance permitted [--markdown] [--variants PREFIX] [--cases N] [--seed N]

        Every law against every permitted variant: engines that are right within what they
        declare (the reference engine declaring fewer capabilities and refusing or ignoring the
        rest; reading an open point the other way, with its profile option; single precision).
        A law must pass each or skip it with a reason: a failure or an inconclusive verdict
        flags the variant. One line per variant; --markdown prints, instead, each law's
        "passed-by" (the variants that ran it and passed; the table in CONFORMANCE.md).

          --variants PREFIX   only the variants whose names start with PREFIX (not with --markdown)
          --cases N           cases per law (default: \(SuiteConfiguration.defaultCases))
          --seed N            the seed (default: \(SuiteConfiguration.defaultSeed))

        exit codes: 0 no variant flagged, 1 one is, 2 bad arguments

        examples:
          swift run -c release conformance permitted --seed 1
          swift run -c release conformance permitted --variants capabilities-first: --seed 2
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
}
