import Foundation
import MediaTiming
import ReferenceEngine

/// An engine that misbehaves the way real engines do under test: it answers NaN, refuses calls,
/// traps or hangs once its clock passes one second. The suite must report each per law and go on.
public final class MisbehavingEngine: ForwardingEngine<ReferenceEngine> {
    /// How the engine misbehaves.
    public enum Misbehaviour: String, Sendable, CaseIterable {
        /// Presentation values are NaN after one second.
        case nan
        /// Rendering past one second throws.
        case throwing
        /// Rendering past one second traps (the process dies).
        case trap
        /// Rendering past one second never returns.
        case hang

        /// What the engine does, for listings.
        public var summary: String {
            switch self {
            case .nan: return "answers NaN"
            case .throwing: return "refuses to render"
            case .trap: return "traps"
            case .hang: return "hangs"
            }
        }
    }

    /// The misbehaviour.
    public let misbehaviour: Misbehaviour

    /// Creates a reference engine that misbehaves as `misbehaviour` says.
    public init(_ misbehaviour: Misbehaviour) {
        self.misbehaviour = misbehaviour
        super.init(ReferenceEngine())
    }

    /// NaN past one second for ``Misbehaviour/nan``, the reference value otherwise.
    public override func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
        misbehaviour == .nan && mediaTime > 1 ? .nan : super.presentationValue(forKeyPath: keyPath, of: layer)
    }

    /// Renders, or past one second throws, traps or hangs as configured.
    public override func render(atMediaTime time: Double) throws(TimingEngineError) {
        if time > 1 {
            switch misbehaviour {
            case .nan: break
            case .throwing: throw .unsupported("rendering past one second")
            case .trap: fatalError("MisbehavingEngine: trap requested by the test")
            case .hang: while true { Thread.sleep(forTimeInterval: 3600) }
            }
        }
        try super.render(atMediaTime: time)
    }
}
