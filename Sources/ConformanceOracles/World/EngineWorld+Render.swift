import MediaTiming

extension EngineWorld {
    /// Rounding forgiven at the edges of an active period (§3.4): a time within it of an edge is the edge.
    static let boundaryTolerance = 1e-9

    /// One callback of a render with the instant it falls on.
    private struct Timed {
        /// The media time it falls on.
        var time: Double
        /// The copy's application-order number.
        var serial: Int
        /// 0 for a start, 1 for a stop: a copy's start goes before its stop.
        var rank: Int
        /// What the script hears.
        var event: WorldEvent
        /// Whether its instant is not settled (a copy whose time runs backwards: it holds from the
        /// render's first instant, and a crossing of its edge lies beyond the render's last).
        var timeIsUncertain = false
        /// Whether its copy's place in the order differs between the readings of application order.
        var tookPlace = false
        /// The copy it is about.
        var copy: WorldCopy? = nil
    }

    /// Moves the clock to `time` (`render(atMediaTime:)`) and answers what the script hears, in
    /// delivery order, or `nil` when the set or the order rests on an open point.
    ///
    /// - The stops of the copies removed since the last render fall on its beginning (§6.2, §6.3).
    /// - A copy's didStart falls where its active period begins (§6.1), its didStop(true) where
    ///   it ends (§6.2); a copy removed on completion leaves its layer then (§4.3), a retained
    ///   one hears didStop then or at its removal as the profile reads it.
    /// - Callbacks go in time order; those of one instant in application order or its reverse,
    ///   as the profile reads it, a copy's start before its stop (§6.3).
    /// - Completion blocks run after the render's delegate callbacks (§2.8).
    ///
    /// A time that is not finite or is earlier than ``mediaTime`` is refused: nothing changes
    /// and nothing is heard.
    package mutating func render(atMediaTime time: Double) -> [WorldEvent]? {
        lastDeliveredCopies = []
        lastUnorderedEvents = nil
        guard time.isFinite, time >= mediaTime else { return [] }
        let start = mediaTime
        // A render while a nested transaction is open is not asserted (§2.9).
        var isUnknown = levels.count > 1
        var timed: [Timed] = []
        for stop in pendingStops {
            if stop.isUnknown { isUnknown = true }
            if stop.isHeard, let listener = stop.listener {
                timed.append(
                    Timed(
                        time: start, serial: stop.serial, rank: 1, event: .didStop(listener, finished: stop.finished),
                        tookPlace: stop.tookPlace, copy: stop.copy))
            }
            settle(stop.blocks, maybe: stop.maybeBlocks)
        }
        pendingStops.removeAll()
        for view in layers.indices where !layers[view].copies.isEmpty {
            if advanceCopies(of: view, from: start, to: time, into: &timed) { isUnknown = true }
        }
        // What is delivered and in which order are told apart: a reentry can follow a render
        // whose order alone is open when none of its events is what the reentry waits for.
        var callbackOrderIsOpen = false
        var blockOrderIsOpen = false
        let delivered = ordered(timed, isUnknown: &callbackOrderIsOpen)
        let blockEvents = runBlocks(isUnknown: &isUnknown, orderIsOpen: &blockOrderIsOpen)
        let events = delivered.map(\.event) + blockEvents
        lastDeliveredCopies = delivered.map(\.copy) + blockEvents.map { _ in nil }
        let orderIsOpen = callbackOrderIsOpen || blockOrderIsOpen
        if orderIsOpen && !isUnknown {
            lastUnorderedEvents = events
            lastBlocksAreOrdered = !blockOrderIsOpen
        }
        mediaTime = time
        return isUnknown || orderIsOpen ? nil : events
    }

