import Foundation

/// A handle to a layer of one ``ReferenceEngine``.
///
/// A handle names its engine as well as its layer, so a handle passed to another engine is
/// recognised as foreign: throwing calls answer ``TimingEngineError/unknownLayer`` and queries
/// answer a neutral value.
public struct ReferenceLayer: Hashable, Sendable, CustomStringConvertible {
    /// The identity of the engine that made the layer.
    let engineID: UInt64
    /// The layer's index in its engine's storage, which is also its creation order.
    let index: Int

    /// A short description such as `layer#3`.
    public var description: String { "layer#\(index)" }
}

/// Hands out engine identities, so handles of two engines never compare equal.
final class EngineIdentitySource: @unchecked Sendable {
    /// The one source of the process.
    static let shared = EngineIdentitySource()

    private let lock = NSLock()
    private var next: UInt64 = 1

    /// A fresh identity, never handed out before in this process.
    func makeIdentity() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        let identity = next
        next += 1
        return identity
    }
}
