import MediaTiming

extension PermittedCatalog {
    /// Engines that keep timing fields or values in single precision, as Core Animation does.
    public static let precision: [PermittedVariant] = {
        func variant(_ name: String, _ fields: SinglePrecisionEngine.Fields, _ summary: String) -> PermittedVariant {
            PermittedVariant(name: "precision:\(name)", summary: summary) {
                AnyTimingEngine(SinglePrecisionEngine(fields))
            }
        }
        return [
            variant(
                "float-timing", .timing,
                "keeps speed and repeatCount of layers and animations as Float, as CAMediaTiming declares them"),
            variant(
                "float-control-points", .controlPoints,
                "keeps timing functions' control points as Float, as CAMediaTimingFunction does"),
            variant("float-values", .values, "hands out presentation values rounded to Float"),
            variant("float-curve-solver", .curveSolver, "solves timing curves in Float to 1e-6 in x"),
            variant("float-everything", .all, "all of the above at once"),
        ]
    }()
}
