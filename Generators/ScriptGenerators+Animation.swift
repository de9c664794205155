import MediaTiming
import PropertyTesting

extension ScriptGenerators {
    /// Basic from/to/by values: from+to first, then every other combination, small integers.
    public static func basicValues() -> Gen<BasicValues> {
        let kit = GeneratorKit(.everything)
        return Gen { try kit.basicValues($0) }
    }

    /// A timing function: none (linear) first, then a named curve or a custom one.
    public static func timingFunction(_ options: ScriptOptions) -> Gen<TimingFunction?> {
        let kit = GeneratorKit(options)
        return Gen { try kit.timingFunction($0) }
    }

    /// Keyframe values in every calculation mode, with valid, missing and invalid key times, and
    /// per-segment timing functions when the options allow them; an empty value list is simplest.
    public static func keyframeValues(_ options: ScriptOptions) -> Gen<KeyframeValues> {
        let kit = GeneratorKit(options)
        return Gen { try kit.keyframeValues($0) }
    }

    /// Spring values: the defaults first (mass 1, stiffness 100, damping 10, velocity 0).
    public static func springValues() -> Gen<SpringValues> {
        let kit = GeneratorKit(.everything)
        return Gen { try kit.springValues($0) }
    }

    /// A basic animation of one of the options' key paths.
    public static func basicAnimation(_ options: ScriptOptions, context: TimingContext = TimingContext()) -> Gen<
        Animation
    > {
        animation(options, kinds: [.basic], context: context)
    }

    /// A keyframe animation of one of the options' key paths.
    public static func keyframeAnimation(_ options: ScriptOptions, context: TimingContext = TimingContext()) -> Gen<
        Animation
    > {
        animation(options, kinds: [.keyframe], context: context)
    }

    /// A spring animation of one of the options' key paths.
    public static func springAnimation(_ options: ScriptOptions, context: TimingContext = TimingContext()) -> Gen<
        Animation
    > {
        animation(options, kinds: [.spring], context: context)
    }

    /// A group of one to three children (basic, keyframe or spring, as the options allow).
    public static func groupAnimation(_ options: ScriptOptions, context: TimingContext = TimingContext()) -> Gen<
        Animation
    > {
        animation(options, kinds: [.group], context: context)
    }

    /// An animation of one of the options' kinds, with its timing, flags and timing function.
    public static func animation(_ options: ScriptOptions, context: TimingContext = TimingContext()) -> Gen<Animation> {
        animation(options, kinds: options.normalized.orderedAnimationKinds, context: context)
    }

    static func animation(_ options: ScriptOptions, kinds: [ScriptAnimationKind], context: TimingContext) -> Gen<
        Animation
    > {
        let kit = GeneratorKit(options)
        return Gen { try kit.animation($0, kinds: kinds, context) }
    }
}
