import ConformanceOracles
import Generators
import MediaTiming
import Scripts

extension SharedRun {
    /// Which law a divergence breaks, read from the step it shows at, what differs there and
    /// what the script did before: the statement a reader would look up for it.
    ///
    /// - A value or local time of a view a technique holds (a technique acted on it or on an
    ///   ancestor) breaks that technique's law; one in an open nested transaction TRANS-9; an
    ///   add not committed yet TRANS-4; otherwise VAL-10 (a value) or TIME-1 (a local time).
    /// - Keys: a technique's view as above; then by the step: a render ITER-5, an app transition
    ///   LIFE-1, a window move LIFE-2, a replacing add TRANS-3, any other engine call TRANS-5.
    /// - What was heard: a callback heard outside a render CB-5; a group child's CB-9; a closure's
    ///   CB-7; a didStart missing or extra CB-4, twice CB-1; a finished flag CB-3; a didStop
    ///   missing or extra CB-2; the same callbacks in another order CB-8; a completion block
    ///   TRANS-7 (TRANS-6 when it is heard outside a render or before the render's callbacks);
    ///   a window move or app notification LIFE-3; a technique's answer TECH-13; the rest LIFE-4.
    /// - A no-op or refusal: an engine call API-1, a technique call TECH-13, a host call LIFE-4.
    /// - A stored copy read with `animation(forKey:)`: a copy a technique put there last (a
    ///   restore or a preserver on the view or an ancestor, a reinstaller's, scrubber's or
    ///   closure technique's under its key) that technique's law; otherwise a begin time TRANS-9
    ///   inside an open nested transaction, else TRANS-1 (the stamp, SEMANTICS §2.5); any other
    ///   field TRANS-2 (the copy as added, §2.1, §2.7).
    struct Attribution {
        /// The laws the shared run can name; each of them is checked on grammar cases.
        static let laws: [String] = [
            "API-1", "CB-1", "CB-2", "CB-3", "CB-4", "CB-5", "CB-7", "CB-8", "CB-9", "ITER-5", "LIFE-1", "LIFE-2",
            "LIFE-3", "LIFE-4", "TECH-8", "TECH-9", "TECH-10", "TECH-11", "TECH-13", "TIME-1", "TRANS-1", "TRANS-2",
            "TRANS-3", "TRANS-4", "TRANS-5", "TRANS-7", "TRANS-6", "TRANS-9", "VAL-10",
        ]

        let steps: [Step]
        /// The law of the last technique that acted on each view, by view.
        private var techniqueLaw: [Int: String] = [:]
        /// Each view's parent so far (for what a technique on an ancestor holds).
        private var parents: [Int?] = []
        /// How deep the app's transactions are open (1: the turn's own).
        private var depth = 1
        /// Views with an add not committed yet.
        private var pendingAdds: Set<Int> = []
        /// Keys in use per view, for telling a replacing add.
        private var keys: [Int: Set<String>] = [:]
        /// Who last put a copy on each view, in step order: under a key (`nil`: every key, and
        /// for a store's restore or a preserver every key of the subtree too), a technique's law
        /// or `nil` for the app's own add.
        private var copyClaims: [Int: [(step: Int, key: String?, law: String?)]] = [:]
        /// The key of the scrubber last installed on each view.
        private var scrubberKeys: [Int: String] = [:]

        init(script: Script) { steps = script.steps }

        /// Notes what step `index` did, after it was compared.
        mutating func note(_ step: Step, index: Int) {
            switch step {
            case .makeView(let parent): parents.append(parent)
            case .makeSublayer(let parent): parents.append(parent)
            case .host(.makeDetachedView): parents.append(nil)
            case .host(.addSubview(let view, let parent)) where parents.indices.contains(view):
                parents[view] = parent
            case .detach(let view) where parents.indices.contains(view),
                .attach(let view) where parents.indices.contains(view):
                parents[view] = nil
            case .host(.attach(let view, _)) where parents.indices.contains(view): parents[view] = nil
            case .beginTransaction: depth += 1
            case .commit:
                depth = max(1, depth - 1)
                if depth == 1 { pendingAdds = [] }
            // A flush commits now at the outermost level; inside a nested transaction it waits
            // for the last nested commit, which clears the pending adds above.
            case .flush where depth == 1: pendingAdds = []
            case .advance, .host(.endTurn): pendingAdds = []
            case .add(let view, let key, _):
                pendingAdds.insert(view)
                keys[view, default: []].insert(key)
                copyClaims[view, default: []].append((index, key, nil))
            case .technique(let call):
                techniqueLaw[call.view] = Self.law(of: call.operation)
                if let claim = copyClaim(of: call) {
                    copyClaims[call.view, default: []].append((index, claim.key, claim.law))
                }
            default: break
            }
        }

        /// The copies a technique call puts on its view: under which key (`nil`: every key) and
        /// the technique's law; `nil` for a call that adds no copy.
        private mutating func copyClaim(of call: TechniqueStep) -> (key: String?, law: String)? {
            let law = Self.law(of: call.operation)
            switch call.operation {
            case .restore, .preserve: return (nil, law)
            case .installScrubber(let key):
                scrubberKeys[call.view] = key
                return (key, law)
            case .reinstallScrubber: return scrubberKeys[call.view].map { ($0, law) }
            case .reinstall(let key), .addWithClosures(let key): return (key, law)
            default: return nil
            }
        }

