import Conformance
import EngineMutants
import Foundation
import MediaTiming

/// `conformance permitted`: every law against every permitted variant (engines right within what
/// they declare); none may fail or be inconclusive.
enum PermittedCommand {
    /// Runs the report; exit 0 when no variant is flagged, 1 otherwise, 2 on bad arguments.
    static func main(_ arguments: [String]) -> Int32 {
        var configuration: SuiteConfiguration
        var markdown = false
        var prefix = ""
        do {
            configuration = try SubcommandOptions.parse(arguments, command: "permitted") {
                (flag, rest) throws(SubcommandOptions.Invalid) -> Bool in
                switch flag {
                case "--markdown":
                    markdown = true
                case "--variants":
                    guard let text = rest.popFirst(), !text.isEmpty, !text.hasPrefix("--") else {
                        throw SubcommandOptions.Invalid(
                            message: "--variants needs a name prefix, e.g. capabilities-first:")
                    }
                    prefix = text
                default:
                    return false
                }
                return true
            }
        } catch {
            return ConformanceCommand.usageError(error.message)
        }
        let variants = PermittedCatalog.all.filter { $0.name.hasPrefix(prefix) }
        guard !variants.isEmpty else {
            return ConformanceCommand.usageError("no permitted variant is named '\(prefix)…'")
        }
        // The table in CONFORMANCE.md counts every variant: a part of the catalog cannot print it.
        guard !markdown || variants.count == PermittedCatalog.all.count else {
            return ConformanceCommand.usageError("--markdown prints the whole catalog's table; drop --variants")
        }
        // A flag needs a full search: the same cases per law as a run (unless --cases says less).
        if !arguments.contains("--cases") { configuration.cases = SuiteConfiguration.defaultCases }
        configuration.maxDistinctFailures = 1
        let serial = {
            var copy = configuration
            copy.parallelism = 1
            return copy
        }()
        let runs: [(line: String, flagged: Bool, skipped: [String])] = SuiteRunner.parallelMap(
            variants, width: configuration.parallelism
        ) { variant in
            let engine = EngineFactory(name: "permitted:\(variant.name)", summary: variant.summary) {
                variant.makeEngine()
            }
            let results = LawCatalog.all.map { SuiteRunner(engine: engine).run(law: $0, configuration: serial) }
            let flagged = results.filter { $0.status == .failed || $0.status.isInconclusive }
            let passed = results.filter { $0.status == .passed }.count
            let skipped = results.filter { if case .skipped = $0.status { return true } else { return false } }.count
            guard flagged.isEmpty else {
                let what = flagged.map { result in
                    "\(result.lawID) \(result.status.isInconclusive ? "inconclusive" : "failed"): "
                        + (result.failure?.message.split(separator: "\n").first.map(String.init) ?? "")
                }
                return ("\(engine.name) FLAGGED \(flagged.count): " + what.joined(separator: " | "), true, [])
            }
            let skippedLaws = results.filter { if case .skipped = $0.status { return true } else { return false } }.map(
                \.lawID)
            return ("\(engine.name) ok passed=\(passed) skipped=\(skipped)", false, skippedLaws)
        }
        let flagged = runs.filter(\.flagged).count
        let summary =
            runs.map(\.line) + [
                "permitted variants: \(runs.count - flagged)/\(runs.count) pass (seed \(configuration.seed), \(configuration.cases) cases per law)"
            ]
        if markdown {
            // The table on the standard output (CI compares it with CONFORMANCE.md), the verdicts
            // on the standard error, so a flagged variant still shows.
            print(passedByTable(variants.map(\.name), skipped: runs.map(\.skipped)), terminator: "")
            StandardStreams.writeError(summary.joined(separator: "\n") + "\n")
        } else {
            for line in summary { print(line) }
        }
        return flagged == 0 ? 0 : 1
    }

    /// Each law's "passed-by": how many permitted variants ran it and passed, and which skipped it.
    static func passedByTable(_ names: [String], skipped: [[String]]) -> String {
        var lines = ["| law | passed by | skipped by |", "|---|---|---|"]
        for law in LawCatalog.all {
            let skippers = zip(names, skipped).filter { $0.1.contains(law.id) }.map(\.0)
            let shown = skippers.isEmpty ? "none" : skippers.map { "`\($0)`" }.joined(separator: ", ")
            lines.append(
                "| \(law.id) | \(names.count - skippers.count) of \(names.count) permitted variants | \(shown) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
