import Scripts
import Testing

/// The spelling the models share for a query's answers, worked by hand.
@Suite struct HostQuerySpellingTests {
    /// v1 is a subview of v0, the root of window 0; v2 is v1's subview; one window made.
    @Test func aSubviewInTheFirstWindow() {
        let answers = HostQuerySpelling.answers(
            about: 1, superview: 0, subviews: [2], window: 0, subtree: [1, 2], roots: [[0]])
        #expect(
            answers == [
                "contains(v1) = true", "view(id of v1) = v1", "superview(of: v1) = v0", "subviews(of: v1) = [v2]",
                "window(of: v1) = w0", "isInWindow(v1) = true", "subtree(of: v1) = [v1, v2]",
                "contains(w0) = true", "layer(of: w0) = the roots' superlayer", "rootViews(of: w0) = [v0]",
                "contains(w1) = false", "layer(of: w1) = nil", "rootViews(of: w1) = []",
                "log after clearLog() = 0",
            ])
    }

    /// A detached root with no subviews, two windows made, the second with two roots.
    @Test func aDetachedView() {
        let answers = HostQuerySpelling.answers(
            about: 3, superview: nil, subviews: [], window: nil, subtree: [3], roots: [[], [0, 1]])
        #expect(answers[2] == "superview(of: v3) = nil")
        #expect(answers[4] == "window(of: v3) = nil")
        #expect(answers[5] == "isInWindow(v3) = false")
        #expect(answers.contains("rootViews(of: w1) = [v0, v1]"))
        #expect(answers.contains("contains(w2) = false"))
        #expect(answers.count == 7 + 3 * 3 + 1)
    }
}
