extension ClauseCatalog {
    /// Every numbered rule of SEMANTICS.md (§1.1 … §10.3) with the laws that check it.
    static let semantics: [Clause] = [
        rule(
            "§1.1", "Local time is (tp − b)·s + o; speeds multiply down media time → root → … → layer → animation.",
            ["TIME-1", "TIME-3", "VAL-10", "VAL-8"]),
        rule(
            "§1.2",
            "Media time is the parent of root layers and the caller owns it: the engine never reads a wall clock.",
            ["TIME-1", "TIME-3", "DET-1"],
            note:
                "TIME-1 and TIME-3 hold roots to the rendered media time alone; DET-1 catches any other source of time"
        ),
        rule(
            "§1.3",
            "A layer's duration is unbounded by default; a bounded layer gives its subtree a time that repeats, reverses and fills, none outside its period unfilled; defaults of every timing field.",
            ["TIME-5", "TIME-1", "VAL-10", "ITER-6"],
            note: "a layer duration of 0 or less, read as unbounded, is not drawn by TIME-5"),
        rule(
            "§1.4",
            "convertTime(t, from: A) goes up from A inverting each link, then down applying rule 1; to: is its inverse.",
            ["TIME-2"],
            note:
                "TIME-2 converts where no speed on the way is 0; what a conversion up through a speed of 0 answers is not asserted (§9)"
        ),
        rule(
            "§1.5", "speed is a Float and times are Doubles: comparisons need a tolerance derived from the inputs.",
            ["VAL-8", "VAL-11", "TIME-2"]),
        rule(
            "§2.1", "add(_:forKey:) copies the animation; later changes to the caller's object have no effect.",
            ["TRANS-2"]),
        rule(
            "§2.2",
            "One animation per key: adding under a key in use replaces the old one, which goes to the profile's place in the order.",
            ["TRANS-3", "CB-3"]),
        rule(
            "§2.3", "A duration ≤ 0 at add time becomes the transaction's animationDuration, or 0.25 s.",
            ["ITER-6", "TRANS-9", "VAL-7"]),
        rule(
            "§2.4",
            "Changes are grouped in a transaction committed at the end of the turn or explicitly; an add takes effect from the commit.",
            ["TRANS-4", "TRANS-5", "TRANS-8"]),
        rule(
            "§2.5",
            "At commit a top-level animation with beginTime 0 is stamped with its layer's local time under that commit's layer timing; group children never are.",
            ["TRANS-1", "VAL-7", "VAL-10"]),
        rule(
            "§2.6",
            "On a speed-0 layer, a timeOffset set in the add's transaction is stamped as the begin time; set after the commit it shows as progress.",
            ["TRANS-1", "TECH-5"]),
        rule(
            "§2.7",
            "animationKeys lists keys in application order; animation(forKey:) returns the stored, stamped copy.",
            ["TRANS-2", "TRANS-3", "TRANS-4"]),
        rule(
            "§2.8",
            "A completion block waits for the animations added after it in its transaction; it runs once, from a render after its callbacks, when all stopped; clearing is setting another value.",
            ["TRANS-6", "TRANS-7"]),
        rule(
            "§2.9",
            "A nested transaction applies nothing until the outermost commit; it has its own animation duration and completion block; a flush inside one waits for the nested commits.",
            ["TRANS-9", "TECH-12"]),
        rule(
            "§3.1", "One cycle is d, doubled by autoreverses; repeatCount counts cycles.",
            ["ITER-1", "ITER-2", "VAL-9"]),
        rule(
            "§3.2", "Active duration is rd when rd > 0, else L·rc (one when 0); fractional and endless counts.",
            ["VAL-9", "ITER-4", "VAL-11"]),
        rule(
            "§3.3",
            "Active time e = tp − b: before, active or after by e·|s| against D; local time e·s + o; with s = 0 always active at o, never completing, an exact turn read as the profile says.",
            ["VAL-8", "ITER-5", "TIME-3", "CB-3"]),
        rule(
            "§3.4", "Within the active period time wraps mod D then mod L; boundaries forgive rounding within 1e-9.",
            ["ITER-1", "VAL-8", "VAL-9", "TIME-5"]),
        rule(
            "§3.5", "The backward leg of an autoreversing cycle mirrors; progress is tb / d, then the timing function.",
            ["ITER-2", "VAL-9"]),
        rule(
            "§3.6",
            "A negative speed plays the active period backwards over |D / s|; exact boundary instants are not asserted.",
            ["ITER-7", "VAL-8", "VAL-11"]),
        rule(
            "§4.1",
            "Outside the active period an animation contributes nothing unless its fill holds the start or end value.",
            ["ITER-3", "ITER-4", "VAL-9"]),
        rule(
            "§4.2", "The end value is endpoint-inclusive: p = 1, 0 after an autoreverse, 0.5 for rc = 1.5.",
            ["ITER-4", "VAL-9"]),
        rule(
            "§4.3", "isRemovedOnCompletion (default true) removes the animation after its active period.",
            ["ITER-4", "ITER-5", "VAL-9"]),
        rule(
            "§5.1", "from/to/by select the range; the missing end is the value composed so far at render time.",
            ["INTERP-4", "INTERP-8", "VAL-1"]),
        rule(
            "§5.2",
            "Animations apply in key order: a non-additive one replaces the value so far, an additive one adds to it.",
            ["INTERP-5", "VAL-1", "VAL-2"]),
        rule(
            "§5.3", "A cumulative animation adds the previous cycles' end values, as the profile reads it.",
            ["INTERP-7", "VAL-2"]),
        rule(
            "§5.4",
            "Keyframes: key times as fractions, per-mode rules, paced modes ignore key times, cubic is Catmull-Rom, invalid key times are ignored.",
            ["INTERP-2", "INTERP-3", "VAL-4", "VAL-5"]),
        rule(
            "§5.5",
            "Group children run in the group's time, clipped to its duration, beginning from its start; only the group's delegate counts.",
            ["INTERP-6", "VAL-7", "CB-9"]),
        rule(
            "§5.6",
            "A spring is a damped oscillator at active time; a damping ratio above 1 is taken as 1 unless overdamping is allowed.",
            ["VAL-6"]),
        rule(
            "§5.7",
            "Timing functions are cubic Béziers solved for x, clamped to [0, 1], with the named control points.",
            ["INTERP-1", "VAL-3", "TIME-4"]),
        rule("§6.1", "didStart fires when the active period begins, at most once per added copy.", ["CB-4", "CB-1"]),
        rule(
            "§6.2",
            "didStop fires once per copy: finished exactly when the active duration completed, false on any removal first.",
            ["CB-2", "CB-3", "CB-1", "CB-7"],
            note:
                "CB-3 holds the flag and its render on root layers, a third of the time inside a container of speed 0, 2 or ½ (a layer's own pauses and resumes at one instant at most); CB-7 holds a preserved copy's through its closure delegate; on layers paused for a while by a technique only CB-2's count is checked"
        ),
        rule(
            "§6.3",
            "The delegate is retained; callbacks arrive in time order, those of one instant in the profile's order.",
            ["CB-6", "CB-8", "CB-5"]),
        rule("§6.4", "Only a group's own delegate hears callbacks; its children's are never called.", ["CB-9"]),
        rule(
            "§7.1",
            "Entering the background removes the animations of the windows' layers; leaving a window removes the view's subtree's.",
            ["LIFE-1", "LIFE-2"],
            note:
                "the `onlyRemovedOnCompletion` policy is drawn only by the grammar (`setRemovalPolicy`), judged on the shared run"
        ),
        rule(
            "§7.2",
            "Notification order, with the removal between willMove(toWindow: nil) and didMoveToWindow, and after didEnterBackground.",
            ["LIFE-3"]),
        rule(
            "§8.1", "Pause (QA1673) freezes the layer's local time; resume continues it; the swapped pause jumps.",
            ["TECH-1", "TECH-8"]),
        rule(
            "§8.2",
            "A speed change keeps local time continuous with b′ = tp − (tp − b)·s_old/s_new in the parent's time.",
            ["TECH-2", "TECH-8"]),
        rule(
            "§8.3",
            "Store/restore pauses the tree, keeps every animation with its key and re-adds them; restoring on any window return loses them.",
            ["TECH-3", "TECH-4", "TECH-9"]),
        rule(
            "§8.4",
            "Reinstall re-adds what was running at the removal, restarting it; re-adding completed ones is the flaw.",
            ["TECH-7", "TECH-11"]),
        rule(
            "§8.5",
            "Scrubbing: speed 0 and progress as timeOffset; release plays on continuously; re-adding after a window change shifts.",
            ["TECH-5", "TECH-10"]),
        rule(
            "§8.6",
            "Closure callbacks: a delegate object holding start and completion closures, retained by the animation.",
            ["CB-7", "TECH-6"]),
        rule(
            "§8.7",
            "Holds compose: local time is its start plus the integral of its speed over the intervals nothing held it.",
            ["TECH-8", "TECH-9"]),
        rule(
            "§10.1",
            "speed, repeatCount and control points are Floats: 1.1 runs at 1.10000002, 2^24 + 1 repeats 2^24 times.",
            ["VAL-8", "VAL-11", "VAL-3"]),
        rule("§10.2", "Engines solve timing curves in single precision to about 1e-6 in x.", ["VAL-3", "INTERP-1"]),
        rule(
            "§10.3",
            "Values compare within the inputs' rounding carried through the slope, never looser than 10⁻³ of a range or a frame in time.",
            ["VAL-3", "VAL-8", "VAL-11"]),
    ]

    /// A numbered rule of SEMANTICS.md.
    static func rule(_ label: String, _ text: String, _ laws: [String], note: String? = nil) -> Clause {
        Clause("SEMANTICS \(label)", .semantics, text, laws: laws, note: note)
    }
}
