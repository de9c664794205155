#if !canImport(QuartzCore)
import Foundation
import MediaTiming

/// The facade's own controls: which engine the current task's Core Animation calls go to, and
/// what the engines refused.
///
/// QuartzCore has no such type; code written against Core Animation never names it. Only the
/// code that sets a facade up (a test harness, `CALayerEngine` on a platform without QuartzCore)
/// does:
///
/// ```swift
/// let engine = CAFacade.Engine(ReferenceEngine())
/// CAFacade.$engine.withValue(engine) {
///     let layer = CALayer()              // a layer of `engine`
///     layer.add(animation, forKey: "k")  // goes to `engine`
///     CATransaction.flush()              // commits `engine`'s open transaction
/// }
/// engine.render(atMediaTime: 1)          // delegate callbacks and completion blocks run here
/// ```
public enum CAFacade {
    /// The engine of the current task: new layers belong to it, and `CATransaction`'s class
    /// methods and `CACurrentMediaTime()` go to it.
    ///
    /// A task-local value, so that concurrent test cases, each inside its own `withValue`,
    /// never share an engine, a transaction or a refusal log. A layer keeps the engine it was
    /// made in for life; its calls go there whatever the ambient engine is later.
    @TaskLocal public static var engine: Engine?

    /// What the ambient engine refused, in order, or what layers made outside any engine refused.
    public static var refusals: [Refusal] {
        engine?.refusals ?? unbound.entries
    }

    /// Records a refusal of `call` made outside any engine: how modules over the facade (the
    /// UIKit shapes) report calls that had no engine to go to.
    package static func recordUnbound(_ call: String, _ error: TimingEngineError) {
        unbound.record(call, error)
    }

    /// The log of layers made outside any engine: their calls have nowhere to go.
    ///
    /// It is process-wide, so concurrent tasks that use layers without an engine share it;
    /// give every task an engine instead.
    static let unbound = RefusalLog()
}

extension CAFacade {
    /// A call the facade could not carry out: the engine threw, or a value had no mapping.
    ///
    /// Every facade call is total: instead of trapping, it records a refusal, leaves the state
    /// as it was and returns a neutral answer (nil, an empty list, or the unchanged input).
    public struct Refusal: Hashable, Sendable, CustomStringConvertible {
        /// The Core Animation member that was called, such as `"CALayer.add(_:forKey:)"`.
        public let call: String
        /// Why it was refused, in the engine contract's terms.
        public let error: TimingEngineError

        /// Creates a refusal record.
        public init(call: String, error: TimingEngineError) {
            self.call = call
            self.error = error
        }

        /// One line: the call and the reason.
        public var description: String { "\(call): \(error)" }
    }
}

/// An append-only, lock-guarded list of refusals.
final class RefusalLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [CAFacade.Refusal] = []

    /// The refusals so far, oldest first.
    var entries: [CAFacade.Refusal] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// Appends a refusal.
    func record(_ call: String, _ error: TimingEngineError) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(CAFacade.Refusal(call: call, error: error))
    }

    /// Empties the log.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        storage.removeAll()
    }
}
#endif
