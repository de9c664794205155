import MediaTiming
import ReferenceEngine

/// The engine's draws: each call draws from a generator of its own, seeded by the engine's seed
/// and a digest of the call, so where and how the engine misbehaves follows what it is asked,
/// not how many calls came before.
extension ChaosEngine {
    /// The calls that draw, one digest prefix each.
    enum CallKind: Int, CaseIterable {
        case mediaTime, transactionAnimationDuration, setTransactionAnimationDuration
        case makeLayer, addSublayer, removeFromSuperlayer, superlayer, sublayers
        case timing, setTiming, modelValue, setModelValue, presentationValue, convertTime
        case add, removeAnimation, removeAllAnimations, animationKeys, animation
        case commit, beginTransaction, flush, setCompletionBlock, clearCompletionBlock, render
        case animationDidStart, animationDidStop
    }

    /// A digest of one call (64-bit FNV-1a over the bits of its parts): the same call in the
    /// same order meets the same draws in every process, which Swift's per-process seeded
    /// `Hasher` would not give.
    struct CallDigest {
        /// The digest so far, from FNV-1a's offset basis.
        private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

        /// Adds the eight bytes of `bits`, low first.
        mutating func add(_ bits: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) {
                value = (value ^ ((bits >> UInt64(shift)) & 0xFF)) &* 0x0000_0100_0000_01B3
            }
        }

        /// Adds a number by its bits, so −0 and 0, and NaNs of different payloads, differ.
        mutating func add(_ number: Double) { add(number.bitPattern) }

        /// Adds a flag.
        mutating func add(_ flag: Bool) { add(flag ? 1 as UInt64 : 0) }

        /// Adds a string's UTF-8 bytes and then its length, so that "ab" + "c" and "a" + "bc" differ.
        mutating func add(_ text: String) {
            for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            add(UInt64(text.utf8.count))
        }

        /// Adds an optional number: whether there is one, then its bits.
        mutating func add(_ number: Double?) {
            add(number != nil)
            if let number { add(number) }
        }

        /// Adds an optional string: whether there is one, then its bytes.
        mutating func add(_ text: String?) {
            add(text != nil)
            if let text { add(text) }
        }

        /// Adds a layer by its creation index in its engine (as its description shows it); the
        /// engine's identity is left out, as it depends on how many engines the process made.
        mutating func add(_ layer: ReferenceLayer?) {
            add(layer?.description)
        }

        /// Adds a layer timing's fields.
        mutating func add(_ timing: LayerTiming) {
            for number in [
                timing.beginTime, timing.speed, timing.timeOffset, timing.duration, timing.repeatCount,
                timing.repeatDuration,
            ] {
                add(number)
            }
            add(timing.autoreverses)
            add(timing.fillMode.rawValue)
        }

        /// Adds an animation's fields that are cheap to read: its key path, kind, timing, flags,
        /// and the numbers of a basic or spring animation (a keyframe's or group's by count).
        mutating func add(_ animation: Animation) {
            add(animation.keyPath)
            switch animation.kind {
            case .basic(let values):
                add(0 as UInt64)
                add(values.from)
                add(values.to)
                add(values.by)
            case .keyframe(let values):
                add(1 as UInt64)
                add(UInt64(values.values.count))
            case .group(let children):
                add(2 as UInt64)
                add(UInt64(children.count))
            case .spring(let values):
                add(3 as UInt64)
                add(values.mass)
                add(values.stiffness)
                add(values.damping)
            }
            let timing = animation.timing
            for number in [
                timing.beginTime, timing.duration, timing.speed, timing.timeOffset, timing.repeatCount,
                timing.repeatDuration,
            ] {
                add(number)
            }
            add(timing.autoreverses)
            add(timing.fillMode.rawValue)
            add(animation.isRemovedOnCompletion)
            add(animation.isAdditive)
            add(animation.isCumulative)
        }
    }

    /// Starts the draws of one call of `kind`: seeds the generator from ``seed``, the call's kind,
    /// how many calls of that kind came before, and the parts `describe` adds. Returns the
    /// generator of the call it interrupts (a delegate callback during a render, say), which the
    /// caller hands to ``leave(_:)`` on its way out so that its own later draws stay its own.
    func enter(_ kind: CallKind, _ describe: (inout CallDigest) -> Void = { _ in }) -> UInt64 {
        let interrupted = state
        var digest = CallDigest()
        digest.add(seed)
        digest.add(UInt64(kind.rawValue))
        digest.add(occurrences[kind.rawValue])
        occurrences[kind.rawValue] &+= 1
        describe(&digest)
        // FNV-1a mixes its last bytes weakly; SplitMix64's finaliser spreads them over every bit.
        state = Self.mixed(digest.value)
        return interrupted
    }

    /// Ends a call: the interrupted call's generator resumes.
    func leave(_ interrupted: UInt64) { state = interrupted }

    /// SplitMix64's finaliser: every input bit reaches every output bit.
    static func mixed(_ bits: UInt64) -> UInt64 {
        var z = bits
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next 64 random bits of the current call's generator (SplitMix64).
    func nextBits() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mixed(state)
    }

    /// Whether this call misbehaves: the first draw of every call, made after ``enter(_:_:)``.
    func misbehaves() -> Bool {
        Double(nextBits() >> 11) / Double(1 << 53) < rate
    }

    /// A number in `0..<count` (`count` > 0).
    func pick(_ count: Int) -> Int {
        Int(nextBits() % UInt64(max(count, 1)))
    }

    /// One of `choices`, which must not be empty.
    func element<T>(of choices: [T]) -> T {
        choices[pick(choices.count)]
    }

    /// Any error of the contract, whether or not the call may throw it.
    func anyError() -> TimingEngineError {
        element(of: [
            .cycle, .unknownLayer, .invalidTime("chaos"), .invalidTiming("chaos"), .invalidValue("chaos"),
            .invalidAnimation("chaos"), .unsupported("chaos"),
        ])
    }

    /// A number no timing model gives for `value`: not finite, at the ends of `Double`'s range,
    /// negated, far off, or the smallest subnormal.
    func wrongNumber(near value: Double) -> Double {
        element(of: [
            .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNonzeroMagnitude, -value, value + 1e9, value * 1e300, -0.0,
        ])
    }

    /// A layer handle the base engine never made.
    func foreignLayer() -> ReferenceLayer { foreign.makeLayer() }

    /// A layer handed out before, or a foreign one when there is none.
    func strayLayer() -> ReferenceLayer {
        madeLayers.isEmpty || pick(3) == 0 ? foreignLayer() : element(of: madeLayers)
    }
}