    /// Decides the starts and ends of `view`'s copies over `[from, to]`; answers whether what
    /// happened rests on an open point.
    private mutating func advanceCopies(of view: Int, from: Double, to: Double, into timed: inout [Timed]) -> Bool {
        var isUnknown = false
        let atStart = contentTime(of: view, atMediaTime: from)
        let atEnd = contentTime(of: view, atMediaTime: to)
        let linear = linearContentTime(of: view) ?? linearMotion(of: view, from: (from, atStart), to: (to, atEnd))
        // Where the time moved otherwise, what it went through, for the copies it left clear of their edges.
        let range = linear == nil ? contentRange(of: view, from: from, to: to) : nil
        if contentTimeIsOpen(of: view, atMediaTime: from) || contentTimeIsOpen(of: view, atMediaTime: to) {
            // Which copies start or end here reads either way (§3.6); so do the keys from now on.
            isUnknown = true
            layers[view].keysAreOpen = true
            for stored in layers[view].copies where stored.isCommitted {
                layers[view].openPaths.formUnion(Self.keyPaths(of: stored.copy.animation))
            }
        }
        var index = 0
        while index < layers[view].copies.count {
            var stored = layers[view].copies[index]
            let retained = !stored.copy.animation.isRemovedOnCompletion
            guard stored.isCommitted, !stored.hasStopped, !(retained && stored.hasEnded) else {
                index += 1
                continue
            }
            guard stored.openReason == nil else {
                // When it starts and stops is not predicted.
                isUnknown = true
                index += 1
                continue
            }
            let timing = stored.copy.animation.timing
            let activeDuration = ValueOracle.activeDuration(timing, profile: profile)
            let hasBegun = { (content: Double?) -> Bool in
                guard let content else { return false }
                return timing.speed == 0 || content - timing.beginTime >= -Self.boundaryTolerance
            }
            let hasEnded = { (content: Double?) -> Bool in
                guard let content, timing.speed != 0 else { return false }
                return (content - timing.beginTime) * abs(timing.speed) >= activeDuration - Self.boundaryTolerance
            }
            // Where a condition that holds by `to` first holds: content time is monotonic on a
            // linear chain, so at `from` or at its crossing.
            let instant = { (holdsAtStart: Bool, crossing: Double) -> Double in
                if holdsAtStart { return from }
                guard let linear, linear.rate != 0 else { return to }
                return Swift.min(Swift.max((crossing - linear.offset) / linear.rate, from), to)
            }
            let mayTurn: Bool
            let runsBackwards = (linear?.rate ?? 0) < 0
            if let linear {
                // Backwards, the conditions hold at the first instant and not at the last.
                mayTurn =
                    linear.rate < 0
                    && (!stored.hasStarted && hasBegun(atStart) && !hasBegun(atEnd)
                        || hasEnded(atStart) && !hasEnded(atEnd))
            } else if let range,
                Self.staysClear(timing, hasStarted: stored.hasStarted, in: range, profile: profile)
            {
                // A bounded layer's time wrapped, turned, filled or vanished on the way, but
                // every time it went through is before the copy's begin (not started) or its
                // end (started): nothing happens to the copy.
                mayTurn = false
            } else {
                // Otherwise the copy's time may have crossed an edge and come back.
                mayTurn = true
            }
            if mayTurn {
                // The copy's time ran backwards (or wrapped) past an edge of its active period:
                // whether it began or ended on the way, as time running through the edge does,
                // or neither, as a render that reads only its own instant finds, is not settled
                // (§6.1, §1.3).
                stored.openReason = .turnedBetweenRenders
                for id in stored.blocks + stored.maybeBlocks { markUnpredictable(block: id) }
                layers[view].copies[index] = stored
                isUnknown = true
                index += 1
                continue
            }
            if !stored.hasStarted, hasBegun(atStart) || hasBegun(atEnd) {
                stored.hasStarted = true
                let time = instant(hasBegun(atStart), timing.beginTime)
                if let listener = stored.copy.listener {
                    timed.append(
                        Timed(
                            time: time, serial: stored.serial, rank: 0, event: .didStart(listener),
                            timeIsUncertain: runsBackwards, tookPlace: stored.tookPlace, copy: stored.copy))
                }
            }
            guard hasEnded(atStart) || hasEnded(atEnd) else {
                layers[view].copies[index] = stored
                index += 1
                continue
            }
            stored.hasEnded = true
            let time = instant(hasEnded(atStart), timing.beginTime + activeDuration / abs(timing.speed))
            if !retained || profile.retainedCompletion == .atEndOfActivePeriod {
                stored.hasStopped = true
                if let listener = stored.copy.listener {
                    timed.append(
                        Timed(
                            time: time, serial: stored.serial, rank: 1, event: .didStop(listener, finished: true),
                            timeIsUncertain: runsBackwards, tookPlace: stored.tookPlace, copy: stored.copy))
                }
                settle(stored.blocks, maybe: stored.maybeBlocks)
            } else {
                // Its blocks wait for its removal under one reading only (§6.2, §2.8).
                for id in stored.blocks { shift(block: id) }
                stored.maybeBlocks += stored.blocks
                stored.blocks = []
            }
            if retained {
                layers[view].copies[index] = stored
                index += 1
            } else {
                layers[view].copies.remove(at: index)
            }
        }
        return isUnknown
    }

