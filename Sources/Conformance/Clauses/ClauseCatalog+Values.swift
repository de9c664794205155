extension ClauseCatalog {
    /// The documentation of the contract's value types (Sources/MediaTiming) where it states behaviour.
    static let values: [Clause] = [
        value(
            "Animation.value",
            "Adding stores a copy, so changing the caller's value afterwards has no effect; every copy holds the delegate strongly.",
            ["TRANS-2", "CB-6"]),
        value(
            "Animation.group",
            "A group's children's delegates and isRemovedOnCompletion are ignored; their begin times count from the group's start and are never stamped.",
            ["CB-9", "VAL-7", "INTERP-6"]),
        value(
            "Animation.validate",
            "Odd descriptions have a rule and are accepted (duration ≤ 0, no from/to/by, invalid key times); NaN, non-finite timing, negative repeats and springs that cannot oscillate are refused.",
            ["API-1", "ITER-6", "VAL-4"]),
        value(
            "AnimationDelegate",
            "Callbacks come only from render, in time order, after the engine's state is updated; the animation passed is the stored copy.",
            ["CB-5", "CB-8", "CB-7"],
            note:
                "CB-7's closure delegate reads the copy passed to it (its generation tag) to hear one completion per logical animation"
        ),
        value(
            "AnimationTiming",
            "repeatCount may be fractional or endless; a nonzero repeatDuration wins over it; a duration ≤ 0 takes the transaction's.",
            ["VAL-9", "VAL-11", "ITER-6"]),
        value(
            "FillMode",
            "removed contributes nothing outside the period; forwards holds the end, backwards the start, both both.",
            ["ITER-3", "ITER-4", "VAL-9"]),
        value(
            "BasicValues",
            "Which of from, to and by are set decides the range; the underlying value is the one composed so far at render time.",
            ["INTERP-4", "INTERP-8", "VAL-1"]),
        value(
            "KeyframeValues",
            "Key times are fractions of the duration with per-mode counts; invalid ones are ignored and the values spaced evenly; paced modes ignore them.",
            ["INTERP-2", "INTERP-3", "VAL-4", "VAL-5"]),
        value(
            "SpringValues",
            "The value moves as a damped harmonic oscillator of mass, stiffness, damping and initial velocity at active time.",
            ["VAL-6"]),
        value(
            "LayerTiming",
            "A layer's local time is the linear map of its parent's; a finite duration makes it repeat, reverse and fill like an animation's; 0 or less is unbounded.",
            ["TIME-1", "TIME-5", "VAL-10"],
            note: "a layer duration of 0 or less, read as unbounded, is not drawn by TIME-5"),
        value(
            "TimingFunction",
            "The input is clamped to [0, 1], x(u) = input is solved for u and y(u) returned; the named curves' control points.",
            ["VAL-3", "INTERP-1"]),
        value(
            "TimingEngineError", "The engine's state is unchanged whenever it throws.", ["API-1"]),
    ]

    /// A clause of a value type's documentation.
    static func value(_ id: String, _ text: String, _ laws: [String], note: String? = nil) -> Clause {
        Clause(id, .values, text, laws: laws, note: note)
    }
}
