import Foundation

extension SuiteCommand {
    /// `merge [--format FORMAT] [--output FILE] FILE...`: the shards' JSON reports as one report.
    ///
    /// Reads every file, refuses reports that are not shards of one run (``SuiteReport/merging(_:)``),
    /// and renders the merged report with replay lines that name `commandName`. Exit codes are a
    /// run's: 0 when the merged run succeeded, 1 when it did not, 2 on bad arguments, a refused or
    /// unreadable report, or a report that could not be written.
    static func merge(_ arguments: [String], commandName: String, _ print: Printer) -> Int32 {
        var format = CommandLineOptions.Format.text
        var outputPath: String?
        var files: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            var flag = argument
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                rest.insert(String(argument[argument.index(after: equals)...]), at: rest.startIndex)
            }
            switch flag {
            case "--format":
                guard let text = rest.popFirst() else { return print.usage("--format needs a value") }
                guard let chosen = CommandLineOptions.Format(rawValue: text) else {
                    return print.usage("--format must be one of text, json, junit, markdown; got '\(text)'")
                }
                format = chosen
            case "--output":
                guard let path = rest.popFirst(), !path.hasPrefix("--") else {
                    return print.usage("--output needs a value")
                }
                outputPath = path
            case "--":
                files += rest
                rest = []
            default:
                guard !argument.hasPrefix("-") || argument == "-" else {
                    return print.usage("unknown argument '\(argument)' for merge (see 'conformance help merge')")
                }
                files.append(argument)
            }
        }
        guard !files.isEmpty else {
            return print.usage(
                "merge needs the JSON reports to merge, such as shard-1.json shard-2.json (see 'conformance help merge')"
            )
        }
        var documents: [(name: String, data: Data)] = []
        for file in files {
            guard !file.utf8.contains(0), let data = FileManager.default.contents(atPath: file) else {
                return print.usage("cannot read the report '\(file)'")
            }
            documents.append((file, data))
        }
        if let outputPath {
            do {
                try OutputPath.checkFile(outputPath, flag: "--output")
            } catch {
                return print.usage(error.message)
            }
        }
        var merged: SuiteReport
        do {
            merged = try SuiteReport.merging(documents)
        } catch {
            return print.usage(error.message)
        }
        merged.replayInstruction = .command(replayCommand(commandName))
        let rendered = merged.rendered(as: format)
        guard let outputPath else { return print(rendered, status: merged.exitCode) }
        do {
            try OutputPath.write(Data(rendered.utf8), to: outputPath)
        } catch {
            return print.usage(error.message)
        }
        return merged.exitCode
    }
}
