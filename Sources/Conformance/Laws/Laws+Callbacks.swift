import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Laws of delegate callbacks: counts, order, the finished flag, start time, delivery.
    static let callbacks: [Law] = [
        Law(
            id: "CB-1",
            statement:
                "Each added copy hears at most one didStart, before its didStop, and a copy that finishes did start.",
            evidence: .doc, source: "SEMANTICS §6.1–§6.2; CAAnimationDelegate",
            rationale: "Start handlers that run twice or after the stop corrupt any state machine built on them.",
            generator:
                "root layers (a third of the time inside a container of speed 0, 2 or ½), adds of every kind with repeats, autoreverses, speeds and offsets (begins at the commit, in the future or already past), removals, replacements, pauses and resumes at one instant, backgrounding, window moves, advances, then a drain",
            requires: [.delegates],
            { capabilities in callbackScript(capabilities, container: true) },
            check: { script, context in
                let trace = try context.run(script)
                var started: Set<Int> = []
                var stopped: Set<Int> = []
                for (index, observation) in trace.steps.enumerated() {
                    for record in observation.callbacks {
                        context.count(.callbacks)
                        switch record.kind {
                        case .didStart:
                            if started.contains(record.copy) || stopped.contains(record.copy) {
                                throw LawViolation(
                                    "copy #\(record.copy) heard didStart \(stopped.contains(record.copy) ? "after its didStop" : "twice")",
                                    step: index, observed: trace)
                            }
                            started.insert(record.copy)
                        case .didStop(let finished):
                            if finished && !started.contains(record.copy) {
                                throw LawViolation(
                                    "copy #\(record.copy) finished without didStart", step: index, observed: trace)
                            }
                            stopped.insert(record.copy)
                        case .transactionCompleted, .host:
                            continue
                        }
                    }
                }
            }
        ).requiringEvidence(.callbacks),
        Law(
            id: "CB-2",
            statement: "Each added copy hears exactly one didStop.",
            evidence: .doc, source: "SEMANTICS §6.2; CAAnimationDelegate animationDidStop(_:finished:)",
            rationale: "Completion handlers that never run leak work; handlers that run twice run it twice.",
            generator:
                "root layers (a third of the time inside a container of speed 0, 2 or ½), adds of every kind with repeats, autoreverses, speeds and offsets (begins at the commit, in the future or already past), removals, replacements, pauses and resumes at one instant, backgrounding, window moves, advances, then a drain",
            requires: [.delegates],
            { capabilities in callbackScript(capabilities, container: true) },
            check: { script, context in
                let trace = try context.run(script)
                for (index, step) in script.steps.enumerated() {
                    guard case .add = step, trace.steps[index].stepNote == nil else { continue }
                    let stops = trace.callbacks.filter { $0.copy == index && $0.kind != .didStart }.count
                    context.count(.callbacks, stops)
                    if stops != 1 {
                        throw LawViolation(
                            "the copy added at step \(index) heard \(stops) didStop callbacks", step: index,
                            observed: trace)
                    }
                }
            }
        ).requiringEvidence(.callbacks),
        Law(
            id: "CB-3",
            statement:
                "didStop's finished flag is true exactly when the copy's active duration elapsed, at the render where it elapsed.",
            evidence: .doc, source: "SEMANTICS §6.2; CAAnimationDelegate",
            rationale:
                "Code chains the next step on finished == true; a wrong flag runs the chain after a cancellation or skips it after a completion.",
            generator:
                "root layers (a third of the time inside a container of speed 0, 2 or ½), adds of every kind with repeats, autoreverses, speeds and offsets (begins at the commit, in the future or already past), removals, replacements, pauses and resumes at one instant, backgrounding, window moves, advances, then a drain",
            requires: [.delegates],
            { capabilities in callbackScript(capabilities, container: true) },
            check: { script, context in
                let trace = try context.run(script)
                let copies = CopyTimeline(script: script, trace: trace)
                let profile = context.profile
                for (index, observation) in trace.steps.enumerated() {
                    for record in observation.callbacks {
                        guard case .didStop(let finished) = record.kind, let copy = copies.copies[record.copy] else {
                            continue
                        }
                        context.count(.callbacks)
                        let before = copies.time(before: index, of: copy)
                        let now = copies.time(at: index, of: copy)
                        if finished {
                            if copy.retained && profile.retainedCompletion == .atRemoval { continue }
                            // A copy whose period was over at its commit ends at the first render after it.
                            let firstRender =
                                copy.committedAt.map { committed in (copies.lastRender(before: index) ?? -1) < committed
                                } ?? false
                            guard let begin = copy.begin,
                                now - begin >= copy.activeDuration - context.tolerance,
                                before - begin < copy.activeDuration + context.tolerance || firstRender
                            else {
                                throw LawViolation(
                                    "copy #\(record.copy) heard didStop(true) at its layer's time \(Trace.format(now)), but its active period [\(Trace.format(copy.begin ?? .nan)), +\(Trace.format(copy.activeDuration))) had not just ended",
                                    step: index, observed: trace)
                            }
                        } else if let begin = copy.begin, let committed = copy.committedAt, committed < index,
                            let previous = copies.lastRender(before: index), previous >= committed,
                            before - begin >= copy.activeDuration + context.tolerance
                        {
                            throw LawViolation(
                                "copy #\(record.copy) heard didStop(false) although its active duration had elapsed by time \(Trace.format(before))",
                                step: index, observed: trace)
                        }
                    }
                }
            }
        ).requiringEvidence(.callbacks),
        Law(
            id: "CB-4",
            statement:
                "didStart arrives at the first render at which the copy's active period has begun, not at add and not later.",
            evidence: .doc, source: "SEMANTICS §6.1; CAAnimationDelegate animationDidStart(_:)",
            rationale:
                "Staggered animations with a future beginTime start their side effects in didStart; early or late starts desynchronise them.",
            generator:
                "root layers (a third of the time inside a container of speed 0, 2 or ½), adds of every kind with repeats, autoreverses, speeds and offsets, with future and past begin times, removals, pauses and resumes at one instant, advances, then a drain",
            requires: [.delegates],
            { capabilities in callbackScript(capabilities, container: true) },
            check: { script, context in
                let trace = try context.run(script)
                let copies = CopyTimeline(script: script, trace: trace)
                for (index, observation) in trace.steps.enumerated() {
                    for record in observation.callbacks where record.kind == .didStart {
                        context.count(.callbacks)
                        guard let copy = copies.copies[record.copy], let begin = copy.begin,
                            let committed = copy.committedAt
                        else {
                            throw LawViolation(
                                "copy #\(record.copy) heard didStart before it was committed", step: index,
                                observed: trace)
                        }
                        let now = copies.time(at: index, of: copy)
                        if now < begin - context.tolerance {
                            throw LawViolation(
                                "copy #\(record.copy) heard didStart at its layer's time \(Trace.format(now)), before its begin time \(Trace.format(begin))",
                                step: index, observed: trace)
                        }
                        if let previous = copies.lastRender(before: index), committed <= previous,
                            copies.time(at: previous, of: copy) >= begin + context.tolerance
                        {
                            throw LawViolation(
                                "copy #\(record.copy) began by its layer's time \(Trace.format(copies.time(at: previous, of: copy))) but heard didStart only at \(Trace.format(now))",
                                step: index, observed: trace)
                        }
                    }
                }
            }
        ).requiringEvidence(.callbacks),
        Law(
            id: "CB-5",
            statement:
                "Delegate callbacks are delivered only while rendering, never from add, remove, commit or lifecycle calls.",
            evidence: .doc, source: "SEMANTICS §6.3; TimingEngine.render(atMediaTime:)",
            rationale:
                "Callbacks delivered inside add or remove re-enter the caller's code mid-mutation; Core Animation delivers them asynchronously.",
            generator:
                "root layers (a third of the time inside a container of speed 0, 2 or ½), adds of every kind with repeats, autoreverses, speeds and offsets (begins at the commit, in the future or already past), removals, replacements, pauses and resumes at one instant, backgrounding, window moves, advances, then a drain",
            requires: [.delegates],
            { capabilities in callbackScript(capabilities, container: true) },
            check: { script, context in
                let trace = try context.run(script)
                for (index, step) in script.steps.enumerated() {
                    // The evidence is the callbacks that did arrive, each at a render: an engine
                    // that delivers none has shown nothing about where it delivers them.
                    if case .advance = step {
                        context.count(.callbacks, trace.steps[index].callbacks.count)
                        // Held back from the render and handed over when the suite next read
                        // the engine: delivered by a read, not while rendering.
                        if let record = trace.steps[index].callbacks.first,
                            trace.steps[index].note?.contains(StepObservation.readDeliveryMarker) == true
                        {
                            throw LawViolation(
                                "\(record) was delivered by a read (presentationValue, animationKeys or convertTime) after the render of \(SwiftLiteral.step(step)), not while rendering",
                                step: index, observed: trace,
                                signature: "a callback was delivered by a read after a render")
                        }
                        continue
                    }
                    if let record = trace.steps[index].callbacks.first {
                        let reading = trace.steps[index].note?.contains(StepObservation.readDeliveryMarker) == true
                        let culprit =
                            reading
                            ? "a read (presentationValue, animationKeys or convertTime) after \(SwiftLiteral.step(step))"
                            : SwiftLiteral.step(step)
                        throw LawViolation("\(record) was delivered by \(culprit)", step: index, observed: trace)
                    }
                }
            }
        ).requiringEvidence(.callbacks),
    ]
}
