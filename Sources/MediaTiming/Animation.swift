/// A description of one animation: what it animates, how its time runs, and who hears about it.
///
/// Animations are values: adding one to a layer stores a copy, so changing the caller's value
/// afterwards has no effect on the layer. The delegate is the exception: it is a class reference,
/// held strongly by every copy, as `CAAnimation` holds its delegate.
///
/// For a group, ``keyPath`` is unused and ``Kind/group(_:)`` holds the children; the children's
/// delegates and `isRemovedOnCompletion` are ignored, and their begin times count from the group's
/// start and are never stamped.
public struct Animation {
    /// What the animation interpolates.
    public enum Kind {
        /// A `CABasicAnimation`: from, to and by values.
        case basic(BasicValues)
        /// A `CAKeyframeAnimation`: values at key times.
        case keyframe(KeyframeValues)
        /// A `CAAnimationGroup`: children run in the group's time space, clipped to its duration.
        case group([Animation])
        /// A `CASpringAnimation`: a damped oscillator from the start value to the end value.
        case spring(SpringValues)
    }

    /// The animated key path, such as `"opacity"`; `nil` animates nothing but still runs and calls
    /// its delegate.
    public var keyPath: String?
    /// What the animation interpolates.
    public var kind: Kind
    /// Its `CAMediaTiming` properties.
    public var timing: AnimationTiming
    /// The pacing of each iteration; `nil` is linear.
    public var timingFunction: TimingFunction?
    /// Whether the animation is removed from its layer once its active period ends.
    public var isRemovedOnCompletion: Bool
    /// Whether its value is added to the value so far instead of replacing it.
    public var isAdditive: Bool
    /// Whether each iteration builds on the end value of the previous one.
    public var isCumulative: Bool
    /// The object told when the animation starts and stops; held strongly.
    public var delegate: (any AnimationDelegate)?
    /// Caller-owned annotations that travel with every copy, like key-value coding on `CAAnimation`.
    public var userInfo: [String: String]

    /// Creates an animation description.
    public init(
        keyPath: String?, kind: Kind, timing: AnimationTiming = AnimationTiming(),
        timingFunction: TimingFunction? = nil, isRemovedOnCompletion: Bool = true,
        isAdditive: Bool = false, isCumulative: Bool = false,
        delegate: (any AnimationDelegate)? = nil, userInfo: [String: String] = [:]
    ) {
        self.keyPath = keyPath
        self.kind = kind
        self.timing = timing
        self.timingFunction = timingFunction
        self.isRemovedOnCompletion = isRemovedOnCompletion
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.delegate = delegate
        self.userInfo = userInfo
    }
}

extension Animation {
    /// A basic animation of `keyPath` with the given values and duration.
    public static func basic(
        _ keyPath: String, from: Double? = nil, to: Double? = nil, by: Double? = nil,
        duration: Double, timing: AnimationTiming = AnimationTiming()
    ) -> Animation {
        var timing = timing
        timing.duration = duration
        return Animation(keyPath: keyPath, kind: .basic(BasicValues(from: from, to: to, by: by)), timing: timing)
    }

    /// A keyframe animation of `keyPath` through `values`.
    public static func keyframe(
        _ keyPath: String, values: [Double], keyTimes: [Double]? = nil,
        calculationMode: CalculationMode = .linear, duration: Double
    ) -> Animation {
        Animation(
            keyPath: keyPath,
            kind: .keyframe(KeyframeValues(values: values, keyTimes: keyTimes, calculationMode: calculationMode)),
            timing: AnimationTiming(duration: duration)
        )
    }

    /// A group of `children` running for `duration`.
    public static func group(_ children: [Animation], duration: Double) -> Animation {
        Animation(keyPath: nil, kind: .group(children), timing: AnimationTiming(duration: duration))
    }

    /// The children of a group, or an empty array for any other kind.
    public var children: [Animation] {
        if case .group(let children) = kind { return children }
        return []
    }
}

extension Animation: Equatable {
    /// Two descriptions are equal when every field is, delegates by identity.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.keyPath == rhs.keyPath && lhs.kind == rhs.kind && lhs.timing == rhs.timing
            && lhs.timingFunction == rhs.timingFunction
            && lhs.isRemovedOnCompletion == rhs.isRemovedOnCompletion
            && lhs.isAdditive == rhs.isAdditive && lhs.isCumulative == rhs.isCumulative
            && lhs.delegate === rhs.delegate && lhs.userInfo == rhs.userInfo
    }
}

extension Animation.Kind: Equatable {
    /// Two kinds are equal when they are the same case with equal payloads.
    public static func == (lhs: Animation.Kind, rhs: Animation.Kind) -> Bool {
        switch (lhs, rhs) {
        case (.basic(let a), .basic(let b)): return a == b
        case (.keyframe(let a), .keyframe(let b)): return a == b
        case (.group(let a), .group(let b)): return a == b
        case (.spring(let a), .spring(let b)): return a == b
        default: return false
        }
    }
}
