import MediaTiming
import Scripts

/// The value oracle's reading of a whole script: layers, their timing and model values, the
/// animations on them with their stamped begin times, the transaction and the clock.
///
/// It reads the script step by step, so a check needs no knowledge of where its generator put
/// things; a step it has no rule for is an error (``ValueModel/Unreadable``), never a silent pass.
package struct ValueModel {
    /// A step the model has no rule for.
    package struct Unreadable: Error, CustomStringConvertible {
        package var step: Int
        package var reason: String
        package var description: String { "step \(step): the value oracle cannot read it: \(reason)" }
    }

    /// One animation on a layer.
    package struct Entry {
        package var key: String
        /// The stored copy: durations resolved, begin time stamped once committed.
        package var animation: Animation
        package var isCommitted: Bool
        /// Whether its begin time was stamped at an exact boundary instant under a negative speed
        /// (SEMANTICS §3.6: open): the stamp reads either way, so nothing it shows is asserted.
        package var isStampedAtOpenInstant = false
    }

    /// One view's layer.
    package struct Layer {
        package var parent: Int?
        package var timing = LayerTiming()
        package var modelValues: [String: Double] = [:]
        package var entries: [Entry] = []
        /// Whether a copy left this layer at a render that rested on an open point (a copy stamped
        /// at one, or a render at one): which copies it lists reads either way from then on.
        package var removalsAreOpen = false
        /// The key paths of the copies removed so: what they show reads either way from then on.
        package var openPaths: Set<String> = []
    }

    package private(set) var layers: [Layer] = []
    package private(set) var mediaTime: Double = 0
    /// The copies the last clock advance removed on completion, with their views.
    package private(set) var removedAtLastRender: [(view: Int, entry: Entry)] = []
    private var transactionDuration = 0.25
    package let profile: TimingProfile

    package init(profile: TimingProfile) { self.profile = profile }

    /// Applies step number `index`.
    package mutating func apply(_ step: Step, index: Int) throws(Unreadable) {
        switch step {
        case .makeView(let parent):
            if let parent, !layers.indices.contains(parent) {
                throw Unreadable(step: index, reason: "no parent view \(parent)")
            }
            layers.append(Layer(parent: parent))
        case .setTiming(let view, let timing):
            layers[try checked(view, index)].timing = timing
        case .setModelValue(let view, let keyPath, let value):
            layers[try checked(view, index)].modelValues[keyPath] = value
        case .setTransactionDuration(let duration):
            guard duration > 0 else { throw Unreadable(step: index, reason: "transaction duration \(duration)") }
            transactionDuration = duration
        case .add(let view, let key, let animation):
            let entry = Entry(
                key: key,
                animation: ValueOracle.resolved(animation, transactionDuration: transactionDuration, profile: profile),
                isCommitted: false)
            let layer = try checked(view, index)
            guard !layers[layer].entries.contains(where: { $0.key == key }) else {
                throw Unreadable(step: index, reason: "key \(key) reused")
            }
            layers[layer].entries.append(entry)
        case .commit:
            try commit(index)
        case .advance(let by):
            guard by >= 0, by.isFinite else { throw Unreadable(step: index, reason: "advance by \(by)") }
            try commit(index)
            mediaTime += by
            removeCompleted()
        case .detach(let view):
            _ = try checked(view, index)
            // The host removes the subtree's animations; the view's layer becomes a root.
            for other in layers.indices where isInside(other, view) { layers[other].entries.removeAll() }
            layers[view].parent = nil
        case .attach(let view):
            _ = try checked(view, index)
            layers[view].parent = nil
        default:
            throw Unreadable(step: index, reason: "no value rule for \(step)")
        }
    }

    private func checked(_ view: Int, _ index: Int) throws(Unreadable) -> Int {
        guard layers.indices.contains(view) else { throw Unreadable(step: index, reason: "no view \(view)") }
        return view
    }

    /// Stamps every pending top-level copy whose begin time is 0 with the time its layer gives its
    /// animations now (SEMANTICS §1.3, §2.4–§2.5) and the transaction's duration returns to its default.
    private mutating func commit(_ step: Int) throws(Unreadable) {
        for view in layers.indices {
            let now = contentTime(view)
            let stampIsOpen = contentTimeIsOpen(view)
            for index in layers[view].entries.indices where !layers[view].entries[index].isCommitted {
                if layers[view].entries[index].animation.timing.beginTime == 0 {
                    guard let now else {
                        throw Unreadable(step: step, reason: "a stamp on v\(view), whose layer has no time now")
                    }
                    layers[view].entries[index].animation.timing.beginTime = now
                    layers[view].entries[index].isStampedAtOpenInstant = stampIsOpen
                }
                layers[view].entries[index].isCommitted = true
            }
        }
        transactionDuration = 0.25
    }

    /// Removes the copies that are removed on completion and have completed (SEMANTICS §4.3).
    private mutating func removeCompleted() {
        removedAtLastRender = []
        for view in layers.indices {
            // A layer without time starts and ends nothing (SEMANTICS §1.3).
            guard let now = contentTime(view) else { continue }
            let completed = { (entry: Entry) in
                entry.isCommitted && entry.animation.isRemovedOnCompletion
                    && ValueOracle.hasEnded(entry.animation.timing, atParentTime: now, profile: self.profile)
            }
            let removed = layers[view].entries.filter(completed)
            // A removal that rests on an open point (SEMANTICS §3.6) happens at this render under
            // one reading and at another (or never) under the other.
            if contentTimeIsOpen(view) || removed.contains(where: \.isStampedAtOpenInstant) {
                layers[view].removalsAreOpen = true
                for entry in removed { layers[view].openPaths.formUnion(Self.keyPaths(of: entry.animation)) }
            }
            removedAtLastRender += removed.map { (view, $0) }
            layers[view].entries.removeAll(where: completed)
        }
    }

    /// Whether `view` is `ancestor` or below it.
    package func isInside(_ view: Int, _ ancestor: Int) -> Bool {
        var current: Int? = view
        var hops = 0
        while let index = current, hops <= layers.count {
            if index == ancestor { return true }
            current = layers[index].parent
            hops += 1
        }
        return false
    }

    /// The views from the root down to `view`.
    private func chain(_ view: Int) -> [Int] {
        var chain: [Int] = []
        var current: Int? = view
        while let index = current, chain.count <= layers.count {
            chain.append(index)
            current = layers[index].parent
        }
        return chain.reversed()
    }

    /// The view's layer local time now: `t = (tp − b)·s + o` from the root down (SEMANTICS §1.1),
    /// what `convertTime` reports.
    package func localTime(_ view: Int) -> Double {
        chain(view).reduce(mediaTime) { time, index in
            let timing = layers[index].timing
            return (time - timing.beginTime) * timing.speed + timing.timeOffset
        }
    }

    /// The time the view's layer gives its animations now, through every ancestor's bounded
    /// duration (SEMANTICS §1.3); `nil` when a layer on the way has no time.
    package func contentTime(_ view: Int) -> Double? {
        chain(view).reduce(Optional(mediaTime)) { time, index in
            time.flatMap { ValueOracle.layerContentTime(layers[index].timing, parentTime: $0, profile: profile) }
        }
    }

    /// The presentation value of `keyPath` on `view` now: the model value with the committed
    /// copies applied in order (SEMANTICS §5.2); the model value alone when the layer has no time.
    package func presentationValue(_ keyPath: String, of view: Int) -> Double {
        let model = layers[view].modelValues[keyPath] ?? 0
        guard let now = contentTime(view) else { return model }
        return layers[view].entries.reduce(model) { value, entry in
            guard entry.isCommitted else { return value }
            return ValueOracle.apply(entry.animation, atParentTime: now, keyPath: keyPath, to: value, profile: profile)
        }
    }

    /// Whether the time `view`'s layer gives its animations now rests on an exact boundary instant
    /// of a bounded layer on the way down with a negative speed (SEMANTICS §3.6: open): its values,
    /// and which of its animations end at this instant, are then not asserted.
    package func contentTimeIsOpen(_ view: Int) -> Bool {
        var time: Double? = mediaTime
        for index in chain(view) {
            guard let parentTime = time else { return false }
            if ValueOracle.layerContentTimeIsOpen(layers[index].timing, parentTime: parentTime, profile: profile) {
                return true
            }
            time = ValueOracle.layerContentTime(layers[index].timing, parentTime: parentTime, profile: profile)
        }
        return false
    }

    /// Whether the presentation value of `keyPath` on `view` now rests on an open point: an exact
    /// boundary instant under a negative speed, of one of its committed animations (or a group
    /// child) or of a bounded layer above it (SEMANTICS §3.6).
    package func isOpen(_ keyPath: String, of view: Int) -> Bool {
        if contentTimeIsOpen(view) || layers[view].openPaths.contains(keyPath) { return true }
        if layers[view].entries.contains(where: {
            $0.isCommitted && $0.isStampedAtOpenInstant && Self.keyPaths(of: $0.animation).contains(keyPath)
        }) {
            return true
        }
        guard let now = contentTime(view) else { return false }
        return layers[view].entries.contains { entry in
            entry.isCommitted
                && ValueOracle.isAtOpenInstant(entry.animation, atParentTime: now, keyPath: keyPath, profile: profile)
        }
    }

    /// Whether the keys listed on `view` now rest on an open point: its layer's time is at an
    /// exact boundary instant under a negative speed, or one of its copies was stamped at one
    /// (when it ends, and so when it is removed, reads either way).
    package func keysAreOpen(_ view: Int) -> Bool {
        contentTimeIsOpen(view) || layers[view].removalsAreOpen
            || layers[view].entries.contains { $0.isCommitted && $0.isStampedAtOpenInstant }
    }

    /// Whether anything now rests on an open point (see ``isOpen(_:of:)``): an instant a value
    /// law's generator does not probe.
    package var restsOnOpenPoint: Bool {
        layers.indices.contains { view in
            keysAreOpen(view)
                || layers[view].entries.contains { entry in
                    entry.isCommitted && Self.keyPaths(of: entry.animation).contains { isOpen($0, of: view) }
                }
        }
    }

    /// Every key path an animation or its children animate.
    private static func keyPaths(of animation: Animation) -> Set<String> {
        var paths: Set<String> = animation.keyPath.map { [$0] } ?? []
        if case .group(let children) = animation.kind { for child in children { paths.formUnion(keyPaths(of: child)) } }
        return paths
    }

    /// The keys listed on `view`, in application order.
    package func keys(of view: Int) -> [String] { layers[view].entries.map(\.key) }
}