        /// The law of the technique whose copy is under `key` on `view`: the last to put one
        /// there, on the view or (a store's restore, a preserver) on an ancestor, unless the
        /// app's own add came later; `nil` when the copy is the app's.
        private func copyLaw(_ view: Int, key: String) -> String? {
            var latest: (step: Int, law: String?)?
            var current: Int? = view
            var hops = 0
            while let index = current, hops <= parents.count {
                for claim in copyClaims[index] ?? [] where claim.step > latest?.step ?? -1 {
                    let reaches = index == view ? (claim.key == nil || claim.key == key) : claim.key == nil
                    if reaches { latest = (claim.step, claim.law) }
                }
                current = parents.indices.contains(index) ? parents[index] : nil
                hops += 1
            }
            return latest?.law
        }

        /// The law `difference`, seen at step `index`, breaks.
        func law(for difference: Difference, at index: Int) -> String {
            let step = index < steps.count ? steps[index] : nil
            switch difference.aspect {
            case .noOp:
                switch step {
                case .technique: return "TECH-13"
                case .setTiming, .setModelValue, .add, .removeAnimation, .removeAllAnimations, .commit, .flush,
                    .beginTransaction, .setTransactionDuration, .setCompletionBlock, .clearCompletionBlock:
                    return "API-1"
                default: return "LIFE-4"
                }
            case .heard:
                return heardLaw(difference, step: step)
            case .keys:
                if let view = difference.view, let law = heldBy(view) { return law }
                switch step {
                case .advance: return "ITER-5"
                case .resignActive, .enterBackground, .enterForeground, .becomeActive, .host(.moveToBackground),
                    .host(.moveToForeground):
                    return "LIFE-1"
                case .detach, .attach, .makeView, .host: return "LIFE-2"
                case .add(let view, let key, _) where keys[view]?.contains(key) == true: return "TRANS-3"
                case .technique(let call): return Self.law(of: call.operation)
                default: return "TRANS-5"
                }
            case .localTime, .value:
                if let view = difference.view, let law = heldBy(view) { return law }
                if depth > 1 { return "TRANS-9" }
                if let view = difference.view, pendingAdds.contains(view), difference.aspect == .value {
                    return "TRANS-4"
                }
                return difference.aspect == .value ? "VAL-10" : "TIME-1"
            case .storedCopy:
                if let view = difference.view, let key = difference.key, let law = copyLaw(view, key: key) {
                    return law
                }
                guard difference.field == "beginTime" else { return "TRANS-2" }
                return depth > 1 ? "TRANS-9" : "TRANS-1"
            }
        }

        /// The law of the technique holding `view`: the last to act on it or its nearest ancestor.
        private func heldBy(_ view: Int) -> String? {
            var current: Int? = view
            var hops = 0
            while let index = current, hops <= parents.count {
                if let law = techniqueLaw[index] { return law }
                current = parents.indices.contains(index) ? parents[index] : nil
                hops += 1
            }
            return nil
        }

        private func heardLaw(_ difference: Difference, step: Step?) -> String {
            let event = difference.observedEvent ?? difference.expectedEvent
            guard let event else { return "LIFE-4" }
            let isRender: Bool
            if case .advance = step { isRender = true } else { isRender = false }
            switch event.kind {
            case .didStart, .didStop:
                if let observed = difference.observedEvent, observed.isCallback, !isRender,
                    difference.expectedEvent?.isCallback != true
                {
                    return "CB-5"
                }
                if event.key.contains("/") { return "CB-9" }
                if event.viaClosure { return "CB-7" }
                if let observed = difference.observedEvent, let expected = difference.expectedEvent,
                    observed.step == expected.step, observed.key == expected.key
                {
                    if case .didStop = observed.kind, case .didStop = expected.kind { return "CB-3" }
                }
                if let observed = difference.observedEvent, let expected = difference.expectedEvent,
                    observed.isCallback, expected.isCallback
                {
                    return "CB-8"
                }
                if case .didStart = event.kind {
                    return difference.observedEvent == nil || difference.expectedEvent == nil ? "CB-4" : "CB-1"
                }
                return "CB-2"
            case .completionBlock:
                if !isRender, difference.observedEvent?.kind == .completionBlock { return "TRANS-6" }
                return "TRANS-7"
            case .host:
                let text = event.text
                if text.hasPrefix("willMove") || text.hasPrefix("didMove") || text.hasPrefix("will")
                    || text.hasPrefix("did") || text.hasPrefix("frame") || text == "next turn"
                {
                    return "LIFE-3"
                }
                if event.step >= 0, event.step < steps.count, case .technique = steps[event.step] { return "TECH-13" }
                return "LIFE-4"
            }
        }

        /// The law of a technique operation's family.
        static func law(of operation: TechniqueStep.Operation) -> String {
            switch operation {
            case .pause, .resume, .changeSpeed, .setResumeSpeed: return "TECH-8"
            case .store, .restore, .discard, .preserve: return "TECH-9"
            case .installScrubber, .scrub, .releaseScrub, .reinstallScrubber: return "TECH-10"
            case .reinstall, .uninstall, .reinstallMissing: return "TECH-11"
            case .addWithClosures: return "CB-7"
            case .inspect, .invalidate, .invalidateAll: return "TECH-13"
            }
        }
    }
}
