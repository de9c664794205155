import Conformance
import ConformanceTesting
import Foundation
import Testing

/// The reference engine, named by a type, for the EngineProvider form.
enum ReferenceUnderTest: EngineProvider { static var engine: EngineFactory { .reference() } }

/// A malformed setting under `swift test` is an error, as on the command line.
@Suite struct EnvironmentSettingsTests {
    static let badSettings: [(String, String)] = [
        ("CONFORMANCE_SEED", "banana"), ("CONFORMANCE_SEED", "-1"), ("CONFORMANCE_CASES", "0"),
        ("CONFORMANCE_CASES", "ten"),
    ]

    /// The defect: `CONFORMANCE_SEED=banana swift test` ran every law with the default seed and
    /// said nothing. Each entry point now throws before it runs anything, naming the variable and
    /// the value, and Swift Testing records the thrown error as the test's issue.
    @Test(arguments: badSettings)
    func aBadSettingFailsEveryEntryPointNamingItsVariableAndValue(_ variable: String, _ value: String) async throws {
        let configuration = SuiteConfiguration.environmentDefault(from: [variable: value])
        let named: (ConformanceTesting.InvalidSetting) -> Bool = {
            $0.description.contains(variable) && $0.description.contains("'\(value)'")
        }

        let check = #expect(throws: ConformanceTesting.InvalidSetting.self) {
            try ConformanceTesting.check(
                law: "TIME-1", engine: .reference(), configuration: configuration, containment: .inProcess)
        }
        #expect(check.map(named) == true, "\(String(describing: check))")
        await #expect(throws: ConformanceTesting.InvalidSetting.self) {
            try await ConformanceTesting.check(
                law: "TIME-1", engine: ReferenceUnderTest.self, configuration: configuration)
        }
        let replay = #expect(throws: ConformanceTesting.InvalidSetting.self) {
            try ConformanceTesting.replay(
                "ITER-1@pt2:BwAAAAAAAADbZ2sg", engine: .reference(), configuration: configuration)
        }
        #expect(replay.map(named) == true)
    }

    /// The command says the same, as a usage error.
    @Test(arguments: badSettings)
    func theCommandRefusesTheSameSetting(_ variable: String, _ value: String) throws {
        #expect(throws: CommandLineOptions.UsageError.self) {
            try CommandLineOptions.parse([], environment: [variable: value])
        }
    }

    /// Good settings are used, and no problem is carried.
    @Test func goodSettingsAreRead() {
        let configuration = SuiteConfiguration.environmentDefault(from: [
            "CONFORMANCE_SEED": "0x10", "CONFORMANCE_CASES": " 7 ",
        ])
        #expect(configuration.environmentProblem == nil)
        #expect(configuration.seed == 16)
        #expect(configuration.cases == 7)
    }
}
