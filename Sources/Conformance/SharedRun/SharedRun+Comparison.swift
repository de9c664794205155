import ConformanceOracles
import Generators
import MediaTiming
import Scripts

extension SharedRun {
    /// What of a step's observation a difference is in.
    enum Aspect: String {
        /// What the script heard, in order.
        case heard
        /// Whether the step was a no-op or refused.
        case noOp = "no-op"
        /// A view's keys.
        case keys
        /// A view's local time.
        case localTime = "local time"
        /// A presentation value.
        case value
        /// A field of a stored copy a step read (`animation(forKey:)`).
        case storedCopy = "stored copy"
    }

    /// One difference between a prediction and an observation.
    struct Difference {
        var aspect: Aspect
        /// The view it is about, when it is about one.
        var view: Int?
        var message: String
        /// For ``Aspect/heard``: the first event that differs on each side (`nil`: none there).
        var expectedEvent: HeardEvent?
        var observedEvent: HeardEvent?
        /// For ``Aspect/storedCopy``: the field that differs (`beginTime`, `duration`,
        /// `animations.speed`, …), or `copy` when there is none to read.
        var field: String? = nil
        /// For ``Aspect/storedCopy``: the key the copy is stored under.
        var key: String? = nil
    }

    /// An event as both sides spell it, with what attribution needs to know.
    struct HeardEvent: Equatable {
        enum Kind: Equatable {
            case didStart
            case didStop(finished: Bool)
            case completionBlock, host
        }

        var kind: Kind
        /// The step that added, set, registered, scheduled or asked.
        var step: Int
        var view: Int
        var key: String
        var viaClosure: Bool
        var text: String

        init(_ record: CallbackRecord) {
            step = record.copy
            view = record.view
            key = record.key
            viaClosure = record.viaClosure
            switch record.kind {
            case .didStart: kind = .didStart
            case .didStop(let finished): kind = .didStop(finished: finished)
            case .transactionCompleted: kind = .completionBlock
            case .host(let said):
                kind = .host
                // A note's words are the driver's and the engine's: only that there was one is compared.
                if said.hasPrefix("step #"), let colon = said.firstIndex(of: ":") {
                    text = String(said[..<colon]) + ": note"
                    return
                }
                text = said
                return
            }
            text = ""
        }

        init(_ event: WorldEvent) {
            switch event {
            case .didStart(let listener):
                (kind, step, view, key, viaClosure, text) = (
                    .didStart, listener.step, listener.view, listener.key, listener.viaClosure, ""
                )
            case .didStop(let listener, let finished):
                (kind, step, view, key, viaClosure, text) = (
                    .didStop(finished: finished), listener.step, listener.view, listener.key, listener.viaClosure, ""
                )
            case .completionBlock(let step):
                (kind, self.step, view, key, viaClosure, text) = (.completionBlock, step, -1, "", false, "")
            case .host(let step, let view, let said):
                (kind, self.step, self.view, key, viaClosure, text) = (.host, step, view, "", false, said)
            }
        }

        /// Whether it is a delegate's or closure's callback.
        var isCallback: Bool {
            switch kind {
            case .didStart, .didStop: return true
            default: return false
            }
        }

        var description: String {
            let closure = viaClosure ? " (closure)" : ""
            switch kind {
            case .didStart: return "didStart v\(view).\(key)#\(step)\(closure)"
            case .didStop(let finished): return "didStop(\(finished)) v\(view).\(key)#\(step)\(closure)"
            case .completionBlock: return "completion block #\(step)"
            case .host: return "host #\(step): \(text)"
            }
        }
    }

    /// Compares predictions with one trace of one script, within the context's tolerance.
    struct Comparison {
        let trace: Trace
        let context: LawContext
        let probe: PrecisionProbe
        let hearsDelegates: Bool

        init(script: Script, trace: Trace, context: LawContext) {
            self.trace = trace
            self.context = context
            probe = context.precisionProbe(for: script)
            hearsDelegates = context.engine.capabilities.contains(.delegates)
        }

        /// The first difference between `prediction` and step `index`'s observation, if any.
        func difference(at index: Int, _ prediction: WorldPrediction) -> Difference? {
            let observed = trace.steps[index]
            context.count(.instants)
            if let difference = heardDifference(observed, prediction) { return difference }
            if let isNoOp = prediction.isNoOp, isNoOp != (observed.stepNote != nil) {
                return Difference(
                    aspect: .noOp, view: nil,
                    message: isNoOp
                        ? "the step should do nothing (or be refused) but ran"
                        : "the step should run but did nothing: \(observed.stepNote ?? "")")
            }
            for view in 0..<min(observed.viewCount, prediction.keys.count) {
                if let difference = viewDifference(index, view, observed, prediction) { return difference }
            }
            return storedCopyDifference(at: index, observed, prediction)
        }

        private func heardDifference(_ observed: StepObservation, _ prediction: WorldPrediction) -> Difference? {
            guard let expectedEvents = prediction.events else { return nil }
            var heard = observed.callbacks.map(HeardEvent.init)
            var expected = expectedEvents.map(HeardEvent.init)
            if !hearsDelegates {
                heard.removeAll(where: \.isCallback)
                expected.removeAll(where: \.isCallback)
            }
            guard heard != expected else {
                context.count(.callbacks, expected.filter(\.isCallback).count)
                return nil
            }
            let first =
                (0..<min(heard.count, expected.count)).first { heard[$0] != expected[$0] }
                ?? min(heard.count, expected.count)
            // Only an animation's callbacks heard as predicted count as callback evidence: one that
            // was due and never came was not compared, so an engine that hears none gives none
            // (whichever law the divergence is charged to, the others must not pass on it); a
            // completion block or a host's answer is no callback a delegate law checks.
            context.count(.callbacks, expected[..<first].filter(\.isCallback).count)
            let observedEvent = heard.indices.contains(first) ? heard[first] : nil
            let expectedEvent = expected.indices.contains(first) ? expected[first] : nil
            return Difference(
                aspect: .heard, view: nil,
                message:
                    "the script heard \(observedEvent?.description ?? "nothing more") where \(expectedEvent?.description ?? "nothing more") was due (heard \(heard.count), expected \(expected.count))",
                expectedEvent: expectedEvent, observedEvent: observedEvent)
        }

        private func viewDifference(
            _ index: Int, _ view: Int, _ observed: StepObservation, _ prediction: WorldPrediction
        )
            -> Difference?
        {
            if let keys = prediction.keys[view], keys != observed.keys(ofView: view) {
                return Difference(
                    aspect: .keys, view: view,
                    message: "v\(view)'s keys: expected \(keys), observed \(observed.keys(ofView: view))")
            }
            if view < prediction.localTimes.count, let expected = prediction.localTimes[view] {
                let time = observed.localTime(ofView: view)
                context.count(.values)
                if !probe.agrees(time, expected, .localTime(step: index, view: view)) {
                    return Difference(
                        aspect: .localTime, view: view,
                        message:
                            "v\(view)'s local time: expected \(Trace.format(expected)), observed \(Trace.format(time))")
                }
            }
            guard view < prediction.values.count else { return nil }
            for (k, path) in trace.keyPaths.enumerated() {
                guard let expected = prediction.values[view][path] else { continue }
                let value = observed.value(view: view, keyPath: k)
                context.count(.values)
                if !probe.agrees(value, expected, .value(step: index, view: view, keyPath: k)) {
                    return Difference(
                        aspect: .value, view: view,
                        message: "v\(view).\(path): expected \(Trace.format(expected)), observed \(Trace.format(value))"
                    )
                }
            }
            return nil
        }
    }
}
