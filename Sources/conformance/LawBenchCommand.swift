import Conformance
import Foundation
import MediaTiming
import ReferenceEngine

/// `conformance bench`: cases per second per law, the wall time of a default full run on 1 and 2
/// cores, and the suite's own share of a run's time.
///
/// The share is measured by wrapping the reference engine so that every call into it is timed;
/// the clock's own cost, calibrated first, is subtracted. Everything outside those calls, namely
/// generation, the driver and host, checking, shrinking bookkeeping and reports, counts as the
/// suite's overhead.
enum LawBenchCommand {
    /// Runs the benchmark and returns the exit code.
    static func main(_ arguments: [String]) -> Int32 {
        guard arguments.isEmpty else { return ConformanceCommand.usageError("bench takes no arguments") }
        let clock = ContinuousClock()
        let engine = EngineFactory.reference()
        for law in LawCatalog.all {
            let configuration = SuiteConfiguration(parallelism: 1)
            let elapsed = clock.measure { _ = SuiteRunner(engine: engine).run(law: law, configuration: configuration) }
            let seconds = elapsed.seconds
            print("bench \(law.id): \(configuration.cases) cases in \(milliseconds(seconds)) ms, \(Int(Double(configuration.cases) / seconds)) cases/s")
        }
        var best = [1: Double.infinity, 2: Double.infinity]
        for _ in 0..<3 {
            for width in [1, 2] {
                let seconds = clock.measure { _ = try? SuiteRunner(engine: engine).run(SuiteConfiguration(parallelism: width)) }.seconds
                best[width] = min(best[width]!, seconds)
            }
        }
        print("bench full run (\(LawCatalog.all.count) laws, 100 cases each): \(milliseconds(best[2]!)) ms on 2 cores, \(milliseconds(best[1]!)) ms on 1 core, speedup \(String(format: "%.2f", best[1]! / best[2]!))×")
        let overhead = suiteOverhead()
        print("bench suite overhead: \(String(format: "%.1f", overhead.share * 100)) % of a 1-core run (engine calls \(milliseconds(overhead.engine)) ms of \(milliseconds(overhead.total)) ms)")
        return 0
    }

    /// Times a 1-core full run with every engine call timed.
    static func suiteOverhead() -> (share: Double, engine: Double, total: Double) {
        let meter = EngineMeter()
        let timed = EngineFactory(name: "reference") { AnyTimingEngine(TimedEngine(ReferenceEngine(), meter: meter)) }
        let total = ContinuousClock().measure { _ = try? SuiteRunner(engine: timed).run(SuiteConfiguration(parallelism: 1)) }.seconds
        let engine = max(0, meter.seconds - Double(meter.calls) * EngineMeter.clockCost())
        let suite = total - engine
        return (suite / total, engine, total)
    }

    static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
