import Foundation

/// The options of `conformance` (the suite run), parsed from its arguments.
public struct CommandLineOptions: Equatable, Sendable {
    /// Report formats.
    public enum Format: String, Sendable, CaseIterable {
        /// A human table ending with the summary line.
        case text
        /// One JSON document.
        case json
        /// JUnit XML for CI systems.
        case junit
        /// A Markdown table.
        case markdown
    }

    /// The engine to run, by name.
    public var engine: String = "reference"
    /// The technique implementation the technique laws run over (`--techniques NAME`), `nil` for
    /// the project's correct techniques over the whole catalog.
    public var techniques: String?
    /// The laws to run; `nil` is all.
    public var laws: [String]?
    /// Cases per law.
    public var cases: Int = SuiteConfiguration.defaultCases
    /// The seed.
    public var seed: UInt64 = SuiteConfiguration.defaultSeed
    /// A replay token (it names its law) to run instead of searching.
    public var replay: String?
    /// A path to an expectations file.
    public var expectationsFile: String?
    /// The report format.
    public var format: Format = .text
    /// Where to write the report; standard output when `nil`.
    public var output: String?
    /// Where to write SVG timelines of failures.
    public var artifacts: String?
    /// Whether `--isolate` was given: accepted for compatibility, since containment is the default.
    public var isolate: Bool = false
    /// Whether to run the laws in this process, uncontained (`--in-process`): for debugging an
    /// engine in a debugger, where a trap should stop the program.
    public var inProcess: Bool = false
    /// Internal: the directory a batch child of containment leaves its laws' marks and results in.
    public var childDirectory: String?
    /// Internal: the cases (by token) a child of containment skips, because they ended a child.
    public var avoidedCases: [String] = []
    /// Internal: the file a child of containment writes each failure to as soon as it has it.
    public var failuresFile: String?
    /// The numeric tolerance: the floor of every comparison (``Tolerance/defaultBase``).
    public var tolerance: Double = Tolerance.defaultBase
    /// Whether allowances are derived on top of ``tolerance`` (``Tolerance``); `--tolerance X`
    /// turns it off, so the given tolerance is used as is.
    public var derivesTolerance: Bool = true
    /// Laws running at once.
    public var jobs: Int = 2
    /// Seconds a contained case may run before its law is reported as hung.
    public var caseTimeout: Double = 10
    /// Internal: the file a child of containment writes a checkpoint to before each case.
    public var progressFile: String?
    /// A time budget in seconds (`--seconds S`): laws that hold run further rounds of fresh cases
    /// until it is spent.
    public var seconds: Double?
    /// Whether the report gives each law's wall time (`--timings`). Off by default: times differ
    /// from run to run, and a seed's report must stay byte-identical (CI compares merged shards
    /// with a whole run by `cmp`).
    public var timings: Bool = false
    /// The failure database's directory (`--database DIR`), `nil` for none (`--database none`).
    public var database: String? = FailureDatabase.defaultDirectory
    /// Internal: the file a child of containment writes its JSON report to, a channel of
    /// its own so that whatever the engine prints on standard output cannot corrupt it.
    public var reportFile: String?
    /// Further reports written beside the main one, by format (`--json FILE`, `--junit FILE`,
    /// `--markdown FILE`), so one run gives text on the terminal and files for CI.
    public var extraOutputs: [Format: String] = [:]
    /// The share of the selected laws this run takes (`--shard K/N`), `nil` for all of them.
    public var shard: Shard?

    /// Creates the default options.
    public init() {}

