extension Script {
    /// One step with the number a trace knows it by.
    public struct NumberedStep: Equatable {
        /// The step's number: its index for a top-level step; a step inside a reentrant step is
        /// numbered after every top-level step, the steps of one reentrant step consecutively.
        public var number: Int
        /// The number of the reentrant step that holds it, or `nil` at the top level.
        public var parent: Int?
        /// The step.
        public var step: Step
    }

    /// Every step, top-level ones first by index, then each reentrant step's steps together, the
    /// outer reentrant steps' before those nested in them.
    ///
    /// Top-level numbers are the indices every existing report and law uses, so nesting never
    /// renumbers them; a nested step's number is what the driver stamps on the copies it adds and
    /// on its notes, so each is told apart in a trace.
    public var numberedSteps: [NumberedStep] {
        var result = steps.enumerated().map { NumberedStep(number: $0.offset, parent: nil, step: $0.element) }
        var next = steps.count
        func visit(_ inner: [Step], parent: Int) {
            let numbers = next..<(next + inner.count)
            next += inner.count
            for (number, step) in zip(numbers, inner) {
                result.append(NumberedStep(number: number, parent: parent, step: step))
            }
            for (number, step) in zip(numbers, inner) {
                if case .reentrant(_, let nested) = step { visit(nested, parent: number) }
            }
        }
        for (index, step) in steps.enumerated() {
            if case .reentrant(_, let inner) = step { visit(inner, parent: index) }
        }
        return result
    }

    /// Whether some step arms a reentry.
    public var hasReentrantSteps: Bool {
        steps.contains { if case .reentrant = $0 { return true } else { return false } }
    }
}
