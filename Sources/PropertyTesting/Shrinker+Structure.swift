extension Shrinker {
    /// The child spans (elements or steps) of each collection span, in tape order.
    func siblingGroups() -> [[ChoiceSpan]] {
        if let cachedGroups, cachedGroups.version == version { return cachedGroups.groups }
        let spans = best.spans
        var groups: [[ChoiceSpan]] = []
        for parent in spans where parent.kind == .collection {
            let children = spans.filter {
                $0.depth == parent.depth + 1 && $0.start >= parent.start && $0.end <= parent.end
                    && ($0.kind == .element || $0.kind == .step)
            }.sorted { $0.start < $1.start }
            if children.count > 1 { groups.append(children) }
        }
        cachedGroups = (version, groups)
        return groups
    }

    /// Sorts the contents of sibling spans of equal length, then swaps adjacent out-of-order ones.
    func sortSiblings() -> Bool {
        var improved = false
        var groupIndex = 0
        while !exhausted {
            let groups = siblingGroups()
            guard groupIndex < groups.count else { break }
            let children = groups[groupIndex]
            groupIndex += 1
            let tape = best.tape
            guard let last = children.last, last.end <= tape.count else { continue }
            var candidate = tape
            for length in Set(children.map(\.count)) {
                let same = children.filter { $0.count == length }
                let sorted = same.map { Array(tape[$0.start..<$0.end]) }.sorted(by: shortlexPrecedes)
                for (span, contents) in zip(same, sorted) {
                    candidate.replaceSubrange(span.start..<span.end, with: contents)
                }
            }
            if consider(candidate) {
                improved = true
                continue
            }
            for (first, second) in zip(children, children.dropFirst()) where !exhausted {
                guard first.count == second.count, second.end <= best.tape.count else { continue }
                let a = Array(best.tape[first.start..<first.end])
                let b = Array(best.tape[second.start..<second.end])
                guard shortlexPrecedes(b, a) else { continue }
                var swapped = best.tape
                swapped.replaceSubrange(first.start..<first.end, with: b)
                swapped.replaceSubrange(second.start..<second.end, with: a)
                if consider(swapped) { improved = true }
            }
        }
        return improved
    }

    /// For pairs of nearby choices (not two flags): lowers both together, swaps them, and moves
    /// value from the first to the second.
    ///
    /// Onto a choice at 0 only two moves are tried: a flag hands its value on (a present node
    /// giving way to what follows it), and a value moves whole onto a choice of the same bound
    /// (one field's value onto another field of its kind). Other moves onto unset choices, such
    /// as part of an element index onto an unrelated field, almost never keep a script's failure,
    /// and each cost a test on every pass over a shrunk tape (over the mutant catalog, about a
    /// fifth of the engine runs of a kill) without shortening any shrunk script.
    func lowerPairs() -> Bool {
        var improved = false
        let window = 16
        var i = 0
        while i < best.tape.count && !exhausted {
            var j = i + 1
            while j < Swift.min(best.tape.count, i + window) && !exhausted {
                defer { j += 1 }
                guard best.bounds[i] >= 2 || best.bounds[j] >= 2 else { continue }
                if best.tape[j] == 0 && best.bounds[i] != 1 {
                    guard best.bounds[i] == best.bounds[j], best.tape[i] > 0 else { continue }
                    var candidate = best.tape
                    candidate[j] = candidate[i]
                    candidate[i] = 0
                    if consider(candidate) { improved = true }
                    continue
                }
                if lowerTogether(i, j) { improved = true }
                if i < best.tape.count, j < best.tape.count, best.tape[i] > best.tape[j],
                    best.bounds[i] == best.bounds[j]
                {
                    var candidate = best.tape
                    candidate.swapAt(i, j)
                    if consider(candidate) { improved = true }
                }
                if redistribute(i, j) { improved = true }
            }
            i += 1
        }
        return improved
    }

    /// Lowers choices `i` and `j` by the same amount, searching the smaller one's new value.
    func lowerTogether(_ i: Int, _ j: Int) -> Bool {
        guard j < best.tape.count else { return false }
        return lowerValue(from: Swift.min(best.tape[i], best.tape[j]), stepsOver: false) { target in
            guard j < best.tape.count else { return false }
            let amount = Swift.min(best.tape[i], best.tape[j]) &- target
            guard amount > 0, amount <= Swift.min(best.tape[i], best.tape[j]) else { return false }
            var candidate = best.tape
            candidate[i] -= amount
            candidate[j] -= amount
            return consider(candidate)
        }
    }

    /// Moves as much as possible of choice `i`'s value onto choice `j`, in steps of 1, then of 2
    /// (which keep the parity of both choices, so sign-alternating encodings move magnitude).
    func redistribute(_ i: Int, _ j: Int) -> Bool {
        var improved = false
        for step in [UInt64(1), 2] where !exhausted {
            guard j < best.tape.count, best.tape[i] > 0 else { break }
            let (baseI, baseJ) = (best.tape[i], best.tape[j])
            let most = Swift.min(baseI, headroom(j)) / step
            guard most > 0 else { continue }
            // The search lowers the number of steps left unmoved, from `most` to 0.
            let moved = lowerValue(from: most, stepsOver: false) { left in
                guard j < best.tape.count else { return false }
                let amount = (most - left) * step
                var candidate = best.tape
                candidate[i] = baseI - amount
                candidate[j] = baseJ + amount
                return consider(candidate)
            }
            if moved { improved = true }
        }
        // Near a bound an encoding's steps are uneven (the zigzag of signed integers ends with
        // one value on the longer side), so also lower by 1 or 2 while raising by a different 1 to 3.
        for (lower, raise) in [(UInt64(2), UInt64(1)), (1, 2), (2, 3), (1, 3)] where !exhausted {
            guard j < best.tape.count, best.tape[i] >= lower, headroom(j) >= raise, headroom(j) <= 3 else { continue }
            var candidate = best.tape
            candidate[i] -= lower
            candidate[j] += raise
            if consider(candidate) { improved = true }
        }
        return improved
    }

    /// How far choice `j` of the best tape can rise within its bound (0 when it is at or past it).
    private func headroom(_ j: Int) -> UInt64 {
        best.bounds[j] > best.tape[j] ? best.bounds[j] - best.tape[j] : 0
    }

    /// Swaps the contents of adjacent spans at the same depth when that gives a smaller tape,
    /// such as the two sub-trees of a node.
    func swapAdjacentSpans() -> Bool {
        var improved = false
        var index = 0
        while !exhausted {
            let spans = best.spans
            guard index < spans.count else { break }
            let first = spans[index]
            index += 1
            guard let second = spans.first(where: { $0.start == first.end && $0.depth == first.depth }),
                second.end <= best.tape.count
            else { continue }
            let a = best.tape[first.start..<first.end]
            let b = best.tape[second.start..<second.end]
            var candidate = best.tape
            candidate.replaceSubrange(first.start..<second.end, with: Array(b) + Array(a))
            if consider(candidate) { improved = true }
        }
        return improved
    }

    /// Deletes one element of a collection and shifts the choices after it down by one, optionally
    /// also lowering the choice just before the collection (a length prefix).
    ///
    /// This follows values that index into the collection: deleting element `k` renumbers the
    /// later elements, so references to them must drop by one to keep meaning the same elements.
    func deleteAndShift() -> Bool {
        var improved = false
        var groupIndex = 0
        var elementIndex = 0
        nextElement: while !exhausted {
            let groups = siblingGroups()
            guard groupIndex < groups.count else { break }
            let children = groups[groupIndex]
            guard elementIndex < children.count, children.count <= 64 else {
                groupIndex += 1
                elementIndex = 0
                continue
            }
            let span = children[elementIndex]
            let ordinal = UInt64(elementIndex)
            elementIndex += 1
            guard span.end <= best.tape.count, best.bounds.count == best.tape.count else { continue }
            let parentStart = children[0].start
            for lowersPrefix in [false, true] {
                for threshold in [UInt64(1), Swift.max(1, ordinal)] {
                    var candidate = best.tape
                    var bounds = best.bounds
                    candidate.removeSubrange(span.start..<span.end)
                    bounds.removeSubrange(span.start..<span.end)
                    for position in span.start..<candidate.count
                    where candidate[position] >= threshold && bounds[position] >= 2 {
                        candidate[position] -= 1
                    }
                    if lowersPrefix {
                        guard parentStart > 0, candidate[parentStart - 1] > 0 else { continue }
                        candidate[parentStart - 1] -= 1
                    }
                    if consider(candidate) {
                        improved = true
                        elementIndex = 0
                        // The span and the prefix position belong to the tape just replaced:
                        // re-read the groups of the new best before editing again.
                        continue nextElement
                    }
                }
            }
        }
        return improved
    }
}
