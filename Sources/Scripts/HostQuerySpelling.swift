/// How the host's answers to a `query` step are spelled in a trace, as the script driver records
/// them: the one spelling the models that predict those answers share.
public enum HostQuerySpelling {
    /// The answers about view `view` given where it stands: its superview, subviews, window and
    /// subtree, and, for each window made so far and the first one not made, whether it exists,
    /// its layer and its root views; then the log's length after it is cleared.
    ///
    /// - Parameter roots: the root views of each window made so far, in order.
    public static func answers(
        about view: Int, superview: Int?, subviews: [Int], window: Int?, subtree: [Int], roots: [[Int]]
    ) -> [String] {
        func names(_ views: [Int]) -> String { "[" + views.map { "v\($0)" }.joined(separator: ", ") + "]" }
        let name = "v\(view)"
        var answers = [
            "contains(\(name)) = true",
            "view(id of \(name)) = \(name)",
            "superview(of: \(name)) = \(superview.map { "v\($0)" } ?? "nil")",
            "subviews(of: \(name)) = \(names(subviews))",
            "window(of: \(name)) = \(window.map { "w\($0)" } ?? "nil")",
            "isInWindow(\(name)) = \(window != nil)",
            "subtree(of: \(name)) = \(names(subtree))",
        ]
        for window in 0...roots.count {
            let made = window < roots.count
            answers += [
                "contains(w\(window)) = \(made)",
                "layer(of: w\(window)) = \(made ? "the roots' superlayer" : "nil")",
                "rootViews(of: w\(window)) = \(names(made ? roots[window] : []))",
            ]
        }
        answers.append("log after clearLog() = 0")
        return answers
    }
}
