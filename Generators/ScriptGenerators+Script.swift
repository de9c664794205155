import MediaTiming
import PropertyTesting
import Scripts

extension ScriptGenerators {
    /// Lifecycle scripts as `options` describe them: an initial tree, then steps each drawn from
    /// the steps enabled in the state the script has reached.
    ///
    /// The script's technique configuration is drawn first (from
    /// ``ScriptOptions/techniqueVariants``, the first half the time, when technique steps are enabled), then the tree
    /// (``layerTree(_:)``), then the steps with PropertyTesting's stateful ``Commands`` generator over a
    /// model of views, keys, app state, clock and techniques. Only existing views and added keys
    /// are named, attach only takes detached views, the app moves only along its state machine,
    /// and clock advances aim at the boundary instants of the animations present. Shrinking replays
    /// the edited tape through the same model, so a shrunk script re-satisfies every precondition:
    /// steps that no longer apply are re-drawn or dropped, never run invalid.
    ///
    /// Each script is labelled (see ``labels(of:)``) for PropertyTesting's distribution summary.
    public static func script(_ options: ScriptOptions) -> Gen<Script> {
        let options = options.normalized
        let kit = GeneratorKit(options)
        let variantWeights = options.techniqueVariants.indices.map {
            $0 == 0 ? max(1, options.techniqueVariants.count - 1) : 1
        }
        let tree = layerTree(options)
        let usesTechniques = options.stepKinds.contains(.technique)
        return Gen { testCase in
            let chosen =
                usesTechniques ? options.techniqueVariants[try GeneratorKit.pick(variantWeights, testCase)] : "correct"
            var steps = Array(try tree.run(testCase).prefix(max(options.stepCount.upperBound, 1)))
            let labelling = LabelAccumulator()
            var model = ScriptModel(variant: chosen)
            for step in steps {
                labelStep(step, model: model, into: &labelling.found)
                model.apply(step)
            }
            let lower = max(0, options.stepCount.lowerBound - steps.count)
            let upper = max(lower, options.stepCount.upperBound - steps.count)
            let commands = Commands.generate(
                initial: model, count: lower...upper,
                enabled: { state in
                    let enabled = kit.enabledSteps(state)
                    return enabled.kinds.isEmpty ? [] : [Gen { try kit.step($0, state, enabled: enabled) }]
                },
                apply: { state, step in
                    labelStep(step, model: state, into: &labelling.found)
                    var next = state
                    next.apply(step)
                    labelling.final = next
                    return next
                })
            steps += try commands.run(testCase)
            let script = Script(steps)
            for name in finishLabels(labelling.found, model: labelling.final ?? model, script: script) { label(name) }
            return script
        }
    }

    /// Steps drawn from the steps enabled after `prefix`: the building block for laws that fix the
    /// start of a script (a tree, an animation) and let the rest vary.
    public static func steps(after prefix: Script, _ options: ScriptOptions, count: ClosedRange<Int>) -> Gen<[Step]> {
        let options = options.normalized
        var model = ScriptModel(variant: prefix.techniqueVariant ?? options.techniqueVariants[0])
        for step in prefix.steps { model.apply(step) }
        let lower = max(0, count.lowerBound)
        let kit = GeneratorKit(options)
        return Commands.generate(
            initial: model, count: lower...max(lower, count.upperBound),
            enabled: { state in
                let enabled = kit.enabledSteps(state)
                return enabled.kinds.isEmpty ? [] : [Gen { try kit.step($0, state, enabled: enabled) }]
            },
            apply: { state, step in
                var next = state
                next.apply(step)
                return next
            })
    }
}

extension Script {
    /// The technique configuration of the script's first technique step, or `nil` without one.
    public var techniqueVariant: String? {
        for step in steps {
            if case .technique(let technique) = step { return technique.variant }
        }
        return nil
    }
}

/// The labels found while a script is generated, and the model's final state.
final class LabelAccumulator {
    var found = LabelSet()
    var final: ScriptModel?
}
