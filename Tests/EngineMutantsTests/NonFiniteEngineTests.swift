import Conformance
import EngineMutants
import Generators
import MediaTiming
import Testing

/// An engine that answers NaN, +∞ or −∞ from any one reading call fails the run, and a failure
/// names the non-finite value.
@Suite struct NonFiniteEngineTests {
    struct Setting: Sendable, CustomStringConvertible {
        var call: NonFiniteEngine.ReadingCall
        var value: Double
        var description: String { "\(call.rawValue)=\(value)" }
    }

    static let settings: [Setting] = NonFiniteEngine.ReadingCall.allCases.flatMap { call in
        [Double.nan, .infinity, -.infinity].map { Setting(call: call, value: $0) }
    }

    @Test(arguments: settings)
    func failsTheRun(_ setting: Setting) throws {
        let engine = EngineFactory(name: "non-finite \(setting)") {
            NonFiniteEngine(setting.call, answering: setting.value)
        }
        // The first failure of each law, barely shrunk: what is tested is that the run fails and
        // names the value, not how small its script gets.
        var configuration = SuiteConfiguration(cases: 20)
        configuration.maxDistinctFailures = 1
        configuration.maxShrinkEvaluations = 20
        let report = try SuiteRunner(engine: engine).run(configuration)
        let failures = report.results.filter(\.failsRun)
        #expect(!failures.isEmpty, "every law passed with \(setting)")
        if setting.call == .presentationValue || setting.call == .convertTime {
            let messages = failures.compactMap { $0.failure?.message }
            #expect(messages.contains { $0.contains("non-finite") }, "\(messages)")
        }
    }

    @Test func infinitiesAgreeOnlyWithTheSameInfinity() {
        #expect(!Trace.agree(-.infinity, 0, tolerance: 1e-6))
        #expect(!Trace.agree(.infinity, 1e300, tolerance: 1e-6))
        #expect(!Trace.agree(.infinity, -.infinity, tolerance: 1e-6))
        #expect(!Trace.agree(.nan, 0, tolerance: 1e-6))
        #expect(Trace.agree(.infinity, .infinity, tolerance: 1e-6))
        #expect(Trace.agree(-.infinity, -.infinity, tolerance: 1e-6))
        #expect(Trace.agree(.nan, .nan, tolerance: 1e-6))
        // Finite numbers keep the relative tolerance: 1e12 and 1e12 + 1 differ by 1e-12 relative.
        #expect(Trace.agree(1e12, 1e12 + 1, tolerance: 1e-6))
    }
}
