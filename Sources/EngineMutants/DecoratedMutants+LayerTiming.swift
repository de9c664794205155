import MediaTiming
import ReferenceEngine

extension DecoratedMutants {
    /// Reads only part of a layer's `CAMediaTiming`: `strip` says what it drops when a timing is
    /// set, while `timing(of:)` still answers what was set, as an engine that stores the fields but
    /// never uses them does.
    final class LayerTimingPartlyRead: ForwardingEngine<ReferenceEngine> {
        private let strip: @Sendable (inout LayerTiming) -> Void
        private var asSet: [ReferenceLayer: LayerTiming] = [:]

        init(_ strip: @escaping @Sendable (inout LayerTiming) -> Void) {
            self.strip = strip
            super.init(ReferenceEngine())
        }

        override func setTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
            var used = timing
            strip(&used)
            try super.setTiming(used, of: layer)
            asSet[layer] = timing
        }

        override func timing(of layer: ReferenceLayer) -> LayerTiming {
            asSet[layer] ?? super.timing(of: layer)
        }
    }
}
