extension Shrinker {
    /// Deletes each recorded span, outermost and latest first.
    ///
    /// An element that starts with no continue flag belongs to a collection whose length was
    /// drawn before it (or is fixed): when deleting it alone fails, the choice just before the
    /// collection, its length, is lowered by one with it.
    func deleteSpans() -> Bool {
        var improved = false
        var index = best.spans.count - 1
        while index >= 0 && !exhausted {
            defer { index -= 1 }
            guard index < best.spans.count else { continue }
            let span = best.spans[index]
            guard span.end <= best.tape.count else { continue }
            var candidate = best.tape
            candidate.removeSubrange(span.start..<span.end)
            if consider(candidate) {
                improved = true
                continue
            }
            guard span.kind == .element, span.count > 0, best.bounds[span.start] >= 2,
                let parent = best.spans.first(where: {
                    $0.kind == .collection && $0.depth == span.depth - 1 && $0.start <= span.start && $0.end >= span.end
                }),
                parent.start > 0, candidate[parent.start - 1] > 0
            else { continue }
            candidate[parent.start - 1] -= 1
            if consider(candidate) { improved = true }
        }
        return improved
    }

    /// Deletes two adjacent siblings (elements or steps) at once, latest first, for parts of a
    /// failure that must go together (a step that sets something up and the one that uses it).
    func deleteSiblingPairs() -> Bool {
        var improved = false
        var groupIndex = 0
        var pairIndex = Int.max
        while !exhausted {
            let groups = siblingGroups()
            guard groupIndex < groups.count else { break }
            let children = groups[groupIndex]
            pairIndex = Swift.min(pairIndex, children.count - 2)
            guard pairIndex >= 0 else {
                groupIndex += 1
                pairIndex = Int.max
                continue
            }
            let first = children[pairIndex]
            let second = children[pairIndex + 1]
            pairIndex -= 1
            guard second.end <= best.tape.count else { continue }
            var candidate = best.tape
            candidate.removeSubrange(first.start..<second.end)
            if consider(candidate) { improved = true }
        }
        return improved
    }

    /// Deletes chunks of 2 and 1 choices, latest first (such as a stop choice and the next
    /// continue choice, which merges two lists); when that fails and the choice before has a
    /// small range, also lowers it, as a length drawn before what it counts.
    ///
    /// With a `normalize` function the lowered candidate is tested only when the generator then
    /// reads exactly the choices left, the mark of a length that now matches its elements: a
    /// small-ranged choice that only selects a value (an element of a list of options, as in
    /// most of a script's tape) changes nothing the generator reads, and retrying there cost a
    /// test at nearly every position.
    func deleteChunks() -> Bool {
        var improved = false
        for length in [2, 1] {
            var start = best.tape.count - length
            while start >= 0 && !exhausted {
                if start + length <= best.tape.count {
                    var candidate = best.tape
                    candidate.removeSubrange(start..<start + length)
                    if consider(candidate) {
                        improved = true
                    } else if start > 0, candidate[start - 1] > 0, (2...255).contains(best.bounds[start - 1]) {
                        candidate[start - 1] -= 1
                        if isReadExactly(candidate), consider(candidate) { improved = true }
                    }
                }
                start -= 1
            }
        }
        return improved
    }

    /// Whether the generator reads exactly `candidate`, no choice more or fewer (true when the
    /// shrinker has no `normalize` function to ask).
    func isReadExactly(_ candidate: [UInt64]) -> Bool {
        normalized(candidate) == candidate
    }

    /// Sets every choice of each span to 0.
    func zeroSpans() -> Bool {
        var improved = false
        var index = best.spans.count - 1
        while index >= 0 && !exhausted {
            if index < best.spans.count {
                let span = best.spans[index]
                // A span of flags only zeroes to a truncation that single-choice passes also try.
                if span.end <= best.tape.count && best.tape[span.start..<span.end].contains(where: { $0 != 0 })
                    && best.bounds[span.start..<span.end].contains(where: { $0 >= 2 })
                {
                    var candidate = best.tape
                    for position in span.start..<span.end { candidate[position] = 0 }
                    if consider(candidate) { improved = true }
                }
            }
            index -= 1
        }
        return improved
    }

    /// Lowers each choice to the smallest value that stays interesting (see ``lowerValue(from:_:)``).
    func minimiseChoices() -> Bool {
        var improved = false
        var index = 0
        while index < best.tape.count && !exhausted {
            if lowerValue(from: best.tape[index], { tryReplacing(index, with: $0) }) { improved = true }
            index += 1
        }
        return improved
    }
}
