extension Shrinker {
    /// Replaces each span with one of its descendants of the same kind, largest first, such as
    /// a tree node with one of its sub-trees.
    func replaceWithDescendants() -> Bool {
        var improved = false
        var index = best.spans.count - 1
        while index >= 0 && !exhausted {
            defer { index -= 1 }
            guard index < best.spans.count else { continue }
            let outer = best.spans[index]
            guard outer.end <= best.tape.count else { continue }
            let descendants = best.spans.filter {
                $0.kind == outer.kind && $0.depth > outer.depth && $0.start >= outer.start && $0.end <= outer.end
                    && $0.count < outer.count
            }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.start < $1.start }
            for inner in descendants where !exhausted {
                var candidate = best.tape
                candidate.replaceSubrange(outer.start..<outer.end, with: Array(best.tape[inner.start..<inner.end]))
                if consider(candidate) {
                    improved = true
                    break
                }
            }
        }
        return improved
    }
}
