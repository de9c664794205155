/// The suite's version, which reports and `--version` print.
public enum SuiteVersion {
    /// The version: the third round of the laws (exact oracles, evidence, coverage, hostile engines).
    public static let current = "0.3.0"
}
