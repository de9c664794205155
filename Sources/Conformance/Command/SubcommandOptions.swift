/// The `--cases N` and `--seed N` options the report subcommands share (`coverage`, `mutants`, …).
package enum SubcommandOptions {
    /// A one-line usage error.
    package struct Invalid: Error {
        /// The one-line message.
        package var message: String

        /// Creates a usage error.
        package init(message: String) { self.message = message }
    }

    /// Reads `--cases` and `--seed` from `arguments` into a default configuration, handing every
    /// other flag (with the remaining arguments) to `other`, which returns whether it took it.
    package static func parse(
        _ arguments: [String], command: String,
        other: (_ flag: String, _ rest: inout ArraySlice<String>) throws(Invalid) -> Bool = { _, _ in false }
    ) throws(Invalid) -> SuiteConfiguration {
        var configuration = SuiteConfiguration(cases: SuiteConfiguration.reportCases)
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--cases":
                guard let text = rest.popFirst(), let cases = Int(text), cases > 0 else {
                    throw Invalid(message: "--cases needs a positive integer")
                }
                configuration.cases = cases
            case "--seed":
                guard let text = rest.popFirst(), let seed = SuiteConfiguration.parseSeed(text) else {
                    throw Invalid(message: "--seed needs a non-negative integer or 'random'")
                }
                configuration.seed = seed
            default:
                guard try other(flag, &rest) else {
                    throw Invalid(message: "unknown argument '\(flag)' for \(command)")
                }
            }
        }
        return configuration
    }
}
