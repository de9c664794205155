extension SuiteCommand {
    /// `clauses`: every behaviour clause of the contract and of SEMANTICS.md with the laws that check it.
    ///
    /// Prints one line per clause and a summary (or the Markdown table with `--markdown`); exit 0
    /// when every clause names a law and every law a clause, 1 otherwise, 2 on bad arguments.
    static func clauses(_ arguments: [String], _ print: Printer) -> Int32 {
        var markdown = false
        for argument in arguments {
            guard argument == "--markdown", !markdown else {
                return print.usage("unknown argument '\(argument)' for clauses")
            }
            markdown = true
        }
        let status: Int32 = ClauseCatalog.problems().isEmpty ? 0 : 1
        return print(markdown ? ClauseCatalog.markdown() : ClauseCatalog.textReport(), status: status)
    }
}
