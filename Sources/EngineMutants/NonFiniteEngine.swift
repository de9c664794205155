import MediaTiming
import ReferenceEngine

/// An engine that answers a non-finite number from one reading call, to prove that no law
/// accepts NaN or an infinity where the timing model gives a finite value.
public final class NonFiniteEngine: ForwardingEngine<ReferenceEngine> {
    /// The reading calls of the contract that answer numbers.
    public enum ReadingCall: String, Sendable, CaseIterable {
        /// `presentationValue(forKeyPath:of:)`.
        case presentationValue
        /// `convertTime(_:from:to:)`.
        case convertTime
        /// `modelValue(forKeyPath:of:)`.
        case modelValue
        /// `timing(of:)`, every field.
        case layerTiming
        /// `animation(forKey:of:)`, every timing field of the stored copy.
        case storedAnimation
        /// `mediaTime`.
        case mediaTime
    }

    /// The call that answers ``value``.
    public let call: ReadingCall
    /// The non-finite number it answers.
    public let value: Double

    /// Creates a reference engine whose `call` answers `value` (NaN, +∞ or −∞).
    public init(_ call: ReadingCall, answering value: Double) {
        self.call = call
        self.value = value
        super.init(ReferenceEngine())
    }

    /// ``value`` for ``ReadingCall/mediaTime``, the reference's answer otherwise.
    public override var mediaTime: Double { call == .mediaTime ? value : super.mediaTime }

    /// ``value`` for ``ReadingCall/presentationValue``.
    public override func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
        call == .presentationValue ? value : super.presentationValue(forKeyPath: keyPath, of: layer)
    }

    /// ``value`` for ``ReadingCall/convertTime``.
    public override func convertTime(_ time: Double, from source: ReferenceLayer?, to destination: ReferenceLayer?)
        -> Double
    {
        call == .convertTime ? value : super.convertTime(time, from: source, to: destination)
    }

    /// ``value`` for ``ReadingCall/modelValue``.
    public override func modelValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
        call == .modelValue ? value : super.modelValue(forKeyPath: keyPath, of: layer)
    }

    /// Every field ``value`` for ``ReadingCall/layerTiming``.
    public override func timing(of layer: ReferenceLayer) -> LayerTiming {
        guard call == .layerTiming else { return super.timing(of: layer) }
        return LayerTiming(beginTime: value, speed: value, timeOffset: value)
    }

    /// Every timing field ``value`` for ``ReadingCall/storedAnimation``.
    public override func animation(forKey key: String, of layer: ReferenceLayer) -> Animation? {
        guard var stored = super.animation(forKey: key, of: layer) else { return nil }
        if call == .storedAnimation {
            stored.timing.beginTime = value
            stored.timing.timeOffset = value
            stored.timing.speed = value
            stored.timing.duration = value
        }
        return stored
    }
}
