import Conformance
import Dispatch
import EngineMutants
import Foundation
import Generators
import Scripts

/// A hand-worked scenario for one catalog mutant: a script through the public contract, one
/// reading of its trace, and what that reading shows on the correct engine and on the mutant.
///
/// Both expectations are worked out by hand from SEMANTICS.md and the mutant's description (the
/// comment beside each scenario shows the working), never pasted from a run. The script must
/// also tell the mutant apart from every other mutant of the catalog: its whole trace on this
/// mutant differs from its trace on each of the others (``MutantScenarioCatalogTests``).
struct MutantScenario: CustomStringConvertible {
    /// The catalog name of the mutant the scenario shows.
    let mutant: String
    /// The script, run on a new engine.
    let script: Script
    /// How many times the script runs, each on a new engine from the same factory; the reading
    /// reads the last run (2 shows state that leaks from one engine to the next).
    var runs = 1
    /// What is read off the trace.
    let reading: Reading
    /// The reading on the correct engine, worked out by hand.
    let correct: Observed
    /// The reading on the mutant, worked out by hand from its description.
    let mutated: Observed

    /// The mutant's name, for the test's arguments.
    var description: String { mutant }
}

/// What a scenario reads off a trace.
enum Reading: Sendable {
    /// The value of a key path on a view after each of the steps.
    case values(String, view: Int = 0, steps: [Int])
    /// The local time of a view after each of the steps.
    case localTimes(view: Int = 0, steps: [Int])
    /// The keys a view lists after each of the steps.
    case keys(view: Int = 0, steps: [Int])
    /// Every callback of the run, as `step: record` (for example `6: didStop(true) v0.a#1`).
    case callbacks

    /// The reading of `trace`.
    func read(_ trace: Trace) -> Observed {
        func observation(_ step: Int) -> StepObservation? {
            trace.steps.indices.contains(step) ? trace.steps[step] : nil
        }
        switch self {
        case .values(let keyPath, let view, let steps):
            guard let k = trace.keyPaths.firstIndex(of: keyPath) else { return .lines(["no key path \(keyPath)"]) }
            return .numbers(
                steps.map { step in
                    guard let o = observation(step), o.viewCount > view else { return .nan }
                    return o.value(view: view, keyPath: k)
                })
        case .localTimes(let view, let steps):
            return .numbers(
                steps.map { step in
                    guard let o = observation(step), o.viewCount > view else { return .nan }
                    return o.localTime(ofView: view)
                })
        case .keys(let view, let steps):
            return .keys(
                steps.map { step in
                    guard let o = observation(step), o.viewCount > view else { return ["no view"] }
                    return o.keys(ofView: view)
                })
        case .callbacks:
            return .lines(trace.steps.indices.flatMap { step in trace.steps[step].callbacks.map { "\(step): \($0)" } })
        }
    }
}

/// A reading's result: numbers compare within 1e-9 (NaN equals NaN), keys and lines exactly.
enum Observed: Sendable, Equatable, CustomStringConvertible {
    /// Values or local times, one per step read.
    case numbers([Double])
    /// The keys listed, one list per step read.
    case keys([[String]])
    /// Callbacks, or a note when the reading could not be taken.
    case lines([String])

    static func == (lhs: Observed, rhs: Observed) -> Bool {
        switch (lhs, rhs) {
        case (.numbers(let a), .numbers(let b)):
            return a.count == b.count
                && zip(a, b).allSatisfy { x, y in x.isNaN ? y.isNaN : (x == y || abs(x - y) <= 1e-9) }
        case (.keys(let a), .keys(let b)): return a == b
        case (.lines(let a), .lines(let b)): return a == b
        default: return false
        }
    }

    var description: String {
        switch self {
        case .numbers(let values): return "\(values)"
        case .keys(let keys): return "\(keys)"
        case .lines(let lines): return "\(lines)"
        }
    }
}

extension MutantScenario {
    /// Every scenario: one per catalog mutant.
    static var all: [MutantScenario] { engine + values + harness + blind + transactions }

    /// The engine for `mutant` (`nil`: the reference engine), with its host and technique faults.
    static func factory(_ mutant: EngineMutant?) -> EngineFactory {
        guard let mutant else { return EngineFactory.reference() }
        return EngineFactory(name: "mutant:\(mutant.name)", summary: mutant.bug) { mutant.makeEngine() }
            .withHarnessFaults(host: mutant.hostFaults, techniques: mutant.techniqueFaults)
    }

    /// The traces of the scenario's runs on `factory`'s engines, the last one last.
    ///
    /// Several runs go on a new thread of their own, so that what an engine keeps per thread
    /// comes from the runs before it in the scenario, not from whatever tests ran before on the
    /// test's thread.
    func traces(on factory: EngineFactory) -> [Trace] {
        guard runs > 1 else { return [factory.run(script)] }
        let job = RunsOnANewThread(factory: factory, script: script, runs: runs)
        Thread { job.run() }.start()
        job.finished.wait()
        return job.traces
    }
}

/// Runs a script several times on a thread made for it; the caller waits for ``finished``.
private final class RunsOnANewThread: @unchecked Sendable {
    let factory: EngineFactory
    let script: Script
    let runs: Int
    /// Written by the thread before it signals ``finished``, read by the caller after.
    var traces: [Trace] = []
    let finished = DispatchSemaphore(value: 0)

    init(factory: EngineFactory, script: Script, runs: Int) {
        self.factory = factory
        self.script = script
        self.runs = runs
    }

    func run() {
        traces = (0..<runs).map { _ in factory.run(script) }
        finished.signal()
    }
}
