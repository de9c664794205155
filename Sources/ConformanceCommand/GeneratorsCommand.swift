import Foundation
import Generators
import PropertyTesting
import ReferenceEngine

/// `conformance generators --stats [--count N] [--seed S] [--preset NAME]`: the label distribution
/// of generated scripts, one line per category.
enum GeneratorsCommand {
    /// Runs the command with `arguments` (after `generators`) and returns its exit code.
    static func run(_ arguments: [String]) -> Int32 {
        let parsed = GeneratorArguments(arguments)
        if let problem = parsed.problem {
            return ConformanceCommand.usageError(
                "\(problem); usage: conformance generators --stats [--count N] [--seed S] [--preset \(GeneratorArguments.presetNames)]"
            )
        }
        let distribution = GeneratorStatistics.distribution(parsed.options, count: parsed.count, seed: parsed.seed)
        print(
            "label distribution over \(distribution.cases) scripts (preset \(parsed.presetName), seed \(parsed.seed))")
        print(GeneratorStatistics.format(distribution))
        let missing = ScriptGenerators.everythingLabelCatalog.filter { distribution.counts[$0, default: 0] == 0 }
        if parsed.presetName == "everything" && !missing.isEmpty {
            print("never hit: \(missing.joined(separator: ", "))")
            return 1
        }
        return 0
    }
}

/// `conformance bench generators [--seconds S] [--steps N] [--jobs J]`: generated-and-run scripts
/// per second against the reference engine, with `J` workers (default 2, one per core here) each
/// generating and running its own scripts, as the suite's law runs do.
enum GeneratorsBenchCommand {
    /// Runs the benchmark with `arguments` (after `bench generators`) and returns its exit code.
    static func run(_ arguments: [String]) -> Int32 {
        var seconds = 2.0
        var steps = 30
        var jobs = 2
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard ["--seconds", "--steps", "--jobs"].contains(flag) else {
                return ConformanceCommand.usageError(
                    "unknown argument '\(flag)' for bench generators (--seconds S, --steps N, --jobs J)")
            }
            guard let text = rest.popFirst() else { return ConformanceCommand.usageError("\(flag) needs a value") }
            switch flag {
            case "--seconds":
                guard let value = Double(text), value > 0, value.isFinite else {
                    return ConformanceCommand.usageError("--seconds needs a positive number")
                }
                seconds = value
            case "--steps":
                guard let value = Int(text), value > 0 else {
                    return ConformanceCommand.usageError("--steps needs a positive integer")
                }
                steps = value
            case "--jobs":
                guard let value = Int(text), value > 0 else {
                    return ConformanceCommand.usageError("--jobs needs a positive integer")
                }
                jobs = value
            default:
                return ConformanceCommand.usageError("unknown argument '\(flag)' for bench generators")
            }
        }
        let clock = ContinuousClock()
        let start = clock.now
        let results = WorkerResults(count: jobs)
        let (scriptSteps, budget) = (steps, seconds)
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
            results.store(Worker.run(worker: worker, steps: scriptSteps, seconds: budget), at: worker)
        }
        let elapsed = inSeconds(clock.now - start)
        var total = Worker()
        for worker in results.all {
            total.scripts += worker.scripts
            total.steps += worker.steps
            total.generating += worker.generating
            total.running += worker.running
        }
        let scripts = total.scripts
        let totalSteps = total.steps
        let count = Double(max(scripts, 1))
        let generatingMicros = Int((total.generating * 1e6 / count).rounded())
        let runningMicros = Int((total.running * 1e6 / count).rounded())
        let shownElapsed = (elapsed * 1000).rounded() / 1000
        print(
            "generators: \(scripts) scripts of \(steps) steps generated and run on ReferenceEngine in \(shownElapsed) s "
                + "with \(jobs) worker\(jobs == 1 ? "" : "s"): \(Int((Double(scripts) / elapsed).rounded())) scripts/s "
                + "(\(Int((Double(totalSteps) / elapsed).rounded())) steps/s; per script \(generatingMicros) µs generating, "
                + "\(runningMicros) µs running)")
        return 0
    }

    /// The workers' results, one slot each.
    final class WorkerResults: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Worker]

        init(count: Int) { slots = Array(repeating: Worker(), count: count) }

        func store(_ worker: Worker, at index: Int) {
            lock.lock()
            slots[index] = worker
            lock.unlock()
        }

        var all: [Worker] {
            lock.lock()
            defer { lock.unlock() }
            return slots
        }
    }

    /// What one worker did.
    struct Worker: Sendable {
        var scripts = 0
        var steps = 0
        var generating = 0.0
        var running = 0.0

        /// Generates and runs scripts from its own seeds for `seconds`.
        static func run(worker: Int, steps: Int, seconds: Double) -> Worker {
            var options = ScriptOptions.everything
            options.stepCount = steps...steps
            let gen = ScriptGenerators.script(options)
            let clock = ContinuousClock()
            let start = clock.now
            let budget = Duration.milliseconds(Int64(seconds * 1000))
            var result = Worker()
            var seed = UInt64(worker) &* 0xD1B5_4A32_D192_ED03
            while clock.now - start < budget {
                for _ in 0..<50 {
                    seed &+= 0x9E37_79B9_7F4A_7C15
                    let before = clock.now
                    guard let script = try? gen.run(TestCase(seed: seed, size: 100)) else { continue }
                    let generated = clock.now
                    let trace = ScriptDriver.run(script, on: ReferenceEngine())
                    result.running += inSeconds(clock.now - generated)
                    result.generating += inSeconds(generated - before)
                    result.steps += trace.steps.count
                    result.scripts += 1
                }
            }
            return result
        }
    }

    static func inSeconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// The parsed arguments of ``GeneratorsCommand``.
struct GeneratorArguments {
    static let presets: [(String, ScriptOptions)] = [
        ("everything", .everything), ("timeMapping", .timeMapping), ("animations", .animations),
        ("callbacks", .callbacks), ("lifecycle", .lifecycle), ("techniques", .techniques),
    ]
    static var presetNames: String { presets.map(\.0).joined(separator: "|") }

    var count = 1000
    var seed: UInt64 = CheckConfiguration.fixedSeed
    var presetName = "everything"
    var options = ScriptOptions.everything

    /// Why the arguments were refused, in one line.
    private(set) var problem: String?

    init(_ arguments: [String]) {
        var index = 0
        var sawStats = false
        func refuse(_ why: String) { if problem == nil { problem = why } }
        while index < arguments.count, problem == nil {
            let flag = arguments[index]
            let value = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch flag {
            case "--stats":
                sawStats = true
                index += 1
            case "--count":
                if let value, let count = Int(value), count > 0 {
                    self.count = count
                } else {
                    refuse("--count needs a positive integer, got '\(value ?? "")'")
                }
                index += 2
            case "--seed":
                if let value, let seed = CheckConfiguration.parseSeed(value) {
                    self.seed = seed
                } else {
                    refuse("--seed needs a non-negative integer, got '\(value ?? "")'")
                }
                index += 2
            case "--preset":
                if let value, let preset = Self.presets.first(where: { $0.0 == value }) {
                    presetName = preset.0
                    options = preset.1
                } else {
                    refuse("--preset must be one of \(Self.presetNames), got '\(value ?? "")'")
                }
                index += 2
            default:
                refuse("unknown argument '\(flag)' for generators")
            }
        }
        if problem == nil && !sawStats { refuse("generators needs --stats") }
    }
}
