import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Laws of exact values: every feature of the contract, compared at boundary instants with the
    /// value oracle, which computes SEMANTICS.md's formulas and shares nothing with any engine.
    static let values: [Law] = valueLaws.map { $0.requiringEvidence(.values, perCase: 2) }

    private static let valueLaws: [Law] = [
        Law(
            id: "VAL-1",
            statement:
                "A basic animation shows from…to as its from, to and by select, over the value composed so far by the animations before it (an additive one's missing end as the profile reads it).",
            evidence: .doc, source: "SEMANTICS §5.1–§5.2; CABasicAnimation fromValue/toValue/byValue",
            rationale:
                "All seven combinations of from, to and by are in use; a partial one reads the value composed so far, and a mistake there shows only when animations stack.",
            generator:
                "one layer with a model value, one to three basic animations in every from/to/by combination, some additive (never additive without any of them: open), at their boundaries",
            strength: .profile,
            { capabilities in ValueScenario.generator(capabilities, drawBasicStack) },
            check: { script, context in try checkValues(script, context, law: "VAL-1") }),
        Law(
            id: "VAL-2",
            statement:
                "A cumulative animation adds the end value of each finished cycle (as the profile reads it), and an additive one adds its value to the value so far.",
            evidence: .doc, source: "SEMANTICS §5.2–§5.3; CAPropertyAnimation isAdditive, isCumulative",
            rationale:
                "Cumulative repeats build staircases and endless spins; additive animations layer shakes over moves. Both are sums that drift if an engine rounds an iteration count.",
            generator:
                "one layer, cumulative basic and keyframe animations with whole, fractional and endless repeats, autoreverses, additive ones on top (none without from, to and by: open)",
            strength: .profile, requires: [.cumulative],
            { capabilities in ValueScenario.generator(capabilities, drawCumulative) },
            check: { script, context in try checkValues(script, context, law: "VAL-2") }),
        Law(
            id: "VAL-3",
            statement:
                "A timing function maps each iteration's progress x to y(u) where x(u) = x on its cubic Bézier curve, for the named curves and any control points.",
            evidence: .verified, source: "SEMANTICS §5.7; CAMediaTimingFunction controlPoints, named constants",
            rationale:
                "Easing is on every animation users see; swapped or clamped control points look almost right and are caught only by exact values.",
            generator:
                "one layer, a basic animation with a named or drawn curve (overshooting ones included), repeats and autoreverses, at fractions of each leg",
            requires: [.timingFunctions],
            { capabilities in ValueScenario.generator(capabilities, drawEased) },
            check: { script, context in try checkValues(script, context, law: "VAL-3") }),
        Law(
            id: "VAL-4",
            statement:
                "A linear or discrete keyframe animation passes through its values at its key times, with each segment's timing function; invalid key times are ignored.",
            evidence: .doc, source: "SEMANTICS §5.4; CAKeyframeAnimation keyTimes, timingFunctions, calculationMode",
            rationale:
                "Keyframes drive most choreographed motion; key times and per-segment curves decide where each value lands.",
            generator:
                "one layer, linear and discrete keyframe animations with valid, missing and invalid key times and per-segment curves, at their key times",
            requires: [.keyframes],
            { capabilities in
                ValueScenario.generator(capabilities) { try drawKeyframes($0, &$1, modes: [.linear, .discrete]) }
            },
            check: { script, context in try checkValues(script, context, law: "VAL-4") }),
        Law(
            id: "VAL-5",
            statement:
                "Paced keyframes move at constant speed, cubic ones follow a Catmull-Rom spline through the values, cubic paced ones that spline spaced by distance; end tangents, key-time spacing and cubic-paced spacing as the profile reads them.",
            evidence: .doc, source: "SEMANTICS §5.4; CAKeyframeAnimation calculationMode paced, cubic, cubicPaced",
            rationale:
                "The smooth modes are chosen for their look; an engine that falls back to linear ones passes every check that does not compare exact values.",
            generator:
                "one layer, paced, cubic and cubic-paced keyframe animations (with key times and curves that paced modes must ignore), at key times and between",
            strength: .profile, requires: [.keyframes],
            { capabilities in
                ValueScenario.generator(capabilities) {
                    try drawKeyframes($0, &$1, modes: [.paced, .cubic, .cubicPaced])
                }
            },
            check: { script, context in try checkValues(script, context, law: "VAL-5") }),
        Law(
            id: "VAL-6",
            statement:
                "A spring animation moves from its start to its end value as a damped oscillator of its mass, stiffness, damping and initial velocity, a damping ratio above 1 taken as 1 unless the profile allows overdamping.",
            evidence: .doc,
            source: "SEMANTICS §5.6; CASpringAnimation mass, stiffness, damping, initialVelocity, allowsOverdamping",
            rationale:
                "Springs are the default feel of modern interfaces; each parameter changes the curve, and under-, critically and over-damped springs have different formulas.",
            generator:
                "one layer, springs in the three regimes with every parameter drawn, endpoints in every from/to/by combination, repeats",
            strength: .profile, requires: [.springs],
            { capabilities in ValueScenario.generator(capabilities, drawSpring) },
            check: { script, context in try checkValues(script, context, law: "VAL-6") }),
        Law(
            id: "VAL-7",
            statement:
                "A group's children run in the group's time, paced by its timing function, with their own timing from the group's start, clipped to the group's active period.",
            evidence: .doc, source: "SEMANTICS §5.5; CAAnimationGroup",
            rationale:
                "Groups coordinate several properties; a child's begin time, speed or fill inside a group, or a nested group, is where engines diverge.",
            generator:
                "one layer (sometimes with its own begin time, speed and offset, so its time at the commit is not 0), a group (sometimes nested, sometimes added with a duration of 0 or less) of basic, keyframe and spring children with their own begin time, duration, speed, offset, repeats and fill",
            strength: .profile, requires: [.groups],
            { capabilities in ValueScenario.generator(capabilities, drawGroup) },
            check: { script, context in try checkValues(script, context, law: "VAL-7") }),
        Law(
            id: "VAL-8",
            statement:
                "An animation's own beginTime, speed and timeOffset place it: local time (t − beginTime)·speed + timeOffset, wrapped within the active period.",
            evidence: .diagram, source: "SEMANTICS §3.3–§3.4, §3.6; Rönnqvist's timeOffset diagram",
            rationale:
                "Staggering by beginTime, reversing by speed and starting mid-way by timeOffset are common; an offset that does not wrap ends the animation early.",
            generator:
                "one layer, an animation with a future or past begin time, a timeOffset inside and beyond a cycle, positive, negative and zero speeds, repeats (under a negative speed, never at an exact boundary instant: open)",
            strength: .profile,
            { capabilities in ValueScenario.generator(capabilities, drawOwnClock) },
            check: { script, context in try checkValues(script, context, law: "VAL-8") }),
        Law(
            id: "VAL-9",
            statement:
                "Repeat count, repeat duration, autoreverses, fill mode and isRemovedOnCompletion decide the value and the listing at every turn and at the end.",
            evidence: .doc, source: "SEMANTICS §3.1–§3.5, §4.1–§4.3",
            rationale:
                "The end of an animation is where a wrong count, a missing fill or a late removal shows as a flash of the wrong value.",
            generator:
                "one layer, an animation with whole, fractional and endless repeats, repeat durations, autoreverse, every fill mode and removal flag, at every turn",
            strength: .profile,
            { capabilities in ValueScenario.generator(capabilities, drawRepetition) },
            check: { script, context in try checkValues(script, context, law: "VAL-9") }),
        Law(
            id: "VAL-10",
            statement:
                "Animations on layers anywhere in a tree show their values at the layer's local time, composed from media time through every ancestor's timing, detached roots included.",
            evidence: .doc, source: "SEMANTICS §1.1, §1.3, §2.5; CAMediaTiming on CALayer",
            rationale:
                "Real animations run on nested layers with paused, sped-up or offset ancestors; the value, not only the local time, must follow the chain.",
            generator:
                "nested layers with begin times, speeds (negative and 0 included) and offsets set before or after the adds, one sometimes bounded (duration, repeats, autoreverse, fill), a detached subtree, animations of every kind (basic, keyframe, spring, group) on several layers",
            { capabilities in ValueScenario.generator(capabilities, drawTree) },
            check: { script, context in try checkValues(script, context, law: "VAL-10") }),
        Law(
            id: "VAL-11",
            statement:
                "Extreme but valid timings keep their exact values: negative speeds that repeat forever read before they begin, huge repeat counts, tiny durations, speeds near 0.",
            evidence: .inferred, source: "SEMANTICS §1.5, §3.2–§3.6, §4.1",
            rationale:
                "These inputs are valid and reached in practice (a reversed spinner, a long-running loop); an engine that divides by them, overflows or loops forever crashes its app.",
            generator:
                "one or two layers, animations with negative speeds and endless repeats read before their begin, repeat counts up to 2^30, durations down to 2^-20, speeds down to 2^-20",
            { capabilities in ValueScenario.generator(capabilities, drawExtreme) },
            check: { script, context in try checkValues(script, context, law: "VAL-11") }),
    ]

    /// Runs `script` and compares, after every clock advance, each view's values and keys with the
    /// value oracle's, each value within its tolerance (``Tolerance``: the floor, and what single
    /// precision allows there); a step the engine refuses fails the law, naming the step.
    static func checkValues(_ script: Script, _ context: LawContext, law: String) throws {
        let trace = try context.run(script)
        var model = ValueModel(profile: context.profile)
        let precision = context.precisionProbe(for: script)
        for (index, step) in script.steps.enumerated() {
            do {
                try model.apply(step, index: index)
            } catch {
                throw LawViolation("\(law): \(error)", step: index, observed: trace)
            }
            let observed = trace.steps[index]
            if let note = observed.stepNote {
                throw LawViolation(
                    "\(law): the engine refused a valid step it declares support for: \(note)", step: index,
                    observed: trace)
            }
            guard case .advance = step else { continue }
            for view in model.layers.indices {
                let keys = observed.keys(ofView: view)
                context.count(.instants)
                // Exact boundary instants under a negative speed are open (SEMANTICS §3.6): what
                // rests on one is not compared. The generators avoid them; a shrunk script may not.
                if !model.keysAreOpen(view), keys != model.keys(of: view) {
                    throw LawViolation(
                        "\(law): keys of v\(view) at media time \(Trace.format(model.mediaTime)): expected \(model.keys(of: view)), observed \(keys)",
                        step: index, observed: trace,
                        signature: "\(law): keys: \(keysCause(expected: model.keys(of: view), observed: keys))")
                }
                for (k, path) in trace.keyPaths.enumerated() where !model.isOpen(path, of: view) {
                    let expected = model.presentationValue(path, of: view)
                    let value = observed.value(view: view, keyPath: k)
                    context.count(.values)
                    if !precision.agrees(value, expected, .value(step: index, view: view, keyPath: k)) {
                        throw LawViolation(
                            "\(law): v\(view).\(path) at media time \(Trace.format(model.mediaTime)) (its layer's time for animations \(model.contentTime(view).map(Trace.format) ?? "none")): expected \(Trace.format(expected)), observed \(Trace.format(value))",
                            step: index, observed: trace,
                            signature: "\(law): a value · resting on \(model.cause(of: path, view: view))")
                    }
                }
            }
        }
    }

    /// How two key lists differ, in words: a copy kept that should be gone, one gone that should
    /// be kept, or the order.
    static func keysCause(expected: [String], observed: [String]) -> String {
        let extra = Set(observed).subtracting(expected)
        let missing = Set(expected).subtracting(observed)
        switch (extra.isEmpty, missing.isEmpty) {
        case (false, true): return "a copy listed that should be gone"
        case (true, false): return "a copy gone that should be listed"
        case (false, false): return "other copies listed"
        case (true, true): return "the copies in another order"
        }
    }
}
