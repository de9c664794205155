import Foundation

extension SuiteRunner {
    /// Maps `items` with up to `width` threads, keeping the order of `items`.
    ///
    /// Items are taken from the end: the catalog ends with its costliest laws (techniques,
    /// determinism, agreement), and starting those first keeps the threads busy to the end.
    package static func parallelMap<T: Sendable, R: Sendable>(
        _ items: [T], width: Int, _ transform: @escaping @Sendable (T) -> R
    ) -> [R] {
        guard width > 1, items.count > 1 else { return items.map(transform) }
        let slots = ResultSlots<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: min(width, items.count)) { _ in
            while let claimed = slots.claim() {
                let index = items.count - 1 - claimed
                slots.store(transform(items[index]), at: index)
            }
        }
        return slots.values()
    }
}

/// Thread-safe result slots for ``SuiteRunner/parallelMap(_:width:_:)``.
final class ResultSlots<R>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [R?]
    private var cursor = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: R, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    /// The next unclaimed slot, or `nil` when all are claimed.
    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard cursor < slots.count else { return nil }
        defer { cursor += 1 }
        return cursor
    }

    func values() -> [R] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