    /// The linear motion of the time a layer under a bounded layer gives its animations over a
    /// render, `rate · t + offset`, when it moved as the linear map would (no wrap, turn, fill or
    /// gap on the way); `nil` otherwise.
    private func linearMotion(of view: Int, from start: (Double, Double?), to end: (Double, Double?))
        -> (rate: Double, offset: Double)?
    {
        let rate = chain(view).reduce(1.0) { $0 * layers[$1].timing.speed }
        switch (start.1, end.1) {
        case (nil, nil):
            // No time at either end: nothing moved only when no time passed.
            return end.0 == start.0 ? (rate, 0) : nil
        case (let first?, let last?):
            let expected = first + rate * (end.0 - start.0)
            guard abs(last - expected) <= Self.boundaryTolerance * Swift.max(1, abs(last)) else { return nil }
            return (rate, first - rate * start.0)
        default:
            return nil
        }
    }

    /// The callbacks in delivery order: by instant, and within an instant by the profile's
    /// order, a copy's start before its stop (§6.3).
    private func ordered(_ timed: [Timed], isUnknown: inout Bool) -> [Timed] {
        guard timed.count > 1 else { return timed }
        if timed.contains(where: \.timeIsUncertain), Set(timed.map(\.serial)).count > 1 { isUnknown = true }
        let byTime = timed.sorted { $0.time < $1.time }
        var result: [Timed] = []
        var cluster: [Timed] = []
        let reverse = profile.simultaneousCallbackOrder == .reverseApplicationOrder
        func flush(_ cluster: [Timed]) {
            let serials = Set(cluster.map(\.serial))
            if serials.count > 1, cluster.contains(where: \.tookPlace) {
                // A copy that took a replaced one's place has two readings of its order.
                isUnknown = true
            }
            result += cluster.sorted {
                $0.serial != $1.serial ? ($0.serial < $1.serial) != reverse : $0.rank < $1.rank
            }
        }
        for item in byTime {
            if let first = cluster.first,
                item.time - first.time > Self.boundaryTolerance * Swift.max(1, abs(first.time))
            {
                flush(cluster)
                cluster = []
            }
            cluster.append(item)
        }
        flush(cluster)
        return result
    }

    /// Counts copies as stopped for the blocks waiting for them.
    mutating func settle(_ sure: [Int], maybe: [Int]) {
        for id in sure {
            if let block = blocks.firstIndex(where: { $0.id == id }) { blocks[block].remaining -= 1 }
        }
        for id in maybe {
            if let block = blocks.firstIndex(where: { $0.id == id }) { blocks[block].maybeRemaining -= 1 }
        }
    }

    /// Moves a copy from a block's sure waits to its maybe waits.
    private mutating func shift(block id: Int) {
        guard let block = blocks.firstIndex(where: { $0.id == id }) else { return }
        blocks[block].remaining -= 1
        blocks[block].maybeRemaining += 1
    }

    /// Runs the blocks whose transaction ended and whose copies all stopped (§2.8); a block
    /// whose moment differs between the readings of an open point makes the render's events
    /// unknown.
    ///
    /// Blocks of one render run in the order they were set; when that differs from the order
    /// their transactions ended (a nested transaction's block set after an enclosing one's ends
    /// first), no source says which comes first, so the render's events are unknown.
    mutating func runBlocks(isUnknown: inout Bool, orderIsOpen: inout Bool) -> [WorldEvent] {
        var ran: [Block] = []
        var index = 0
        while index < blocks.count {
            let block = blocks[index]
            guard block.hasEnded else {
                index += 1
                continue
            }
            if block.isUnpredictable { isUnknown = true }
            let shortDone = block.remaining <= 0
            if shortDone && block.maybeRemaining <= 0 {
                if block.ranUnderShortReading { isUnknown = true } else { ran.append(block) }
                blocks.remove(at: index)
                continue
            }
            if shortDone && !block.ranUnderShortReading {
                isUnknown = true
                blocks[index].ranUnderShortReading = true
            }
            index += 1
        }
        if zip(ran, ran.dropFirst()).contains(where: { ($0.endOrder ?? 0) > ($1.endOrder ?? 0) }) { orderIsOpen = true }
        lastRanBlocks = ran.map { ($0.id, $0.endOrder ?? 0) }
        return ran.map { .completionBlock(step: $0.step) }
    }
}
