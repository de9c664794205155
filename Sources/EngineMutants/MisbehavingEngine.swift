import Foundation
import MediaTiming
import ReferenceEngine

/// An engine that misbehaves the way real engines do under test: it answers NaN, refuses calls,
/// traps, hangs, prints debug output or ends the process once its clock passes one second. The
/// suite must report each per law and go on.
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
        /// Rendering prints debug output on the standard output (and error), as engines left in a
        /// debug build do; otherwise it is the reference engine, so it passes every law.
        case printing
        /// Rendering past one second ends the process with `exit(3)`.
        case exiting
        /// The first render past half a second traps in a standard-library precondition (an
        /// infinite `Double` converted to `Int`), as a third-party engine did: in a release build
        /// such a trap prints no message of its own, so only a backtrace names it.
        case earlyTrap = "early-trap"

        /// What the engine does, for listings.
        public var summary: String {
            switch self {
            case .nan: return "answers NaN past one second"
            case .throwing: return "refuses to render past one second"
            case .trap: return "traps past one second"
            case .hang: return "hangs past one second"
            case .printing: return "prints debug output on every render"
            case .exiting: return "ends the process (exit 3) past one second"
            case .earlyTrap: return "traps past half a second (Int of an infinite Double)"
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

    /// Frames rendered so far, by the engine's own count (``Misbehaviour/earlyTrap`` only).
    public private(set) var frames = 0

    /// The number of frames in `time` seconds at `perSecond` frames a second; traps when that
    /// is not finite.
    @inline(never)
    static func frameCount(_ time: Double, perSecond: Double) -> Int {
        Int(time * perSecond)
    }

    /// NaN past one second for ``Misbehaviour/nan``, the reference value otherwise.
    public override func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
        misbehaviour == .nan && mediaTime > 1 ? .nan : super.presentationValue(forKeyPath: keyPath, of: layer)
    }

    /// Renders, or past one second throws, traps or hangs as configured.
    public override func render(atMediaTime time: Double) throws(TimingEngineError) {
        if misbehaviour == .earlyTrap, time > 0.5 {
            // Opaque to the optimiser, so the conversion happens at run time and traps there.
            frames = Self.frameCount(time, perSecond: .infinity)
        }
        if misbehaviour == .printing {
            print("MisbehavingEngine: render(atMediaTime: \(time)) {\"debug\": true}")
            FileHandle.standardError.write(Data("MisbehavingEngine: debug line on stderr\n".utf8))
        }
        if time > 1 {
            switch misbehaviour {
            case .nan, .printing, .earlyTrap: break
            case .exiting: exit(3)
            case .throwing: throw .unsupported("rendering past one second")
            case .trap: fatalError("MisbehavingEngine: trap requested by the test")
            case .hang: while true { Thread.sleep(forTimeInterval: 3600) }
            }
        }
        try super.render(atMediaTime: time)
    }
}
