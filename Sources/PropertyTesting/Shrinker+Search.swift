extension Shrinker {
    /// Finds a small value below `current` that `attempt` accepts, assuming that acceptance is
    /// monotone (a value that fails means every smaller one fails too); returns whether any did.
    ///
    /// The order spends few calls where minimal values usually lie: 0 first, then `start − 1` and
    /// `start − 2` (which fail at once for a value already minimal, so a pass over a shrunk tape
    /// costs three calls per choice), then 1, then doubling probes 2, 4, 8, … from below, and binary search
    /// between the last failing probe and the first accepted one. Lowering a random 32-bit value to
    /// a small one costs about twice the bits of the result rather than the 32 bits of the start.
    /// `stepsOver` false skips the step over one value, for searches over several choices at once.
    /// `attempt` builds its candidate from the best tape at the time of the call, so it stays
    /// correct when an earlier success changed the tape.
    func lowerValue(from start: UInt64, stepsOver: Bool = true, _ attempt: (UInt64) -> Bool) -> Bool {
        guard start > 0, !exhausted else { return false }
        if attempt(0) { return true }
        guard start > 1, !exhausted else { return false }
        let current = start
        // A value this large is seldom at its minimum (shrunk values are small), so the cheapest
        // small candidate comes before the check one below.
        if current > 1 << 16 {
            if attempt(1) { return true }
            guard !exhausted else { return false }
        }
        if !attempt(current - 1) {
            // Stepping over one failing value catches encodings that alternate (such as the
            // zigzag of signed integers: even choices negative, odd positive) and properties
            // that hold on a single value between two failing ones. The search goes on over
            // values of the same parity.
            guard stepsOver, current > 2, !exhausted, attempt(current - 2) else { return false }
            let parity = current & 1
            _ = lowerValue(from: (current - 2) / 2, stepsOver: false) { attempt(parity + 2 * $0) }
            return true
        }
        guard current > 2, !exhausted else { return true }
        if current <= 1 << 16, attempt(1) { return true }
        // Invariant: `low` fails and `high` was accepted.
        var low: UInt64 = 1
        var high = current - 1
        var probe: UInt64 = 2
        while probe < high && !exhausted {
            if attempt(probe) {
                high = probe
                break
            }
            low = probe
            probe = probe > high / 2 ? high : probe * 2
        }
        while low + 1 < high && !exhausted {
            let middle = low + (high - low) / 2
            if attempt(middle) { high = middle } else { low = middle }
        }
        return true
    }

    /// Lowers every group of equal values (of the same bound, not flags) together, largest groups
    /// first: values that must stay equal (a duplicate, a repeated key) cannot be lowered one at
    /// a time, and lowering them together before single choices saves the calls those would spend.
    func minimiseDuplicates() -> Bool {
        var groups: [[UInt64]: [Int]] = [:]
        for index in best.tape.indices where best.tape[index] > 0 && best.bounds[index] >= 2 {
            groups[[best.tape[index], best.bounds[index]], default: []].append(index)
        }
        let ordered = groups.values.filter { $0.count > 1 }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
        var improved = false
        for positions in ordered where !exhausted {
            guard let last = positions.last, last < best.tape.count else { continue }
            let value = best.tape[positions[0]]
            guard positions.allSatisfy({ best.tape[$0] == value }) else { continue }
            let lowered = lowerValue(from: value, stepsOver: false) { target in
                guard last < best.tape.count else { return false }
                var candidate = best.tape
                for position in positions { candidate[position] = target }
                return consider(candidate)
            }
            if lowered { improved = true }
        }
        return improved
    }
}
