import MediaTiming
import ReferenceEngine

/// Numbers: layer timing, model and presentation values, times, answered out of range.
extension ChaosEngine {
    /// The media time, or a number no clock shows.
    func chaosMediaTime() -> Double {
        let time = super.mediaTime
        let interrupted = enter(.mediaTime) { $0.add(time) }
        defer { leave(interrupted) }
        return misbehaves() ? wrongNumber(near: time) : time
    }

    /// The transaction's animation duration, or a number no transaction holds.
    func chaosTransactionAnimationDuration() -> Double {
        let duration = super.transactionAnimationDuration
        let interrupted = enter(.transactionAnimationDuration) { $0.add(duration) }
        defer { leave(interrupted) }
        return misbehaves() ? wrongNumber(near: duration) : duration
    }

    /// Sets the transaction's animation duration, or drops the set.
    func chaosSetTransactionAnimationDuration(_ duration: Double) {
        let interrupted = enter(.setTransactionAnimationDuration) { $0.add(duration) }
        defer { leave(interrupted) }
        if !misbehaves() { super.transactionAnimationDuration = duration }
    }

    /// The layer's timing, or with one field (or every number) out of range.
    func chaosTiming(of layer: ReferenceLayer) -> LayerTiming {
        let interrupted = enter(.timing) { $0.add(layer) }
        defer { leave(interrupted) }
        var timing = super.timing(of: layer)
        guard misbehaves() else { return timing }
        switch pick(8) {
        case 0: timing.beginTime = wrongNumber(near: timing.beginTime)
        case 1: timing.speed = wrongNumber(near: timing.speed)
        case 2: timing.timeOffset = wrongNumber(near: timing.timeOffset)
        case 3: timing.duration = wrongNumber(near: timing.duration)
        case 4: timing.repeatCount = wrongNumber(near: timing.repeatCount)
        case 5: timing.repeatDuration = wrongNumber(near: timing.repeatDuration)
        case 6: timing.fillMode = element(of: [.removed, .forwards, .backwards, .both])
        default:
            timing = LayerTiming(
                beginTime: .nan, speed: .infinity, timeOffset: -.infinity, duration: -.greatestFiniteMagnitude,
                repeatCount: .nan, repeatDuration: -1, autoreverses: !timing.autoreverses, fillMode: timing.fillMode)
        }
        return timing
    }

    /// Sets the timing, or refuses with any error, or does nothing, or stores another timing.
    func chaosSetTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
        let interrupted = enter(.setTiming) {
            $0.add(timing)
            $0.add(layer)
        }
        defer { leave(interrupted) }
        guard misbehaves() else { return try super.setTiming(timing, of: layer) }
        switch pick(3) {
        case 0: throw anyError()
        case 1: return
        default:
            var other = timing
            other.speed = element(of: [0, -timing.speed, timing.speed * 1e6])
            try? super.setTiming(other, of: layer)
        }
    }

    /// The model value, or a number nobody stored.
    func chaosModelValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
        let interrupted = enter(.modelValue) {
            $0.add(keyPath)
            $0.add(layer)
        }
        defer { leave(interrupted) }
        let value = super.modelValue(forKeyPath: keyPath, of: layer)
        return misbehaves() ? wrongNumber(near: value) : value
    }

    /// Stores the value, or refuses with any error, or does nothing, or stores it elsewhere.
    func chaosSetModelValue(_ value: Double, forKeyPath keyPath: String, of layer: ReferenceLayer)
        throws(TimingEngineError)
    {
        let interrupted = enter(.setModelValue) {
            $0.add(value)
            $0.add(keyPath)
            $0.add(layer)
        }
        defer { leave(interrupted) }
        guard misbehaves() else { return try super.setModelValue(value, forKeyPath: keyPath, of: layer) }
        switch pick(4) {
        case 0: throw anyError()
        case 1: return
        case 2: try? super.setModelValue(value, forKeyPath: keyPath + ".chaos", of: layer)
        default: try? super.setModelValue(wrongNumber(near: value), forKeyPath: keyPath, of: layer)
        }
    }

    /// The presentation value, or one out of range, or a value of the wrong kind: the model
    /// value, another key path's, another layer's; now and then a stray callback on the way.
    func chaosPresentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
        let interrupted = enter(.presentationValue) {
            $0.add(keyPath)
            $0.add(layer)
        }
        defer { leave(interrupted) }
        guard misbehaves() else { return super.presentationValue(forKeyPath: keyPath, of: layer) }
        switch pick(5) {
        case 0: return wrongNumber(near: super.presentationValue(forKeyPath: keyPath, of: layer))
        case 1: return super.modelValue(forKeyPath: keyPath, of: layer)
        case 2: return super.presentationValue(forKeyPath: keyPath == "x" ? "y" : "x", of: layer)
        case 3: return super.presentationValue(forKeyPath: keyPath, of: strayLayer())
        default:
            deliverStrayCallback()
            return super.presentationValue(forKeyPath: keyPath, of: layer)
        }
    }

    /// The converted time, or one out of range: not finite, at the ends of `Double`'s range,
    /// unconverted, or converted the other way.
    func chaosConvertTime(_ time: Double, from source: ReferenceLayer?, to destination: ReferenceLayer?)
        -> Double
    {
        let interrupted = enter(.convertTime) {
            $0.add(time)
            $0.add(source)
            $0.add(destination)
        }
        defer { leave(interrupted) }
        guard misbehaves() else { return super.convertTime(time, from: source, to: destination) }
        switch pick(3) {
        case 0: return wrongNumber(near: time)
        case 1: return time
        default: return super.convertTime(time, from: destination, to: source)
        }
    }
}