    /// A usage error: one line for the user, exit code 2.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        /// The one-line message.
        public var message: String
        /// Creates a usage error.
        public init(_ message: String) { self.message = message }
        /// The message.
        public var description: String { message }
    }

    /// Parses the suite's options.
    ///
    /// - Throws: ``UsageError`` for an unknown option, a missing or malformed value.
    public static func parse(
        _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        // CONFORMANCE_SEED and CONFORMANCE_CASES set the defaults; flags win over them.
        do {
            let defaults = try SuiteConfiguration.fromEnvironment(environment)
            options.seed = defaults.seed
            options.cases = defaults.cases
        } catch let invalid {
            throw UsageError(invalid.description)
        }
        var rest = arguments[...]
        var timeoutGiven = false
        func value(for flag: String) throws(UsageError) -> String {
            guard let next = rest.popFirst(), !next.hasPrefix("--") else {
                throw UsageError("\(flag) needs a value")
            }
            return next
        }
        while let argument = rest.popFirst() {
            var flag = argument
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                flag = String(argument[..<equals])
                rest.insert(String(argument[argument.index(after: equals)...]), at: rest.startIndex)
            }
            switch flag {
            case "--engine": options.engine = try value(for: flag)
            case "--techniques": options.techniques = try value(for: flag)
            case "--laws":
                let ids = try value(for: flag).split(separator: ",", omittingEmptySubsequences: false).map {
                    String($0)
                }
                guard !ids.isEmpty, !ids.contains(where: \.isEmpty) else {
                    throw UsageError("--laws needs law IDs separated by single commas")
                }
                options.laws = ids
            case "--cases": options.cases = try positiveInt(try value(for: flag), flag)
            case "--jobs": options.jobs = try positiveInt(try value(for: flag), flag)
            case "--seed":
                let text = try value(for: flag)
                guard let seed = SuiteConfiguration.parseSeed(text) else {
                    throw UsageError("--seed needs a non-negative integer or 'random', got '\(text)'")
                }
                options.seed = seed
            case "--replay": options.replay = try value(for: flag)
            case "--shard": options.shard = try Shard(parsing: try value(for: flag))
            case "--expectations": options.expectationsFile = try value(for: flag)
            case "--format":
                let text = try value(for: flag)
                guard let format = Format(rawValue: text) else {
                    throw UsageError("--format must be one of text, json, junit, markdown; got '\(text)'")
                }
                options.format = format
            case "--output": options.output = try value(for: flag)
            case "--artifacts": options.artifacts = try value(for: flag)
            case "--isolate": options.isolate = true
            case "--in-process": options.inProcess = true
            case "--timings": options.timings = true
            case "--child-directory": options.childDirectory = try value(for: flag)
            case "--avoid": options.avoidedCases.append(try value(for: flag))
            case "--failures-file": options.failuresFile = try value(for: flag)
            case "--case-timeout":
                let text = try value(for: flag)
                guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
                    throw UsageError("--case-timeout needs a number of seconds in (0, 3600], got '\(text)'")
                }
                options.caseTimeout = seconds
                timeoutGiven = true
            case "--progress-file": options.progressFile = try value(for: flag)
            case "--seconds":
                let text = try value(for: flag)
                guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
                    throw UsageError("--seconds needs a number of seconds above 0 and at most 86400, got '\(text)'")
                }
                options.seconds = seconds
            case "--database":
                let directory = try value(for: flag)
                // An empty directory made paths like `/ENGINE/LAW`: files at the root of the disk.
                guard !directory.isEmpty else { throw UsageError("--database needs a directory or 'none'") }
                options.database = directory == "none" ? nil : directory
            case "--report-file": options.reportFile = try value(for: flag)
            case "--json": options.extraOutputs[.json] = try value(for: flag)
            case "--junit": options.extraOutputs[.junit] = try value(for: flag)
            case "--markdown": options.extraOutputs[.markdown] = try value(for: flag)
            case "--tolerance":
                let text = try value(for: flag)
                guard let tolerance = Double(text), tolerance >= 0, tolerance.isFinite else {
                    throw UsageError("--tolerance needs a finite number ≥ 0, got '\(text)'")
                }
                options.tolerance = tolerance
                options.derivesTolerance = false
            default:
                throw UsageError("unknown argument '\(argument)' (see 'conformance help')")
            }
        }
        if options.isolate, options.inProcess { throw UsageError("--isolate and --in-process contradict each other") }
        // Only containment's watchdog reads the timeout; accepting it in process would promise a
        // protection the run does not give.
        if timeoutGiven, options.inProcess {
            throw UsageError("--case-timeout needs containment, which --in-process turns off")
        }
        // A replay runs the one case of one law: there is nothing to share out.
        if options.shard != nil, options.replay != nil {
            throw UsageError("--shard splits the laws of a run; --replay runs one case, so not both")
        }
        return options
    }

    private static func positiveInt(_ text: String, _ flag: String) throws(UsageError) -> Int {
        guard let number = Int(text), number > 0 else {
            throw UsageError("\(flag) needs a positive integer, got '\(text)'")
        }
        return number
    }
}
