import Generators
import PropertyTesting
import ReferenceEngine

/// `conformance generators --stats [--count N] [--seed S] [--preset NAME]`: the label distribution
/// of generated scripts, one line per category.
enum GeneratorsCommand {
    /// Runs the command with `arguments` (after `generators`) and returns its exit code.
    static func run(_ arguments: [String]) -> Int32 {
        guard let parsed = GeneratorArguments(arguments) else {
            print("usage: conformance generators --stats [--count N] [--seed S] [--preset \(GeneratorArguments.presetNames)]")
            return 2
        }
        let distribution = GeneratorStatistics.distribution(parsed.options, count: parsed.count, seed: parsed.seed)
        print("label distribution over \(distribution.cases) scripts (preset \(parsed.presetName), seed \(parsed.seed))")
        print(GeneratorStatistics.format(distribution))
        let missing = ScriptGenerators.everythingLabelCatalog.filter { distribution.counts[$0, default: 0] == 0 }
        if parsed.presetName == "everything" && !missing.isEmpty {
            print("never hit: \(missing.joined(separator: ", "))")
            return 1
        }
        return 0
    }
}

/// `conformance bench generators [--seconds S] [--steps N]`: generated-and-run scripts per second
/// against the reference engine.
enum GeneratorsBenchCommand {
    /// Runs the benchmark with `arguments` (after `bench generators`) and returns its exit code.
    static func run(_ arguments: [String]) -> Int32 {
        var seconds = 2.0
        var steps = 30
        var index = 0
        while index < arguments.count {
            let value = index + 1 < arguments.count ? arguments[index + 1] : ""
            switch arguments[index] {
            case "--seconds": seconds = Double(value) ?? seconds; index += 2
            case "--steps": steps = Int(value) ?? steps; index += 2
            default:
                print("usage: conformance bench generators [--seconds S] [--steps N]")
                return 2
            }
        }
        var options = ScriptOptions.everything
        options.stepCount = max(1, steps)...max(1, steps)
        let gen = ScriptGenerators.script(options)
        let clock = ContinuousClock()
        let start = clock.now
        let budget = Duration.milliseconds(Int64(max(0.1, seconds) * 1000))
        var scripts = 0
        var totalSteps = 0
        var seed: UInt64 = 1
        var generating = Duration.zero
        var running = Duration.zero
        while clock.now - start < budget {
            for _ in 0..<50 {
                seed &+= 0x9E37_79B9_7F4A_7C15
                let before = clock.now
                guard let script = try? gen.run(TestCase(seed: seed, size: 100)) else { continue }
                let generated = clock.now
                let trace = ScriptDriver.run(script, on: ReferenceEngine())
                running += clock.now - generated
                generating += generated - before
                totalSteps += trace.steps.count
                scripts += 1
            }
        }
        let elapsed = inSeconds(clock.now - start)
        let rate = Double(scripts) / elapsed
        let count = Double(max(scripts, 1))
        let generatingMicros = Int((inSeconds(generating) * 1e6 / count).rounded())
        let runningMicros = Int((inSeconds(running) * 1e6 / count).rounded())
        let stepRate = Int((Double(totalSteps) / elapsed).rounded())
        let shownElapsed = (elapsed * 1000).rounded() / 1000
        print("generators: \(scripts) scripts of \(steps) steps generated and run on ReferenceEngine in \(shownElapsed) s: "
              + "\(Int(rate.rounded())) scripts/s (\(stepRate) steps/s; per script \(generatingMicros) µs generating, "
              + "\(runningMicros) µs running)")
        return 0
    }

    private static func inSeconds(_ duration: Duration) -> Double {
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

    init?(_ arguments: [String]) {
        var index = 0
        var sawStats = false
        while index < arguments.count {
            let value = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch arguments[index] {
            case "--stats": sawStats = true; index += 1
            case "--count":
                guard let value, let count = Int(value), count > 0 else { return nil }
                self.count = count; index += 2
            case "--seed":
                guard let value, let seed = CheckConfiguration.parseSeed(value) else { return nil }
                self.seed = seed; index += 2
            case "--preset":
                guard let value, let preset = Self.presets.first(where: { $0.0 == value }) else { return nil }
                presetName = preset.0
                options = preset.1
                index += 2
            default: return nil
            }
        }
        guard sawStats else { return nil }
    }
}
