import Conformance

extension ConformanceTesting {
    /// A setting in the environment that cannot be read, such as `CONFORMANCE_SEED=banana`.
    ///
    /// Under `swift test` the settings come from the environment (``SuiteConfiguration/environmentDefault``).
    /// A malformed one used to be ignored, so the run went on with the default seed or case count
    /// while the author believed theirs was used; now each entry point throws this before it runs
    /// anything, and the test fails with an issue naming the variable and its value, as the
    /// `conformance` command refuses it with a usage error.
    public struct InvalidSetting: Error, Equatable, CustomStringConvertible {
        /// The one-line message, naming the variable and its value.
        public var description: String
    }

    /// Throws ``InvalidSetting`` when `configuration` was read from a malformed environment.
    static func checkSettings(_ configuration: SuiteConfiguration) throws(InvalidSetting) {
        guard let problem = configuration.environmentProblem else { return }
        throw InvalidSetting(description: "\(problem) (in the environment of this test run: fix or unset it)")
    }
}
