import MediaTiming
import ReferenceEngine

/// The reference engine answering 0 where converting a time has no finite answer: up through a
/// link with a speed of 0, where `(t − timeOffset) / 0` is an infinity or NaN.
///
/// Apple's `convertTime(_:from:)` and `convertTime(_:to:)` pages say nothing of a speed of 0, so
/// an engine may answer anything there (SEMANTICS §1.4, not asserted); 0 is what a clone that
/// guards its division answers.
final class FiniteConversionEngine: ForwardingEngine<ReferenceEngine> {
    init() { super.init(ReferenceEngine()) }

    override func convertTime(_ time: Double, from source: ReferenceLayer?, to destination: ReferenceLayer?) -> Double {
        let converted = super.convertTime(time, from: source, to: destination)
        // A finite time converted gives a non-finite one only through a speed of 0.
        return converted.isFinite || !time.isFinite ? converted : 0
    }
}
