import AnimationTechniques

extension Law {
    /// Whether the law's scripts may name the technique implementation `variant`: `correct`, an
    /// as-published variant it is built to catch, or, for a law that judges the techniques
    /// (``judgesTechniques``), any entry of `registry`.
    public func runs(variant: String, registry: TechniqueRegistry) -> Bool {
        variant == "correct" || catchesVariants.contains(variant)
            || (judgesTechniques && registry.implementation(named: variant) != nil)
    }
}

extension SuiteConfiguration {
    /// The engine's name as a report gives it: followed by the technique implementation when the
    /// run names one other than the project's correct techniques.
    func reportedEngineName(_ engine: String) -> String { Self.reportedEngineName(engine, techniques: techniques) }

    /// `engine`, followed by ` (techniques: NAME)` when `techniques` names an implementation
    /// other than `correct`, so a report says what it judged.
    static func reportedEngineName(_ engine: String, techniques: String?) -> String {
        guard let techniques, techniques != "correct" else { return engine }
        return "\(engine) (techniques: \(techniques))"
    }
}
