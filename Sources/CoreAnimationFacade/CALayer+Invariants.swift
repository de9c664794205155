#if !canImport(QuartzCore)
import MediaTiming

/// The invariants the facade keeps between its layer objects and the engine.
///
/// Tests call ``checkInvariants()`` after every mutation, as swift-collections' invariant
/// checks are called; the facade itself never traps on them.
extension CALayer {
    /// The first broken invariant of this layer and its subtree, or nil when all hold:
    /// - the sublayer objects are the engine's sublayers, in order, and each points back here;
    /// - the superlayer object is the engine's superlayer;
    /// - every stored copy that is still on the engine is read-only and tagged with its serial.
    package func checkInvariants() -> String? {
        guard snapshot == nil, let engine, let handle else { return nil }
        return engine.locked { () -> String? in
            let engineChildren = engine.base.sublayers(of: handle)
            let objectChildren = sublayerList.compactMap(\.handle)
            if engineChildren != objectChildren || objectChildren.count != sublayerList.count {
                return "sublayers \(objectChildren) differ from the engine's \(engineChildren)"
            }
            if let child = sublayerList.first(where: { $0.superlayerReference !== self }) {
                return "sublayer \(String(describing: child.handle)) does not point back to its superlayer"
            }
            if engine.base.superlayer(of: handle) != superlayerReference?.handle {
                return "superlayer differs from the engine's"
            }
            for (key, copy) in storedCopies {
                guard let description = engine.base.animation(forKey: key, of: handle) else { continue }
                guard copy.frozenLog != nil else { return "stored copy under \(key) is not read-only" }
                if copy.storedSerial.map(String.init) != description.userInfo[CAAnimation.serialKey] {
                    return "stored copy under \(key) is not the engine's copy"
                }
            }
            for child in sublayerList {
                if let broken = child.checkInvariants() { return broken }
            }
            return nil
        }
    }
}
#endif
