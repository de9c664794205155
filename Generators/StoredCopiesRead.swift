import MediaTiming

/// What one read of a layer's stored copies answered: the keys `animationKeys(of:)` listed, in
/// order, and what `animation(forKey:of:)` returned for each.
///
/// The driver records one for every ``HostStep/readLayer(view:)`` it runs, top-level or inside a
/// reentry, in the order they ran, so a check can hold each stored copy to a model field by
/// field rather than by its printed summary. A read holds values only: each copy's delegate is
/// dropped (who hears a copy is what the callbacks record), which is what makes the record
/// `Sendable`.
public struct StoredCopiesRead: Equatable, @unchecked Sendable {
    /// One key and the copy stored under it.
    public struct Entry: Equatable, @unchecked Sendable {
        /// The key, as `animationKeys(of:)` listed it.
        public var key: String
        /// What `animation(forKey:of:)` returned, without its delegate; `nil` when it returned nothing.
        public var animation: Animation?

        /// Creates an entry; `animation`'s delegate is dropped.
        public init(key: String, animation: Animation?) {
            self.key = key
            self.animation = animation.map(Self.withoutDelegate)
        }

        /// `animation` with no delegate, at every depth of a group.
        static func withoutDelegate(_ animation: Animation) -> Animation {
            var copy = animation
            copy.delegate = nil
            if case .group(let children) = copy.kind { copy.kind = .group(children.map(withoutDelegate)) }
            return copy
        }
    }

    /// The number of the step that read (``Script/numberedSteps``: an inner step of a reentry
    /// has its own number).
    public var step: Int
    /// The view whose layer was read.
    public var view: Int
    /// Every key listed, in application order, with its copy.
    public var entries: [Entry]

    /// Creates a read.
    public init(step: Int, view: Int, entries: [Entry]) {
        self.step = step
        self.view = view
        self.entries = entries
    }

    /// The keys listed, in order.
    public var keys: [String] { entries.map(\.key) }
}
