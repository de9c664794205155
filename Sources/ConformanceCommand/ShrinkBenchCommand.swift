import Conformance
import Foundation
import PropertyTesting
import ShrinkChallenge

/// The `shrink-bench` subcommand: runs every shrinking-challenge problem with seeds 0..<runs.
///
/// Usage: `conformance shrink-bench [--runs N] [--cases N] [--problem NAME] [--show]`;
/// `--show` prints each counterexample that is not minimal. Prints one line per
/// problem, a summary line, and the measured small-integer draw rate.
///
/// Each line gives the mean number of property calls spent finding and shrinking (generated cases,
/// the re-run of the failure and the shrinker's evaluations) beside Hypothesis's figure for the
/// same problem, measured on this machine (issue 16); "—" where none was measured.
enum ShrinkBenchCommand {
    /// Hypothesis 6.155.2's mean calls to find and shrink, 100 runs of at most 2,000 examples.
    static let hypothesisCalls: [String: Int] = [
        "reverse": 15, "distinct": 43, "nestedlists": 55, "deletion": 32, "large_union_list": 207,
        "difference_must_not_be_zero": 39,
    ]

    /// The parsed arguments.
    struct Options {
        var runs = 100
        var cases = 1_000
        var problem: String?
        var showsNonMinimal = false
    }

    /// Runs the benchmark with `arguments` (after `shrink-bench`) and returns the exit code.
    static func main(_ arguments: [String]) -> Int32 {
        let options: Options
        switch parse(arguments) {
        case let .success(parsed): options = parsed
        case let .failure(message):
            StandardStreams.writeError("conformance: shrink-bench: \(message)\n")
            return 2
        }
        let problems = ShrinkChallenge.all.filter { options.problem == nil || $0.name == options.problem }
        guard !problems.isEmpty else {
            StandardStreams.writeError("conformance: shrink-bench: unknown problem '\(options.problem ?? "")'\n")
            return 2
        }
        var minimalProblems = 0
        var compared = 0
        var cheaper = 0
        for problem in problems {
            let outcome = benchmark(problem, options)
            if outcome.meetsBar { minimalProblems += 1 }
            if let figure = hypothesisCalls[problem.name] {
                compared += 1
                if outcome.meanCalls <= Double(figure) { cheaper += 1 }
            }
        }
        print("draws_per_second=\(measureDrawRate())")
        print(
            "shrink-bench: minimal on \(minimalProblems)/\(problems.count) problems; "
                + "calls at most Hypothesis's on \(cheaper)/\(compared)")
        return 0
    }

    enum Parsed {
        case success(Options)
        case failure(String)
    }

    static func parse(_ arguments: [String]) -> Parsed {
        var options = Options()
        var index = 0
        while index < arguments.count {
            let flag = arguments[index]
            if flag == "--show" {
                options.showsNonMinimal = true
                index += 1
                continue
            }
            guard ["--runs", "--cases", "--problem"].contains(flag) else {
                return .failure(
                    "unknown argument '\(flag)'; usage: shrink-bench [--runs N] [--cases N] [--problem NAME] [--show]")
            }
            guard index + 1 < arguments.count else { return .failure("\(flag) needs a value") }
            let value = arguments[index + 1]
            switch flag {
            case "--runs", "--cases":
                guard let number = Int(value), number > 0, number <= 1_000_000 else {
                    return .failure("\(flag) expects a positive integer, got '\(value)'")
                }
                if flag == "--runs" { options.runs = number } else { options.cases = number }
            case "--problem":
                options.problem = value
            default:
                return .failure(
                    "unknown argument '\(flag)'; usage: shrink-bench [--runs N] [--cases N] [--problem NAME] [--show]")
            }
            index += 2
        }
        return .success(options)
    }

    /// Runs one problem `runs` times and prints its line; returns whether the bar (found in every
    /// run, minimal in at least 99 %) was met, and the mean calls per found run.
    static func benchmark(_ problem: AnyShrinkProblem, _ options: Options) -> (meetsBar: Bool, meanCalls: Double) {
        var found = 0
        var minimal = 0
        var distinct = Set<String>()
        var evaluations = 0
        var generated = 0
        var calls = 0
        var durations: [Double] = []
        let clock = ContinuousClock()
        for run in 0..<options.runs {
            var configuration = CheckConfiguration(seed: UInt64(run), cases: options.cases)
            configuration.maxShrinkEvaluations = 10_000
            let start = clock.now
            let attempt = problem.solve(configuration)
            let elapsed = clock.now - start
            durations.append(Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15)
            if attempt.found {
                found += 1
                evaluations += attempt.evaluations
                generated += attempt.casesRun
                calls += attempt.calls
                if let counterexample = attempt.counterexample { distinct.insert(counterexample) }
                if attempt.minimal { minimal += 1 }
                if !attempt.minimal && options.showsNonMinimal {
                    print("  seed \(run): \(attempt.counterexample ?? "-") after \(attempt.calls) calls")
                }
            }
        }
        durations.sort()
        let median = durations.isEmpty ? 0 : durations[durations.count / 2]
        func mean(_ total: Int) -> Double { found == 0 ? 0 : Double(total) / Double(found) }
        let figure = hypothesisCalls[problem.name].map(String.init) ?? "—"
        print(
            "\(problem.name) found=\(found)/\(options.runs) distinct=\(distinct.count) minimal=\(minimal)/\(options.runs) "
                + "calls_mean=\(String(format: "%.1f", mean(calls))) hypothesis=\(figure) "
                + "(cases \(String(format: "%.1f", mean(generated))), shrink \(String(format: "%.1f", mean(evaluations)))) "
                + "ms_median=\(String(format: "%.2f", median))")
        return (found == options.runs && minimal * 100 >= options.runs * 99, mean(calls))
    }

    /// Measures how many small-integer draws per second `Gen.int(in: 0...100)` makes.
    static func measureDrawRate() -> Int {
        let gen = Gen.int(in: 0...100)
        let clock = ContinuousClock()
        var checksum = 0
        let batches = 2_000
        let perBatch = 1_000
        let start = clock.now
        for batch in 0..<batches {
            let testCase = TestCase(seed: UInt64(batch), size: 100, maxChoices: perBatch)
            for _ in 0..<perBatch { checksum &+= (try? gen.run(testCase)) ?? 0 }
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        if checksum == Int.min { print("checksum \(checksum)") }
        return Int(Double(batches * perBatch) / max(seconds, 1e-9))
    }
}
